import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import DataLoader from 'dataloader';
import {
  JOURNAL_ENTRIES_TABLE,
  PRICE_HISTORY_TABLE,
  PRODUCT_TOTALS_TABLE,
  PRODUCTS_TABLE,
  purchaseNumberText,
  PURCHASES_TABLE,
  joinMovementInvoice,
  movementReference,
  READ_MODELS_SCHEMA,
  STOCK_MOVEMENTS_TABLE,
  SUPPLIERS_TABLE,
  USERS_TABLE,
  VEHICLES_TABLE,
  type JournalEntryRecord,
  type PriceHistoryRecord,
  type ProductRecord,
  type ProductTotalRecord,
  type PurchaseRecord,
  type StockMovementRecord,
  type SupplierRecord,
  type UserRecord,
  type VehicleRecord,
} from '@dealer/read-models';
import type { ProductType } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { lookupById } from '../../platform/lookup-by-id';
import { containsPattern } from '../../platform/list-query';
import { orderOf, pagedList, type ListShape } from '../../platform/paged-list';
import { pagination } from '../../platform/responses';
import { takaFromColumn } from '../../platform/taka';
import type { PriceHistoryQuery, ProductListQuery, StockMovementQuery } from './product.dto';
import { prefixPattern } from '../../platform/name-search';
import { PurchaseLines } from './purchase-lines';

export type ProductRow = ProductRecord;

/** The names a page of products shows: its suppliers' and its compatible vehicles'. */
interface Names {
  suppliers: Map<string, SupplierRecord['name']>;
  vehicles: Map<string, Pick<VehicleRecord, 'name' | 'model'>>;
}

const MOVEMENT_LABELS = {
  opening: 'Opening Stock',
  stock_in: 'Stock Increase',
  stock_out: 'Stock Decrease',
  adjustment: 'Manual Adjustment',
  damaged: 'Damaged Goods',
  revaluation: 'Revaluation',
  purchase: 'Purchase',
  purchase_reversal: 'Purchase Reversal',
  sale: 'Sale',
  sale_return: 'Sale Return',
} satisfies Record<string, string>;
/** The kinds of stock movement the read model records (text there). */
type MovementKind = keyof typeof MOVEMENT_LABELS;

/** (sale − cost) / sale × 100, 2 decimals; 0 when either is 0 (poisha in, exact integers). */
export function profitMargin(salePrice: number, cost: number): number {
  if (salePrice === 0 || cost === 0) return 0;
  return Math.round(((salePrice - cost) * 10_000) / salePrice) / 100;
}

export function productView(row: ProductRow, { suppliers, vehicles }: Names) {
  const salePrice = Number(row.sale_price);
  const stock = Number(row.quantity);
  return {
    _id: row.id,
    name: row.name,
    model: row.model,
    sku: row.sku,
    barcode: row.barcode,
    description: row.description,
    color: row.color,
    specifications: { color: row.color },
    // The read model keeps the type as text; the domain wrote one of its product types.
    type: row.type as ProductType,
    supplier: row.supplier_id ? { _id: row.supplier_id, name: suppliers.get(row.supplier_id) ?? '' } : null,
    compatibility: (row.compatibility ?? []).map((id) => ({ _id: id, name: vehicles.get(id)?.name ?? 'Unknown vehicle', model: vehicles.get(id)?.model ?? '' })),
    salePrice: takaFromColumn(salePrice),
    // The last purchase price (the figure the product form edits; spec `cost`).
    cost: takaFromColumn(row.cost),
    // The landed average the books use (stock value, cost of goods sold): the one cost shown as "Cost (average)".
    averageCost: takaFromColumn(row.average_cost),
    trackInventory: row.track_inventory,
    stock,
    inventoryValue: takaFromColumn(row.stock_value),
    reorderLevel: row.reorder_level,
    reorderQuantity: row.reorder_quantity,
    isLowStock: stock <= row.reorder_level,
    profitMargin: profitMargin(salePrice, Number(row.average_cost)),
    location: row.location,
    notes: row.notes,
    isActive: row.is_active,
    /** Its own VAT rate in percent (issue 24); null: its type's rate from the VAT settings. */
    vatRate: row.vat_rate_hundredths === null ? null : row.vat_rate_hundredths / 100,
    vatExempt: row.vat_exempt,
    lastUpdated: row.updated_at,
    createdAt: row.created_at,
  };
}

