import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import { BOOKS_CLOSING_STREAM, type BooksClosed } from './books';
import type { JournalEntryPosted } from './journal-entry-posted';
import { voidTransfer, type TransferState } from './transfers';
import { ACCOUNTS, BANK, CASH, chartHistory, credit, debit, entryOf, transferOf, whenTransferAmended, whenTransferRecorded, whenTransferVoided } from './ledger-fixtures.test-helper';

const chart = chartHistory();
const record = {
  transferId: 't-1',
  journalEntryId: 'je-t-1',
  fromAccountId: CASH,
  toAccountId: BANK,
  amount: 2_500_000,
  date: '2025-05-10',
  remarks: 'Day takings to the bank',
  recordedBy: 'user-cashier',
  recordedAt: '2025-05-10T17:00:00.000Z',
};
const posting = (journalEntryId: string, from: string, to: string, amount: number, date: string, description: string, postedBy = 'user-cashier', postedAt = '2025-05-10T17:00:00.000Z'): JournalEntryPosted => ({
  type: 'JournalEntryPosted',
  data: { journalEntryId, date, reference: 'TRF-T1', description, lines: [debit(to, amount), credit(from, amount)], source: { kind: 'transfer', stream: 'transfer-t-1' }, postedBy, postedAt },
});
const recorded = appended(chart, whenTransferRecorded(chart, record));
const amend = { transferId: 't-1', reversalEntryId: 'je-t-1-rev', journalEntryId: 'je-t-1-b', amendedBy: 'user-accountant', amendedAt: '2025-05-11T09:00:00.000Z' };
const voiding = { transferId: 't-1', reversalEntryId: 'je-t-1-void', date: '2025-05-12', reason: ' Counted twice ', voidedBy: 'user-accountant', voidedAt: '2025-05-12T09:00:00.000Z' };
const closedThrough = (history: History, date: string) =>
  appended(history, [{ stream: BOOKS_CLOSING_STREAM, events: [{ type: 'BooksClosed', data: { closedThrough: date, profitTransferId: 'pt-1', closedBy: 'u', closedAt: 't' } } satisfies BooksClosed] }]);
const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });

describe('transfer: record', () => {
  it('given no transfer, when recorded, then TransferRecorded and an entry debiting the account it goes to, crediting the one it leaves', () => {
    thenEvents(whenTransferRecorded(chart, { ...record, remarks: ' Day takings to the bank ' }), [
      { stream: 'transfer-t-1', events: [{ type: 'TransferRecorded', data: record }] },
      { stream: 'journal-entry-je-t-1', events: [posting('je-t-1', CASH, BANK, 2_500_000, '2025-05-10', 'Day takings to the bank')] },
    ]);
  });

  it('describes the entry by its accounts when there are no remarks', () => {
    const decided = whenTransferRecorded(chart, { ...record, remarks: '' });
    assert.equal((decided[1].events[0] as JournalEntryPosted).data.description, 'Transfer from Cash in Hand to Bank Account');
  });

  it('refuses a transfer to the same account', () => {
    thenRefused(() => whenTransferRecorded(chart, { ...record, toAccountId: CASH }), validation({ to: 'Cannot transfer to the same account' }));
  });

  it('refuses an amount of zero or less, or not whole poisha', () => {
    thenRefused(() => whenTransferRecorded(chart, { ...record, amount: 0 }), validation({ amount: 'Amount must be greater than zero' }));
    thenRefused(() => whenTransferRecorded(chart, { ...record, amount: -100 }), validation({ amount: 'Amount must be greater than zero' }));
    thenRefused(() => whenTransferRecorded(chart, { ...record, amount: 10.5 }), validation({ amount: 'Amount must be a whole number of poisha' }));
  });

  it('refuses missing fields, all at once', () => {
    thenRefused(() => whenTransferRecorded(chart, { ...record, fromAccountId: '', toAccountId: '', amount: undefined as never, date: '' }), validation({
      from: 'Please select the account to transfer from',
      to: 'Please select the account to transfer to',
      amount: 'Please enter amount',
      date: 'Please select date',
    }));
  });

  it('refuses unknown, deleted and inactive accounts', () => {
    thenRefused(() => whenTransferRecorded(chart, { ...record, fromAccountId: 'acc-nowhere', toAccountId: ACCOUNTS.closed.id }), validation({ from: 'Account not found', to: 'Account not found' }));
    thenRefused(() => whenTransferRecorded(chart, { ...record, toAccountId: ACCOUNTS.dormant.id }), validation({ to: 'Account 1199 Old Petty Cash is inactive' }));
  });

  it('refuses a transfer that exists, and one dated in closed books', () => {
    thenRefused(() => whenTransferRecorded(recorded, record), { kind: 'conflict', message: 'Transfer already exists' });
    thenRefused(() => whenTransferRecorded(closedThrough(chart, '2025-05-10'), record), { kind: 'rule', message: 'The books are closed through 2025-05-10; post in an open period' });
  });
});

