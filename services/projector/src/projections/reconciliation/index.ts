import type { ReconciledAccountEvent, ReconciliationEvent } from '@dealer/domain';
import { RECONCILED_TRANSACTIONS, RECONCILED_TRANSACTIONS_TABLE, RECONCILIATIONS, RECONCILIATIONS_TABLE } from '@dealer/read-models';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import { RowBatch } from '../row-batch';
import type { StatementSink } from '../statements';

/** Pending writes of the reconciliations and the reconciled transactions for one batch. */
export class ReconciliationBatch {
  readonly reconciliations = new RowBatch(RECONCILIATIONS);
  readonly reconciledTransactions = new RowBatch(RECONCILED_TRANSACTIONS);
}

declare module '../batch' {
  interface ProjectionBatch {
    reconciliation: ReconciliationBatch;
  }
}

const handlers = on<ReconciliationEvent | ReconciledAccountEvent, ProjectionBatch>({
  ReconciliationStarted: (data, event, { reconciliation }) =>
    reconciliation.reconciliations.insert(data.reconciliationId, {
      account_id: data.accountId,
      statement_date: data.statementDate,
      statement_balance: data.statementBalance,
      book_balance: data.bookBalance,
      status: 'In Progress',
      statement_lines: data.statementLines,
      auto_match: data.autoMatch,
      progress: null,
      reconciled_balance: null,
      reconciled_transactions: [],
      adjustments: [],
      notes: '',
      started_by: data.startedBy,
      started_at: occurredAt(event),
      completed_by: null,
      completed_at: null,
      updated_at: occurredAt(event),
    }),
  ReconciliationProgressSaved: (data, event, { reconciliation }) =>
    reconciliation.reconciliations.patch(data.reconciliationId, {
      progress: { matches: data.matches, selectedTransactions: data.selectedTransactions, adjustments: data.adjustments, notes: data.notes },
      notes: data.notes,
      updated_at: occurredAt(event),
    }),
  ReconciliationCompleted: (data, event, { reconciliation }) =>
    reconciliation.reconciliations.patch(data.reconciliationId, {
      status: 'Completed',
      reconciled_balance: data.reconciledBalance,
      reconciled_transactions: data.transactions,
      adjustments: data.adjustments,
      notes: data.notes,
      completed_by: data.completedBy,
      completed_at: occurredAt(event),
      updated_at: occurredAt(event),
    }),
  ReconciliationCancelled: (data, event, { reconciliation }) =>
    reconciliation.reconciliations.patch(data.reconciliationId, { status: 'Cancelled', updated_at: occurredAt(event) }),
  BankTransactionsReconciled: (data, event, { reconciliation }) => {
    for (const journalEntryId of data.journalEntryIds) {
      reconciliation.reconciledTransactions.insert(`${data.accountId}/${journalEntryId}`, {
        account_id: data.accountId,
        journal_entry_id: journalEntryId,
        reconciliation_id: data.reconciliationId,
        reconciled_at: occurredAt(event),
      });
    }
  },
});

export const reconciliationProjection: Projection<'reconciliation'> = {
  name: 'reconciliation',
  tables: { [RECONCILIATIONS_TABLE]: 'id', [RECONCILED_TRANSACTIONS_TABLE]: 'id' },
  createState: () => new ReconciliationBatch(),
  handlers,
  flush(state: ReconciliationBatch, db: StatementSink, schema: string) {
    state.reconciliations.flush(db, schema);
    state.reconciledTransactions.flush(db, schema);
  },
};
