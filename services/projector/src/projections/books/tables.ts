import { EXPENSES, OWNER_EQUITY_TRANSACTIONS, PROFIT_TRANSFERS, TRANSFERS } from '@dealer/read-models';
import { qualified } from '../../sql';
import { RowBatch } from '../row-batch';
import type { StatementSink } from '../statements';

/** Pending writes of the facts that post journal entries, and of the closed period, for one batch. */
export class BooksBatch {
  readonly transfers = new RowBatch(TRANSFERS);
  readonly expenses = new RowBatch(EXPENSES);
  readonly ownerEquity = new RowBatch(OWNER_EQUITY_TRANSACTIONS);
  readonly profitTransfers = new RowBatch(PROFIT_TRANSFERS);

  /**
   * The closed period after the batch's BooksClosed and BooksReopened, in order. Without a reopen,
   * the latest day closed through (a closing never reopens an earlier one, so the stored day is
   * kept when later); after a reopen, the day the books went back to (null: open), and any later
   * closing on top of it.
   */
  closedThrough: string | null = null;
  /** A BooksReopened in the batch: closedThrough replaces the stored day instead of raising it. */
  reopened = false;

  closeThrough(date: string): void {
    // YYYY-MM-DD compares as text.
    if (this.closedThrough === null || date > this.closedThrough) this.closedThrough = date;
  }

  reopenTo(closedThrough: string | null): void {
    this.reopened = true;
    this.closedThrough = closedThrough;
  }

  flush(db: StatementSink, schema: string): void {
    this.transfers.flush(db, schema);
    this.expenses.flush(db, schema);
    this.ownerEquity.flush(db, schema);
    this.profitTransfers.flush(db, schema);
    if (this.reopened) {
      db.execute(
        `INSERT INTO ${qualified(schema, 'books')} AS t (id, closed_through) VALUES (1, $1::date)
         ON CONFLICT (id) DO UPDATE SET closed_through = excluded.closed_through`,
        [this.closedThrough],
      );
    } else if (this.closedThrough !== null) {
      db.execute(
        `INSERT INTO ${qualified(schema, 'books')} AS t (id, closed_through) VALUES (1, $1::date)
         ON CONFLICT (id) DO UPDATE SET closed_through = greatest(t.closed_through, excluded.closed_through)`,
        [this.closedThrough],
      );
    }
  }
}
