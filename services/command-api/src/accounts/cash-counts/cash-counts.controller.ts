import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { CountCash, ReopenCashDay, type Actor } from './cash-count.commands';
import { CashCountListQuery, CountCashRequest, ExpectedCashQuery, ReopenCashDayRequest } from './cash-count.dto';
import { CashCountQueries } from './cash-count-queries';

const actorOf = (request: FastifyRequest): Actor => {
  const user = (request as FastifyRequest & { user: AuthenticatedUser }).user;
  return { id: user.id, name: user.name };
};

/**
 * The day's cash count (issue 23, item 24). The counter (Sales) counts and reads; reopening a
 * counted day is the books' (Administrator, Accountant): see AREAS_BY_PATH.
 */
@ApiTags('accounts: cash counts')
@ApiBearerAuth()
@Controller('accounts/cash-counts')
export class CashCountsController {
  constructor(private readonly commands: CommandBus, private readonly queries: CashCountQueries) {}

  @Get()
  async list(@Query() query: CashCountListQuery) {
    return ok(await this.queries.list(query));
  }

  /** The cash accounts a drawer can be counted for. */
  @Get('cash-accounts')
  async cashAccounts() {
    return ok({ cashAccounts: await this.queries.cashAccounts() });
  }

  /** The books' balance of a cash account at the end of a day, and whether that day is counted. */
  @Get('expected')
  async expected(@Query() query: ExpectedCashQuery) {
    return ok(await this.queries.expected(query.cashAccount, query.date));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async count(@CommandContextOf() context: CommandContext, @Req() request: FastifyRequest, @Body() body: CountCashRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CountCash(context, actorOf(request), body));
    return ok(await this.queries.get(outcome.result.id), 'Cash counted successfully');
  }

  @Post(':id/reopen')
  @HttpCode(200)
  async reopen(@CommandContextOf() context: CommandContext, @Req() request: FastifyRequest, @Param('id', IdParam) id: string, @Body() body: ReopenCashDayRequest) {
    await this.commands.execute(new ReopenCashDay(context, actorOf(request), id, body));
    return ok(await this.queries.get(id), 'Cash day reopened');
  }
}
