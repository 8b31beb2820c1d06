import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BOOKS_CLOSING_STREAM,
  cancelReconciliation,
  completeReconciliation,
  journalEntryStream,
  reconciledAccountStream,
  reconciliationStream,
  saveReconciliationProgress,
  startReconciliation,
  uuidv7,
  type BooksState,
  type JournalEntryState,
  type ReconciledAccountState,
  type ReconciliationAdjustment,
  type ReconciliationState,
} from '@dealer/domain';
import { CommandPipeline } from '../../platform/command-pipeline';
import type { CommandContext } from '../../platform/command-context';
import { poishaFromTaka } from '../../platform/taka';
import { AccountFundsReader } from '../shared/account-funds';
import { accountClassTypes, accountStates } from '../shared/account-states';
import type { AdjustmentBody, CompleteReconciliationRequest, SaveProgressRequest, StartReconciliationRequest } from './reconciliation.dto';
import { ReconciliationQueries } from './reconciliation-queries';

export class StartReconciliation {
  constructor(readonly context: CommandContext, readonly fields: StartReconciliationRequest) {}
}
export class CompleteReconciliation {
  constructor(readonly context: CommandContext, readonly fields: CompleteReconciliationRequest) {}
}
export class SaveReconciliationProgress {
  constructor(readonly context: CommandContext, readonly reconciliationId: string, readonly fields: SaveProgressRequest) {}
}
export class CancelReconciliation {
  constructor(readonly context: CommandContext, readonly reconciliationId: string) {}
}

const now = () => new Date().toISOString();

/** Adjustments in poisha, each posting to the account chosen, else the default of its type (Bank Charges, Other Income). */
async function adjustmentsOf(bodies: readonly AdjustmentBody[] | null | undefined, queries: ReconciliationQueries): Promise<ReconciliationAdjustment[]> {
  const list = bodies ?? [];
  const defaults = list.some((adjustment) => !adjustment.account) ? (await queries.adjustmentAccounts()).defaults : { Deduction: null, Addition: null };
  return list.map((adjustment) => ({
    description: adjustment.description,
    amount: poishaFromTaka(adjustment.amount),
    type: adjustment.type,
    accountId: adjustment.account ?? defaults[adjustment.type] ?? '',
  }));
}

@CommandHandler(StartReconciliation)
export class StartReconciliationHandler implements ICommandHandler<StartReconciliation> {
  constructor(private readonly pipeline: CommandPipeline, private readonly funds: AccountFundsReader) {}

  async execute({ context, fields }: StartReconciliation) {
    const reconciliationId = uuidv7();
    const statementLines = (fields.statementItems ?? []).map((item) => ({ date: item.date, description: item.description ?? '', reference: item.reference ?? '', amount: poishaFromTaka(item.amount) }));
    return this.pipeline.run(context, {
      result: { id: reconciliationId },
      decide: async (read) => {
        const accounts = await accountStates(read, [fields.accountId]);
        const account = accounts[fields.accountId] ?? null;
        // Bank or not: its class, role, bank details and payment methods (funds.ts), as transfers tell it.
        const kind = account ? (await this.funds.funds({ [fields.accountId]: account }, null))[fields.accountId]?.kind ?? 'other' : 'other';
        if (account) await accountClassTypes(read, accounts);
        return startReconciliation(
          { reconciliationId, accountId: fields.accountId, statementDate: fields.statementDate, statementBalance: poishaFromTaka(fields.statementBalance), statementLines, autoMatch: fields.autoMatch ?? true, startedBy: context.userId, startedAt: now() },
          {
            reconciliation: await read<ReconciliationState>(reconciliationStream(reconciliationId)),
            account,
            accountKind: kind,
            reconciledAccount: await read<ReconciledAccountState>(reconciledAccountStream(fields.accountId)),
          },
        );
      },
    });
  }
}

@CommandHandler(SaveReconciliationProgress)
export class SaveReconciliationProgressHandler implements ICommandHandler<SaveReconciliationProgress> {
  constructor(private readonly pipeline: CommandPipeline, private readonly queries: ReconciliationQueries) {}

  async execute({ context, reconciliationId, fields }: SaveReconciliationProgress) {
    const adjustments = await adjustmentsOf(fields.adjustments, this.queries);
    return this.pipeline.run(context, {
      result: { id: reconciliationId },
      decide: async (read) =>
        saveReconciliationProgress(
          { reconciliationId, matches: fields.matches ?? [], selectedTransactions: fields.selectedTransactions ?? [], adjustments, notes: fields.notes ?? '', savedBy: context.userId, savedAt: now() },
          { reconciliation: await read<ReconciliationState>(reconciliationStream(reconciliationId)) },
        ),
    });
  }
}

@CommandHandler(CompleteReconciliation)
export class CompleteReconciliationHandler implements ICommandHandler<CompleteReconciliation> {
  constructor(private readonly pipeline: CommandPipeline, private readonly queries: ReconciliationQueries) {}

  async execute({ context, fields }: CompleteReconciliation) {
    const { reconciliationId } = fields;
    const adjustments = (await adjustmentsOf(fields.adjustments, this.queries)).map((adjustment) => ({ ...adjustment, journalEntryId: uuidv7() }));
    return this.pipeline.run(context, {
      result: { id: reconciliationId },
      decide: async (read) => {
        const reconciliation = await read<ReconciliationState>(reconciliationStream(reconciliationId));
        const entries: Record<string, JournalEntryState> = {};
        for (const journalEntryId of new Set(fields.reconciledTransactions)) entries[journalEntryId] = await read<JournalEntryState>(journalEntryStream(journalEntryId));
        const bank = reconciliation.accountId ? (await accountStates(read, [reconciliation.accountId]))[reconciliation.accountId] ?? null : null;
        const accounts = await accountStates(read, adjustments.map((adjustment) => adjustment.accountId));
        return completeReconciliation(
          { reconciliationId, reconciledTransactions: fields.reconciledTransactions, adjustments, notes: fields.notes ?? '', completedBy: context.userId, completedAt: now() },
          {
            reconciliation,
            reconciledAccount: await read<ReconciledAccountState>(reconciledAccountStream(reconciliation.accountId || reconciliationId)),
            bankAccount: bank,
            entries,
            accounts,
            accountTypes: await accountClassTypes(read, accounts),
            books: await read<BooksState>(BOOKS_CLOSING_STREAM),
          },
        );
      },
    });
  }
}

@CommandHandler(CancelReconciliation)
export class CancelReconciliationHandler implements ICommandHandler<CancelReconciliation> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ context, reconciliationId }: CancelReconciliation) {
    return this.pipeline.run(context, {
      result: { id: reconciliationId },
      decide: async (read) =>
        cancelReconciliation({ reconciliationId, cancelledBy: context.userId, cancelledAt: now() }, { reconciliation: await read<ReconciliationState>(reconciliationStream(reconciliationId)) }),
    });
  }
}

export const RECONCILIATION_COMMAND_HANDLERS = [StartReconciliationHandler, SaveReconciliationProgressHandler, CompleteReconciliationHandler, CancelReconciliationHandler];
