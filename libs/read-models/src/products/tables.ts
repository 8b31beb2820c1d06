/**
 * The products feature's read-model tables (in READ_MODELS_SCHEMA), as its migrations create
 * them. Rows as a reader's node-postgres returns them: bigint (poisha, quantities, positions) as a
 * decimal string, timestamptz as a Date, `date` as 'YYYY-MM-DD' text (readers set that parser).
 *
 * Who writes what (one projection per event type):
 * - the products projection (services/projector/src/projections/products) handles every event of
 *   a `product-{id}` stream: the catalogue fields, the price history, and every stock movement
 *   event, which moves `quantity` and `stock_value` of a Spare Parts or Accessories product;
 * - for a **Motorcycle** product the stock is its units in the register that are not Sold (DESIGN
 *   §9): the purchasing projection (after this one in PROJECTIONS) moves `quantity` (+1/−1) and
 *   `stock_value` (± the unit's purchase price) from the unit events, and inserts the unit
 *   movements into `stock_movements` (one per unit entering, leaving or repriced, the chassis
 *   number in `reference`). Both columns are counters of the products RowBatch
 *   (`batch.products.products.add(productId, 'quantity', 1)`), so a movement in the same batch as
 *   the product's creation lands after its insert.
 */
export const PRODUCTS_TABLE = 'products';
export const STOCK_MOVEMENTS_TABLE = 'stock_movements';
export const PRICE_HISTORY_TABLE = 'price_history';
/** Per type, the live products' count, stock and value (a trigger on products keeps it: see its migration). */
export const PRODUCT_TOTALS_TABLE = 'product_totals';

export interface ProductTotalRecord {
  /** 'Motorcycle' | 'Spare Parts' | 'Accessories' (each row exists from the start). */
  type: string;
  count: string;
  quantity: string;
  /** Poisha. */
  stock_value: string;
}

export interface ProductRecord {
  id: string;
  name: string;
  model: string;
  sku: string;
  barcode: string;
  description: string;
  color: string;
  /** 'Motorcycle' | 'Spare Parts' | 'Accessories' */
  type: string;
  supplier_id: string | null;
  /** Vehicle ids a spare part fits (jsonb array; [] for other types). */
  compatibility: string[];
  /** Poisha. */
  sale_price: string;
  /** The last unit cost named (creation, an edit, a purchase, a stock in), poisha. */
  cost: string;
  track_inventory: boolean;
  reorder_level: number;
  reorder_quantity: number;
  location: string;
  notes: string;
  is_active: boolean;
  /** Units in stock (see above for Motorcycle products). */
  quantity: string;
  /** The value of those units, poisha (moving weighted average; units at their own price). */
  stock_value: string;
  /** Generated: round(stock_value / quantity) half up, or `cost` when nothing is in stock; poisha. */
  average_cost: string;
  /** Generated for search: lower(name) newline lower(model) ("contains"). */
  search_text: string;
  /** Motorcycle units linked to the product (sold ones included): not its stock. */
  unit_count: number;
  /**
   * Rows of stock_movements of a Spare Parts or Accessories product, so a history of a million
   * movements pages without counting them (a Motorcycle product's unit rows are counted).
   */
  movement_count: string;
  created_by: string | null;
  /** Timestamps of the events (a replay writes the same). */
  created_at: Date;
  /** Moves with any edit or stock movement (`lastUpdated`). */
  updated_at: Date;
  /** Set when deleted: the row stays so movements, purchases and invoices that name it still resolve it. */
  deleted_at: Date | null;
}

export interface StockMovementRecord {
  /** The id of the event that recorded the movement. */
  id: string;
  product_id: string;
  /** The domain's movement id (an adjustment's, a purchase line's…). */
  movement_id: string;
  /** Business day, YYYY-MM-DD. */
  date: string;
  /** 'opening' | 'stock_in' | 'stock_out' | 'adjustment' | 'damaged' | 'revaluation' | 'purchase' | 'purchase_reversal' | 'sale' | 'sale_return' */
  type: string;
  /** Signed units. */
  quantity_change: string;
  /** Signed poisha: the change in stock value. */
  value_change: string;
  quantity_after: string;
  value_after: string;
  /** Poisha; the unit cost of stock brought in at a price, else null. */
  unit_cost: string | null;
  reference: string;
  reason: string;
  /** The entry that posted it (null when no value moved). */
  journal_entry_id: string | null;
  /** The stream of the fact that moved it when not the product's own (purchase-…, invoice-…, motorcycle-…). */
  source_stream: string | null;
  recorded_by: string | null;
  recorded_at: Date;
  /** Global position of the event: the order of movements recorded on one day. */
  position: string;
}

export interface PriceHistoryRecord {
  /** The id of the ProductPriceChanged event. */
  id: string;
  product_id: string;
  /** 'cost' | 'salePrice' */
  price_type: string;
  /** Poisha; null for the first price. */
  previous_price: string | null;
  price: string;
  /** Business day, YYYY-MM-DD. */
  date: string;
  reason: string;
  /** 'created' | 'edit' | 'stock_in' | 'purchase' | 'purchase_edit' */
  source: string;
  source_stream: string | null;
  /** A purchase's memo number, a stock in's reference, or ''. */
  reference: string;
  changed_by: string | null;
  changed_at: Date;
  position: string;
}
