import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import { BOOKS_CLOSING_STREAM, initialBooksState, type BooksState } from '../ledger/books';
import { assertBalanced, journalEntryPosted, type JournalEntryPosted } from '../ledger/journal-entry-posted';
import type { StreamEvents } from '../shared/events';
import {
  accountDaysPostedTo,
  assertCashDaysOpen,
  cashCountStream,
  countCash,
  reopenCashDay,
  type CashDayState,
  type CountCash,
} from './cash-counts';
import { initialGlAccountState, type GlAccountState } from './gl-accounts';
import { countedTotalOf } from './cash-notes';

const account = (glAccountId: string, code: string, name: string, extra: Partial<GlAccountState> = {}): GlAccountState => ({
  ...initialGlAccountState,
  status: 'active',
  glAccountId,
  code,
  name,
  ...extra,
});
const CASH = account('acc-cash', '1101', 'Cash in Hand', { cashAccount: true, systemRole: 'cash' });
const BANK = account('acc-bank', '1102', 'Bank Account', { cashAccount: true, systemRole: 'bank' });
const OVER_SHORT = account('acc-5305', '5305', 'Cash Over and Short', { systemRole: 'cashOverAndShort' });
const DAY = '2026-11-28';
const STREAM = cashCountStream(CASH.glAccountId, DAY);
const NOTES = { '1000': 5, '500': 3, '200': 0, '100': 4, '50': 1, '20': 2, '10': 0, '5': 1, '2': 2, '1': 3 };
/** 5000 + 1500 + 400 + 50 + 40 + 5 + 4 + 3 = ৳7,002. */
const COUNTED = 700_200;

const count = (overrides: Partial<CountCash> = {}): CountCash => ({
  cashCountId: 'count-1',
  journalEntryId: 'je-count-1',
  accountId: CASH.glAccountId,
  date: DAY,
  notes: NOTES,
  remarks: ' Evening count ',
  booksBalance: COUNTED,
  countedBy: 'user-cashier',
  countedByName: 'Rahim Cashier',
  countedAt: '2026-11-28T12:30:00.000Z',
  ...overrides,
});
const whenCounted = (history: History, command: CountCash, given: { account?: GlAccountState; kind?: 'cash' | 'bank'; books?: BooksState; overShort?: GlAccountState | undefined } = {}) =>
  countCash(command, {
    cashDay: stateOf<CashDayState>(history, cashCountStream(command.accountId, command.date)),
    account: given.account ?? CASH,
    accountKind: given.kind ?? 'cash',
    cashOverAndShort: 'overShort' in given ? given.overShort : OVER_SHORT,
    books: given.books ?? stateOf<BooksState>(history, BOOKS_CLOSING_STREAM),
  });
const reopen = (history: History, reason = 'Recount: a ৳500 note was in the cheque tray') =>
  reopenCashDay(
    { cashCountId: 'count-1', accountId: CASH.glAccountId, date: DAY, reason, reopenedBy: 'user-accountant', reopenedByName: 'Karim Accountant', reopenedAt: '2026-11-28T13:00:00.000Z' },
    { cashDay: stateOf<CashDayState>(history, STREAM), books: stateOf<BooksState>(history, BOOKS_CLOSING_STREAM) },
  );
const entryOf = (decided: StreamEvents[]) => decided.find(({ stream }) => stream.startsWith('journal-entry-'))?.events[0] as JournalEntryPosted | undefined;

