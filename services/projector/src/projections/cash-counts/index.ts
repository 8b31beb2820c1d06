import type { CashCountEvent } from '@dealer/domain';
import { CASH_COUNTS, CASH_COUNTS_TABLE } from '@dealer/read-models';
import type { ProjectionBatch } from '../batch';
import { on, occurredAt, type Projection } from '../projection';
import { RowBatch } from '../row-batch';
import type { StatementSink } from '../statements';

/** Pending writes of the day's cash counts for one batch. */
export class CashCountsBatch {
  readonly counts = new RowBatch(CASH_COUNTS);
}

declare module '../batch' {
  interface ProjectionBatch {
    cashCounts: CashCountsBatch;
  }
}

const handlers = on<CashCountEvent, ProjectionBatch>({
  CashCounted: (data, _event, { cashCounts }) =>
    cashCounts.counts.insert(data.cashCountId, {
      account_id: data.accountId,
      date: data.date,
      notes: data.notes,
      counted_total: data.countedTotal,
      books_balance: data.booksBalance,
      difference: data.difference,
      journal_entry_id: data.journalEntryId,
      remarks: data.remarks,
      counted_by: data.countedBy,
      counted_by_name: data.countedByName,
      counted_at: data.countedAt,
      status: 'Counted',
      reopen_reason: null,
      reopened_by: null,
      reopened_by_name: null,
      reopened_at: null,
    }),
  CashDayReopened: (data, event, { cashCounts }) =>
    cashCounts.counts.patch(data.cashCountId, {
      status: 'Reopened',
      reopen_reason: data.reason,
      reopened_by: data.reopenedBy,
      reopened_by_name: data.reopenedByName,
      reopened_at: occurredAt(event),
    }),
});

export const cashCountsProjection: Projection<'cashCounts'> = {
  name: 'cashCounts',
  tables: { [CASH_COUNTS_TABLE]: 'id' },
  createState: () => new CashCountsBatch(),
  handlers,
  flush(state: CashCountsBatch, db: StatementSink, schema: string) {
    state.counts.flush(db, schema);
  },
};
