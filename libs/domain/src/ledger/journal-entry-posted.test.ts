import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertBalanced, journalEntryPosted, journalEntryStream, type JournalEntryPostedData, type JournalLine } from './journal-entry-posted';
import { MoneyError } from '../shared/money';
import { thenRefused } from '../given-when-then.test-helper';

const CASH = 'acc-cash';
const CAPITAL = 'acc-capital';
const BANK = 'acc-bank';
const debit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: amount, credit: 0 });
const credit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: 0, credit: amount });

const TWO_LINES = { kind: 'rule' as const, message: 'At least two journal lines are required' };
const UNBALANCED = { kind: 'rule' as const, message: 'Total debits must equal total credits' };
const ONE_SIDED = { kind: 'rule' as const, message: 'Each journal line needs a debit or a credit above zero, not both' };

describe('assertBalanced', () => {
  it('accepts balanced one-sided lines, to the poisha', () => {
    assert.doesNotThrow(() => assertBalanced([debit(CASH, 500_000), credit(CAPITAL, 500_000)]));
    assert.doesNotThrow(() => assertBalanced([debit(CASH, 1), debit(BANK, 2), credit(CAPITAL, 3)]));
  });

  it('refuses no lines and a single line', () => {
    thenRefused(() => assertBalanced([]), TWO_LINES);
    thenRefused(() => assertBalanced([debit(CASH, 100)]), TWO_LINES);
  });

  it('refuses totals that differ, even by one poisha', () => {
    thenRefused(() => assertBalanced([debit(CASH, 500_000), credit(CAPITAL, 499_999)]), UNBALANCED);
    thenRefused(() => assertBalanced([debit(CASH, 100), debit(BANK, 100)]), UNBALANCED);
  });

  it('refuses a line with both a debit and a credit', () => {
    thenRefused(() => assertBalanced([{ accountId: CASH, debit: 100, credit: 100 }, credit(CAPITAL, 0)]), ONE_SIDED);
    thenRefused(() => assertBalanced([{ accountId: CASH, debit: 200, credit: 100 }, credit(CAPITAL, 100)]), ONE_SIDED);
  });

  it('refuses a zero line and a negative amount', () => {
    thenRefused(() => assertBalanced([debit(CASH, 100), credit(CAPITAL, 100), debit(BANK, 0)]), ONE_SIDED);
    thenRefused(() => assertBalanced([debit(CASH, -100), credit(CAPITAL, -100)]), ONE_SIDED);
    thenRefused(() => assertBalanced([{ accountId: CASH, debit: -100, credit: 100 }, debit(CAPITAL, 100)]), ONE_SIDED);
  });

  it('refuses a fraction of a poisha', () => {
    assert.throws(() => assertBalanced([debit(CASH, 10.5), credit(CAPITAL, 10.5)]), (error: unknown) => {
      assert.ok(error instanceof MoneyError);
      assert.equal(error.message, 'debit must be a whole number of poisha');
      return true;
    });
  });
});

describe('journalEntryPosted', () => {
  const data: JournalEntryPostedData = {
    journalEntryId: 'je-1',
    date: '2025-01-15',
    reference: 'JE-0001',
    description: 'Owner invests cash',
    lines: [debit(CASH, 500_000), credit(CAPITAL, 500_000)],
    source: { kind: 'owner-investment', stream: 'owner-transaction-1', eventId: 'evt-1' },
    postedBy: 'user-1',
    postedAt: '2025-01-15T10:00:00.000Z',
  };

  it('wraps balanced data in a JournalEntryPosted event', () => {
    assert.deepStrictEqual(journalEntryPosted(data), { type: 'JournalEntryPosted', data });
    assert.equal(journalEntryStream('je-1'), 'journal-entry-je-1');
  });

  it('refuses unbalanced data', () => {
    thenRefused(() => journalEntryPosted({ ...data, lines: [debit(CASH, 500_000), credit(CAPITAL, 50_000)] }), UNBALANCED);
    thenRefused(() => journalEntryPosted({ ...data, lines: [debit(CASH, 500_000)] }), TWO_LINES);
  });
});
