import { ruleViolation } from '../shared/errors';
import type { DomainEvent } from '../shared/events';

/**
 * The closed period of the books. A profit transfer closes the books through its date, so the
 * revenue and expense balances it zeroed stay zero: every later posting dated on or before that
 * day is refused, and a correction goes into an open period instead.
 */
export const BOOKS_CLOSING_STREAM = 'books-closing';

export type BooksClosed = DomainEvent<'BooksClosed', { closedThrough: string; profitTransferId: string; closedBy: string; closedAt: string }>;
export type BooksEvent = BooksClosed;

export interface BooksState {
  /** The last closed day (YYYY-MM-DD), or null while no period is closed. */
  closedThrough: string | null;
}

export const initialBooksState: BooksState = { closedThrough: null };

export function evolveBooks(state: BooksState, event: BooksEvent): BooksState {
  switch (event.type) {
    case 'BooksClosed':
      // Dates compare as text in YYYY-MM-DD; a closing never reopens an earlier one.
      return { closedThrough: state.closedThrough && state.closedThrough > event.data.closedThrough ? state.closedThrough : event.data.closedThrough };
    default:
      return state;
  }
}

export const isInClosedPeriod = (books: BooksState, date: string) => books.closedThrough !== null && date <= books.closedThrough;

export function assertBooksOpen(books: BooksState, date: string): void {
  if (isInClosedPeriod(books, date)) throw ruleViolation(`The books are closed through ${books.closedThrough}; post in an open period`);
}
