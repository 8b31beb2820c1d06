/**
 * The ledger feature's read-model tables (in READ_MODELS_SCHEMA), as the migrations create them,
 * and their rows as a reader's node-postgres returns them: bigint as a decimal string,
 * timestamptz as a Date, jsonb parsed, and `date` as 'YYYY-MM-DD' text (readers set that parser:
 * a books date is a calendar day). A column the migrations leave nullable is `| null`.
 */
import { defineTable, jsonb, nullable, text, type RecordOf } from '../table-declaration';

export const JOURNAL_ENTRIES_TABLE = 'journal_entries';
export const JOURNAL_LINES_TABLE = 'journal_lines';
export const ACCOUNT_DAILY_TOTALS_TABLE = 'account_daily_totals';

export type JournalEntryStatus = 'Draft' | 'Posted' | 'Reversed';

/** A draft's line as the draft holds it (amounts in poisha); posted lines are journal_lines rows. */
export interface JournalDraftLine {
  accountId: string;
  description?: string;
  debit: number;
  credit: number;
}

/** Written by the ledger projection's own statements (services/projector/src/projections/ledger/tables.ts). */
export const JOURNAL_ENTRIES = defineTable(JOURNAL_ENTRIES_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    date: nullable('date'),
    reference: nullable('text'),
    description: nullable('text'),
    status: text<JournalEntryStatus>(),
    total_debit: 'bigint',
    total_credit: 'bigint',
    source_kind: nullable('text'),
    source_stream: nullable('text'),
    source_event_id: nullable('text'),
    posted_by: nullable('uuid'),
    posted_at: nullable('timestamptz'),
    global_position: 'bigint',
    reversal_of: nullable('uuid'),
    reversed_by: nullable('uuid'),
    created_by: nullable('uuid'),
    created_at: nullable('timestamptz'),
    updated_at: nullable('timestamptz'),
    draft_lines: nullable(jsonb<JournalDraftLine[]>()),
  },
  computed: {
    /** Assigned gap-free in posting order; null while Draft. */
    entry_number: nullable('bigint'),
  },
});
export type JournalEntryRecord = RecordOf<typeof JOURNAL_ENTRIES>;

/** A posted entry's lines; ids continue from the maximum, in posting order. */
export const JOURNAL_LINES = defineTable(JOURNAL_LINES_TABLE, {
  key: ['id', 'bigint'],
  columns: {
    journal_entry_id: 'uuid',
    line_number: 'int',
    account_id: 'uuid',
    debit: 'bigint',
    credit: 'bigint',
    description: nullable('text'),
    date: nullable('date'),
  },
});
export type JournalLineRecord = RecordOf<typeof JOURNAL_LINES>;

/** Every posted line adds to its account and day; closing (profit-transfer) lines also to closing_*. */
export const ACCOUNT_DAILY_TOTALS = defineTable(ACCOUNT_DAILY_TOTALS_TABLE, {
  key: { account_id: 'uuid', date: 'date' },
  columns: {},
  counters: { debit: 'bigint', credit: 'bigint', closing_debit: 'bigint', closing_credit: 'bigint' },
});
export type AccountDailyTotalRecord = RecordOf<typeof ACCOUNT_DAILY_TOTALS>;
