import type { RecordedEvent } from '@dealer/event-store';
import { accountsProjection } from './accounts';
import type { ProjectionBatch } from './batch';
import { booksProjection } from './books';
import { ledgerProjection } from './ledger';
import type { EventHandler, Projection } from './projection';
import type { StatementSink } from './statements';
import { usersProjection } from './users';
import { inventoryCatalogProjection } from './inventory-catalog';
import { productsProjection } from './products';
import { purchasingProjection } from './purchasing';
import { customersProjection } from './customers';
import { settingsProjection } from './settings';
import { vatSettingsProjection } from './vat-settings';
import { vatReturnsProjection } from './vat-returns';
import { bookingsProjection } from './bookings';
import { receivablesProjection } from './receivables';
import { invoicesProjection } from './invoices';
import { reconciliationProjection } from './reconciliation';
import { dailySalesProjection } from './daily-sales';
import { entryReferencesProjection } from './entry-references';
import { cashCountsProjection } from './cash-counts';
import { approvalsProjection } from './approvals';
import { moneyReceiptsProjection } from './money-receipts';
import { vatRegistersProjection } from './vat-registers';

export type { ProjectionBatch } from './batch';

/**
 * Every projection, in flush order: the one list a new projection is added to. Accounts flush
 * before the ledger, because journal lines move the totals of accounts that may be opened in the
 * same batch (the opening-balance entry). The books (transfers, expenses, owner's equity, profit
 * transfers, closed period) only reference entries and accounts by id. Money receipts number the
 * rows the bookings and invoices projections wrote, so they flush after both. The VAT registers
 * follow the invoices' and purchases' events and read their numbers and stock movements: last.
 */
export const PROJECTIONS: readonly Projection[] = [usersProjection, accountsProjection, ledgerProjection, booksProjection, inventoryCatalogProjection, productsProjection, purchasingProjection, customersProjection, settingsProjection, vatSettingsProjection, bookingsProjection, receivablesProjection, invoicesProjection, moneyReceiptsProjection, dailySalesProjection, entryReferencesProjection, reconciliationProjection, cashCountsProjection, approvalsProjection, vatReturnsProjection, vatRegistersProjection] as Projection[];

const HANDLERS = new Map<string, EventHandler<unknown, ProjectionBatch>>();
for (const projection of PROJECTIONS) {
  for (const [type, handler] of Object.entries(projection.handlers)) {
    if (HANDLERS.has(type)) throw new Error(`Two projections handle ${type}`);
    HANDLERS.set(type, handler);
  }
}
for (const projection of PROJECTIONS) {
  for (const [type, follower] of Object.entries(projection.follows ?? {})) {
    const owner = HANDLERS.get(type);
    if (!owner) throw new Error(`${projection.name} follows ${type}, which no projection handles`);
    HANDLERS.set(type, (data, event, batch) => {
      owner(data, event, batch);
      follower(data, event, batch);
    });
  }
}

/** Event types some projection handles; every other type (UniqueValueClaimed…) is skipped. */
export const HANDLED_EVENT_TYPES: readonly string[] = [...HANDLERS.keys()];

/** Every read-model table with the order that makes its dump deterministic. */
export const READ_MODEL_TABLES: Readonly<Record<string, string>> = Object.assign({}, ...PROJECTIONS.map((projection) => projection.tables));

export function createBatch(): ProjectionBatch {
  return Object.fromEntries(PROJECTIONS.map((projection) => [projection.name, projection.createState()])) as unknown as ProjectionBatch;
}

/** Folds one event into the batch in memory; false when no projection knows its type. */
export function applyEvent(batch: ProjectionBatch, event: RecordedEvent): boolean {
  const handler = HANDLERS.get(event.type);
  if (!handler) return false;
  handler(event.data, event, batch);
  return true;
}

export function flushBatch(batch: ProjectionBatch, db: StatementSink, schema: string): void {
  for (const projection of PROJECTIONS) projection.flush(batch[projection.name], db, schema);
}
