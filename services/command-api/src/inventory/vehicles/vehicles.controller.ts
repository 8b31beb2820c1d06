import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { CreateVehicle, DeleteVehicle, UpdateVehicle } from './vehicle.commands';
import { CreateVehicleRequest, UpdateVehicleRequest, VehicleListQuery } from './vehicle.dto';
import { VehicleQueries } from './vehicle-queries';

@ApiTags('inventory: vehicles')
@ApiBearerAuth()
@Controller('vehicles')
export class VehiclesController {
  constructor(private readonly commands: CommandBus, private readonly queries: VehicleQueries) {}

  /** `data.vehicles` and `data.pagination`; search on name and model; type and fuelType filters. */
  @Get()
  async list(@Query() query: VehicleListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: CreateVehicleRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CreateVehicle(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Vehicle created');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: UpdateVehicleRequest) {
    await this.commands.execute(new UpdateVehicle(context, id, body));
    return ok(await this.queries.get(id), 'Vehicle updated');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteVehicle(context, id));
    return ok({ _id: id }, 'Vehicle deleted');
  }
}
