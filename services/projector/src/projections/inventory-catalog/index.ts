import type { StatementSink } from '../statements';
import type { Projection } from '../projection';
import { supplierHandlers, vehicleHandlers } from './handlers';
import { InventoryCatalogBatch } from './tables';

export { InventoryCatalogBatch } from './tables';

/**
 * The catalogue the stock is bought from and fitted to: vehicle models and suppliers.
 * The suppliers' purchase_count and open_payable_count are moved by the purchases and payables
 * handlers through `batch.inventoryCatalog.suppliers.add(...)` (see tables.ts).
 */
declare module '../batch' {
  interface ProjectionBatch {
    inventoryCatalog: InventoryCatalogBatch;
  }
}

export const inventoryCatalogProjection: Projection<'inventoryCatalog'> = {
  name: 'inventoryCatalog',
  tables: { vehicles: 'id', suppliers: 'id' },
  createState: () => new InventoryCatalogBatch(),
  handlers: { ...vehicleHandlers, ...supplierHandlers },
  flush(state: InventoryCatalogBatch, db: StatementSink, schema: string) {
    state.vehicles.flush(db, schema);
    state.suppliers.flush(db, schema);
  },
};
