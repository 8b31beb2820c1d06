import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { AmendPurchase, DeletePurchase, RecordPurchase } from './purchase.commands';
import { PurchaseListQuery, PurchaseRequest } from './purchase.dto';
import { PurchaseQueries } from './purchase-queries';

/** Purchases received from suppliers (DESIGN §9): stock, units, the posting and the payable in one append. */
@ApiTags('inventory: purchases')
@ApiBearerAuth()
@Controller('purchases')
export class PurchasesController {
  constructor(private readonly commands: CommandBus, private readonly queries: PurchaseQueries) {}

  @Get()
  async list(@Query() query: PurchaseListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: PurchaseRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new RecordPurchase(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Purchase saved successfully');
  }

  /** Reverses the old receipt and posting and receives anew, in one append. */
  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: PurchaseRequest) {
    await this.commands.execute(new AmendPurchase(context, id, body));
    return ok(await this.queries.get(id), 'Purchase updated successfully');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeletePurchase(context, id));
    return ok({ _id: id }, 'Purchase deleted successfully');
  }
}