describe('transfer: amend', () => {
  it('given a transfer, when amended, then TransferAmended, its entry reversed on its own date, and the amended entry posted', () => {
    thenEvents(whenTransferAmended(recorded, { ...amend, amount: 2_000_000, date: '2025-05-11' }), [
      {
        stream: 'transfer-t-1',
        events: [{
          type: 'TransferAmended',
          data: {
            transferId: 't-1', reversedJournalEntryId: 'je-t-1', reversalEntryId: 'je-t-1-rev', journalEntryId: 'je-t-1-b',
            fromAccountId: CASH, toAccountId: BANK, amount: 2_000_000, date: '2025-05-11', remarks: 'Day takings to the bank',
            amendedBy: 'user-accountant', amendedAt: '2025-05-11T09:00:00.000Z',
          },
        }],
      },
      {
        stream: 'journal-entry-je-t-1',
        events: [{ type: 'JournalEntryReversed', data: { journalEntryId: 'je-t-1', reversalEntryId: 'je-t-1-rev', date: '2025-05-10', reversedBy: 'user-accountant', reversedAt: '2025-05-11T09:00:00.000Z' } }],
      },
      {
        stream: 'journal-entry-je-t-1-rev',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-t-1-rev', date: '2025-05-10', reference: 'REV-TRF-T1', description: 'Transfer amended: reversal of TRF-T1',
            lines: [credit(BANK, 2_500_000), debit(CASH, 2_500_000)], source: { kind: 'transfer', stream: 'transfer-t-1' },
            postedBy: 'user-accountant', postedAt: '2025-05-11T09:00:00.000Z', reversalOf: 'je-t-1',
          },
        }],
      },
      { stream: 'journal-entry-je-t-1-b', events: [posting('je-t-1-b', CASH, BANK, 2_000_000, '2025-05-11', 'Day takings to the bank', 'user-accountant', '2025-05-11T09:00:00.000Z')] },
    ]);
  });

  it('folds to the amended details and entry; a second amendment reverses the amended entry', () => {
    const history = appended(recorded, whenTransferAmended(recorded, { ...amend, toAccountId: ACCOUNTS.receivable.id }));
    assert.deepStrictEqual(transferOf(history, 't-1'), {
      status: 'recorded', transferId: 't-1', journalEntryId: 'je-t-1-b', fromAccountId: CASH, toAccountId: ACCOUNTS.receivable.id, amount: 2_500_000, date: '2025-05-10', remarks: 'Day takings to the bank',
    } satisfies TransferState);
    const again = whenTransferAmended(history, { transferId: 't-1', reversalEntryId: 'je-t-1-b-rev', journalEntryId: 'je-t-1-c', amount: 1, amendedBy: 'u', amendedAt: 't' });
    assert.deepStrictEqual(again.map(({ stream }) => stream), ['transfer-t-1', 'journal-entry-je-t-1-b', 'journal-entry-je-t-1-b-rev', 'journal-entry-je-t-1-c']);
  });

  it('given a transfer, when amended to the same values, then nothing', () => {
    thenEvents(whenTransferAmended(recorded, { ...amend, amount: 2_500_000, remarks: ' Day takings to the bank ' }), []);
  });

  it('refuses an amendment that breaks a rule', () => {
    thenRefused(() => whenTransferAmended(recorded, { ...amend, toAccountId: CASH }), validation({ to: 'Cannot transfer to the same account' }));
    thenRefused(() => whenTransferAmended(recorded, { ...amend, amount: 0 }), validation({ amount: 'Amount must be greater than zero' }));
  });

  it('refuses when the original or the new date is in closed books', () => {
    const closed = closedThrough(recorded, '2025-05-10');
    thenRefused(() => whenTransferAmended(closed, { ...amend, date: '2025-05-11' }), { kind: 'rule', message: 'The books are closed through 2025-05-10; post in an open period' });
    thenRefused(() => whenTransferAmended(closed, { ...amend, amount: 1 }), { kind: 'rule', message: 'The books are closed through 2025-05-10; post in an open period' });
  });

  it('given no transfer, when amended, then not found', () => {
    thenRefused(() => whenTransferAmended(chart, { ...amend, amount: 1 }), { kind: 'not_found', message: 'Transfer not found' });
  });
});

