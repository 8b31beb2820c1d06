import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  createGlClass,
  deleteGlClass,
  GL_CLASS_NAME_SCOPE,
  glClassStream,
  uniqueValueStream,
  updateGlClass,
  uuidv7,
  type GlClassState,
  type UniqueValueState,
} from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import type { GlClassRequest } from './gl-class.dto';

export class CreateGlClass {
  constructor(readonly context: CommandContext, readonly fields: GlClassRequest) {}
}
export class UpdateGlClass {
  constructor(readonly context: CommandContext, readonly glClassId: string, readonly fields: GlClassRequest) {}
}
export class DeleteGlClass {
  constructor(readonly context: CommandContext, readonly glClassId: string) {}
}

@CommandHandler(CreateGlClass)
export class CreateGlClassHandler implements ICommandHandler<CreateGlClass> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, fields }: CreateGlClass) {
    const glClassId = uuidv7();
    return this.pipeline.run(context, {
      result: { id: glClassId },
      decide: async (read) =>
        createGlClass({ glClassId, ...fields }, {
          glClass: await read<GlClassState>(glClassStream(glClassId)),
          name: await read<UniqueValueState>(uniqueValueStream(GL_CLASS_NAME_SCOPE, fields.name)),
        }),
    });
  }
}

@CommandHandler(UpdateGlClass)
export class UpdateGlClassHandler implements ICommandHandler<UpdateGlClass> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, glClassId, fields }: UpdateGlClass) {
    return this.pipeline.run(context, {
      result: { id: glClassId },
      decide: async (read) =>
        updateGlClass({ glClassId, ...fields }, {
          glClass: await read<GlClassState>(glClassStream(glClassId)),
          name: await read<UniqueValueState>(uniqueValueStream(GL_CLASS_NAME_SCOPE, fields.name)),
        }),
    });
  }
}

@CommandHandler(DeleteGlClass)
export class DeleteGlClassHandler implements ICommandHandler<DeleteGlClass> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, glClassId }: DeleteGlClass) {
    return this.pipeline.run(context, {
      result: { id: glClassId },
      decide: async (read) => deleteGlClass({ glClassId }, { glClass: await read<GlClassState>(glClassStream(glClassId)) }),
    });
  }
}

export const GL_CLASS_COMMAND_HANDLERS = [CreateGlClassHandler, UpdateGlClassHandler, DeleteGlClassHandler];
