import { Module } from '@nestjs/common';
import { UpdateBusinessSettingsHandler } from './business-settings.commands';
import { BusinessSettingsController } from './business-settings.controller';
import { BusinessSettingsQueries } from './business-settings-queries';

@Module({ controllers: [BusinessSettingsController], providers: [UpdateBusinessSettingsHandler, BusinessSettingsQueries], exports: [BusinessSettingsQueries] })
export class BusinessSettingsModule {}
