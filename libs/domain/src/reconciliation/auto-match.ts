import { formatTaka, type Poisha } from '../shared/money';

/**
 * Auto-match of a bank statement against the account's unreconciled transactions (accounting spec,
 * Reconciliation rules): a statement line matches a transaction when the amounts differ by under
 * ৳0.01 (in poisha: are equal) and the dates by at most 2 days; each transaction is matched once.
 * Amounts are signed as the bank account's books see them: money in (a deposit, a debit of the
 * account) positive, money out negative.
 */
export const AUTO_MATCH_DAY_WINDOW = 2;

export interface StatementLine {
  date: string;
  description: string;
  reference: string;
  /** Signed poisha: a deposit positive, a withdrawal negative. */
  amount: Poisha;
}

export interface OutstandingTransaction {
  transactionId: string;
  date: string;
  reference: string;
  description: string;
  /** Signed poisha on the bank account: its debit positive, its credit negative. */
  amount: Poisha;
}

export interface ProposedMatch {
  /** The statement line's position in the statement (0-based). */
  statementIndex: number;
  transactionId: string;
  referenceEqual: boolean;
  daysApart: number;
  /** Why, in words the accountant reads: same amount, N days apart, reference equal, why this one over others. */
  reasons: string[];
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const normalReference = (reference: string): string => reference.trim().toLowerCase();

interface Candidate {
  line: number;
  transaction: number;
  referenceEqual: boolean;
  daysApart: number;
}

const daysText = (days: number) => (days === 0 ? 'same day' : `${days} day${days === 1 ? '' : 's'} apart`);

/**
 * Proposes matches, deterministically: every fitting pair is ranked (equal reference first, then
 * nearest date, then statement order, then the earlier transaction, then its id) and taken in
 * that order while both sides are free. Transactions are indexed by amount, so a statement costs
 * one lookup per line plus the few same-amount candidates.
 */
export function autoMatch(statement: readonly StatementLine[], outstanding: readonly OutstandingTransaction[]): ProposedMatch[] {
  const byAmount = new Map<Poisha, number[]>();
  const days = outstanding.map((transaction) => dayNumber(transaction.date));
  outstanding.forEach((transaction, index) => {
    const list = byAmount.get(transaction.amount);
    if (list) list.push(index);
    else byAmount.set(transaction.amount, [index]);
  });
  const candidates: Candidate[] = [];
  const candidatesOfLine = new Map<number, Candidate[]>();
  statement.forEach((line, lineIndex) => {
    const sameAmount = byAmount.get(line.amount);
    if (!sameAmount) return;
    const lineDay = dayNumber(line.date);
    const reference = normalReference(line.reference);
    for (const transaction of sameAmount) {
      const daysApart = Math.abs(days[transaction] - lineDay);
      if (!(daysApart <= AUTO_MATCH_DAY_WINDOW)) continue;
      const candidate = { line: lineIndex, transaction, daysApart, referenceEqual: reference !== '' && normalReference(outstanding[transaction].reference) === reference };
      candidates.push(candidate);
      const ofLine = candidatesOfLine.get(lineIndex);
      if (ofLine) ofLine.push(candidate);
      else candidatesOfLine.set(lineIndex, [candidate]);
    }
  });
  const rank = (a: Candidate, b: Candidate) =>
    Number(b.referenceEqual) - Number(a.referenceEqual)
    || a.daysApart - b.daysApart
    || a.line - b.line
    || days[a.transaction] - days[b.transaction]
    || (outstanding[a.transaction].transactionId < outstanding[b.transaction].transactionId ? -1 : outstanding[a.transaction].transactionId > outstanding[b.transaction].transactionId ? 1 : 0);
  candidates.sort(rank);
  const lineTaken = new Set<number>();
  const transactionTaken = new Set<number>();
  const matches: ProposedMatch[] = [];
  for (const candidate of candidates) {
    if (lineTaken.has(candidate.line) || transactionTaken.has(candidate.transaction)) continue;
    lineTaken.add(candidate.line);
    transactionTaken.add(candidate.transaction);
    const transaction = outstanding[candidate.transaction];
    const reasons = [`same amount ${formatTaka(Math.abs(transaction.amount))}`, daysText(candidate.daysApart)];
    if (candidate.referenceEqual) reasons.push(`reference ${statement[candidate.line].reference.trim()} equal`);
    // The others that fitted this line: say why this one won.
    const others = (candidatesOfLine.get(candidate.line) ?? []).filter((other) => other !== candidate);
    if (others.length > 0) {
      const why = candidate.referenceEqual && others.some((other) => !other.referenceEqual)
        ? 'equal reference'
        : others.every((other) => other.daysApart > candidate.daysApart || (other.referenceEqual === false && candidate.referenceEqual))
          ? 'nearest date'
          : 'earlier transaction on a tie';
      reasons.push(`preferred over ${others.length} other candidate${others.length === 1 ? '' : 's'}: ${why}`);
    }
    matches.push({ statementIndex: candidate.line, transactionId: transaction.transactionId, referenceEqual: candidate.referenceEqual, daysApart: candidate.daysApart, reasons });
  }
  return matches.sort((a, b) => a.statementIndex - b.statementIndex);
}
