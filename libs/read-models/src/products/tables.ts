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
import { defineTable, jsonb, nullable, type RecordOf } from '../table-declaration';

export const PRODUCTS_TABLE = 'products';
export const STOCK_MOVEMENTS_TABLE = 'stock_movements';
export const PRICE_HISTORY_TABLE = 'price_history';
/** Per type, the live products' count, stock and value (a trigger on products keeps it: see its migration). */
export const PRODUCT_TOTALS_TABLE = 'product_totals';

/** Kept by a trigger on products (see its migration). */
export const PRODUCT_TOTALS = defineTable(PRODUCT_TOTALS_TABLE, {
  /** 'Motorcycle' | 'Spare Parts' | 'Accessories' (each row exists from the start). */
  key: ['type', 'text'],
  columns: {},
  counters: {
    count: 'bigint',
    quantity: 'bigint',
    /** Poisha. */
    stock_value: 'bigint',
  },
});
export type ProductTotalRecord = RecordOf<typeof PRODUCT_TOTALS>;

export const PRODUCTS = defineTable(PRODUCTS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    name: 'text',
    model: 'text',
    sku: 'text',
    barcode: 'text',
    description: 'text',
    color: 'text',
    /** 'Motorcycle' | 'Spare Parts' | 'Accessories' */
    type: 'text',
    supplier_id: nullable('uuid'),
    /** Vehicle ids a spare part fits (jsonb array; [] for other types). */
    compatibility: jsonb<string[]>(),
    /** Poisha. */
    sale_price: 'bigint',
    /** The last unit cost named (creation, an edit, a purchase, a stock in), poisha. */
    cost: 'bigint',
    track_inventory: 'boolean',
    reorder_level: 'int',
    reorder_quantity: 'int',
    location: 'text',
    notes: 'text',
    is_active: 'boolean',
    /** Its own VAT rate in hundredths of a percent (issue 24); null: its type's rate. */
    vat_rate_hundredths: nullable('int'),
    /** Exempt from VAT (its lines carry none under the Standard scheme). */
    vat_exempt: 'boolean',
    created_by: nullable('uuid'),
    /** Timestamps of the events (a replay writes the same). */
    created_at: 'timestamptz',
    /** Moves with any edit or stock movement (`lastUpdated`). */
    updated_at: 'timestamptz',
    /** Set when deleted: the row stays so movements, purchases and invoices that name it still resolve it. */
    deleted_at: nullable('timestamptz'),
  },
  counters: {
    /** Units in stock (see above for Motorcycle products). */
    quantity: 'bigint',
    /** The value of those units, poisha (moving weighted average; units at their own price). */
    stock_value: 'bigint',
    /** Motorcycle units linked to the product (sold ones included): not its stock. */
    unit_count: 'int',
    /**
     * Rows of stock_movements of a Spare Parts or Accessories product, so a history of a million
     * movements pages without counting them (a Motorcycle product's unit rows are counted).
     */
    movement_count: 'bigint',
  },
  computed: {
    /** Generated: round(stock_value / quantity) half up, or `cost` when nothing is in stock; poisha. */
    average_cost: 'bigint',
    /** Generated for search: lower(name) newline lower(model) ("contains"). */
    search_text: 'text',
  },
});
export type ProductRecord = RecordOf<typeof PRODUCTS>;

export const STOCK_MOVEMENTS = defineTable(STOCK_MOVEMENTS_TABLE, {
  /** The id of the event that recorded the movement. */
  key: ['id', 'uuid'],
  columns: {
    product_id: 'uuid',
    /** The domain's movement id (an adjustment's, a purchase line's…). */
    movement_id: 'text',
    /** Business day, YYYY-MM-DD. */
    date: 'date',
    /** 'opening' | 'stock_in' | 'stock_out' | 'adjustment' | 'damaged' | 'revaluation' | 'purchase' | 'purchase_reversal' | 'sale' | 'sale_return' */
    type: 'text',
    /** Signed units. */
    quantity_change: 'bigint',
    /** Signed poisha: the change in stock value. */
    value_change: 'bigint',
    quantity_after: 'bigint',
    value_after: 'bigint',
    /** Poisha; the unit cost of stock brought in at a price, else null. */
    unit_cost: nullable('bigint'),
    reference: 'text',
    reason: 'text',
    /** The entry that posted it (null when no value moved). */
    journal_entry_id: nullable('uuid'),
    /** The stream of the fact that moved it when not the product's own (purchase-…, invoice-…, motorcycle-…). */
    source_stream: nullable('text'),
    recorded_by: nullable('uuid'),
    recorded_at: 'timestamptz',
    /** Global position of the event: the order of movements recorded on one day. */
    position: 'bigint',
  },
});
export type StockMovementRecord = RecordOf<typeof STOCK_MOVEMENTS>;

export const PRICE_HISTORY = defineTable(PRICE_HISTORY_TABLE, {
  /** The id of the ProductPriceChanged event. */
  key: ['id', 'uuid'],
  columns: {
    product_id: 'uuid',
    /** 'cost' | 'salePrice' */
    price_type: 'text',
    /** Poisha; null for the first price. */
    previous_price: nullable('bigint'),
    price: 'bigint',
    /** Business day, YYYY-MM-DD. */
    date: 'date',
    reason: 'text',
    /** 'created' | 'edit' | 'stock_in' | 'purchase' | 'purchase_edit' */
    source: 'text',
    source_stream: nullable('text'),
    /** A purchase's memo number, a stock in's reference, or ''. */
    reference: 'text',
    changed_by: nullable('uuid'),
    changed_at: 'timestamptz',
    position: 'bigint',
  },
});
export type PriceHistoryRecord = RecordOf<typeof PRICE_HISTORY>;
