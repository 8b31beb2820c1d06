import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ListQuery } from '../../platform/list-query';
import { ok } from '../../platform/responses';
import { CreatePaymentMethod, DeletePaymentMethod, UpdatePaymentMethod } from './payment-method.commands';
import { PaymentMethodRequest } from './payment-method.dto';
import { PaymentMethodQueries } from './payment-method-queries';

@ApiTags('accounts: payment methods')
@ApiBearerAuth()
@Controller('accounts/payment-methods')
export class PaymentMethodsController {
  constructor(private readonly commands: CommandBus, private readonly queries: PaymentMethodQueries) {}

  @Get()
  async list(@Query() query: ListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: PaymentMethodRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CreatePaymentMethod(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Payment method created');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: PaymentMethodRequest) {
    await this.commands.execute(new UpdatePaymentMethod(context, id, body));
    return ok(await this.queries.get(id), 'Payment method updated');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeletePaymentMethod(context, id));
    return ok({ _id: id }, 'Payment method deleted');
  }
}
