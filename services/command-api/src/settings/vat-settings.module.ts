import { Module } from '@nestjs/common';
import { UpdateVatSettingsHandler } from './vat-settings.commands';
import { VatSettingsController } from './vat-settings.controller';
import { VatSettingsQueries } from './vat-settings-queries';

@Module({ controllers: [VatSettingsController], providers: [UpdateVatSettingsHandler, VatSettingsQueries], exports: [VatSettingsQueries] })
export class VatSettingsModule {}