describe('cash count: count the drawer', () => {
  it('adds the notes up in poisha: note × count × 100', () => {
    assert.equal(countedTotalOf(NOTES), COUNTED);
    assert.equal(countedTotalOf({ '1': 1 }), 100);
  });

  it('given an open day, when the drawer agrees with the books, then CashCounted and no entry', () => {
    thenEvents(whenCounted({}, count()), [
      {
        stream: STREAM,
        events: [{
          type: 'CashCounted',
          data: {
            cashCountId: 'count-1', accountId: 'acc-cash', date: DAY, notes: NOTES, countedTotal: COUNTED, booksBalance: COUNTED, difference: 0,
            journalEntryId: null, remarks: 'Evening count', countedBy: 'user-cashier', countedByName: 'Rahim Cashier', countedAt: '2026-11-28T12:30:00.000Z',
          },
        }],
      },
    ]);
  });

  it('given books of ৳7,152.50, when ৳7,002 is counted, then a shortage of ৳150.50: Dr 5305, Cr the cash account, naming the counter', () => {
    const decided = whenCounted({}, count({ booksBalance: 715_250 }));
    assert.equal((decided[0].events[0].data as { difference: number }).difference, -15_050);
    const entry = entryOf(decided)!;
    assert.deepStrictEqual(entry.data.lines.map(({ accountId, debit, credit }) => ({ accountId, debit, credit })), [
      { accountId: 'acc-5305', debit: 15_050, credit: 0 },
      { accountId: 'acc-cash', debit: 0, credit: 15_050 },
    ]);
    assertBalanced(entry.data.lines);
    assert.equal(entry.data.description, 'Cash short by ৳150.50 on Cash in Hand, counted 2026-11-28 by Rahim Cashier');
    assert.deepStrictEqual(entry.data.source, { kind: 'cash-count', stream: STREAM });
    assert.equal(entry.data.date, DAY);
  });

  it('given books of ৳7,000.99, when ৳7,002 is counted, then an overage of ৳1.01: Dr the cash account, Cr 5305', () => {
    const entry = entryOf(whenCounted({}, count({ booksBalance: 700_099 })))!;
    assert.deepStrictEqual(entry.data.lines.map(({ accountId, debit, credit }) => ({ accountId, debit, credit })), [
      { accountId: 'acc-cash', debit: 101, credit: 0 },
      { accountId: 'acc-5305', debit: 0, credit: 101 },
    ]);
    assert.match(entry.data.description, /^Cash over by ৳1\.01 .* by Rahim Cashier$/);
  });

  it('given a counted day, when counted again, then refused until it is reopened', () => {
    const counted = appended({}, whenCounted({}, count()));
    thenRefused(() => whenCounted(counted, count({ cashCountId: 'count-2' })), { kind: 'conflict', message: 'Cash for 2026-11-28 is already counted; reopen it to count again' });
    const reopened = appended(counted, reopen(counted));
    assert.equal(whenCounted(reopened, count({ cashCountId: 'count-2' }))[0].events[0].type, 'CashCounted');
  });

  it('refuses unknown notes, negative or fractional counts, with a message for each field', () => {
    thenRefused(() => whenCounted({}, count({ notes: { '1000': 1, '3': 2, '500': -1, '100': 1.5 } })), {
      kind: 'validation',
      message: '৳3 is not a note to count: count notes of ৳1000, 500, 200, 100, 50, 20, 10, 5, 2, 1',
      fieldErrors: {
        'notes.3': '৳3 is not a note to count: count notes of ৳1000, 500, 200, 100, 50, 20, 10, 5, 2, 1',
        'notes.500': 'The count of ৳500 notes must be a whole number, 0 or more',
        'notes.100': 'The count of ৳100 notes must be a whole number, 0 or more',
      },
    });
    thenRefused(() => whenCounted({}, count({ notes: { '1000': 100_001 } })), { kind: 'validation', message: 'The count of ৳1000 notes must be at most 100000' });
  });

  it('refuses a bank account, a future date and a closed period', () => {
    thenRefused(() => whenCounted({}, count({ accountId: BANK.glAccountId }), { account: BANK, kind: 'bank' }), { kind: 'validation', message: '1102 Bank Account is not a cash account' });
    thenRefused(() => whenCounted({}, count({ date: '2026-11-29' })), {
      kind: 'validation',
      message: 'The cash count date 2026-11-29 is in the future: a cash count is dated today (2026-11-28) at the latest',
    });
    thenRefused(() => whenCounted({}, count(), { books: { ...initialBooksState, closedThrough: '2026-11-30' } }), { kind: 'rule', message: 'The books are closed through 2026-11-30; post in an open period' });
  });

  it('given no Cash Over and Short account, a difference is refused with what to do; an agreeing count still goes through', () => {
    thenRefused(() => whenCounted({}, count({ booksBalance: 1 }), { overShort: undefined }), {
      kind: 'rule',
      message: 'The chart lacks the Cash Over and Short account (5305): initialize the chart of accounts to add it',
    });
    assert.equal(whenCounted({}, count(), { overShort: undefined }).length, 1);
  });
});

