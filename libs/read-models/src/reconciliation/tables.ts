/**
 * The bank reconciliation's read-model tables (in READ_MODELS_SCHEMA), written by the
 * reconciliation projection (services/projector/src/projections/reconciliation) from the
 * reconciliation-* and reconciled-account-* streams. Rows as node-postgres returns them: bigint
 * (poisha) as a decimal string, timestamptz as a Date, `date` as 'YYYY-MM-DD' text.
 */
export const RECONCILIATIONS_TABLE = 'reconciliations';
export const RECONCILED_TRANSACTIONS_TABLE = 'reconciled_transactions';

export interface ReconciliationRecord {
  id: string;
  account_id: string;
  statement_date: string;
  statement_balance: string;
  /** The account's cleared balance when it started. */
  book_balance: string;
  /** 'In Progress' | 'Completed' | 'Cancelled' */
  status: string;
  /** The statement's lines: { date, description, reference, amount (signed poisha) }[]. */
  statement_lines: { date: string; description: string; reference: string; amount: number }[];
  auto_match: boolean;
  /** The wizard's saved work (matches, selectedTransactions, adjustments, notes), or null before any save. */
  progress: { matches: { statementIndex: number; transactionId: string }[]; selectedTransactions: string[]; adjustments: { description: string; amount: number; type: string; accountId: string }[]; notes: string } | null;
  /** Set on completion. */
  reconciled_balance: string | null;
  reconciled_transactions: { journalEntryId: string; amount: number }[];
  adjustments: { description: string; amount: number; type: string; accountId: string; journalEntryId: string }[];
  notes: string;
  started_by: string | null;
  started_at: Date;
  completed_by: string | null;
  completed_at: Date | null;
  updated_at: Date;
}

/** One journal entry reconciled on one bank account (id: `${account_id}/${journal_entry_id}`). */
export interface ReconciledTransactionRecord {
  id: string;
  account_id: string;
  journal_entry_id: string;
  reconciliation_id: string;
  reconciled_at: Date;
}
