import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  createGlGroup,
  deleteGlGroup,
  GL_GROUP_CODE_SCOPE,
  glClassStream,
  glGroupStream,
  uniqueValueStream,
  updateGlGroup,
  uuidv7,
  type GlClassState,
  type GlGroupState,
  type UniqueValueState,
} from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import type { GlGroupRequest } from './gl-group.dto';

export class CreateGlGroup {
  constructor(readonly context: CommandContext, readonly fields: GlGroupRequest) {}
}
export class UpdateGlGroup {
  constructor(readonly context: CommandContext, readonly glGroupId: string, readonly fields: GlGroupRequest) {}
}
export class DeleteGlGroup {
  constructor(readonly context: CommandContext, readonly glGroupId: string) {}
}

const groupFields = (fields: GlGroupRequest) => ({ name: fields.name, code: fields.code, glClassId: fields.glClass, section: fields.section });

@CommandHandler(CreateGlGroup)
export class CreateGlGroupHandler implements ICommandHandler<CreateGlGroup> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, fields }: CreateGlGroup) {
    const glGroupId = uuidv7();
    return this.pipeline.run(context, {
      result: { id: glGroupId },
      decide: async (read) =>
        createGlGroup({ glGroupId, ...groupFields(fields) }, {
          glGroup: await read<GlGroupState>(glGroupStream(glGroupId)),
          glClass: await read<GlClassState>(glClassStream(fields.glClass)),
          code: await read<UniqueValueState>(uniqueValueStream(GL_GROUP_CODE_SCOPE, fields.code)),
        }),
    });
  }
}

@CommandHandler(UpdateGlGroup)
export class UpdateGlGroupHandler implements ICommandHandler<UpdateGlGroup> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, glGroupId, fields }: UpdateGlGroup) {
    return this.pipeline.run(context, {
      result: { id: glGroupId },
      decide: async (read) => {
        const glGroup = await read<GlGroupState>(glGroupStream(glGroupId));
        return updateGlGroup({ glGroupId, ...groupFields(fields) }, {
          glGroup,
          glClass: await read<GlClassState>(glClassStream(fields.glClass)),
          previousGlClass: glGroup.glClassId ? await read<GlClassState>(glClassStream(glGroup.glClassId)) : await read<GlClassState>(glClassStream(fields.glClass)),
          code: await read<UniqueValueState>(uniqueValueStream(GL_GROUP_CODE_SCOPE, fields.code)),
        });
      },
    });
  }
}

@CommandHandler(DeleteGlGroup)
export class DeleteGlGroupHandler implements ICommandHandler<DeleteGlGroup> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, glGroupId }: DeleteGlGroup) {
    return this.pipeline.run(context, {
      result: { id: glGroupId },
      decide: async (read) => {
        const glGroup = await read<GlGroupState>(glGroupStream(glGroupId));
        // Read the class too, so a concurrent change to it is caught by its expected revision.
        if (glGroup.glClassId) await read(glClassStream(glGroup.glClassId));
        return deleteGlGroup({ glGroupId }, { glGroup });
      },
    });
  }
}

export const GL_GROUP_COMMAND_HANDLERS = [CreateGlGroupHandler, UpdateGlGroupHandler, DeleteGlGroupHandler];
