export type TransactionSource = 'Payment' | 'Invoice' | 'Adjustment' | 'Transfer';
export type TransactionStatus = 'Posted' | 'Draft' | 'Pending';

export const TRANSACTION_SOURCES: TransactionSource[] = ['Payment', 'Invoice', 'Adjustment', 'Transfer'];
export const TRANSACTION_STATUSES: TransactionStatus[] = ['Posted', 'Draft', 'Pending'];

export interface TransactionEntry {
  _id: string;
  account: { _id: string; name: string; code: string } | null;
  description: string | null;
  debit: number;
  credit: number;
}

/** An accounting transaction: one journal entry seen from the sales side (docs/api/books.md). */
export interface AccountingTransaction {
  _id: string;
  date: string;
  transactionNumber: string;
  description: string | null;
  referenceNumber: string | null;
  source: TransactionSource | string;
  /** Posted, Draft, Pending, or Reversed for an entry that was reversed. */
  status: TransactionStatus | 'Reversed' | string;
  /** Reversed, or the reversal of one: the pair cancels out in the books. */
  voided: boolean;
  /** The entry this one reverses, when it is a reversal. */
  reversalOf?: string | null;
  tags: string[];
  entries: TransactionEntry[];
}

export interface TransactionsPayload {
  transactions: AccountingTransaction[];
  pagination: { total: number; page: number; limit: number; pages: number };
}
