import { Module } from '@nestjs/common';
import { VEHICLE_COMMAND_HANDLERS } from './vehicle.commands';
import { VehiclesController } from './vehicles.controller';
import { VehicleQueries } from './vehicle-queries';

@Module({ controllers: [VehiclesController], providers: [...VEHICLE_COMMAND_HANDLERS, VehicleQueries] })
export class VehiclesModule {}
