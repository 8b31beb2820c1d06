import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Knex } from 'knex';
import { JOURNAL_ENTRIES_TABLE, PROFIT_TRANSFERS_TABLE, READ_MODELS_SCHEMA, type JournalEntryRecord, type ProfitTransferRecord } from '@dealer/read-models';
import {
  BOOKS_CLOSING_STREAM,
  formatTaka,
  glAccountStream,
  netIncomeLabel,
  profitTransferStream,
  transferProfit,
  uuidv7,
  type BooksState,
  type GlAccountState,
  type ProfitAndLossBalance,
  type ProfitTransferState,
} from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import { CommandPipeline, type CommandOutcome } from '../../platform/command-pipeline';
import { IsBooksDate } from '../../platform/dto-decorators';
import { ok } from '../../platform/responses';
import { takaFromColumn } from '../../platform/taka';
import { GlAccountQueries } from '../gl-accounts/gl-account-queries';
import { LedgerTotals } from '../shared/ledger-totals';

export class ProfitTransferRequest {
  @ApiProperty({ example: '2026-12-31', description: 'Revenue and expenses up to this date close into Retained Earnings' })
  @IsBooksDate('Please select the transfer date')
  transferDate!: string;
}

export class TransferProfit {
  constructor(readonly context: CommandContext, readonly transferDate: string) {}
}

@CommandHandler(TransferProfit)
export class TransferProfitHandler implements ICommandHandler<TransferProfit> {
  constructor(private readonly pipeline: CommandPipeline, private readonly accounts: GlAccountQueries, private readonly ledger: LedgerTotals) {}

  async execute({ context, transferDate }: TransferProfit) {
    const profitTransferId = uuidv7();
    const journalEntryId = uuidv7();
    return this.pipeline.run(context, {
      result: { id: profitTransferId, journalEntryId },
      // The closing amounts are the ledger totals: every posting up to the date must be in them.
      readsReadModels: true,
      decide: async (read) => {
        const [totals, reportAccounts, retainedEarningsId] = await Promise.all([
          this.ledger.totals({ through: transferDate }),
          this.ledger.reportAccounts(),
          this.accounts.idOfSystemRole('retainedEarnings'),
        ]);
        const balances: ProfitAndLossBalance[] = Object.entries(totals)
          .filter(([accountId]) => ['Revenue', 'Expense'].includes(reportAccounts[accountId]?.classType))
          .map(([accountId, total]) => ({ accountId, classType: reportAccounts[accountId].classType as 'Revenue' | 'Expense', debit: total.debit, credit: total.credit }));
        return transferProfit(
          { profitTransferId, journalEntryId, transferDate, transferredBy: context.userId, transferredAt: new Date().toISOString() },
          {
            profitTransfer: await read<ProfitTransferState>(profitTransferStream(profitTransferId)),
            balances,
            retainedEarnings: retainedEarningsId ? await read<GlAccountState>(glAccountStream(retainedEarningsId)) : null,
            books: await read<BooksState>(BOOKS_CLOSING_STREAM),
          },
        );
      },
    });
  }
}

@ApiTags('accounts: profit transfer')
@ApiBearerAuth()
@Controller('accounts/profit-transfer')
export class ProfitTransferController {
  constructor(private readonly commands: CommandBus, @Inject(READ_DATABASE) private readonly database: Knex) {}

  /** Closes revenue and expenses up to the date into Retained Earnings; the books close through it. */
  @Post()
  async transfer(@CommandContextOf() context: CommandContext, @Body() body: ProfitTransferRequest) {
    const outcome: CommandOutcome<{ id: string; journalEntryId: string }> = await this.commands.execute(new TransferProfit(context, body.transferDate));
    const row: (ProfitTransferRecord & Pick<JournalEntryRecord, 'entry_number'>) | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${PROFIT_TRANSFERS_TABLE} as p`)
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'p.journal_entry_id')
      .where('p.id', outcome.result.id)
      .first('p.*', 'e.entry_number');
    const netIncome = Number(row?.net_income ?? 0);
    return ok(
      {
        summary: { netIncome: takaFromColumn(netIncome), totalRevenue: takaFromColumn(row?.total_revenue), totalExpenses: takaFromColumn(row?.total_expenses), label: netIncomeLabel(netIncome) },
        journalEntry: { _id: outcome.result.journalEntryId, entryNumber: row?.entry_number === undefined || row?.entry_number === null ? null : Number(row.entry_number) },
        closedThrough: body.transferDate,
      },
      `${netIncomeLabel(netIncome)} of ${formatTaka(Math.abs(netIncome))} transferred to Retained Earnings`,
    );
  }
}
