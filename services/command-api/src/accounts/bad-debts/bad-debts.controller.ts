import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { ApproveBadDebt, DeleteBadDebt, DraftBadDebt, PostBadDebt, UpdateBadDebt } from './bad-debt.commands';
import { BadDebtListQuery, BadDebtRequest } from './bad-debt.dto';
import { BadDebtQueries } from './bad-debt-queries';

/** Bad Debt Management: write-offs of receivables, Draft → Approved → Posted. */
@ApiTags('accounts: bad debts')
@ApiBearerAuth()
@Controller('accounts/bad-debts')
export class BadDebtsController {
  constructor(private readonly commands: CommandBus, private readonly queries: BadDebtQueries) {}

  /** `data.badDebts`, `data.pagination`, `data.summary` (Total Bad Debts, This Month, Total Records, Average Amount over the filtered list). */
  @Get()
  async list(@Query() query: BadDebtListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  /** 'Write Off Bad Debt': a Draft record; nothing is posted yet. */
  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: BadDebtRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new DraftBadDebt(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Bad debt record created successfully!');
  }

  /** Until posted; an approved record returns to Draft. */
  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: BadDebtRequest) {
    await this.commands.execute(new UpdateBadDebt(context, id, body));
    return ok(await this.queries.get(id), 'Bad debt record updated successfully!');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteBadDebt(context, id));
    return ok({ _id: id }, 'Bad debt record deleted successfully!');
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new ApproveBadDebt(context, id));
    return ok(await this.queries.get(id), 'Bad debt approved successfully!');
  }

  /** Writes off up to what remains of the receivable: Dr the bad debt account / Cr Accounts Receivable. */
  @Post(':id/post')
  @HttpCode(200)
  async post(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new PostBadDebt(context, id));
    return ok(await this.queries.get(id), 'Bad debt posted successfully!');
  }
}