export type ProductView = ReturnType<typeof productView>;


const SORTABLE = {
  name: 'p.name',
  model: 'p.model',
  sku: 'p.sku',
  type: ['p.type', 'p.name'],
  stock: 'p.quantity',
  salePrice: 'p.sale_price',
  cost: 'p.cost',
  inventoryValue: 'p.stock_value',
  createdAt: 'p.created_at',
  lastUpdated: 'p.updated_at',
} as const;

/**
 * Name, model, SKU, type (then name), supplier (then name), creation time and sale price have
 * partial indexes ending in the id (the products migrations), which a page walks without sorting;
 * stock, stock value, cost and last update sort the live rows (an index on them would make every
 * stock movement's or price change's update of the row non-HOT). A search is applied before the
 * order (see `matching`): name and model on the generated lowercase search_text (a trigram index
 * where pg_trgm is installed), SKU and barcode by prefix (btree indexes on their lowercase).
 */
const PRODUCT_LIST: ListShape = {
  sortable: SORTABLE,
  defaultOrder: [{ column: 'p.name' }],
  tiebreaker: 'p.id',
};

const PRODUCT_LIST_WITH_TOTALS: ListShape = {
  ...PRODUCT_LIST,
  aggregates: { stock: 'coalesce(sum(p.quantity), 0)', inventoryValue: 'coalesce(sum(p.stock_value), 0)' },
};

/** The search's conditions (or'ed inside `where`): name or model contains the text, SKU or barcode starts with it. */
const matchesSearch = (where: Knex.QueryBuilder, search: string) =>
  where
    .orWhereRaw('p.search_text like ?', [containsPattern(search)])
    .orWhereRaw('lower(p.sku) like ?', [prefixPattern(search)])
    .orWhereRaw('lower(p.barcode) like ?', [prefixPattern(search)]);

interface MovementRow extends StockMovementRecord {
  entry_number: JournalEntryRecord['entry_number'];
  invoice_number: number | null;
  purchase_number: PurchaseRecord['purchase_number'];
  recorded_by_name: UserRecord['name'];
  recorded_by_email: UserRecord['email'];
}

/** The fact that moved stock, from its stream: a purchase (its number), an invoice, a motorcycle unit (its chassis number). */
function sourceOf(row: MovementRow) {
  const match = /^(purchase|invoice|motorcycle)-(.+)$/.exec(row.source_stream ?? '');
  if (!match) return null;
  const kind = match[1] as 'purchase' | 'invoice' | 'motorcycle';
  const number = kind === 'purchase' ? purchaseNumberText(row.purchase_number) ?? row.reference : movementReference(row);
  return { kind, _id: match[2], number: number || null };
}

/**
 * The value a unit moved at (the value impact over the units, half up to the poisha): for a purchase the
 * landed cost, other charges spread in, where `unitCost` is the price paid. Null when no units or no value moved.
 */
export function landedUnitCostOf(valueChange: string | number, quantityChange: number): number | null {
  const value = BigInt(valueChange);
  if (quantityChange === 0 || value === 0n) return null;
  const units = BigInt(Math.abs(quantityChange));
  const magnitude = value < 0n ? -value : value;
  return takaFromColumn(((magnitude * 2n + units) / (units * 2n)).toString());
}

