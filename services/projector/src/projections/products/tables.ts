import { PRICE_HISTORY_TABLE, PRODUCTS_TABLE, STOCK_MOVEMENTS_TABLE } from '@dealer/read-models';
import { RowBatch } from '../row-batch';

export interface ProductRow extends Record<string, string | number | boolean | null | string[]> {
  name: string;
  model: string;
  sku: string;
  barcode: string;
  description: string;
  color: string;
  type: string;
  supplier_id: string | null;
  compatibility: string[];
  sale_price: number;
  cost: number;
  track_inventory: boolean;
  reorder_level: number;
  reorder_quantity: number;
  location: string;
  notes: string;
  is_active: boolean;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface StockMovementRow extends Record<string, string | number | bigint | null> {
  product_id: string;
  movement_id: string;
  date: string;
  type: string;
  quantity_change: number;
  value_change: number;
  quantity_after: number;
  value_after: number;
  unit_cost: number | null;
  reference: string;
  reason: string;
  journal_entry_id: string | null;
  source_stream: string | null;
  recorded_by: string | null;
  recorded_at: string;
  position: bigint;
}

export interface PriceHistoryRow extends Record<string, string | number | bigint | null> {
  product_id: string;
  price_type: string;
  previous_price: number | null;
  price: number;
  date: string;
  reason: string;
  source: string;
  source_stream: string | null;
  reference: string;
  changed_by: string | null;
  changed_at: string;
  position: bigint;
}

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
  readonly products = new RowBatch<ProductRow>({
    table: PRODUCTS_TABLE,
    key: { name: 'id', type: 'uuid' },
    columns: {
      name: 'text',
      model: 'text',
      sku: 'text',
      barcode: 'text',
      description: 'text',
      color: 'text',
      type: 'text',
      supplier_id: 'uuid',
      compatibility: 'jsonb',
      sale_price: 'bigint',
      cost: 'bigint',
      track_inventory: 'boolean',
      reorder_level: 'int',
      reorder_quantity: 'int',
      location: 'text',
      notes: 'text',
      is_active: 'boolean',
      created_by: 'uuid',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
      deleted_at: 'timestamptz',
    },
    counters: { quantity: 'bigint', stock_value: 'bigint', unit_count: 'int', movement_count: 'bigint' },
  });

  readonly movements = new RowBatch<StockMovementRow>({
    table: STOCK_MOVEMENTS_TABLE,
    key: { name: 'id', type: 'uuid' },
    columns: {
      product_id: 'uuid',
      movement_id: 'text',
      date: 'date',
      type: 'text',
      quantity_change: 'bigint',
      value_change: 'bigint',
      quantity_after: 'bigint',
      value_after: 'bigint',
      unit_cost: 'bigint',
      reference: 'text',
      reason: 'text',
      journal_entry_id: 'uuid',
      source_stream: 'text',
      recorded_by: 'uuid',
      recorded_at: 'timestamptz',
      position: 'bigint',
    },
  });

  readonly priceHistory = new RowBatch<PriceHistoryRow>({
    table: PRICE_HISTORY_TABLE,
    key: { name: 'id', type: 'uuid' },
    columns: {
      product_id: 'uuid',
      price_type: 'text',
      previous_price: 'bigint',
      price: 'bigint',
      date: 'date',
      reason: 'text',
      source: 'text',
      source_stream: 'text',
      reference: 'text',
      changed_by: 'uuid',
      changed_at: 'timestamptz',
      position: 'bigint',
    },
  });
}
