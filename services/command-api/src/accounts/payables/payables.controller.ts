import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import { IdParam } from '../../platform/id-param';
import { ListQuery } from '../../platform/list-query';
import { OpenItemRoutes, type OpenItemRoutesOver } from '../open-items/open-item-routes';
import { AmendSupplierBill, DeleteSupplierBill, PayPayable, RecordSupplierBill } from './payable.commands';
import { PayableListQuery, PayablePaymentRequest, SupplierBillRequest } from './payable.dto';
import { PayableQueries } from './payable-queries';

const PAYABLE_MESSAGES = {
  itemKey: 'payable',
  added: 'Bill added successfully',
  updated: 'Bill updated successfully',
  deleted: 'Bill deleted successfully',
  settled: 'Payment processed successfully',
} as const;

/** What suppliers are owed: payables opened by purchases or entered as bills, and their payments (the work: OpenItemRoutes). */
@ApiTags('accounts: payables')
@ApiBearerAuth()
@Controller('accounts/payables')
export class PayablesController {
  private readonly routes: OpenItemRoutesOver<PayableQueries, 'payable'>;

  constructor(commands: CommandBus, queries: PayableQueries) {
    this.routes = new OpenItemRoutes(commands, queries, PAYABLE_MESSAGES);
  }

  @Get()
  list(@Query() query: PayableListQuery) {
    return this.routes.list(query);
  }

  @Get(':id')
  get(@Param('id', IdParam) id: string) {
    return this.routes.get(id);
  }

  @Get(':id/payments')
  payments(@Param('id', IdParam) id: string, @Query() query: ListQuery) {
    return this.routes.payments(id, query);
  }

  /** A supplier bill entered by hand: Dr the account / Cr Accounts Payable. */
  @Post()
  create(@CommandContextOf() context: CommandContext, @Body() body: SupplierBillRequest) {
    return this.routes.add(new RecordSupplierBill(context, body));
  }

  @Put(':id')
  update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: SupplierBillRequest) {
    return this.routes.amend(new AmendSupplierBill(context, id, body));
  }

  @Delete(':id')
  remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    return this.routes.remove(new DeleteSupplierBill(context, id));
  }

  /** Dr Accounts Payable / Cr the cash account chosen, else the payment method's account. */
  @Post(':id/payment')
  pay(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: PayablePaymentRequest) {
    return this.routes.settle(new PayPayable(context, id, body));
  }
}
