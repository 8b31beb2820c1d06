/**
 * The books feature's read-model tables (in READ_MODELS_SCHEMA): the facts that post journal
 * entries and the closed period. Rows as a reader's node-postgres returns them: bigint (poisha)
 * as a decimal string, timestamptz as a Date, `date` as 'YYYY-MM-DD' text (readers set that
 * parser). A column the migrations leave nullable is `| null`.
 */
import { defineTable, nullable, text, type RecordOf } from '../table-declaration';

export const TRANSFERS_TABLE = 'transfers';
export const EXPENSES_TABLE = 'expenses';
export const OWNER_EQUITY_TRANSACTIONS_TABLE = 'owner_equity_transactions';
export const PROFIT_TRANSFERS_TABLE = 'profit_transfers';
export const BOOKS_TABLE = 'books';

export const TRANSFERS = defineTable(TRANSFERS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    from_account_id: nullable('uuid'),
    to_account_id: nullable('uuid'),
    amount: 'bigint',
    date: 'date',
    remarks: 'text',
    status: text<'Posted' | 'Voided'>(),
    /** The entry that currently carries the transfer (changes when it is amended). */
    journal_entry_id: nullable('uuid'),
    created_by: nullable('uuid'),
    created_at: nullable('timestamptz'),
    updated_at: nullable('timestamptz'),
  },
});
export type TransferRecord = RecordOf<typeof TRANSFERS>;

export const EXPENSES = defineTable(EXPENSES_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    expense_account_id: nullable('uuid'),
    cash_account_id: nullable('uuid'),
    payment_method_id: nullable('uuid'),
    amount: 'bigint',
    date: 'date',
    description: 'text',
    journal_entry_id: nullable('uuid'),
    created_by: nullable('uuid'),
    created_at: nullable('timestamptz'),
  },
});
export type ExpenseRecord = RecordOf<typeof EXPENSES>;

export const OWNER_EQUITY_TRANSACTIONS = defineTable(OWNER_EQUITY_TRANSACTIONS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    type: text<'Investment' | 'Drawing'>(),
    cash_account_id: nullable('uuid'),
    equity_account_id: nullable('uuid'),
    amount: 'bigint',
    date: 'date',
    description: 'text',
    journal_entry_id: nullable('uuid'),
    created_at: nullable('timestamptz'),
  },
});
export type OwnerEquityTransactionRecord = RecordOf<typeof OWNER_EQUITY_TRANSACTIONS>;

export const PROFIT_TRANSFERS = defineTable(PROFIT_TRANSFERS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    transfer_date: 'date',
    total_revenue: 'bigint',
    total_expenses: 'bigint',
    net_income: 'bigint',
    journal_entry_id: nullable('uuid'),
    created_at: nullable('timestamptz'),
    /** Who closed (null on rows projected before it was kept: rebuild to fill). */
    transferred_by: nullable('uuid'),
    /** Reversed once the closing is undone by a reversing entry (the books reopen). */
    status: text<'Posted' | 'Reversed'>(),
    reversal_journal_entry_id: nullable('uuid'),
    reversal_reason: nullable('text'),
    reversed_by: nullable('uuid'),
    reversed_at: nullable('timestamptz'),
  },
});
export type ProfitTransferRecord = RecordOf<typeof PROFIT_TRANSFERS>;

/** The one row (id 1): postings dated on or before closed_through are refused. Kept in SQL by the books projection. */
export const BOOKS = defineTable(BOOKS_TABLE, { key: ['id', 'int'], columns: { closed_through: nullable('date') } });
export type BooksRecord = RecordOf<typeof BOOKS>;
