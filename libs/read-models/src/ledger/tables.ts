/**
 * The ledger feature's read-model tables (in READ_MODELS_SCHEMA), as the migrations create them,
 * and their rows as a reader's node-postgres returns them: bigint as a decimal string,
 * timestamptz as a Date, jsonb parsed, and `date` as 'YYYY-MM-DD' text (readers set that parser:
 * a books date is a calendar day). A column the migrations leave nullable is `| null`.
 */
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

export interface JournalEntryRecord {
  id: string;
  /** Assigned gap-free in posting order; null while Draft. */
  entry_number: string | null;
  date: string | null;
  reference: string | null;
  description: string | null;
  status: JournalEntryStatus;
  total_debit: string;
  total_credit: string;
  source_kind: string | null;
  source_stream: string | null;
  source_event_id: string | null;
  posted_by: string | null;
  posted_at: Date | null;
  global_position: string;
  reversal_of: string | null;
  reversed_by: string | null;
  created_by: string | null;
  created_at: Date | null;
  updated_at: Date | null;
  draft_lines: JournalDraftLine[] | null;
}

export interface JournalLineRecord {
  id: string;
  journal_entry_id: string;
  line_number: number;
  account_id: string;
  debit: string;
  credit: string;
  description: string | null;
  date: string | null;
}

/** Every posted line adds to its account and day; closing (profit-transfer) lines also to closing_*. */
export interface AccountDailyTotalRecord {
  account_id: string;
  date: string;
  debit: string;
  credit: string;
  closing_debit: string;
  closing_credit: string;
}
