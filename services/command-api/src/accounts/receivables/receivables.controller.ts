import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import { IdParam } from '../../platform/id-param';
import { ListQuery } from '../../platform/list-query';
import { ok } from '../../platform/responses';
import { OpenItemRoutes, type OpenItemRoutesOver } from '../open-items/open-item-routes';
import { AmendManualReceivable, DeleteManualReceivable, ReceiveReceivablePayment, RecordManualReceivable } from './receivable.commands';
import { ManualReceivableRequest, ReceivableListQuery, ReceivablePaymentRequest } from './receivable.dto';
import { ReceivableQueries } from './receivable-queries';

const RECEIVABLE_MESSAGES = {
  itemKey: 'receivable',
  added: 'Receivable added successfully',
  updated: 'Receivable updated successfully',
  deleted: 'Receivable deleted successfully',
  settled: 'Payment received successfully',
} as const;

/**
 * What customers owe: receivables opened by invoice dues or entered by hand, and payments on those
 * entered by hand (the work: OpenItemRoutes).
 */
@ApiTags('accounts: receivables')
@ApiBearerAuth()
@Controller('accounts/receivables')
export class ReceivablesController {
  private readonly routes: OpenItemRoutesOver<ReceivableQueries, 'receivable'>;

  constructor(commands: CommandBus, private readonly queries: ReceivableQueries) {
    this.routes = new OpenItemRoutes(commands, queries, RECEIVABLE_MESSAGES);
  }

  /** `data.receivables`, `data.pagination`, `data.summary` (over the filtered list). */
  @Get()
  list(@Query() query: ReceivableListQuery) {
    return this.routes.list(query);
  }

  /** What is open today, by age past due. */
  @Get('summary')
  async summary() {
    return ok(await this.queries.summary());
  }

  @Get(':id')
  get(@Param('id', IdParam) id: string) {
    return this.routes.get(id);
  }

  @Get(':id/payments')
  payments(@Param('id', IdParam) id: string, @Query() query: ListQuery) {
    return this.routes.payments(id, query);
  }

  /** A debt from before the books: Dr Accounts Receivable / Cr Opening Balance Equity. */
  @Post()
  create(@CommandContextOf() context: CommandContext, @Body() body: ManualReceivableRequest) {
    return this.routes.add(new RecordManualReceivable(context, body));
  }

  @Put(':id')
  update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: ManualReceivableRequest) {
    return this.routes.amend(new AmendManualReceivable(context, id, body));
  }

  @Delete(':id')
  remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    return this.routes.remove(new DeleteManualReceivable(context, id));
  }

  /** Dr the payment method's account / Cr Accounts Receivable; never above what remains. */
  @Post(':id/payment')
  receive(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: ReceivablePaymentRequest) {
    return this.routes.settle(new ReceiveReceivablePayment(context, id, body));
  }
}
