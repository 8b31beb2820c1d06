import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { RecordExpense } from './expense.commands';
import { ExpenseListQuery, RecordExpenseRequest } from './expense.dto';
import { ExpenseQueries } from './expense-queries';

@ApiTags('accounts: expenses')
@ApiBearerAuth()
@Controller('accounts/expenses')
export class ExpensesController {
  constructor(private readonly commands: CommandBus, private readonly queries: ExpenseQueries) {}

  @Get()
  async list(@Query() query: ExpenseListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async record(@CommandContextOf() context: CommandContext, @Body() body: RecordExpenseRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new RecordExpense(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Expense recorded successfully');
  }
}
