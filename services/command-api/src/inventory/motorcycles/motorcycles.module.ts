import { Module } from '@nestjs/common';
import { SystemAccountIds } from '../../platform/system-accounts';
import { PurchaseNumbers } from '../purchases/purchasing-support';
import { MOTORCYCLE_COMMAND_HANDLERS } from './motorcycle.commands';
import { MotorcyclesController } from './motorcycles.controller';
import { MotorcycleQueries } from './motorcycle-queries';

@Module({ controllers: [MotorcyclesController], providers: [...MOTORCYCLE_COMMAND_HANDLERS, MotorcycleQueries, SystemAccountIds, PurchaseNumbers] })
export class MotorcyclesModule {}
