import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { CreateRequisition, DeleteRequisition, UpdateRequisition } from './requisition.commands';
import { RequisitionListQuery, RequisitionRequest } from './requisition.dto';
import { RequisitionQueries } from './requisition-queries';

@ApiTags('inventory: requisitions')
@ApiBearerAuth()
@Controller('requisitions')
export class RequisitionsController {
  constructor(private readonly commands: CommandBus, private readonly queries: RequisitionQueries) {}

  @Get()
  async list(@Query() query: RequisitionListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: RequisitionRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CreateRequisition(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Requisition created successfully');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: RequisitionRequest) {
    await this.commands.execute(new UpdateRequisition(context, id, body));
    return ok(await this.queries.get(id), 'Requisition updated successfully');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteRequisition(context, id));
    return ok({ _id: id }, 'Requisition deleted successfully');
  }
}
