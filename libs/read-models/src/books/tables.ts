/**
 * The books feature's read-model tables (in READ_MODELS_SCHEMA): the facts that post journal
 * entries and the closed period. Rows as a reader's node-postgres returns them: bigint (poisha)
 * as a decimal string, timestamptz as a Date, `date` as 'YYYY-MM-DD' text (readers set that
 * parser). A column the migrations leave nullable is `| null`.
 */
export const TRANSFERS_TABLE = 'transfers';
export const EXPENSES_TABLE = 'expenses';
export const OWNER_EQUITY_TRANSACTIONS_TABLE = 'owner_equity_transactions';
export const PROFIT_TRANSFERS_TABLE = 'profit_transfers';
export const BOOKS_TABLE = 'books';

export interface TransferRecord {
  id: string;
  from_account_id: string | null;
  to_account_id: string | null;
  amount: string;
  date: string;
  remarks: string;
  status: 'Posted' | 'Voided';
  /** The entry that currently carries the transfer (changes when it is amended). */
  journal_entry_id: string | null;
  created_by: string | null;
  created_at: Date | null;
  updated_at: Date | null;
}

export interface ExpenseRecord {
  id: string;
  expense_account_id: string | null;
  cash_account_id: string | null;
  payment_method_id: string | null;
  amount: string;
  date: string;
  description: string;
  journal_entry_id: string | null;
  created_by: string | null;
  created_at: Date | null;
}

export interface OwnerEquityTransactionRecord {
  id: string;
  type: 'Investment' | 'Drawing';
  cash_account_id: string | null;
  equity_account_id: string | null;
  amount: string;
  date: string;
  description: string;
  journal_entry_id: string | null;
  created_at: Date | null;
}

export interface ProfitTransferRecord {
  id: string;
  transfer_date: string;
  total_revenue: string;
  total_expenses: string;
  net_income: string;
  journal_entry_id: string | null;
  created_at: Date | null;
  /** Who closed (null on rows projected before it was kept: rebuild to fill). */
  transferred_by: string | null;
  /** Reversed once the closing is undone by a reversing entry (the books reopen). */
  status: 'Posted' | 'Reversed';
  reversal_journal_entry_id: string | null;
  reversal_reason: string | null;
  reversed_by: string | null;
  reversed_at: Date | null;
}

/** The one row (id 1): postings dated on or before closed_through are refused. */
export interface BooksRecord {
  id: number;
  closed_through: string | null;
}
