import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { initialBooksState, type BooksState } from './books';
import { initialJournalEntryState, type JournalEntryState } from './journal-entries';
import { deletedEnteredItem, itsEntry, repostedEnteredItem } from './open-item-postings';
import type { PostingSource } from './journal-entry-posted';

const SOURCE: PostingSource = { kind: 'supplier-bill', stream: 'payable-p1' };
const posted: JournalEntryState = {
  ...initialJournalEntryState,
  status: 'posted',
  journalEntryId: 'je-1',
  date: '2025-03-10',
  reference: 'B-1',
  description: 'Bill B-1 from Rangs',
  lines: [
    { accountId: 'acc-rent', debit: 12_500, credit: 0, description: '' },
    { accountId: 'acc-ap', debit: 0, credit: 12_500, description: '' },
  ],
  source: SOURCE,
};
const given = (books: BooksState = initialBooksState) => ({ postedEntry: posted, books });
const cancellation = { stream: 'payable-p1', events: [{ type: 'PayableCancelled', data: { payableId: 'p1' } }] };
const freed = { stream: 'unique-value-x', events: [{ type: 'UniqueValueReleased', data: {} }] };

describe('open items entered by hand: their entry', () => {
  it('given the entry the item names, then it is the entry to reverse', () => {
    assert.equal(itsEntry(given(), 'je-1', 'bill', SOURCE).postedEntry, posted);
  });

  it('given another entry than the one the item names, then it is a caller\'s bug, not a refusal', () => {
    assert.throws(() => itsEntry(given(), 'je-2', 'bill', SOURCE), /postedEntry must be the bill's entry je-2/);
  });
});

describe('open items entered by hand: deleted', () => {
  it('when deleted, then its cancellation, what it frees, then its entry reversed on its own date, in that order', () => {
    const decided = deletedEnteredItem(itsEntry(given(), 'je-1', 'bill', SOURCE), { reversalEntryId: 'je-r', deletedBy: 'u1', deletedAt: '2025-03-15T10:00:00Z' }, {
      cancellation,
      frees: [freed],
      happened: 'Bill B-1 deleted',
    });
    assert.deepStrictEqual(decided.slice(0, 2), [cancellation, freed]);
    assert.deepStrictEqual(decided.slice(2).map((change) => change.stream), ['journal-entry-je-1', 'journal-entry-je-r']);
    const reversal = decided[3].events[0].data as { date: string; description: string; source: PostingSource };
    assert.equal(reversal.date, '2025-03-10');
    assert.equal(reversal.description, 'Bill B-1 deleted: reversal of B-1');
    assert.deepStrictEqual(reversal.source, SOURCE);
  });
});

describe('open items entered by hand: corrected with a new posting', () => {
  const command = { reversalEntryId: 'je-r', journalEntryId: 'je-2', amendedBy: 'u1', amendedAt: '2025-03-15T10:00:00Z' };

  it('when reposted, then the old entry reversed, then the new posting', () => {
    const newPosting = [{ stream: 'journal-entry-je-2', events: [] }];
    const decided = repostedEnteredItem(itsEntry(given(), 'je-1', 'bill', SOURCE), command, { date: '2025-03-12', happened: 'Bill B-1 corrected', posting: () => newPosting });
    assert.deepStrictEqual(decided.map((change) => change.stream), ['journal-entry-je-1', 'journal-entry-je-r', 'journal-entry-je-2']);
  });

  it('given books closed through its new date, then refused before anything is posted', () => {
    let posted = false;
    const closed: BooksState = { ...initialBooksState, closedThrough: '2025-03-12' };
    const entry = itsEntry(given(closed), 'je-1', 'bill', SOURCE);
    assert.throws(() => repostedEnteredItem(entry, command, { date: '2025-03-12', happened: 'corrected', posting: () => ((posted = true), []) }));
    assert.equal(posted, false);
  });
});
