import { PRICE_HISTORY, PRODUCTS, STOCK_MOVEMENTS } from '@dealer/read-models';
import { RowBatch } from '../row-batch';

/**
 * Pending writes of products, their stock movements and price history for one batch.
 *
 * `products.quantity` and `products.stock_value` are counters: this projection adds each stock
 * movement's change (Spare Parts, Accessories); the purchasing projection adds a Motorcycle
 * product's units (+1 / −1 and ± the unit's price) in its flush, and writes those units' movements
 * itself (purchasing/unit-movements.ts: their stock after each is only known in SQL). `unit_count`
 * counts the units linked to a product (MotorcycleUnitLinked / Unlinked).
 */
export class ProductsBatch {
  readonly products = new RowBatch(PRODUCTS);
  readonly movements = new RowBatch(STOCK_MOVEMENTS);
  readonly priceHistory = new RowBatch(PRICE_HISTORY);
}
