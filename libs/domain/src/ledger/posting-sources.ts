import type { PostingSource } from './journal-entry-posted';

/** The accounting transactions screen's Source filter (accounting spec §3). */
export const TRANSACTION_SOURCES = ['Payment', 'Invoice', 'Adjustment', 'Transfer'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

/**
 * How the books list each kind of posting: its Source and its tags. Every kind must say (a new kind
 * without a line here does not compile), so no receipt or payment falls through to Adjustment: money
 * taken or paid (invoice payments, booking deposits and refunds, payable and receivable payments,
 * expenses, owner's money) is a Payment.
 */
export const POSTING_SOURCES: Record<PostingSource['kind'], { source: TransactionSource; tags: readonly string[] }> = {
  manual: { source: 'Adjustment', tags: ['manual', 'adjustment'] },
  'opening-balance': { source: 'Adjustment', tags: ['opening-balance', 'adjustment'] },
  transfer: { source: 'Transfer', tags: ['transfer'] },
  expense: { source: 'Payment', tags: ['expense', 'payment'] },
  'owner-investment': { source: 'Payment', tags: ['owner', 'investment', 'payment'] },
  'owner-drawing': { source: 'Payment', tags: ['owner', 'drawing', 'payment'] },
  'profit-transfer': { source: 'Adjustment', tags: ['closing', 'retained-earnings'] },
  reversal: { source: 'Adjustment', tags: ['reversal'] },
  'opening-stock': { source: 'Adjustment', tags: ['opening-stock', 'inventory', 'adjustment'] },
  'stock-adjustment': { source: 'Adjustment', tags: ['stock-adjustment', 'inventory', 'adjustment'] },
  'motorcycle-unit': { source: 'Adjustment', tags: ['motorcycle', 'inventory'] },
  purchase: { source: 'Adjustment', tags: ['purchase', 'inventory', 'payable'] },
  'supplier-bill': { source: 'Adjustment', tags: ['supplier-bill', 'payable'] },
  'payable-payment': { source: 'Payment', tags: ['payable', 'payment'] },
  'opening-receivable': { source: 'Adjustment', tags: ['receivable', 'opening-balance', 'adjustment'] },
  'receivable-payment': { source: 'Payment', tags: ['receivable', 'payment'] },
  'bad-debt': { source: 'Adjustment', tags: ['bad-debt', 'receivable', 'adjustment'] },
  booking: { source: 'Payment', tags: ['booking', 'payment'] },
  'booking-refund': { source: 'Payment', tags: ['booking-refund', 'payment'] },
  invoice: { source: 'Invoice', tags: ['invoice'] },
  'invoice-payment': { source: 'Payment', tags: ['invoice-payment', 'payment'] },
  'bank-reconciliation': { source: 'Adjustment', tags: ['bank-reconciliation', 'adjustment'] },
  'cash-count': { source: 'Adjustment', tags: ['cash-count', 'adjustment'] },
  'vat-return': { source: 'Adjustment', tags: ['vat', 'vat-return', 'adjustment'] },
  'vat-payment': { source: 'Payment', tags: ['vat', 'vat-payment', 'payment'] },
};

/** The posting kinds a Source filter stands for. */
export const postingKindsOf = (source: TransactionSource): string[] =>
  Object.entries(POSTING_SOURCES).flatMap(([kind, listing]) => (listing.source === source ? [kind] : []));

/** A posting's Source; an unknown kind (none today) reads Adjustment. */
export const transactionSourceOf = (kind: string): TransactionSource => (POSTING_SOURCES as Record<string, { source: TransactionSource }>)[kind]?.source ?? 'Adjustment';
