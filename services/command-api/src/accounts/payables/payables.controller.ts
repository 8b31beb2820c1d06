import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ListQuery } from '../../platform/list-query';
import { ok } from '../../platform/responses';
import { AmendSupplierBill, DeleteSupplierBill, PayPayable, RecordSupplierBill } from './payable.commands';
import { PayableListQuery, PayablePaymentRequest, SupplierBillRequest } from './payable.dto';
import { PayableQueries } from './payable-queries';

/** What suppliers are owed: payables opened by purchases or entered as bills, and their payments. */
@ApiTags('accounts: payables')
@ApiBearerAuth()
@Controller('accounts/payables')
export class PayablesController {
  constructor(private readonly commands: CommandBus, private readonly queries: PayableQueries) {}

  @Get()
  async list(@Query() query: PayableListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Get(':id/payments')
  async payments(@Param('id', IdParam) id: string, @Query() query: ListQuery) {
    return ok(await this.queries.paymentsOf(id, query));
  }

  /** A supplier bill entered by hand: Dr the account / Cr Accounts Payable. */
  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: SupplierBillRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new RecordSupplierBill(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Bill added successfully');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: SupplierBillRequest) {
    await this.commands.execute(new AmendSupplierBill(context, id, body));
    return ok(await this.queries.get(id), 'Bill updated successfully');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteSupplierBill(context, id));
    return ok({ _id: id }, 'Bill deleted successfully');
  }

  /** Dr Accounts Payable / Cr the cash account chosen, else the payment method's account. */
  @Post(':id/payment')
  async pay(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: PayablePaymentRequest) {
    const outcome: CommandOutcome<{ id: string; paymentId: string }> = await this.commands.execute(new PayPayable(context, id, body));
    const [payment, payable] = await Promise.all([this.queries.payment(outcome.result.paymentId), this.queries.get(id)]);
    return ok({ payment, payable }, 'Payment processed successfully');
  }
}
