import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ListQuery } from '../../platform/list-query';
import { ok } from '../../platform/responses';
import { AmendManualReceivable, DeleteManualReceivable, ReceiveReceivablePayment, RecordManualReceivable } from './receivable.commands';
import { ManualReceivableRequest, ReceivableListQuery, ReceivablePaymentRequest } from './receivable.dto';
import { ReceivableQueries } from './receivable-queries';

/** What customers owe: receivables opened by invoice dues or entered by hand, and payments on those entered by hand. */
@ApiTags('accounts: receivables')
@ApiBearerAuth()
@Controller('accounts/receivables')
export class ReceivablesController {
  constructor(private readonly commands: CommandBus, private readonly queries: ReceivableQueries) {}

  /** `data.receivables`, `data.pagination`, `data.summary` (over the filtered list). */
  @Get()
  async list(@Query() query: ReceivableListQuery) {
    return ok(await this.queries.list(query));
  }

  /** What is open today, by age past due. */
  @Get('summary')
  async summary() {
    return ok(await this.queries.summary());
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Get(':id/payments')
  async payments(@Param('id', IdParam) id: string, @Query() query: ListQuery) {
    return ok(await this.queries.paymentsOf(id, query));
  }

  /** A debt from before the books: Dr Accounts Receivable / Cr Opening Balance Equity. */
  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: ManualReceivableRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new RecordManualReceivable(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Receivable added successfully');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: ManualReceivableRequest) {
    await this.commands.execute(new AmendManualReceivable(context, id, body));
    return ok(await this.queries.get(id), 'Receivable updated successfully');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteManualReceivable(context, id));
    return ok({ _id: id }, 'Receivable deleted successfully');
  }

  /** Dr the payment method's account / Cr Accounts Receivable; never above what remains. */
  @Post(':id/payment')
  async receive(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: ReceivablePaymentRequest) {
    const outcome: CommandOutcome<{ id: string; paymentId: string }> = await this.commands.execute(new ReceiveReceivablePayment(context, id, body));
    const [payment, receivable] = await Promise.all([this.queries.payment(outcome.result.paymentId), this.queries.get(id)]);
    return ok({ payment, receivable }, 'Payment received successfully');
  }
}
