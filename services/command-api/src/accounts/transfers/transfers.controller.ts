import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { AmendTransfer, RecordTransfer, VoidTransfer } from './transfer.commands';
import { CreateTransferRequest, TransferListQuery, UpdateTransferRequest, VoidTransferRequest } from './transfer.dto';
import { TransferQueries } from './transfer-queries';

@ApiTags('accounts: transfers')
@ApiBearerAuth()
@Controller('accounts/transfers')
export class TransfersController {
  constructor(private readonly commands: CommandBus, private readonly queries: TransferQueries) {}

  @Get()
  async list(@Query() query: TransferListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: CreateTransferRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new RecordTransfer(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Transfer recorded');
  }

  /** A posted transfer is corrected by reversal and a new posting, never rewritten. */
  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: UpdateTransferRequest) {
    await this.commands.execute(new AmendTransfer(context, id, body));
    return ok(await this.queries.get(id), 'Transfer corrected');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: VoidTransferRequest) {
    await this.commands.execute(new VoidTransfer(context, id, body ?? {}));
    return ok(await this.queries.get(id), 'Transfer voided');
  }
}
