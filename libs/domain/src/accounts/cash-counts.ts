import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { businessDayOf } from '../shared/business-dates';
import { formatTaka, type Poisha } from '../shared/money';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import { journalEntryPosted, journalEntryStream, type JournalEntryPosted, type JournalLine } from '../ledger/journal-entry-posted';
import { documentDateProblem, shortReference, textProblem, trimmedText, type FieldErrors } from '../ledger/posting-validation';
import type { MoneyAccountKind } from '../ledger/funds';
import type { GlAccountState } from './gl-accounts';
import { CASH_NOTES, countedTotalOf, MAX_NOTES_OF_ONE_KIND, type NoteCounts } from './cash-notes';

/**
 * The day's cash count (issue 23, item 24): at the day's end the cashier counts one cash
 * account's drawer by note. The count is set against the books' balance of that account at the
 * end of that day; a difference posts to 5305 Cash Over and Short, and the day is then closed for
 * cash on that account: every later posting dated that day that touches it is refused (the
 * command pipeline checks each posting against this stream), until an Administrator or an
 * Accountant reopens the day with a reason. One stream per account and day.
 */
export const CASH_OVER_AND_SHORT_ROLE = 'cashOverAndShort';

export const cashCountStream = (accountId: string, date: string) => `${STREAM_NAMES.cashCount.name}${accountId}-${date}`;

export interface CashCountedData {
  cashCountId: string;
  accountId: string;
  date: string;
  notes: NoteCounts;
  /** Poisha: sum of note × count × 100. */
  countedTotal: Poisha;
  /** Poisha, debit side: the account's balance in the books at the end of `date`. */
  booksBalance: Poisha;
  /** countedTotal − booksBalance: below zero a shortage, above an overage. */
  difference: Poisha;
  /** The entry to Cash Over and Short; null when the drawer agreed with the books. */
  journalEntryId: string | null;
  remarks: string;
  countedBy: string;
  countedByName: string;
  countedAt: string;
}

export type CashCounted = DomainEvent<'CashCounted', CashCountedData>;
export type CashDayReopened = DomainEvent<
  'CashDayReopened',
  { cashCountId: string; accountId: string; date: string; reason: string; reopenedBy: string; reopenedByName: string; reopenedAt: string }
>;
export type CashCountEvent = CashCounted | CashDayReopened;

export interface CashDayState {
  /** closed: counted and not reopened since. */
  status: 'open' | 'closed';
  /** The day's latest count (null before the first). */
  latestCountId: string | null;
}

export const initialCashDayState: CashDayState = { status: 'open', latestCountId: null };

export function evolveCashDay(state: CashDayState, event: CashCountEvent): CashDayState {
  switch (event.type) {
    case 'CashCounted':
      return { status: 'closed', latestCountId: event.data.cashCountId };
    case 'CashDayReopened':
      return { ...state, status: 'open' };
    default:
      return state;
  }
}

/** The notes' field errors (by `notes.<note>`), or the counts with every note present. */
function validatedNotes(notes: unknown, errors: FieldErrors): NoteCounts {
  const counts: NoteCounts = Object.fromEntries(CASH_NOTES.map((note) => [String(note), 0]));
  if (notes === null || typeof notes !== 'object' || Array.isArray(notes)) {
    errors.notes = 'Please count the notes';
    return counts;
  }
  for (const [note, count] of Object.entries(notes)) {
    if (!(CASH_NOTES as readonly number[]).map(String).includes(note)) {
      errors[`notes.${note}`] = `৳${note} is not a note to count: count notes of ৳${CASH_NOTES.join(', ')}`;
    } else if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
      errors[`notes.${note}`] = `The count of ৳${note} notes must be a whole number, 0 or more`;
    } else if (count > MAX_NOTES_OF_ONE_KIND) {
      errors[`notes.${note}`] = `The count of ৳${note} notes must be at most ${MAX_NOTES_OF_ONE_KIND}`;
    } else counts[note] = count;
  }
  return counts;
}

