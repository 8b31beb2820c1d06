import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BUSINESS_SETTINGS_STREAM, updateBusinessSettings, type BusinessSettingsState } from '@dealer/domain';
import { CommandPipeline } from '../platform/command-pipeline';
import type { CommandContext } from '../platform/command-context';
import type { UpdateBusinessSettingsRequest } from './business-settings.dto';

export class UpdateBusinessSettings {
  constructor(readonly context: CommandContext, readonly fields: UpdateBusinessSettingsRequest) {}
}

@CommandHandler(UpdateBusinessSettings)
export class UpdateBusinessSettingsHandler implements ICommandHandler<UpdateBusinessSettings> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, fields }: UpdateBusinessSettings) {
    return this.pipeline.run(context, {
      result: {},
      decide: async (read) => updateBusinessSettings(fields, await read<BusinessSettingsState>(BUSINESS_SETTINGS_STREAM)),
    });
  }
}
