/**
 * The bank reconciliation's read-model tables (in READ_MODELS_SCHEMA), written by the
 * reconciliation projection (services/projector/src/projections/reconciliation) from the
 * reconciliation-* and reconciled-account-* streams. Rows as node-postgres returns them: bigint
 * (poisha) as a decimal string, timestamptz as a Date, `date` as 'YYYY-MM-DD' text.
 */
import { defineTable, jsonb, nullable, type RecordOf } from '../table-declaration';

export const RECONCILIATIONS_TABLE = 'reconciliations';
export const RECONCILED_TRANSACTIONS_TABLE = 'reconciled_transactions';

/** A reconciliation's work: what the wizard saved (matches, selectedTransactions, adjustments, notes). */
export interface ReconciliationProgressRecord {
  matches: { statementIndex: number; transactionId: string }[];
  selectedTransactions: string[];
  adjustments: { description: string; amount: number; type: string; accountId: string }[];
  notes: string;
}

export const RECONCILIATIONS = defineTable(RECONCILIATIONS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    account_id: 'uuid',
    statement_date: 'date',
    statement_balance: 'bigint',
    /** The account's cleared balance when it started. */
    book_balance: 'bigint',
    /** 'In Progress' | 'Completed' | 'Cancelled' */
    status: 'text',
    /** The statement's lines: { date, description, reference, amount (signed poisha) }[]. */
    statement_lines: jsonb<{ date: string; description: string; reference: string; amount: number }[]>(),
    auto_match: 'boolean',
    /** The wizard's saved work, or null before any save. */
    progress: nullable(jsonb<ReconciliationProgressRecord>()),
    /** Set on completion. */
    reconciled_balance: nullable('bigint'),
    reconciled_transactions: jsonb<{ journalEntryId: string; amount: number }[]>(),
    adjustments: jsonb<{ description: string; amount: number; type: string; accountId: string; journalEntryId: string }[]>(),
    notes: 'text',
    started_by: nullable('uuid'),
    started_at: 'timestamptz',
    completed_by: nullable('uuid'),
    completed_at: nullable('timestamptz'),
    updated_at: 'timestamptz',
  },
});
export type ReconciliationRecord = RecordOf<typeof RECONCILIATIONS>;

/** One journal entry reconciled on one bank account (id: `${account_id}/${journal_entry_id}`). */
export const RECONCILED_TRANSACTIONS = defineTable(RECONCILED_TRANSACTIONS_TABLE, {
  key: ['id', 'text'],
  columns: { account_id: 'uuid', journal_entry_id: 'uuid', reconciliation_id: 'uuid', reconciled_at: 'timestamptz' },
});
export type ReconciledTransactionRecord = RecordOf<typeof RECONCILED_TRANSACTIONS>;
