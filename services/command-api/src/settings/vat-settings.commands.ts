import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VAT_SETTINGS_STREAM, changeVatSettings, type VatSettingsState } from '@dealer/domain';
import { CommandPipeline } from '../platform/command-pipeline';
import type { CommandContext } from '../platform/command-context';
import { dhakaDate } from '../platform/dates';
import type { UpdateVatSettingsRequest } from './vat-settings.dto';

export class UpdateVatSettings {
  constructor(readonly context: CommandContext, readonly fields: UpdateVatSettingsRequest) {}
}

/** A new version of the VAT settings from its date (today in Dhaka unless given), decided on the `settings-vat` stream. */
@CommandHandler(UpdateVatSettings)
export class UpdateVatSettingsHandler implements ICommandHandler<UpdateVatSettings> {
  constructor(private readonly pipeline: CommandPipeline) {}
  execute({ context, fields }: UpdateVatSettings) {
    return this.pipeline.run(context, {
      result: {},
      decide: async (read) => changeVatSettings({ ...fields, today: dhakaDate() }, await read<VatSettingsState>(VAT_SETTINGS_STREAM)),
    });
  }
}
