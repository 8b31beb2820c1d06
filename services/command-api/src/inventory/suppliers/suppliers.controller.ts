import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { CreateSupplier, DeleteSupplier, UpdateSupplier } from './supplier.commands';
import { CreateSupplierRequest, SupplierListQuery, UpdateSupplierRequest } from './supplier.dto';
import { SupplierQueries } from './supplier-queries';

@ApiTags('inventory: suppliers')
@ApiBearerAuth()
@Controller('suppliers')
export class SuppliersController {
  constructor(private readonly commands: CommandBus, private readonly queries: SupplierQueries) {}

  /** `data.suppliers` and `data.pagination`; search over name, contact person, phone and email; isActive filter. */
  @Get()
  async list(@Query() query: SupplierListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: CreateSupplierRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CreateSupplier(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Supplier created');
  }

  /** The update form (every field) and the list's active switch (id and isActive) both come here. */
  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: UpdateSupplierRequest) {
    await this.commands.execute(new UpdateSupplier(context, id, body));
    return ok(await this.queries.get(id), 'Supplier updated');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteSupplier(context, id));
    return ok({ _id: id }, 'Supplier deleted');
  }
}
