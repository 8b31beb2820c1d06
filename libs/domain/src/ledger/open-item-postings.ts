import type { StreamEvents } from '../shared/events';
import { assertBooksOpen, type BooksState } from './books';
import { reverseOnItsDate, type JournalEntryState } from './journal-entries';
import type { PostingSource } from './journal-entry-posted';

/**
 * The ledger side of an open item entered by hand (a supplier's bill, a debt from before the books,
 * shared/open-items.ts): a correction reverses its posting on its own date and posts anew, a
 * deletion reverses it. The decision is given the state of the item's entry (`postedEntry`, read by the caller).
 */
export interface EnteredItemEntry {
  postedEntry: JournalEntryState;
  books: BooksState;
  /** The entry the item names as its own (`origin.journalEntryId`). */
  journalEntryId: string;
  /** What the item is ('bill', 'receivable'), in the error when the caller read another entry. */
  item: string;
  source: PostingSource;
}

/**
 * The item's entry as its correction or deletion was given it (`postedEntry`, `books`), which must
 * be the one it names (`journalEntryId`): a caller that read another one has a bug, not a refusal.
 */
export function itsEntry(given: Pick<EnteredItemEntry, 'postedEntry' | 'books'>, journalEntryId: string, item: string, source: PostingSource): EnteredItemEntry {
  if (given.postedEntry.journalEntryId !== journalEntryId) throw new Error(`postedEntry must be the ${item}'s entry ${journalEntryId}`);
  return { postedEntry: given.postedEntry, books: given.books, journalEntryId, item, source };
}

/** The item's posting reversed on its own date; `happened` says why ("Bill B-1 deleted"). */
export function reverseItsEntry(entry: EnteredItemEntry, reversal: { reversalEntryId: string; happened: string; by: string; at: string }): StreamEvents[] {
  return reverseOnItsDate(entry.postedEntry, { ...reversal, source: entry.source }, entry.books);
}

/** A deletion of an open item entered by hand, as its command names it. */
export interface EnteredItemDeletion {
  reversalEntryId: string;
  deletedBy: string;
  deletedAt: string;
}

/**
 * An open item entered by hand, deleted: its cancellation on its own stream, what its kind frees
 * with it (a bill's number), then its posting reversed on its own date (`happened`: why).
 */
export function deletedEnteredItem(entry: EnteredItemEntry, command: EnteredItemDeletion, deleted: { cancellation: StreamEvents; frees: StreamEvents[]; happened: string }): StreamEvents[] {
  const reversal = { reversalEntryId: command.reversalEntryId, happened: deleted.happened, by: command.deletedBy, at: command.deletedAt };
  return [deleted.cancellation, ...deleted.frees, ...reverseItsEntry(entry, reversal)];
}

/** A correction of an open item entered by hand, as its command names it (`journalEntryId`: the new posting's, when it reposts). */
export interface EnteredItemCorrection {
  reversalEntryId: string;
  journalEntryId: string;
  amendedBy: string;
  amendedAt: string;
}

/**
 * A correction that changes the item's posting (its amount, date or account): the books open on
 * its date, the old posting reversed on its own date (`happened`: why), then the new one (`posting`).
 */
export function repostedEnteredItem(entry: EnteredItemEntry, command: EnteredItemCorrection, corrected: { date: string; happened: string; posting: () => StreamEvents[] }): StreamEvents[] {
  assertBooksOpen(entry.books, corrected.date);
  const reversed = reverseItsEntry(entry, { reversalEntryId: command.reversalEntryId, happened: corrected.happened, by: command.amendedBy, at: command.amendedAt });
  return [...reversed, ...corrected.posting()];
}

/** An open item entered by hand, recorded: its posting's entry, by whom and when. */
export interface EnteredItemRecording {
  journalEntryId: string;
  recordedBy: string;
  recordedAt: string;
}
