import type { RecordedEvent } from '@dealer/event-store';
import { accountsProjection } from './accounts';
import type { ProjectionBatch } from './batch';
import { booksProjection } from './books';
import { ledgerProjection } from './ledger';
import type { EventHandler } from './projection';
import type { StatementSink } from './statements';
import { usersProjection } from './users';

export type { ProjectionBatch } from './batch';

/**
 * Every projection, in flush order: accounts before the ledger, because journal lines move the
 * totals of accounts that may be opened in the same batch (the opening-balance entry). The books
 * (transfers, expenses, owner's equity, profit transfers, closed period) only reference entries
 * and accounts by id.
 */
export const PROJECTIONS = [usersProjection, accountsProjection, ledgerProjection, booksProjection] as const;

const HANDLERS = new Map<string, EventHandler<unknown, ProjectionBatch>>();
for (const projection of PROJECTIONS) {
  for (const [type, handler] of Object.entries(projection.handlers)) {
    if (HANDLERS.has(type)) throw new Error(`Two projections handle ${type}`);
    HANDLERS.set(type, handler);
  }
}

/** Event types some projection handles; every other type (UniqueValueClaimed…) is skipped. */
export const HANDLED_EVENT_TYPES: readonly string[] = [...HANDLERS.keys()];

export function createBatch(): ProjectionBatch {
  return {
    users: usersProjection.createState(),
    accounts: accountsProjection.createState(),
    ledger: ledgerProjection.createState(),
    books: booksProjection.createState(),
  };
}

/** Folds one event into the batch in memory; false when no projection knows its type. */
export function applyEvent(batch: ProjectionBatch, event: RecordedEvent): boolean {
  const handler = HANDLERS.get(event.type);
  if (!handler) return false;
  handler(event.data, event, batch);
  return true;
}

export function flushBatch(batch: ProjectionBatch, db: StatementSink, schema: string): void {
  usersProjection.flush(batch.users, db, schema);
  accountsProjection.flush(batch.accounts, db, schema);
  ledgerProjection.flush(batch.ledger, db, schema);
  booksProjection.flush(batch.books, db, schema);
}
