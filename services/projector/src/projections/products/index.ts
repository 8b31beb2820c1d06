import { PRICE_HISTORY_TABLE, PRODUCT_TOTALS_TABLE, PRODUCTS_TABLE, STOCK_MOVEMENTS_TABLE } from '@dealer/read-models';
import type { ProductCreated, ProductEvent, ProductUpdated, StockMovement, StockMovementEvent } from '@dealer/domain';
import type { RecordedEvent } from '@dealer/event-store';
import { uuidOrNull } from '../../sql';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type EventHandler, type Projection } from '../projection';
import type { StatementSink } from '../statements';
import { ProductsBatch } from './tables';

export { ProductsBatch } from './tables';

declare module '../batch' {
  interface ProjectionBatch {
    products: ProductsBatch;
  }
}

/** A stock movement of a product: its row, and its change added to the product's stock. */
const movementHandler: EventHandler<StockMovement, ProjectionBatch> = (movement, event: RecordedEvent, { products }) => {
  products.movements.insert(event.id, {
    product_id: movement.productId,
    movement_id: movement.movementId,
    date: movement.date,
    type: movement.movementType,
    quantity_change: movement.quantityChange,
    value_change: movement.valueChange,
    quantity_after: movement.quantityAfter,
    value_after: movement.valueAfter,
    unit_cost: movement.unitCost ?? null,
    reference: movement.reference ?? '',
    reason: movement.reason ?? '',
    journal_entry_id: uuidOrNull(movement.journalEntryId),
    source_stream: movement.sourceStream ?? null,
    recorded_by: uuidOrNull(movement.recordedBy ?? event.metadata.userId),
    recorded_at: movement.recordedAt ?? occurredAt(event),
    position: event.globalPosition,
  });
  products.products.add(movement.productId, 'quantity', movement.quantityChange);
  products.products.add(movement.productId, 'stock_value', movement.valueChange);
  products.products.add(movement.productId, 'movement_count', 1);
  products.products.patch(movement.productId, { updated_at: occurredAt(event) });
};

const MOVEMENT_HANDLERS = Object.fromEntries(
  (['OpeningStockRecorded', 'StockAdjusted', 'StockRevalued', 'StockReceived', 'StockReceiptReversed', 'StockIssued', 'StockReturned'] satisfies StockMovementEvent['type'][]).map((type) => [type, movementHandler]),
);

/** The columns a product's creation and its edits both set. */
const profileColumns = (data: ProductCreated['data'] | ProductUpdated['data']) => ({
  name: data.name,
  model: data.model,
  sku: data.sku ?? '',
  barcode: data.barcode ?? '',
  description: data.description ?? '',
  color: data.color ?? '',
  type: data.type,
  supplier_id: uuidOrNull(data.supplierId),
  compatibility: data.compatibility ?? [],
  sale_price: data.salePrice,
  cost: data.cost,
  track_inventory: data.trackInventory ?? true,
  reorder_level: data.reorderLevel,
  reorder_quantity: data.reorderQuantity,
  location: data.location ?? '',
  notes: data.notes ?? '',
  is_active: data.isActive ?? true,
  vat_rate_hundredths: data.vatRateHundredths ?? null,
  vat_exempt: data.vatExempt ?? false,
});

/**
 * products, stock_movements and price_history: every event of a `product-{id}` stream. A deleted
 * product keeps its row (deleted_at); the rows of movements and prices are never changed.
 */
export const productHandlers = on<ProductEvent, ProjectionBatch>({
  ProductCreated: (data, event, { products }) =>
    products.products.insert(data.productId, {
      ...profileColumns(data),
      created_by: uuidOrNull(data.createdBy ?? event.metadata.userId),
      created_at: occurredAt(event),
      updated_at: occurredAt(event),
      deleted_at: null,
    }),
  ProductUpdated: (data, event, { products }) =>
    products.products.patch(data.productId, {
      ...profileColumns(data),
      updated_at: occurredAt(event),
    }),
  ProductDeleted: (data, event, { products }) => products.products.patch(data.productId, { deleted_at: occurredAt(event), updated_at: occurredAt(event) }),
  ProductPriceChanged: (data, event, { products }) => {
    products.priceHistory.insert(event.id, {
      product_id: data.productId,
      price_type: data.priceType,
      previous_price: data.previousPrice ?? null,
      price: data.price,
      date: data.date,
      reason: data.reason ?? '',
      source: data.source,
      source_stream: data.sourceStream ?? null,
      reference: data.reference ?? '',
      changed_by: uuidOrNull(data.changedBy ?? event.metadata.userId),
      changed_at: data.changedAt ?? occurredAt(event),
      position: event.globalPosition,
    });
    products.products.patch(data.productId, { [data.priceType === 'cost' ? 'cost' : 'sale_price']: data.price, updated_at: occurredAt(event) });
  },
  ...MOVEMENT_HANDLERS,
  MotorcycleUnitLinked: (data, event, { products }) => {
    products.products.add(data.productId, 'unit_count', 1);
    products.products.patch(data.productId, { updated_at: occurredAt(event) });
  },
  MotorcycleUnitUnlinked: (data, event, { products }) => {
    products.products.add(data.productId, 'unit_count', -1);
    products.products.patch(data.productId, { updated_at: occurredAt(event) });
  },
});

/**
 * product_totals (per type: live products, stock, value) is not written here: a trigger on
 * products moves it with every statement that changes a row (see its migration), this
 * projection's and the purchasing projection's alike, in the same transaction.
 */
export const productsProjection: Projection<'products'> = {
  name: 'products',
  tables: { [PRODUCTS_TABLE]: 'id', [STOCK_MOVEMENTS_TABLE]: 'id', [PRICE_HISTORY_TABLE]: 'id', [PRODUCT_TOTALS_TABLE]: 'type' },
  createState: () => new ProductsBatch(),
  handlers: productHandlers,
  flush(state: ProductsBatch, db: StatementSink, schema: string) {
    state.products.flush(db, schema);
    state.movements.flush(db, schema);
    state.priceHistory.flush(db, schema);
  },
};