export function movementView(row: MovementRow) {
  const unitCost = row.unit_cost === null ? null : takaFromColumn(row.unit_cost);
  const quantityChange = Number(row.quantity_change);
  return {
    _id: row.id,
    date: row.date,
    type: row.type as MovementKind,
    typeLabel: MOVEMENT_LABELS[row.type as MovementKind] ?? row.type,
    quantityChange,
    valueImpact: takaFromColumn(row.value_change),
    unitCost,
    landedUnitCost: landedUnitCostOf(row.value_change, quantityChange),
    reference: movementReference(row),
    reason: row.reason,
    balanceAfter: Number(row.quantity_after),
    valueAfter: takaFromColumn(row.value_after),
    journalEntry: row.journal_entry_id ? { _id: row.journal_entry_id, entryNumber: row.entry_number === null ? null : Number(row.entry_number) } : null,
    source: sourceOf(row),
    recordedBy: row.recorded_by ? { _id: row.recorded_by, name: row.recorded_by_name ?? row.recorded_by_email ?? '' } : null,
    recordedAt: row.recorded_at,
  };
}

@Injectable()
export class ProductQueries {
  private readonly byId: DataLoader<string, ProductView | undefined>;

  constructor(@Inject(READ_DATABASE) private readonly database: Knex, private readonly purchases: PurchaseLines) {
    this.byId = lookupById(async (ids) => this.views(await this.products().whereIn('p.id', ids)), (view) => view._id);
  }

  /** The current products (a page joins nothing: the names it shows come after, in two small queries). */
  private products() {
    return this.database.withSchema(READ_MODELS_SCHEMA).from(`${PRODUCTS_TABLE} as p`).whereNull('p.deleted_at').select('p.*');
  }

  /** Views of rows, their suppliers and compatible vehicles named in a query each. */
  private async views(rows: ProductRow[]): Promise<ProductView[]> {
    const supplierIds = [...new Set(rows.map((row) => row.supplier_id).filter((id): id is string => id !== null))];
    const vehicleIds = [...new Set(rows.flatMap((row) => row.compatibility ?? []))];
    const read = () => this.database.withSchema(READ_MODELS_SCHEMA);
    const [suppliers, vehicles] = await Promise.all([
      supplierIds.length ? (read().from(SUPPLIERS_TABLE).whereIn('id', supplierIds).select('id', 'name') as Promise<Pick<SupplierRecord, 'id' | 'name'>[]>) : [],
      vehicleIds.length ? (read().from(VEHICLES_TABLE).whereIn('id', vehicleIds).select('id', 'name', 'model') as Promise<Pick<VehicleRecord, 'id' | 'name' | 'model'>[]>) : [],
    ]);
    const names: Names = { suppliers: new Map(suppliers.map((row) => [row.id, row.name])), vehicles: new Map(vehicles.map((row) => [row.id, row])) };
    return rows.map((row) => productView(row, names));
  }

  async list(query: ProductListQuery) {
    const filtered = this.products();
    if (query.type) filtered.where('p.type', query.type);
    if (query.supplier) filtered.where('p.supplier_id', query.supplier);
    if (query.isActive) filtered.where('p.is_active', query.isActive === 'true');
    if (query.lowStock === 'true') filtered.whereRaw('p.quantity <= p.reorder_level');
    const withTotals = query.includeInventoryValue === 'true';
    const search = query.search?.trim();
    const kept = !search && !query.supplier && !query.isActive && query.lowStock !== 'true' && query.after === undefined;
    const { rows, pagination, aggregates } = kept
      ? await this.pageFromTotals(filtered, query)
      : search
        ? await pagedList<ProductRow>(this.matching(filtered, search), withTotals ? PRODUCT_LIST_WITH_TOTALS : PRODUCT_LIST, { ...query, search: undefined })
        : await pagedList<ProductRow>(filtered, withTotals ? PRODUCT_LIST_WITH_TOTALS : PRODUCT_LIST, query);
    return {
      products: await this.views(rows),
      pagination,
      ...(withTotals ? { totals: { stock: Number(aggregates.stock), inventoryValue: takaFromColumn(aggregates.inventoryValue), productCount: pagination.total } } : {}),
    };
  }

