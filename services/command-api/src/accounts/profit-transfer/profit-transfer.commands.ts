import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BOOKS_CLOSING_STREAM,
  glAccountStream,
  initialJournalEntryState,
  journalEntryStream,
  profitTransferStream,
  reverseProfitTransfer,
  transferProfit,
  uuidv7,
  type BooksState,
  type GlAccountState,
  type JournalEntryState,
  type ProfitAndLossBalance,
  type ProfitTransferState,
} from '@dealer/domain';
import type { CommandContext } from '../../platform/command-context';
import { CommandPipeline } from '../../platform/command-pipeline';
import { dhakaDate } from '../../platform/dates';
import { GlAccountQueries } from '../gl-accounts/gl-account-queries';
import { LedgerTotals } from '../shared/ledger-totals';

export class TransferProfit {
  constructor(readonly context: CommandContext, readonly transferDate: string) {}
}

export class ReverseProfitTransfer {
  constructor(readonly context: CommandContext, readonly profitTransferId: string, readonly reason: string) {}
}

@CommandHandler(TransferProfit)
export class TransferProfitHandler implements ICommandHandler<TransferProfit> {
  constructor(private readonly pipeline: CommandPipeline, private readonly accounts: GlAccountQueries, private readonly ledger: LedgerTotals) {}

  async execute({ context, transferDate }: TransferProfit) {
    const profitTransferId = uuidv7();
    const journalEntryId = uuidv7();
    // The business day in Bangladesh, whatever the server's zone: the books close through today at the latest.
    const today = dhakaDate();
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
          { profitTransferId, journalEntryId, transferDate, today, transferredBy: context.userId, transferredAt: new Date().toISOString() },
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

/**
 * Reverses the latest closing: the reversing entry, the profit transfer marked reversed and the
 * books reopened, in one append guarded by the revisions of every stream read (a closing made
 * meanwhile makes this one no longer the latest: re-decided, then refused).
 */
@CommandHandler(ReverseProfitTransfer)
export class ReverseProfitTransferHandler implements ICommandHandler<ReverseProfitTransfer> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ context, profitTransferId, reason }: ReverseProfitTransfer) {
    const reversalEntryId = uuidv7();
    return this.pipeline.run(context, {
      result: { id: profitTransferId, reversalEntryId },
      decide: async (read) => {
        const profitTransfer = await read<ProfitTransferState>(profitTransferStream(profitTransferId));
        // No profit transfer, no closing entry to load: the domain refuses with 404.
        const closingEntry = profitTransfer.journalEntryId ? await read<JournalEntryState>(journalEntryStream(profitTransfer.journalEntryId)) : initialJournalEntryState;
        return reverseProfitTransfer(
          { profitTransferId, reversalEntryId, reason, reversedBy: context.userId, reversedAt: new Date().toISOString() },
          { profitTransfer, closingEntry, books: await read<BooksState>(BOOKS_CLOSING_STREAM) },
        );
      },
    });
  }
}

export const PROFIT_TRANSFER_COMMAND_HANDLERS = [TransferProfitHandler, ReverseProfitTransferHandler];
