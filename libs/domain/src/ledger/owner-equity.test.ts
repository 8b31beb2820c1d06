import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, stateOf, thenEvents, thenRefused } from '../given-when-then.test-helper';
import { glAccountStream } from '../accounts/gl-accounts';
import { BOOKS_CLOSING_STREAM, type BooksClosed } from './books';
import { ownerEquityStream, type OwnerEquityState } from './owner-equity';
import { ACCOUNTS, BANK, CAPITAL, CASH, chartHistory, credit, debit, DRAWINGS, whenDrawingRecorded, whenInvestmentRecorded } from './ledger-fixtures.test-helper';

const chart = chartHistory();
const command = {
  ownerTransactionId: 'own-1',
  journalEntryId: 'je-own-1',
  cashAccountId: BANK,
  amount: 100_000_000,
  date: '2025-01-02',
  description: 'Capital for the new showroom',
  recordedBy: 'user-owner',
  recordedAt: '2025-01-02T10:00:00.000Z',
};
const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });
const posted = (reference: string, lines: unknown[], kind: string) => ({
  type: 'JournalEntryPosted',
  data: {
    journalEntryId: 'je-own-1', date: '2025-01-02', reference, description: 'Capital for the new showroom', lines,
    source: { kind, stream: 'owner-equity-own-1' }, postedBy: 'user-owner', postedAt: '2025-01-02T10:00:00.000Z',
  },
});

describe("owner's equity: investment and drawing", () => {
  it("given no transaction, when an investment is recorded, then OwnerInvestmentRecorded and cash debited, Owner's Capital credited", () => {
    thenEvents(whenInvestmentRecorded(chart, command), [
      {
        stream: 'owner-equity-own-1',
        events: [{
          type: 'OwnerInvestmentRecorded',
          data: { ownerTransactionId: 'own-1', journalEntryId: 'je-own-1', cashAccountId: BANK, equityAccountId: CAPITAL, amount: 100_000_000, date: '2025-01-02', description: 'Capital for the new showroom', recordedBy: 'user-owner', recordedAt: '2025-01-02T10:00:00.000Z' },
        }],
      },
      { stream: 'journal-entry-je-own-1', events: [posted('CAP-OWN1', [debit(BANK, 100_000_000), credit(CAPITAL, 100_000_000)], 'owner-investment') as never] },
    ]);
  });

  it("given no transaction, when a drawing is recorded, then OwnerDrawingRecorded and Owner's Drawings debited, cash credited", () => {
    const decided = whenDrawingRecorded(chart, command);
    thenEvents(decided, [
      {
        stream: 'owner-equity-own-1',
        events: [{
          type: 'OwnerDrawingRecorded',
          data: { ownerTransactionId: 'own-1', journalEntryId: 'je-own-1', cashAccountId: BANK, equityAccountId: DRAWINGS, amount: 100_000_000, date: '2025-01-02', description: 'Capital for the new showroom', recordedBy: 'user-owner', recordedAt: '2025-01-02T10:00:00.000Z' },
        }],
      },
      { stream: 'journal-entry-je-own-1', events: [posted('DRW-OWN1', [debit(DRAWINGS, 100_000_000), credit(BANK, 100_000_000)], 'owner-drawing') as never] },
    ]);
    assert.deepStrictEqual(stateOf<OwnerEquityState>(appended(chart, decided), ownerEquityStream('own-1')), {
      status: 'recorded', kind: 'drawing', ownerTransactionId: 'own-1', journalEntryId: 'je-own-1', cashAccountId: BANK, equityAccountId: DRAWINGS,
      amount: 100_000_000, date: '2025-01-02', description: 'Capital for the new showroom',
    });
  });

  it('refuses missing fields with the spec messages', () => {
    for (const when of [whenInvestmentRecorded, whenDrawingRecorded]) {
      thenRefused(() => when(chart, { ...command, amount: undefined as never, date: '', cashAccountId: '', description: ' ' }), validation({
        amount: 'Please enter amount',
        date: 'Please select date',
        cashAccount: 'Please select account',
        description: 'Please enter description',
      }));
    }
  });

  it('refuses an amount of zero or less, and a cash account that is not an active Asset', () => {
    thenRefused(() => whenInvestmentRecorded(chart, { ...command, amount: -1 }), validation({ amount: 'Amount must be greater than zero' }));
    thenRefused(() => whenInvestmentRecorded(chart, { ...command, cashAccountId: ACCOUNTS.loan.id }), validation({ cashAccount: 'Long-term Loans is not an Asset account' }));
    thenRefused(() => whenDrawingRecorded(chart, { ...command, cashAccountId: ACCOUNTS.dormant.id }), validation({ cashAccount: 'Account 1199 Old Petty Cash is inactive' }));
  });

  it('refuses when the system account is missing', () => {
    const noCapital = appended(chart, [{ stream: glAccountStream(CAPITAL), events: [{ type: 'GlAccountDeleted', data: { glAccountId: CAPITAL } }] }]);
    thenRefused(() => whenInvestmentRecorded(noCapital, command), { kind: 'rule', message: "The Owner's Capital account is missing: initialize the chart of accounts first" });
    const noDrawings = appended(chart, [{ stream: glAccountStream(DRAWINGS), events: [{ type: 'GlAccountDeleted', data: { glAccountId: DRAWINGS } }] }]);
    thenRefused(() => whenDrawingRecorded(noDrawings, command), { kind: 'rule', message: "The Owner's Drawings account is missing: initialize the chart of accounts first" });
  });

  it('refuses a transaction that exists, and one dated in closed books', () => {
    const recorded = appended(chart, whenInvestmentRecorded(chart, command));
    thenRefused(() => whenDrawingRecorded(recorded, command), { kind: 'conflict', message: 'Owner equity transaction already exists' });
    const closed = appended(chart, [{ stream: BOOKS_CLOSING_STREAM, events: [{ type: 'BooksClosed', data: { closedThrough: '2025-01-31', profitTransferId: 'pt', closedBy: 'u', closedAt: 't' } } satisfies BooksClosed] }]);
    thenRefused(() => whenInvestmentRecorded(closed, { ...command, cashAccountId: CASH }), { kind: 'rule', message: 'The books are closed through 2025-01-31; post in an open period' });
  });
});
