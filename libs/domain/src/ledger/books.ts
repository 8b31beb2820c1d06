import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { ruleViolation } from '../shared/errors';
import type { DomainEvent } from '../shared/events';

/**
 * The closed period of the books. A profit transfer closes the books through its date, so the
 * revenue and expense balances it zeroed stay zero: every later posting dated on or before that
 * day is refused, and a correction goes into an open period instead. The latest closing can be
 * reversed (its closing entry reversed in the same append): the books then reopen back to the
 * closing before it.
 */
export const BOOKS_CLOSING_STREAM = STREAM_NAMES.booksClosing.name;

export type BooksClosed = DomainEvent<'BooksClosed', { closedThrough: string; profitTransferId: string; closedBy: string; closedAt: string }>;
/**
 * The closing of `profitTransferId` (through `reopenedFrom`) was reversed: the books are closed
 * through `closedThrough` again, the date of the closing before it (null: no period is closed).
 */
export type BooksReopened = DomainEvent<
  'BooksReopened',
  { profitTransferId: string; reopenedFrom: string; closedThrough: string | null; reason: string; reopenedBy: string; reopenedAt: string }
>;
export type BooksEvent = BooksClosed | BooksReopened;

export interface BooksClosing {
  profitTransferId: string;
  closedThrough: string;
}

export interface BooksState {
  /** The last closed day (YYYY-MM-DD), or null while no period is closed. */
  closedThrough: string | null;
  /** The closings in force, oldest first: only the last one can be reversed (left out: none). */
  closings?: BooksClosing[];
}

export const initialBooksState: BooksState = { closedThrough: null, closings: [] };

export function evolveBooks(state: BooksState, event: BooksEvent): BooksState {
  switch (event.type) {
    case 'BooksClosed': {
      const { closedThrough, profitTransferId } = event.data;
      const closings = [...(state.closings ?? []), { profitTransferId, closedThrough }];
      // Dates compare as text in YYYY-MM-DD; a closing never reopens an earlier one.
      return { closedThrough: state.closedThrough && state.closedThrough > closedThrough ? state.closedThrough : closedThrough, closings };
    }
    case 'BooksReopened': {
      const closings = (state.closings ?? []).filter((closing) => closing.profitTransferId !== event.data.profitTransferId);
      return { closedThrough: event.data.closedThrough, closings };
    }
    default:
      return state;
  }
}

/** The closing that a reversal may undo: the last one in force (null when none is). */
export const latestClosing = (books: BooksState): BooksClosing | null => books.closings?.at(-1) ?? null;

export const isInClosedPeriod = (books: BooksState, date: string) => books.closedThrough !== null && date <= books.closedThrough;

export function assertBooksOpen(books: BooksState, date: string): void {
  if (isInClosedPeriod(books, date)) throw ruleViolation(`The books are closed through ${books.closedThrough}; post in an open period`);
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const BOOKS_CLOSING_STREAM_KIND = streamKindOf(STREAM_NAMES.booksClosing, { initialState: initialBooksState, evolve: evolveBooks });
