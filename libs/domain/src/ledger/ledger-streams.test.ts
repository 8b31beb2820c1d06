import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { foldStream } from '../streams';
import { BOOKS_CLOSING_STREAM, initialBooksState } from './books';
import { journalEntryStream } from './journal-entry-posted';
import { initialJournalEntryState } from './journal-entries';
import { initialTransferState, transferStream } from './transfers';
import { expenseStream, initialExpenseState } from './expenses';
import { initialOwnerEquityState, ownerEquityStream } from './owner-equity';
import { initialProfitTransferState, profitTransferStream } from './profit-transfer';

describe('ledger stream kinds', () => {
  it('gives each ledger stream kind its initial state when the stream is empty', () => {
    assert.deepStrictEqual(foldStream(journalEntryStream('x'), []), initialJournalEntryState);
    assert.deepStrictEqual(foldStream(transferStream('x'), []), initialTransferState);
    assert.deepStrictEqual(foldStream(expenseStream('x'), []), initialExpenseState);
    assert.deepStrictEqual(foldStream(ownerEquityStream('x'), []), initialOwnerEquityState);
    assert.deepStrictEqual(foldStream(profitTransferStream('x'), []), initialProfitTransferState);
    assert.deepStrictEqual(foldStream(BOOKS_CLOSING_STREAM, []), initialBooksState);
  });

  it('folds a profit-transfer stream with its own evolve, not the transfer one', () => {
    const state = foldStream(profitTransferStream('pt-1'), [
      { type: 'ProfitTransferred', data: { profitTransferId: 'pt-1', journalEntryId: 'je-1', transferDate: '2025-06-30', totalRevenue: 5, totalExpenses: 2, netIncome: 3, retainedEarningsAccountId: 'a', transferredBy: 'u', transferredAt: 't' } },
    ]);
    assert.deepStrictEqual(state, { status: 'transferred', profitTransferId: 'pt-1', journalEntryId: 'je-1', transferDate: '2025-06-30', netIncome: 3, reversalEntryId: null });
  });

  it('folds an opening-balance posting in a journal entry stream to Posted', () => {
    const data = { journalEntryId: 'je-open', date: '2025-01-01', reference: 'OPEN-1101', description: 'Opening', lines: [{ accountId: 'a', debit: 1, credit: 0 }, { accountId: 'b', debit: 0, credit: 1 }], source: { kind: 'opening-balance' as const, stream: 'gl-account-a' }, postedBy: 'u', postedAt: 't' };
    assert.deepStrictEqual(foldStream(journalEntryStream('je-open'), [{ type: 'JournalEntryPosted', data }]), {
      status: 'posted', journalEntryId: 'je-open', date: '2025-01-01', reference: 'OPEN-1101', description: 'Opening', lines: data.lines, source: data.source, reversalOf: null, reversalEntryId: null,
    });
  });
});
