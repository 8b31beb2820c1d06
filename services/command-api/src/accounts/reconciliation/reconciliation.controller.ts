import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { AccountFundsReader } from '../shared/account-funds';
import { CancelReconciliation, CompleteReconciliation, SaveReconciliationProgress, StartReconciliation } from './reconciliation.commands';
import { CompleteReconciliationRequest, ReconciliationListQuery, SaveProgressRequest, StartReconciliationRequest } from './reconciliation.dto';
import { ReconciliationQueries } from './reconciliation-queries';

/** Bank reconciliation: a statement matched against the bank account's transactions, then completed when balanced. */
@ApiTags('accounts: bank reconciliation')
@ApiBearerAuth()
@Controller('accounts')
export class ReconciliationController {
  constructor(private readonly commands: CommandBus, private readonly queries: ReconciliationQueries, private readonly funds: AccountFundsReader) {}

  @Get('reconciliations')
  async list(@Query() query: ReconciliationListQuery) {
    return ok(await this.queries.list(query));
  }

  /** The wizard's choices: bank accounts, adjustment accounts and their defaults by type. */
  @Get('reconciliation/options')
  async options() {
    const [moneyAccounts, adjustments] = await Promise.all([this.funds.moneyAccounts(), this.queries.adjustmentAccounts()]);
    return ok({ bankAccounts: moneyAccounts.filter((account) => account.kind === 'bank' || account.kind === 'mobileBanking'), adjustmentAccounts: adjustments.accounts, defaultAdjustmentAccounts: adjustments.defaults });
  }

  /** One reconciliation with its statement, outstanding transactions, proposed matches and balances: the wizard continues from it. */
  @Get('reconciliations/:id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post('reconciliation/start')
  async start(@CommandContextOf() context: CommandContext, @Body() body: StartReconciliationRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new StartReconciliation(context, body));
    return ok(await this.queries.get(outcome.result.id), 'Reconciliation started successfully!');
  }

  @Post('reconciliations/:id/progress')
  async save(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: SaveProgressRequest) {
    await this.commands.execute(new SaveReconciliationProgress(context, id, body));
    return ok(await this.queries.get(id), 'Progress saved');
  }

  @Post('reconciliations/:id/cancel')
  async cancel(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new CancelReconciliation(context, id));
    return ok({ _id: id }, 'Reconciliation cancelled');
  }

  @Post('reconciliation/complete')
  async complete(@CommandContextOf() context: CommandContext, @Body() body: CompleteReconciliationRequest) {
    await this.commands.execute(new CompleteReconciliation(context, body));
    return ok(await this.queries.get(body.reconciliationId), 'Reconciliation completed successfully!');
  }
}
