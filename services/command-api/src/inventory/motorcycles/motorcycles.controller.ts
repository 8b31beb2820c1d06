import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { DeleteMotorcycle, RegisterMotorcycle, UpdateMotorcycle } from './motorcycle.commands';
import { CreateMotorcycleRequest, MotorcycleListQuery, UpdateMotorcycleRequest } from './motorcycle.dto';
import { MotorcycleQueries } from './motorcycle-queries';

/**
 * The motorcycle unit register (DESIGN §9). A static path under /products: the router matches
 * `motorcycles` before the products controller's `:id`, which only takes UUIDs anyway.
 */
@ApiTags('inventory: motorcycle units')
@ApiBearerAuth()
@Controller('products/motorcycles')
export class MotorcyclesController {
  constructor(private readonly commands: CommandBus, private readonly queries: MotorcycleQueries) {}

  @Get()
  async list(@Query() query: MotorcycleListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: CreateMotorcycleRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new RegisterMotorcycle(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Motorcycle added successfully');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: UpdateMotorcycleRequest) {
    await this.commands.execute(new UpdateMotorcycle(context, id, body));
    return ok(await this.queries.get(id), 'Motorcycle updated successfully');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteMotorcycle(context, id));
    return ok({ _id: id }, 'Motorcycle deleted successfully');
  }
}