describe('transfer: void', () => {
  const voided = appended(recorded, whenTransferVoided(recorded, voiding));

  it('given a transfer, when voided, then TransferVoided and its entry reversed on the void date', () => {
    thenEvents(whenTransferVoided(recorded, voiding), [
      {
        stream: 'transfer-t-1',
        events: [{
          type: 'TransferVoided',
          data: { transferId: 't-1', reversedJournalEntryId: 'je-t-1', reversalEntryId: 'je-t-1-void', date: '2025-05-12', reason: 'Counted twice', voidedBy: 'user-accountant', voidedAt: '2025-05-12T09:00:00.000Z' },
        }],
      },
      {
        stream: 'journal-entry-je-t-1',
        events: [{ type: 'JournalEntryReversed', data: { journalEntryId: 'je-t-1', reversalEntryId: 'je-t-1-void', date: '2025-05-12', reversedBy: 'user-accountant', reversedAt: '2025-05-12T09:00:00.000Z' } }],
      },
      {
        stream: 'journal-entry-je-t-1-void',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-t-1-void', date: '2025-05-12', reference: 'REV-TRF-T1', description: 'Transfer voided: reversal of TRF-T1 (Counted twice)',
            lines: [credit(BANK, 2_500_000), debit(CASH, 2_500_000)], source: { kind: 'transfer', stream: 'transfer-t-1' },
            postedBy: 'user-accountant', postedAt: '2025-05-12T09:00:00.000Z', reversalOf: 'je-t-1',
          },
        }],
      },
    ]);
    assert.equal(transferOf(voided, 't-1').status, 'voided');
    assert.equal(entryOf(voided, 'je-t-1').status, 'reversed');
  });

  it('given a voided transfer, when voided again or amended, then refused', () => {
    thenRefused(() => whenTransferVoided(voided, { ...voiding, reversalEntryId: 'je-t-1-void-2' }), { kind: 'rule', message: 'A voided transfer cannot be voided' });
    thenRefused(() => whenTransferAmended(voided, { ...amend, amount: 1 }), { kind: 'rule', message: 'A voided transfer cannot be amended' });
  });

  it('refuses a void date before the transfer, or in closed books', () => {
    thenRefused(() => whenTransferVoided(recorded, { ...voiding, date: '2025-05-09' }), validation({ date: 'The reversal date cannot be before the entry date 2025-05-10' }));
    thenRefused(() => whenTransferVoided(closedThrough(recorded, '2025-05-31'), voiding), { kind: 'rule', message: 'The books are closed through 2025-05-31; post in an open period' });
    assert.equal(whenTransferVoided(closedThrough(recorded, '2025-05-11'), voiding).length, 3);
  });

  it('given no transfer, when voided, then not found', () => {
    thenRefused(() => whenTransferVoided(chart, voiding), { kind: 'not_found', message: 'Transfer not found' });
  });

  it('a handler that loads the wrong entry is a bug, not a refusal', () => {
    assert.throws(
      () => voidTransfer(voiding, { transfer: transferOf(recorded, 't-1'), postedEntry: entryOf(recorded, 'je-other'), books: { closedThrough: null } }),
      { message: "postedEntry must be the transfer's entry je-t-1" },
    );
  });
});
