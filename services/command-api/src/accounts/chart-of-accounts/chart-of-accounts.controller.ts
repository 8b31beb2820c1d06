import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import { ok } from '../../platform/responses';
import { InitializeChartOfAccounts } from './chart-of-accounts.commands';
import { ChartOfAccountsQueries } from './chart-of-accounts-queries';
import { AddedSystemAccounts } from './added-system-accounts';

@ApiTags('accounts: chart of accounts')
@ApiBearerAuth()
@Controller('accounts')
export class ChartOfAccountsController {
  constructor(private readonly commands: CommandBus, private readonly queries: ChartOfAccountsQueries, private readonly addedSystemAccounts: AddedSystemAccounts) {}

  @Post('initialize')
  @HttpCode(201)
  async initialize(@CommandContextOf() context: CommandContext) {
    // A chart initialized before the newer system accounts gains them here too (DESIGN §14); the answer stays the initialization's.
    await this.addedSystemAccounts.ensure(context.userId);
    await this.commands.execute(new InitializeChartOfAccounts(context));
    return ok(await this.queries.counts(), 'Chart of Accounts initialized successfully!');
  }

  @Get('chart-of-accounts')
  async chart() {
    return ok(await this.queries.chart());
  }
}