  /**
   * The products matching a search, found first (through the trigram indexes) and then ordered and
   * paged: a subquery the planner keeps apart (OFFSET 0), since left to itself it walks the name
   * index and filters, past thousands of rows when the matches sort together (every "Mirror …"
   * after every "Lever …"). A search matching most products sorts them all (about as long as the
   * order by stock).
   */
  private matching(filtered: Knex.QueryBuilder, search: string): Knex.QueryBuilder {
    const { sql, bindings } = filtered.where((where) => matchesSearch(where, search)).toSQL();
    return this.database.from(this.database.raw(`(${sql} OFFSET 0) as p`, bindings)).select('p.*');
  }

  /**
   * The All tab or a type tab (no search, no other filter, offset paging): its count and totals
   * from product_totals, kept per type with the rows, so no page counts or sums 20,000 products.
   */
  private async pageFromTotals(base: Knex.QueryBuilder, query: ProductListQuery) {
    const order = orderOf(PRODUCT_LIST, query).map((term) => `${term.column} ${term.order}`).join(', ');
    const totals = this.database.withSchema(READ_MODELS_SCHEMA).from<ProductTotalRecord>(PRODUCT_TOTALS_TABLE);
    if (query.type) totals.where('type', query.type);
    const [[sums], rows] = await Promise.all([
      totals.select(
        this.database.raw('coalesce(sum(count), 0)::text as total'),
        this.database.raw('coalesce(sum(quantity), 0)::text as stock'),
        this.database.raw('coalesce(sum(stock_value), 0)::text as "inventoryValue"'),
      ) as Promise<{ total: string; stock: string; inventoryValue: string }[]>,
      base.clone().orderByRaw(order).limit(query.limit).offset((query.page - 1) * query.limit) as Promise<ProductRow[]>,
    ]);
    return { rows, pagination: pagination(Number(sums.total), query.page, query.limit), aggregates: { stock: sums.stock, inventoryValue: sums.inventoryValue } };
  }

  async get(id: string): Promise<ProductView> {
    const view = await this.byId.load(id);
    if (!view) throw new NotFoundException('Product not found');
    return view;
  }

  /** The current (not deleted) product's row, or a 404. */
  async row(id: string): Promise<ProductRow> {
    const row: ProductRow | undefined = await this.products().where('p.id', id).first();
    if (!row) throw new NotFoundException('Product not found');
    return row;
  }

