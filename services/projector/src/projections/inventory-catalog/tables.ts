import { SUPPLIERS, VEHICLES } from '@dealer/read-models';
import { RowBatch } from '../row-batch';

/** Pending writes of the vehicles and suppliers for one batch. */
export class InventoryCatalogBatch {
  readonly vehicles = new RowBatch(VEHICLES);

  /**
   * purchase_count and open_payable_count are counters for the purchases and payables projections
   * to move: `batch.inventoryCatalog.suppliers.add(supplierId, 'purchase_count', +1 | -1)`. They
   * live in this RowBatch so they flush after the supplier's own insert, whatever the flush order.
   */
  readonly suppliers = new RowBatch(SUPPLIERS);
}
