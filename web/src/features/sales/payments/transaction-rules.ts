import { sumTaka } from '../../../shared/format/taka';
import type { AccountingTransaction, TransactionEntry } from './types';

/** Transaction rows show this much of the text (accounting spec §9). */
export const DESCRIPTION_LIMIT = 60;
export const REFERENCE_LIMIT = 12;
export const ACCOUNTS_SHOWN = 2;
export const TAGS_SHOWN = 3;

export const QUICK_TAGS = ['payment', 'booking', 'refund', 'cash'] as const;

export const SOURCE_COLORS: Record<string, string> = {
  Payment: 'green',
  Invoice: 'blue',
  Adjustment: 'orange',
};

export const sourceColor = (source: string) => SOURCE_COLORS[source] ?? 'purple';

/**
 * The status as the journal entries screen says it: a reversed entry reads Reversed (the spec's
 * journal entry status, §4), the entry that reverses it Posted.
 */
export function statusDisplay(transaction: Pick<AccountingTransaction, 'status'>): { label: string; color: string } {
  if (transaction.status === 'Reversed') return { label: 'Reversed', color: 'error' };
  if (transaction.status === 'Posted') return { label: 'Posted', color: 'success' };
  if (transaction.status === 'Draft') return { label: 'Draft', color: 'processing' };
  if (transaction.status === 'Pending') return { label: 'Pending', color: 'warning' };
  return { label: transaction.status || '—', color: 'default' };
}

/** The value when it is a string, else '' (the API has sent nulls inside arrays and names). */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The transaction's tags that are text: `tags: [null]` (draft journal entries) shows as no tags. */
export function transactionTags(transaction: Pick<AccountingTransaction, 'tags'>): string[] {
  const tags: unknown = transaction.tags;
  if (!Array.isArray(tags)) return [];
  return tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '');
}

export function truncate(text: string | null | undefined, limit: number): string {
  const value = textOf(text);
  return value.length > limit ? `${value.slice(0, limit)}...` : value;
}

/**
 * A payment (spec §2): source Payment, or a "payment" tag, or any entry on an account
 * whose name mentions cash or bank, or whose code starts with 1101.
 */
export function isPaymentTransaction(transaction: AccountingTransaction): boolean {
  if (transaction.source === 'Payment') return true;
  if (transactionTags(transaction).some((tag) => tag.toLowerCase() === 'payment')) return true;
  return (Array.isArray(transaction.entries) ? transaction.entries : []).some((entry) => {
    const name = textOf(entry?.account?.name).toLowerCase();
    const code = textOf(entry?.account?.code);
    return name.includes('cash') || name.includes('bank') || code.startsWith('1101');
  });
}

export interface TransactionTotals {
  debit: number;
  credit: number;
}

export function transactionTotals(transaction: AccountingTransaction): TransactionTotals {
  const entries = transaction.entries ?? [];
  return {
    debit: sumTaka(entries.map((entry) => entry.debit)),
    credit: sumTaka(entries.map((entry) => entry.credit)),
  };
}

export interface PageSummary {
  totalTransactions: number;
  totalDebits: number;
  totalCredits: number;
  paymentTransactions: number;
}

/**
 * The four cards describe the loaded page only. Total Debits and Credits add what stands in the
 * books: a reversed entry and its reversal cancel out, so neither is added (both are `voided`).
 */
export function summarizePage(transactions: AccountingTransaction[]): PageSummary {
  const entries = transactions.filter((transaction) => !transaction.voided).flatMap((transaction) => transaction.entries ?? []);
  return {
    totalTransactions: transactions.length,
    totalDebits: sumTaka(entries.map((entry) => entry.debit)),
    totalCredits: sumTaka(entries.map((entry) => entry.credit)),
    paymentTransactions: transactions.filter(isPaymentTransaction).length,
  };
}

/** Each account once, in the order the entries name them. */
export function involvedAccounts(transaction: AccountingTransaction): TransactionEntry['account'][] {
  // By code: an entry's account comes without its id (the chart's codes are unique).
  const seen = new Map<string, TransactionEntry['account']>();
  for (const entry of transaction.entries ?? []) {
    const code = textOf(entry.account?.code);
    if (entry.account && !seen.has(code)) seen.set(code, entry.account);
  }
  return [...seen.values()];
}