export interface CountCash {
  cashCountId: string;
  journalEntryId: string;
  accountId: string;
  date: string;
  notes: unknown;
  remarks?: string;
  /** Read by the handler from the ledger read model: the account's balance at the end of `date`. */
  booksBalance: Poisha;
  countedBy: string;
  countedByName: string;
  countedAt: string;
}

/**
 * `account`: the counted account's state and its money kind (moneyAccountKind); `cashOverAndShort`:
 * the 5305 account, needed only when the drawer does not agree with the books.
 */
export function countCash(
  command: CountCash,
  given: { cashDay: CashDayState; account: GlAccountState | undefined; accountKind: MoneyAccountKind; cashOverAndShort: GlAccountState | undefined; books: BooksState },
): StreamEvents[] {
  const errors: FieldErrors = {};
  const dateError = documentDateProblem(command.date, businessDayOf(command.countedAt), 'cash count');
  if (dateError) errors.date = dateError;
  const accountError = cashAccountProblem(given.account, given.accountKind);
  if (accountError) errors.cashAccount = accountError;
  const notes = validatedNotes(command.notes, errors);
  const remarks = trimmedText(command.remarks);
  const remarksError = textProblem(remarks, null, 500, 'Remarks');
  if (remarksError) errors.remarks = remarksError;
  const messages = Object.values(errors);
  if (messages.length) throw validationError(messages[0], errors);
  if (given.cashDay.status === 'closed') throw conflict(`Cash for ${command.date} is already counted; reopen it to count again`);
  assertBooksOpen(given.books, command.date);
  const countedTotal = countedTotalOf(notes);
  const difference = countedTotal - command.booksBalance;
  const entry = difference === 0 ? null : overOrShortEntry(command, difference, given.account!, given.cashOverAndShort);
  const counted: CashCounted = {
    type: 'CashCounted',
    data: {
      cashCountId: command.cashCountId,
      accountId: command.accountId,
      date: command.date,
      notes,
      countedTotal,
      booksBalance: command.booksBalance,
      difference,
      journalEntryId: entry ? command.journalEntryId : null,
      remarks,
      countedBy: command.countedBy,
      countedByName: command.countedByName,
      countedAt: command.countedAt,
    },
  };
  return [{ stream: cashCountStream(command.accountId, command.date), events: [counted] }, ...(entry ? [{ stream: journalEntryStream(command.journalEntryId), events: [entry] }] : [])];
}

/** Why the account cannot be counted: it must exist, be active, and hold cash (not a bank, wallet or card account). */
function cashAccountProblem(account: GlAccountState | undefined, kind: MoneyAccountKind): string | null {
  if (!account || account.status !== 'active') return 'Please select a cash account';
  if (!account.isActive) return `Account ${account.code} ${account.name} is inactive`;
  return isCountableCash(account, kind) ? null : `${account.code} ${account.name} is not a cash account`;
}

/** A drawer of notes: an account of the cash kind that holds cash, not the card settlement account (money the acquirer owes). */
export const isCountableCash = (account: Pick<GlAccountState, 'cashAccount' | 'systemRole' | 'status'>, kind: MoneyAccountKind): boolean =>
  kind === 'cash' && mayHoldCash(account) && account.systemRole !== 'cardSettlement';

