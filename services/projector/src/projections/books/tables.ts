import { qualified } from '../../sql';
import { RowBatch } from '../row-batch';
import type { StatementSink } from '../statements';

export interface TransferRow extends Record<string, string | number | null> {
  from_account_id: string | null;
  to_account_id: string | null;
  amount: number;
  date: string;
  remarks: string;
  status: 'Posted' | 'Voided';
  journal_entry_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExpenseRow extends Record<string, string | number | null> {
  expense_account_id: string | null;
  cash_account_id: string | null;
  payment_method_id: string | null;
  amount: number;
  date: string;
  description: string;
  journal_entry_id: string | null;
  created_by: string | null;
  created_at: string;
}

export interface OwnerEquityTransactionRow extends Record<string, string | number | null> {
  type: 'Investment' | 'Drawing';
  cash_account_id: string | null;
  equity_account_id: string | null;
  amount: number;
  date: string;
  description: string;
  journal_entry_id: string | null;
  created_at: string;
}

export interface ProfitTransferRow extends Record<string, string | number | null> {
  transfer_date: string;
  total_revenue: number;
  total_expenses: number;
  net_income: number;
  journal_entry_id: string | null;
  created_at: string;
  transferred_by: string | null;
  status: 'Posted' | 'Reversed';
  reversal_journal_entry_id: string | null;
  reversal_reason: string | null;
  reversed_by: string | null;
  reversed_at: string | null;
}

/** Pending writes of the facts that post journal entries, and of the closed period, for one batch. */
export class BooksBatch {
  readonly transfers = new RowBatch<TransferRow>({
    table: 'transfers',
    key: { name: 'id', type: 'uuid' },
    columns: {
      from_account_id: 'uuid',
      to_account_id: 'uuid',
      amount: 'bigint',
      date: 'date',
      remarks: 'text',
      status: 'text',
      journal_entry_id: 'uuid',
      created_by: 'uuid',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
  });

  readonly expenses = new RowBatch<ExpenseRow>({
    table: 'expenses',
    key: { name: 'id', type: 'uuid' },
    columns: {
      expense_account_id: 'uuid',
      cash_account_id: 'uuid',
      payment_method_id: 'uuid',
      amount: 'bigint',
      date: 'date',
      description: 'text',
      journal_entry_id: 'uuid',
      created_by: 'uuid',
      created_at: 'timestamptz',
    },
  });

  readonly ownerEquity = new RowBatch<OwnerEquityTransactionRow>({
    table: 'owner_equity_transactions',
    key: { name: 'id', type: 'uuid' },
    columns: {
      type: 'text',
      cash_account_id: 'uuid',
      equity_account_id: 'uuid',
      amount: 'bigint',
      date: 'date',
      description: 'text',
      journal_entry_id: 'uuid',
      created_at: 'timestamptz',
    },
  });

  readonly profitTransfers = new RowBatch<ProfitTransferRow>({
    table: 'profit_transfers',
    key: { name: 'id', type: 'uuid' },
    columns: {
      transfer_date: 'date',
      total_revenue: 'bigint',
      total_expenses: 'bigint',
      net_income: 'bigint',
      journal_entry_id: 'uuid',
      created_at: 'timestamptz',
      transferred_by: 'uuid',
      status: 'text',
      reversal_journal_entry_id: 'uuid',
      reversal_reason: 'text',
      reversed_by: 'uuid',
      reversed_at: 'timestamptz',
    },
  });

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
