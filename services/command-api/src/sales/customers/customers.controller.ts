import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { AddCustomer, DeleteCustomer, UpdateCustomer } from './customer.commands';
import { CreateCustomerRequest, CustomerDetailsQuery, CustomerListQuery, UpdateCustomerRequest } from './customer.dto';
import { CustomerQueries } from './customer-queries';

@ApiTags('sales: customers')
@ApiBearerAuth()
@Controller('customers')
export class CustomersController {
  constructor(private readonly commands: CommandBus, private readonly queries: CustomerQueries) {}

  /** `data.customers` and `data.pagination`; search by name or phone. */
  @Get()
  async list(@Query() query: CustomerListQuery) {
    return ok(await this.queries.list(query));
  }

  /** The customer with `purchases` (`invoices`, `pagination`), 5 a page unless asked otherwise. */
  @Get(':id')
  async get(@Param('id', IdParam) id: string, @Query() query: CustomerDetailsQuery) {
    return ok(await this.queries.details(id, query));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: CreateCustomerRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new AddCustomer(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Customer added');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: UpdateCustomerRequest) {
    await this.commands.execute(new UpdateCustomer(context, id, body));
    return ok(await this.queries.get(id), 'Customer updated');
  }

  /** Refused (409) once an invoice, booking or receivable names the customer. */
  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteCustomer(context, id));
    return ok({ _id: id }, 'Customer deleted');
  }
}