/** A shortage: Dr Cash Over and Short, Cr the cash account; an overage the other way round. */
function overOrShortEntry(command: CountCash, difference: Poisha, account: GlAccountState, cashOverAndShort: GlAccountState | undefined): JournalEntryPosted {
  if (!cashOverAndShort || cashOverAndShort.status !== 'active') {
    throw ruleViolation('The chart lacks the Cash Over and Short account (5305): initialize the chart of accounts to add it');
  }
  const amount = Math.abs(difference);
  const short = difference < 0;
  const what = short ? 'short' : 'over';
  const description = `Cash ${what} by ${formatTaka(amount)} on ${account.name}, counted ${command.date} by ${command.countedByName}`;
  const lines: JournalLine[] = [
    { accountId: short ? cashOverAndShort.glAccountId : command.accountId, debit: amount, credit: 0, description },
    { accountId: short ? command.accountId : cashOverAndShort.glAccountId, debit: 0, credit: amount, description },
  ];
  return journalEntryPosted({
    journalEntryId: command.journalEntryId,
    date: command.date,
    reference: shortReference('CNT', command.cashCountId),
    description,
    lines,
    source: { kind: 'cash-count', stream: cashCountStream(command.accountId, command.date) },
    postedBy: command.countedBy,
    postedAt: command.countedAt,
  });
}

export interface ReopenCashDay {
  cashCountId: string;
  accountId: string;
  date: string;
  reason?: string;
  reopenedBy: string;
  reopenedByName: string;
  reopenedAt: string;
}

/** Reopens a counted day for cash, so it can take postings and be counted again; only its latest count reopens it. */
export function reopenCashDay(command: ReopenCashDay, given: { cashDay: CashDayState; books: BooksState }): StreamEvents[] {
  const reason = trimmedText(command.reason);
  const reasonError = textProblem(reason, 'Please give the reason for reopening', 500, 'Reason');
  if (reasonError) throw validationError(reasonError, { reason: reasonError });
  if (given.cashDay.latestCountId === null) throw notFound('Cash count not found');
  if (given.cashDay.latestCountId !== command.cashCountId) throw conflict(`A later count of cash for ${command.date} stands; reopen that one`);
  if (given.cashDay.status === 'open') throw conflict(`Cash for ${command.date} is already reopened`);
  assertBooksOpen(given.books, command.date);
  const { cashCountId, accountId, date, reopenedBy, reopenedByName, reopenedAt } = command;
  const reopened: CashDayReopened = { type: 'CashDayReopened', data: { cashCountId, accountId, date, reason, reopenedBy, reopenedByName, reopenedAt } };
  return [{ stream: cashCountStream(accountId, date), events: [reopened] }];
}

/**
 * Accounts a count may close: the superset the posting check reads the cash day of (an account
 * marked as holding cash, or the cash role), so a closed day is never missed. The count itself
 * also asks for the cash kind.
 */
export const mayHoldCash = (account: Pick<GlAccountState, 'cashAccount' | 'systemRole' | 'status'>): boolean =>
  account.status === 'active' && (account.cashAccount || account.systemRole === 'cash');

/** Each account and day the decided journal entries post to, once (a posting's lines may name one account twice). */
export function accountDaysPostedTo(decided: readonly StreamEvents[]): { accountId: string; date: string }[] {
  const seen = new Map<string, { accountId: string; date: string }>();
  for (const { events } of decided) {
    for (const event of events) {
      if (event.type !== 'JournalEntryPosted') continue;
      const { date, lines } = (event as JournalEntryPosted).data;
      for (const { accountId } of lines) seen.set(`${accountId} ${date}`, { accountId, date });
    }
  }
  return [...seen.values()];
}

/**
 * The closed cash day: a posting dated a day whose cash on that account is counted is refused, in
 * every path that posts (beside the books' closed period). `days`: each cash account and day the
 * postings touch, with that account and that day's cash state as the store has it.
 */
export function assertCashDaysOpen(days: readonly { account: GlAccountState; date: string; cashDay: CashDayState }[]): void {
  for (const { account, date, cashDay } of days) {
    if (cashDay.status === 'closed') throw conflict(`Cash for ${date} on ${account.name} is counted and closed; an Accountant can reopen it.`);
  }
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const CASH_COUNT_STREAM_KIND = streamKindOf(STREAM_NAMES.cashCount, { initialState: initialCashDayState, evolve: evolveCashDay });