  private movements() {
    const query = this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${STOCK_MOVEMENTS_TABLE} as m`)
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'm.journal_entry_id')
      .leftJoin(`${USERS_TABLE} as u`, 'u.id', 'm.recorded_by')
      // A purchase's number, through its id in the movement's source stream (its primary key).
      .leftJoin(`${PURCHASES_TABLE} as pu`, (join) =>
        join.on(this.database.raw("pu.id = (CASE WHEN m.source_stream LIKE 'purchase-%' THEN substr(m.source_stream, 10)::uuid END)")),
      )
      .select('m.*', 'e.entry_number', 'pu.purchase_number', 'iv.invoice_number', 'u.name as recorded_by_name', 'u.email as recorded_by_email');
    return joinMovementInvoice(this.database, query);
  }

  /**
   * A product's movements, newest first, paged on the (product_id, date desc, position desc) index.
   * Unfiltered, the total is the product's movement counter (a million movements are not counted
   * for a page); a Motorcycle product's unit rows, and filtered lists, are counted.
   */
  async stockMovements(id: string, query: StockMovementQuery) {
    const product = await this.row(id);
    const rows = this.movements().where('m.product_id', id);
    const filtered = Boolean(query.type || query.startDate || query.endDate);
    if (query.type) rows.where('m.type', query.type);
    if (query.startDate) rows.where('m.date', '>=', query.startDate);
    if (query.endDate) rows.where('m.date', '<=', query.endDate);
    const counted = filtered || product.type === 'Motorcycle';
    const [page, total] = await Promise.all([
      rows.clone().orderBy([{ column: 'm.date', order: 'desc' }, { column: 'm.position', order: 'desc' }]).limit(query.limit).offset((query.page - 1) * query.limit) as Promise<MovementRow[]>,
      counted
        ? rows.clone().clearSelect().count<{ count: string }[]>({ count: '*' }).then(([row]) => Number(row.count))
        : Promise.resolve(Number(product.movement_count)),
    ]);
    return { movements: page.map(movementView), pagination: pagination(total, query.page, query.limit) };
  }

  /** One movement, found through its day on the product's index (the answer of a stock adjustment). */
  async movement(productId: string, movementId: string, date: string) {
    const row: MovementRow | undefined = await this.movements().where({ 'm.product_id': productId, 'm.date': date, 'm.movement_id': movementId }).first();
    return row ? movementView(row) : null;
  }

  /**
   * `seesCosts` false (a role without `costs:read`): only the sale price's changes, counted alone,
   * and no purchase lines; the cost figures themselves are taken out of the answer by
   * platform/cost-fields.ts.
   */
  async priceHistory(id: string, query: PriceHistoryQuery, seesCosts = true) {
    const product = await this.row(id);
    const history = () => this.database.withSchema(READ_MODELS_SCHEMA).from<PriceHistoryRecord>(PRICE_HISTORY_TABLE).where('product_id', id);
    const shown = () => (seesCosts ? history() : history().whereNot('price_type', 'cost'));
    const newestFirst = [{ column: 'date', order: 'desc' }, { column: 'position', order: 'desc' }] as const;
    const [changes, costs, [{ count }], purchases] = await Promise.all([
      shown().orderBy([...newestFirst]).limit(query.limit) as Promise<PriceHistoryRecord[]>,
      seesCosts ? (history().where('price_type', 'cost').orderBy([...newestFirst]).limit(2).select('price') as Promise<Pick<PriceHistoryRecord, 'price'>[]>) : Promise.resolve([]),
      shown().count<{ count: string }[]>({ count: '*' }),
      seesCosts ? this.purchases.of(id, query.limit) : Promise.resolve({ lines: [], averagePurchasePrice: 0, totalPurchased: 0 }),
    ]);
    const [latest, previous] = costs.map((row) => BigInt(row.price));
    const costTrend: 'stable' | 'increasing' | 'decreasing' = latest === undefined || previous === undefined || latest === previous ? 'stable' : latest > previous ? 'increasing' : 'decreasing';
    const view = productView(product, { suppliers: new Map(), vehicles: new Map() });
    return {
      product: {
        _id: view._id,
        name: view.name,
        model: view.model,
        sku: view.sku,
        type: view.type,
        currentCost: view.cost,
        currentSalePrice: view.salePrice,
        averageCost: view.averageCost,
        stock: view.stock,
      },
      analytics: {
        costTrend,
        profitMargin: view.profitMargin,
        inventoryValue: view.inventoryValue,
        averagePurchasePrice: purchases.averagePurchasePrice,
        totalPurchased: purchases.totalPurchased,
        priceChangeCount: Number(count),
      },
      priceHistory: changes.map((row) => ({
        _id: row.id,
        effectiveDate: row.date,
        priceType: row.price_type,
        price: takaFromColumn(row.price),
        previousPrice: row.previous_price === null ? null : takaFromColumn(row.previous_price),
        reason: row.reason,
        source: row.source,
        reference: row.reference,
      })),
      purchaseHistory: purchases.lines,
    };
  }

  /**
   * A Motorcycle product's units in stock as the read models count them (the purchasing
   * projection keeps them on the row): what deleting it must know.
   */
  async motorcyclesInStock(id: string): Promise<{ type: string; quantity: number } | null> {
    const row: Pick<ProductRecord, 'type' | 'quantity'> | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(PRODUCTS_TABLE)
      .where({ id })
      .first('type', 'quantity');
    return row ? { type: row.type, quantity: Number(row.quantity) } : null;
  }
}
