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
export const RECEIVABLES_TABLE = 'receivables';
export const RECEIVABLE_PAYMENTS_TABLE = 'receivable_payments';
export const BAD_DEBTS_TABLE = 'bad_debts';
export const RECEIVABLES_TOTALS_TABLE = 'receivables_totals';
export const RECEIVABLES_DUE_TOTALS_TABLE = 'receivables_due_totals';

export interface ReceivableRecord {
  id: string;
  customer_id: string;
  /** 'invoice' | 'manual' */
  source: string;
  invoice_id: string | null;
  /** A manual receivable's current entry (an invoice's due is carried by the invoice's entry). */
  journal_entry_id: string | null;
  amount: string;
  paid_amount: string;
  written_off_amount: string;
  /** Generated: amount − paid_amount − written_off_amount. */
  remaining: string;
  payment_count: number;
  opened_date: string;
  due_date: string;
  notes: string;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  /** Set when cancelled (its invoice voided, or deleted): left out of every answer. */
  cancelled_at: Date | null;
}

export interface ReceivablePaymentRecord {
  /** The payment's id. */
  id: string;
  receivable_id: string;
  amount: string;
  payment_method_id: string;
  /** The account the money came into. */
  debit_account_id: string;
  payment_date: string;
  /** The invoice it was received on, when the receivable is an invoice's due. */
  invoice_id: string | null;
  notes: string;
  journal_entry_id: string;
  created_by: string | null;
  created_at: Date;
}

export interface BadDebtRecord {
  id: string;
  customer_id: string;
  invoice_id: string | null;
  receivable_id: string;
  bad_debt_account_id: string;
  original_amount: string;
  /** As drafted. */
  write_off_amount: string;
  /** What posting wrote off (the write-off amount, or what remained if less); 0 until posted. */
  posted_amount: string;
  /** Generated: posted_amount once Posted, else write_off_amount: what the record stands for. */
  amount: string;
  write_off_date: string;
  reason: string;
  notes: string;
  /** 'Draft' | 'Approved' | 'Posted' */
  status: string;
  journal_entry_id: string | null;
  approved_by: string | null;
  approved_at: Date | null;
  posted_by: string | null;
  posted_at: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The receivables list unfiltered (name 'receivables': those not cancelled), kept by the projector. */
export interface ReceivablesTotalRecord {
  name: string;
  count: string;
  amount: string;
  paid: string;
  written_off: string;
}

/** The live (not cancelled) receivables due on one day: how many, and the open ones' (something remaining) count and sums. */
export interface ReceivablesDueTotalRecord {
  due_date: string;
  live: string;
  open_count: string;
  open_amount: string;
  open_paid: string;
  open_written_off: string;
  /** The remaining of every live receivable due that day (0 for a settled one). */
  remaining: string;
}
