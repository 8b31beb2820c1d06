/**
 * The day's cash counts (in READ_MODELS_SCHEMA), written by the cash-counts projection
 * (services/projector/src/projections/cash-counts) from the cash-count-{accountId}-{date} streams:
 * one row per count, newest first on the screen; a reopened count keeps its row with who reopened
 * the day and why. Rows as node-postgres returns them: bigint (poisha) as a decimal string,
 * timestamptz as a Date, `date` as 'YYYY-MM-DD' text.
 */
import { defineTable, jsonb, nullable, text, type RecordOf } from '../table-declaration';

export const CASH_COUNTS_TABLE = 'cash_counts';

export const CASH_COUNTS = defineTable(CASH_COUNTS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    account_id: 'uuid',
    date: 'date',
    /** Count of each note by its face value in taka: { "1000": 3, "500": 0, … }. */
    notes: jsonb<Record<string, number>>(),
    counted_total: 'bigint',
    /** The account's balance in the books at the end of `date` when counted (debit side). */
    books_balance: 'bigint',
    /** counted_total − books_balance: below zero short, above over. */
    difference: 'bigint',
    /** The entry to Cash Over and Short (null: the drawer agreed). */
    journal_entry_id: nullable('uuid'),
    remarks: 'text',
    counted_by: 'uuid',
    counted_by_name: 'text',
    counted_at: 'timestamptz',
    /** Counted: the day is closed for cash; Reopened: an Accountant reopened it. */
    status: text<'Counted' | 'Reopened'>(),
    reopen_reason: nullable('text'),
    reopened_by: nullable('uuid'),
    reopened_by_name: nullable('text'),
    reopened_at: nullable('timestamptz'),
  },
});
export type CashCountRecord = RecordOf<typeof CASH_COUNTS>;
