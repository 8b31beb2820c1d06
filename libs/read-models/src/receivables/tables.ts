/**
 * The receivables feature's read-model tables (in READ_MODELS_SCHEMA): receivables, the payments
 * received on them, bad debt records and the receivables list's running totals, as the migrations
 * in ./migrations create them. Rows as a reader's node-postgres returns them: bigint (poisha) as a
 * decimal string, timestamptz as a Date, `date` as 'YYYY-MM-DD' text.
 *
 * The receivables projection (services/projector/src/projections/receivables) writes them from
 * the receivable-* and bad-debt-* streams; `receivables_totals` and `receivables_due_totals` in the
 * same batch, as the difference of the touched receivables before and after the batch's writes.
 */
import { defineTable, nullable, type RecordOf } from '../table-declaration';

export const RECEIVABLES_TABLE = 'receivables';
export const RECEIVABLE_PAYMENTS_TABLE = 'receivable_payments';
export const BAD_DEBTS_TABLE = 'bad_debts';
export const RECEIVABLES_TOTALS_TABLE = 'receivables_totals';
export const RECEIVABLES_DUE_TOTALS_TABLE = 'receivables_due_totals';

export const RECEIVABLES = defineTable(RECEIVABLES_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    customer_id: 'uuid',
    /** 'invoice' | 'manual' */
    source: 'text',
    invoice_id: nullable('uuid'),
    /** A manual receivable's current entry (an invoice's due is carried by the invoice's entry). */
    journal_entry_id: nullable('uuid'),
    amount: 'bigint',
    opened_date: 'date',
    due_date: 'date',
    notes: 'text',
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    /** Set when cancelled (its invoice voided, or deleted): left out of every answer. */
    cancelled_at: nullable('timestamptz'),
  },
  counters: { paid_amount: 'bigint', written_off_amount: 'bigint', payment_count: 'int' },
  computed: {
    /** Generated: amount − paid_amount − written_off_amount. */
    remaining: 'bigint',
  },
});
export type ReceivableRecord = RecordOf<typeof RECEIVABLES>;

export const RECEIVABLE_PAYMENTS = defineTable(RECEIVABLE_PAYMENTS_TABLE, {
  /** The payment's id. */
  key: ['id', 'uuid'],
  columns: {
    receivable_id: 'uuid',
    amount: 'bigint',
    payment_method_id: 'uuid',
    /** The account the money came into. */
    debit_account_id: 'uuid',
    payment_date: 'date',
    /** The invoice it was received on, when the receivable is an invoice's due. */
    invoice_id: nullable('uuid'),
    notes: 'text',
    journal_entry_id: 'uuid',
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
  },
});
export type ReceivablePaymentRecord = RecordOf<typeof RECEIVABLE_PAYMENTS>;

export const BAD_DEBTS = defineTable(BAD_DEBTS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    customer_id: 'uuid',
    invoice_id: nullable('uuid'),
    receivable_id: 'uuid',
    bad_debt_account_id: 'uuid',
    original_amount: 'bigint',
    /** As drafted. */
    write_off_amount: 'bigint',
    /** What posting wrote off (the write-off amount, or what remained if less); 0 until posted. */
    posted_amount: 'bigint',
    write_off_date: 'date',
    reason: 'text',
    notes: 'text',
    /** 'Draft' | 'Approved' | 'Posted' */
    status: 'text',
    journal_entry_id: nullable('uuid'),
    approved_by: nullable('uuid'),
    approved_at: nullable('timestamptz'),
    posted_by: nullable('uuid'),
    posted_at: nullable('timestamptz'),
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  computed: {
    /** Generated: posted_amount once Posted, else write_off_amount: what the record stands for. */
    amount: 'bigint',
  },
});
export type BadDebtRecord = RecordOf<typeof BAD_DEBTS>;

/** The receivables list unfiltered (name 'receivables': those not cancelled), kept in SQL by the projector. */
export const RECEIVABLES_TOTALS = defineTable(RECEIVABLES_TOTALS_TABLE, {
  key: ['name', 'text'],
  columns: {},
  counters: { count: 'bigint', amount: 'bigint', paid: 'bigint', written_off: 'bigint' },
});
export type ReceivablesTotalRecord = RecordOf<typeof RECEIVABLES_TOTALS>;

/** The live (not cancelled) receivables due on one day: how many, and the open ones' (something remaining) count and sums; kept in SQL by the projector. */
export const RECEIVABLES_DUE_TOTALS = defineTable(RECEIVABLES_DUE_TOTALS_TABLE, {
  key: ['due_date', 'date'],
  columns: {},
  counters: {
    live: 'bigint',
    open_count: 'bigint',
    open_amount: 'bigint',
    open_paid: 'bigint',
    open_written_off: 'bigint',
    /** The remaining of every live receivable due that day (0 for a settled one). */
    remaining: 'bigint',
  },
});
export type ReceivablesDueTotalRecord = RecordOf<typeof RECEIVABLES_DUE_TOTALS>;