describe('cash count: reopen the day', () => {
  const counted = appended({}, whenCounted({}, count()));

  it('given a counted day, when reopened with a reason, then CashDayReopened naming who and why, and the day is open', () => {
    const decided = reopen(counted);
    thenEvents(decided, [{
      stream: STREAM,
      events: [{
        type: 'CashDayReopened',
        data: { cashCountId: 'count-1', accountId: 'acc-cash', date: DAY, reason: 'Recount: a ৳500 note was in the cheque tray', reopenedBy: 'user-accountant', reopenedByName: 'Karim Accountant', reopenedAt: '2026-11-28T13:00:00.000Z' },
      }],
    }]);
    assert.deepStrictEqual(stateOf<CashDayState>(appended(counted, decided), STREAM), { status: 'open', latestCountId: 'count-1' });
  });

  it('refuses without a reason, twice, or on a day never counted', () => {
    thenRefused(() => reopen(counted, '  '), { kind: 'validation', message: 'Please give the reason for reopening', fieldErrors: { reason: 'Please give the reason for reopening' } });
    thenRefused(() => reopen(appended(counted, reopen(counted))), { kind: 'conflict', message: 'Cash for 2026-11-28 is already reopened' });
    thenRefused(() => reopen({}), { kind: 'not_found', message: 'Cash count not found' });
  });
});

describe('cash count: the closed cash day refuses later postings', () => {
  const posting = (date: string, accountId: string) =>
    [{
      stream: 'journal-entry-je-9',
      events: [journalEntryPosted({
        journalEntryId: 'je-9', date, reference: 'X', description: 'sale',
        lines: [{ accountId, debit: 100, credit: 0 }, { accountId: 'acc-sales', debit: 0, credit: 100 }, { accountId, debit: 50, credit: 0 }, { accountId: 'acc-sales', debit: 0, credit: 50 }],
        source: { kind: 'manual' }, postedBy: 'u', postedAt: 't',
      })],
    }];

  it('names each account and day a decision posts to, once', () => {
    assert.deepStrictEqual(accountDaysPostedTo(posting(DAY, 'acc-cash')), [{ accountId: 'acc-cash', date: DAY }, { accountId: 'acc-sales', date: DAY }]);
    assert.deepStrictEqual(accountDaysPostedTo([{ stream: STREAM, events: whenCounted({}, count())[0].events }]), []);
  });

  it('given a counted day, a posting to that cash account dated that day is refused; once reopened it is not', () => {
    const counted = appended({}, whenCounted({}, count()));
    thenRefused(() => assertCashDaysOpen([{ account: CASH, date: DAY, cashDay: stateOf<CashDayState>(counted, STREAM) }]), {
      kind: 'conflict',
      message: 'Cash for 2026-11-28 on Cash in Hand is counted and closed; an Accountant can reopen it.',
    });
    const reopened = appended(counted, reopen(counted));
    assert.doesNotThrow(() => assertCashDaysOpen([{ account: CASH, date: DAY, cashDay: stateOf<CashDayState>(reopened, STREAM) }]));
    assert.doesNotThrow(() => assertCashDaysOpen([{ account: CASH, date: '2026-11-27', cashDay: stateOf<CashDayState>(counted, cashCountStream('acc-cash', '2026-11-27')) }]));
  });
});
