import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { formatTaka } from '@dealer/domain';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { ReverseProfitTransfer, TransferProfit } from './profit-transfer.commands';
import { ProfitTransferListQuery, ProfitTransferRequest, ReverseProfitTransferRequest } from './profit-transfer.dto';
import { ProfitTransferQueries } from './profit-transfer-queries';

/**
 * The profit transfer closes the books; closing and reversing a closing are open to the same
 * people (any signed-in user: the API has no roles yet).
 */
@ApiTags('accounts: profit transfer')
@ApiBearerAuth()
@Controller('accounts/profit-transfer')
export class ProfitTransferController {
  constructor(private readonly commands: CommandBus, private readonly queries: ProfitTransferQueries) {}

  /** The closings, latest first, with the day the books are closed through. */
  @Get()
  async list(@Query() query: ProfitTransferListQuery) {
    return ok(await this.queries.list(query.page, query.limit));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  /** Closes revenue and expenses up to the date into Retained Earnings; the books close through it. */
  @Post()
  async transfer(@CommandContextOf() context: CommandContext, @Body() body: ProfitTransferRequest) {
    const outcome: CommandOutcome<{ id: string; journalEntryId: string }> = await this.commands.execute(new TransferProfit(context, body.transferDate));
    const closing = await this.queries.get(outcome.result.id);
    const { netIncome, totalRevenue, totalExpenses, label } = closing;
    return ok(
      { ...closing, summary: { netIncome, totalRevenue, totalExpenses, label }, closedThrough: closing.transferDate },
      `${label} of ${formatTaka(Math.round(Math.abs(netIncome) * 100))} transferred to Retained Earnings`,
    );
  }

  /** Reverses the latest closing with a reversing entry on its date; the books reopen back to the closing before it. */
  @Post(':id/reverse')
  @HttpCode(200)
  async reverse(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: ReverseProfitTransferRequest) {
    await this.commands.execute(new ReverseProfitTransfer(context, id, body.reason));
    const [closing, closedThrough] = await Promise.all([this.queries.get(id), this.queries.closedThrough()]);
    const books = closedThrough ? `the books are closed through ${closedThrough}` : 'no period is closed';
    return ok({ ...closing, closedThrough }, `Closing through ${closing.transferDate} reversed; ${books}`);
  }
}
