import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { RecordVatPayment } from './vat-payment.commands';
import { RecordVatPaymentRequest, VatPaymentListQuery } from './vat-payment.dto';
import { VatPaymentQueries } from './vat-payment-queries';

@ApiTags('vat: payments')
@ApiBearerAuth()
@Controller('vat/payments')
export class VatPaymentsController {
  constructor(private readonly commands: CommandBus, private readonly queries: VatPaymentQueries) {}

  @Get()
  async list(@Query() query: VatPaymentListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async record(@CommandContextOf() context: CommandContext, @Body() body: RecordVatPaymentRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new RecordVatPayment(context, body));
    return ok(await this.queries.get(outcome.result.id), 'VAT payment recorded successfully');
  }
}
