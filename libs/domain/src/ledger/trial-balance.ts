import type { DomainEvent } from '../shared/events';
import { assertPoisha, type Poisha } from '../shared/money';
import { isDebitNormal, type GlClassType } from '../accounts/gl-class-types';
import type { JournalEntryPostedData, PostingSource } from './journal-entry-posted';

/**
 * The reference ledger arithmetic: posted lines folded into per-account totals, and the trial
 * balance of those totals. The projector keeps the same figures in SQL; tests check it against these.
 */
export interface AccountTotals {
  debit: Poisha;
  credit: Poisha;
}

export type AccountTotalsById = Record<string, AccountTotals>;

export interface PostingFilter {
  /** First day included (YYYY-MM-DD). */
  from?: string;
  /** Last day included (YYYY-MM-DD). */
  through?: string;
  /** Postings of these sources are left out (an income statement leaves out the closing entries). */
  excludeSourceKinds?: readonly PostingSource['kind'][];
}

export function isPostingIncluded(data: JournalEntryPostedData, filter: PostingFilter = {}): boolean {
  if (filter.from !== undefined && data.date < filter.from) return false;
  if (filter.through !== undefined && data.date > filter.through) return false;
  return !filter.excludeSourceKinds?.includes(data.source.kind);
}

/** Adds one posting's lines to the totals (a new object; the given totals are not changed). */
export function addPosting(totals: AccountTotalsById, data: JournalEntryPostedData): AccountTotalsById {
  const next: AccountTotalsById = { ...totals };
  for (const line of data.lines) {
    const current = next[line.accountId] ?? { debit: 0, credit: 0 };
    next[line.accountId] = {
      debit: assertPoisha(current.debit + line.debit, 'total debit'),
      credit: assertPoisha(current.credit + line.credit, 'total credit'),
    };
  }
  return next;
}

/** Folds the JournalEntryPosted events among `events` (others are skipped) into per-account totals. */
export function accountTotals(events: Iterable<DomainEvent>, filter: PostingFilter = {}): AccountTotalsById {
  let totals: AccountTotalsById = {};
  for (const event of events) {
    if (event.type !== 'JournalEntryPosted') continue;
    const data = event.data as JournalEntryPostedData;
    if (isPostingIncluded(data, filter)) totals = addPosting(totals, data);
  }
  return totals;
}

/** Debits minus credits. */
export const netDebit = (totals: AccountTotals): Poisha => assertPoisha(totals.debit - totals.credit, 'balance');

/** The balance on the account's normal side: positive for a debit-balance asset, a credit-balance liability. */
export const naturalBalance = (totals: AccountTotals, classType: GlClassType): Poisha =>
  isDebitNormal(classType) ? netDebit(totals) : -netDebit(totals) || 0;

export interface TrialBalanceAccount {
  code: string;
  name: string;
  classType: GlClassType;
}

export interface TrialBalanceRow {
  accountId: string;
  code: string;
  name: string;
  /** Null when the account is not among the accounts given. */
  accountType: GlClassType | null;
  debitBalance: Poisha;
  creditBalance: Poisha;
}

export interface TrialBalance {
  rows: TrialBalanceRow[];
  totalDebits: Poisha;
  totalCredits: Poisha;
  isBalanced: boolean;
}

/**
 * One row per account with a balance, on its debit or credit side, ordered by code. Balanced
 * postings always give equal totals; unequal totals mean a posting escaped `journalEntryPosted`.
 */
export function trialBalance(totals: AccountTotalsById, accounts: Readonly<Record<string, TrialBalanceAccount>> = {}): TrialBalance {
  const rows: TrialBalanceRow[] = [];
  let totalDebits = 0;
  let totalCredits = 0;
  for (const [accountId, accountTotals] of Object.entries(totals)) {
    const net = netDebit(accountTotals);
    if (net === 0) continue;
    const account = Object.hasOwn(accounts, accountId) ? accounts[accountId] : undefined;
    const row: TrialBalanceRow = {
      accountId,
      code: account?.code ?? '',
      name: account?.name ?? accountId,
      accountType: account?.classType ?? null,
      debitBalance: net > 0 ? net : 0,
      creditBalance: net < 0 ? -net : 0,
    };
    rows.push(row);
    totalDebits = assertPoisha(totalDebits + row.debitBalance, 'total debits');
    totalCredits = assertPoisha(totalCredits + row.creditBalance, 'total credits');
  }
  rows.sort((a, b) => compareText(a.code, b.code) || compareText(a.accountId, b.accountId));
  return { rows, totalDebits, totalCredits, isBalanced: totalDebits === totalCredits };
}

/** Locale-free ordering, so the report is the same on every machine. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
