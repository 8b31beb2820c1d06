import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA } from '../schema';
import { invoiceNumberText } from '../invoices/tables';
import { qualified } from '../sql-names';

/**
 * The inventory reports' SQL on the read models (docs/api/inventory.md, Inventory reports), shared
 * by the two readers that need the same figures: the command API (the report calls) and the export
 * worker in the projector process (the files). Money comes back in decimal taka, as the API speaks.
 *
 * Stock and value are the products' counters (as of now); movements, units in and out and
 * turnover are within the period. Stock at the end of the period is today's stock less the
 * movements dated after it; at its start, that less the period's movements (a movement dated back
 * counts on its own day, whatever the order it was recorded in).
 */
export const REPORT_PRODUCT_TYPES = ['Motorcycle', 'Spare Parts', 'Accessories'] as const;
export type ReportProductType = (typeof REPORT_PRODUCT_TYPES)[number];

/** The report's movement groups and the StockMovement types in each. */
export const MOVEMENT_GROUPS = {
  Purchase: ['purchase', 'purchase_reversal'],
  Sale: ['sale', 'sale_return'],
  Adjustment: ['opening', 'stock_in', 'stock_out', 'adjustment', 'damaged', 'revaluation'],
} as const;
export type MovementGroup = keyof typeof MOVEMENT_GROUPS;

/**
 * Units out, the turnover's numerator: sales (net of returns); until invoices exist, stock taken
 * out by a `stock_out` adjustment. Damage, purchase reversals and corrections are not turnover.
 */
export const UNITS_OUT_TYPES = ['sale', 'sale_return', 'stock_out'] as const;

export interface InventoryReportFilters {
  type?: string;
  supplier?: string;
  productId?: string;
  /** Only products with stock ≤ reorder level. */
  lowStock?: boolean;
}

export interface ReportPeriod {
  startDate: string;
  endDate: string;
}

const PRODUCTS = qualified(READ_MODELS_SCHEMA, 'products');
const PRODUCT_TOTALS = qualified(READ_MODELS_SCHEMA, 'product_totals');
const MOVEMENTS = qualified(READ_MODELS_SCHEMA, 'stock_movements');
const INVOICES = qualified(READ_MODELS_SCHEMA, 'invoices');

/**
 * Joins, as `iv`, the invoice a stock movement `m` came from (its source stream names it). A sale is
 * decided before the projector gives its invoice its number (INV-000123, in log order), so the
 * movement's own reference is a provisional one: the number is the reference people know.
 */
export function joinMovementInvoice(db: Knex, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.leftJoin(db.raw(`${INVOICES} AS iv`), (join) =>
    join.on(db.raw("iv.id = (CASE WHEN m.source_stream LIKE 'invoice-%' THEN substr(m.source_stream, 9)::uuid END)")),
  );
}

/** A movement's reference as shown: its invoice's number when it came from one, else its own. */
export const movementReference = (row: { reference: string; invoice_number?: number | string | null }): string => invoiceNumberText(row.invoice_number) ?? row.reference;
const GL_ACCOUNTS = qualified(READ_MODELS_SCHEMA, 'gl_accounts');
const SUPPLIERS = qualified(READ_MODELS_SCHEMA, 'suppliers');

/** Poisha (bigint text) → decimal taka. */
export const takaOf = (poisha: string | number | null | undefined): number => Math.round(Number(poisha ?? 0)) / 100;

interface Sql {
  sql: string;
  bindings: (string | number)[];
}

/** The live products the filters keep, as SQL on the alias `p`. */
function productConditions(filters: InventoryReportFilters, alias = 'p'): Sql {
  const parts = [`${alias}.deleted_at IS NULL`];
  const bindings: Sql['bindings'] = [];
  if (filters.type) parts.push(`${alias}.type = ?`), bindings.push(filters.type);
  if (filters.supplier) parts.push(`${alias}.supplier_id = ?`), bindings.push(filters.supplier);
  if (filters.productId) parts.push(`${alias}.id = ?`), bindings.push(filters.productId);
  if (filters.lowStock) parts.push(`${alias}.quantity <= ${alias}.reorder_level`);
  return { sql: parts.join(' AND '), bindings };
}

// ---------------------------------------------------------------------------------------------
// Summary

export interface TypeSummary {
  totalValue: number;
  productCount: number;
  stock: number;
}

export interface InventorySummary {
  totalInventoryValue: number;
  productCount: number;
  totalStock: number;
  lowStockCount: number;
  totalPotentialProfit: number;
  byType: Record<ReportProductType, TypeSummary>;
}

/**
 * The filtered products' stock and value, by type (every type present, zeros when it has none).
 * Potential profit is Σ stock × salePrice − stock value: Σ stock × (salePrice − averageCost)
 * without the average's rounding.
 */
export async function inventorySummary(db: Knex, filters: InventoryReportFilters): Promise<InventorySummary> {
  const where = productConditions(filters);
  const { rows } = (await db.raw(
    `SELECT p.type, count(*)::int AS product_count, coalesce(sum(p.quantity), 0)::text AS stock,
            coalesce(sum(p.stock_value), 0)::text AS value,
            (count(*) FILTER (WHERE p.quantity <= p.reorder_level))::int AS low_stock,
            coalesce(sum(p.quantity * p.sale_price - p.stock_value), 0)::text AS potential_profit
       FROM ${PRODUCTS} AS p WHERE ${where.sql} GROUP BY p.type`,
    where.bindings,
  )) as { rows: { type: string; product_count: number; stock: string; value: string; low_stock: number; potential_profit: string }[] };
  const byType = Object.fromEntries(REPORT_PRODUCT_TYPES.map((type) => [type, { totalValue: 0, productCount: 0, stock: 0 }])) as Record<ReportProductType, TypeSummary>;
  const summary: InventorySummary = { totalInventoryValue: 0, productCount: 0, totalStock: 0, lowStockCount: 0, totalPotentialProfit: 0, byType };
  let value = 0;
  let profit = 0;
  for (const row of rows) {
    byType[row.type as ReportProductType] = { totalValue: takaOf(row.value), productCount: row.product_count, stock: Number(row.stock) };
    value += Number(row.value);
    profit += Number(row.potential_profit);
    summary.productCount += row.product_count;
    summary.totalStock += Number(row.stock);
    summary.lowStockCount += row.low_stock;
  }
  summary.totalInventoryValue = takaOf(value);
  summary.totalPotentialProfit = takaOf(profit);
  return summary;
}

// ---------------------------------------------------------------------------------------------
// Performance

export interface PerformanceRecord {
  id: string;
  name: string;
  model: string;
  type: string;
  sku: string;
  supplier_id: string | null;
  quantity: string;
  reorder_level: number;
  reorder_quantity: number;
  cost: string;
  average_cost: string;
  sale_price: string;
  stock_value: string;
  units_in: string;
  units_out: string;
  stock_start: string;
  stock_end: string;
  profit_margin: string;
  turnover_rate: string;
}

export interface PerformanceRow {
  _id: string;
  name: string;
  model: string;
  type: string;
  sku: string;
  stock: number;
  reorderLevel: number;
  reorderQuantity: number;
  isLowStock: boolean;
  cost: number;
  averageCost: number;
  salePrice: number;
  inventoryValue: number;
  profitMargin: number;
  unitsIn: number;
  unitsOut: number;
  turnoverRate: number;
}

/** What the performance list may sort by, as columns of `performanceQuery`'s rows (alias `r`). */
export const PERFORMANCE_SORTABLE = {
  inventoryValue: 'r.stock_value',
  turnoverRate: 'r.turnover_rate',
  stock: 'r.quantity',
  profitMargin: 'r.profit_margin',
  name: 'r.name',
} as const;

/**
 * Every filtered product with its period figures, as a query over the alias `r` (PerformanceRecord
 * columns) that a caller orders and pages. The period's movements are read once, by day (the
 * movements' date index), and grouped by product.
 */
export function performanceQuery(db: Knex, filters: InventoryReportFilters, period: ReportPeriod): Knex.QueryBuilder {
  const where = productConditions(filters);
  const oneProduct = filters.productId ? ' AND product_id = ?' : '';
  const productBinding = filters.productId ? [filters.productId] : [];
  const inner = `
    SELECT p.id, p.name, p.model, p.type, p.sku, p.supplier_id, p.quantity, p.reorder_level, p.reorder_quantity,
           p.cost, p.average_cost, p.sale_price, p.stock_value,
           coalesce(m.units_in, 0) AS units_in, coalesce(m.units_out, 0) AS units_out,
           p.quantity - coalesce(l.later, 0) - coalesce(m.net, 0) AS stock_start,
           p.quantity - coalesce(l.later, 0) AS stock_end,
           CASE WHEN p.sale_price > 0 AND p.average_cost > 0 THEN round((p.sale_price - p.average_cost) * 100.0 / p.sale_price, 2) ELSE 0 END AS profit_margin
      FROM ${PRODUCTS} AS p
      LEFT JOIN (
        SELECT product_id,
               sum(quantity_change) FILTER (WHERE quantity_change > 0 AND type <> 'sale_return') AS units_in,
               sum(-quantity_change) FILTER (WHERE type IN (${UNITS_OUT_TYPES.map((type) => `'${type}'`).join(', ')})) AS units_out,
               sum(quantity_change) AS net
          FROM ${MOVEMENTS} WHERE date >= ? AND date <= ?${oneProduct} GROUP BY product_id
      ) AS m ON m.product_id = p.id
      LEFT JOIN (
        SELECT product_id, sum(quantity_change) AS later FROM ${MOVEMENTS} WHERE date > ?${oneProduct} GROUP BY product_id
      ) AS l ON l.product_id = p.id
     WHERE ${where.sql}`;
  const turnover = `CASE WHEN q.stock_start + q.stock_end > 0 THEN round(greatest(q.units_out, 0) * 2.0 / (q.stock_start + q.stock_end), 2) ELSE 0 END`;
  return db
    .select('r.*')
    .from(
      db.raw(`(SELECT q.*, ${turnover} AS turnover_rate FROM (${inner}) AS q) AS r`, [
        period.startDate,
        period.endDate,
        ...productBinding,
        period.endDate,
        ...productBinding,
        ...where.bindings,
      ]),
    );
}

export const performanceView = (row: PerformanceRecord): PerformanceRow => ({
  _id: row.id,
  name: row.name,
  model: row.model,
  type: row.type,
  sku: row.sku,
  stock: Number(row.quantity),
  reorderLevel: row.reorder_level,
  reorderQuantity: row.reorder_quantity,
  isLowStock: Number(row.quantity) <= row.reorder_level,
  cost: takaOf(row.cost),
  averageCost: takaOf(row.average_cost),
  salePrice: takaOf(row.sale_price),
  inventoryValue: takaOf(row.stock_value),
  profitMargin: Number(row.profit_margin),
  unitsIn: Number(row.units_in),
  unitsOut: Number(row.units_out),
  turnoverRate: Number(row.turnover_rate),
});

// ---------------------------------------------------------------------------------------------
// Movements

export interface MovementRecord {
  id: string;
  date: string;
  type: string;
  quantity_change: string;
  value_change: string;
  reference: string;
  /** The number of the invoice it came from (joinMovementInvoice), if any. */
  invoice_number: number | null;
  reason: string;
  position: string;
  product_id: string;
  product_name: string;
  product_model: string;
  product_sku: string;
  product_type: string;
}

export interface MovementRow {
  _id: string;
  date: string;
  product: { _id: string; name: string; model: string; sku: string; type: string };
  productName: string;
  movementType: MovementGroup;
  type: string;
  quantityChange: number;
  valueImpact: number;
  reference: string;
  reason: string;
}

export const movementGroupOf = (type: string): MovementGroup =>
  (MOVEMENT_GROUPS.Purchase as readonly string[]).includes(type) ? 'Purchase' : (MOVEMENT_GROUPS.Sale as readonly string[]).includes(type) ? 'Sale' : 'Adjustment';

/** Newest first: the day, then the order recorded; the id ends ties (one event may move several products). */
export const MOVEMENT_ORDER = [
  { column: 'm.date', order: 'desc' },
  { column: 'm.position', order: 'desc' },
] as const;
export const MOVEMENT_TIEBREAKER = 'm.id';

/** Totals of the filtered movements (SQL aggregates over the alias `m`). */
export const MOVEMENT_TOTALS = {
  quantityIn: 'coalesce(sum(m.quantity_change) FILTER (WHERE m.quantity_change > 0), 0)',
  quantityOut: 'coalesce(sum(-m.quantity_change) FILTER (WHERE m.quantity_change < 0), 0)',
  valueIn: 'coalesce(sum(m.value_change) FILTER (WHERE m.value_change > 0), 0)',
  valueOut: 'coalesce(sum(-m.value_change) FILTER (WHERE m.value_change < 0), 0)',
} as const;

/**
 * The period's movements of the filtered products (deleted products' movements stay in the
 * reports), unordered: the caller orders (MOVEMENT_ORDER) and pages.
 */
export function movementQuery(db: Knex, filters: InventoryReportFilters & { movementType?: MovementGroup }, period: ReportPeriod): Knex.QueryBuilder {
  const query = db
    .select(
      'm.id',
      'm.date',
      'm.type',
      'm.quantity_change',
      'm.value_change',
      'm.reference',
      'm.reason',
      'm.position',
      'm.product_id',
      'p.name as product_name',
      'p.model as product_model',
      'p.sku as product_sku',
      'p.type as product_type',
      'iv.invoice_number',
    )
    .fromRaw(`${MOVEMENTS} AS m JOIN ${PRODUCTS} AS p ON p.id = m.product_id`);
  joinMovementInvoice(db, query).where('m.date', '>=', period.startDate).where('m.date', '<=', period.endDate);
  if (filters.type) query.where('p.type', filters.type);
  if (filters.supplier) query.where('p.supplier_id', filters.supplier);
  if (filters.productId) query.where('m.product_id', filters.productId);
  if (filters.movementType) query.whereIn('m.type', [...MOVEMENT_GROUPS[filters.movementType]]);
  return query;
}

export const movementView = (row: MovementRecord): MovementRow => ({
  _id: row.id,
  date: row.date,
  product: { _id: row.product_id, name: row.product_name, model: row.product_model, sku: row.product_sku, type: row.product_type },
  productName: row.product_name,
  movementType: movementGroupOf(row.type),
  type: row.type,
  quantityChange: Number(row.quantity_change),
  valueImpact: takaOf(row.value_change),
  reference: movementReference(row),
  reason: row.reason,
});

/** The latest `limit` movements of the period. */
export async function latestMovements(db: Knex, filters: InventoryReportFilters, period: ReportPeriod, limit: number): Promise<MovementRow[]> {
  const rows: MovementRecord[] = await movementQuery(db, filters, period).orderByRaw('m.date DESC, m.position DESC, m.id DESC').limit(limit);
  return rows.map(movementView);
}

/**
 * Every movement of the period, newest first, a page at a time: each page starts after the last
 * row of the one before (a range of the date index, whatever the depth).
 */
export async function* movementPages(db: Knex, filters: InventoryReportFilters, period: ReportPeriod, pageSize = 5000): AsyncGenerator<MovementRow[]> {
  let after: MovementRecord | undefined;
  for (;;) {
    const query = movementQuery(db, filters, period);
    if (after) query.whereRaw('(m.date, m.position, m.id) < (?::date, ?::bigint, ?::uuid)', [after.date, after.position, after.id]);
    const rows: MovementRecord[] = await query.orderByRaw('m.date DESC, m.position DESC, m.id DESC').limit(pageSize);
    if (rows.length > 0) yield rows.map(movementView);
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}

/** How many movements the period holds for the filters (an export's progress). */
export async function movementCount(db: Knex, filters: InventoryReportFilters, period: ReportPeriod): Promise<number> {
  const [{ count }] = await movementQuery(db, filters, period).clearSelect().count({ count: '*' });
  return Number(count);
}

// ---------------------------------------------------------------------------------------------
// Valuation

export interface ValuationByType {
  type: ReportProductType;
  productCount: number;
  stock: number;
  totalValue: number;
  account: { _id: string; code: string; name: string } | null;
  ledgerBalance: number | null;
  difference: number | null;
}

export interface InventoryValuation {
  asOf: string;
  totalValue: number;
  totalStock: number;
  productCount: number;
  byType: ValuationByType[];
}

/**
 * Stock value by product type against the balance of the type's inventory account (system role
 * `inventory.{type}`): they agree to the poisha when every movement posted its value. With a type
 * or supplier filter the ledger figures are left out (an account holds every product of its type).
 */
export async function inventoryValuation(db: Knex, filters: Pick<InventoryReportFilters, 'type' | 'supplier'>): Promise<InventoryValuation> {
  const where = productConditions(filters);
  const withLedger = !filters.type && !filters.supplier;
  const [stock, accounts] = await Promise.all([
    // Without a supplier, the per-type totals kept with the products (product_totals) instead of summing every product.
    (filters.supplier
      ? db.raw(
          `SELECT p.type, count(*)::int AS product_count, coalesce(sum(p.quantity), 0)::text AS stock, coalesce(sum(p.stock_value), 0)::text AS value
             FROM ${PRODUCTS} AS p WHERE ${where.sql} GROUP BY p.type`,
          where.bindings as Knex.RawBinding[],
        )
      : db.raw(`SELECT type, count::int AS product_count, quantity::text AS stock, stock_value::text AS value FROM ${PRODUCT_TOTALS}`)) as Promise<{
      rows: { type: string; product_count: number; stock: string; value: string }[];
    }>,
    withLedger
      ? (db.raw(
          `SELECT DISTINCT ON (system_role) id, code, name, system_role, (debit_total - credit_total)::text AS balance
             FROM ${GL_ACCOUNTS} WHERE system_role = ANY(?::text[]) AND deleted_at IS NULL ORDER BY system_role, code`,
          [REPORT_PRODUCT_TYPES.map((type) => `inventory.${type}`)],
        ) as Promise<{ rows: { id: string; code: string; name: string; system_role: string; balance: string }[] }>)
      : Promise.resolve({ rows: [] }),
  ]);
  const byTypeRow = new Map(stock.rows.map((row) => [row.type, row]));
  const accountOf = new Map(accounts.rows.map((row) => [row.system_role, row]));
  const types = filters.type ? REPORT_PRODUCT_TYPES.filter((type) => type === filters.type) : REPORT_PRODUCT_TYPES;
  let totalValue = 0;
  let totalStock = 0;
  let productCount = 0;
  const byType = types.map((type): ValuationByType => {
    const row = byTypeRow.get(type);
    const value = Number(row?.value ?? 0);
    totalValue += value;
    totalStock += Number(row?.stock ?? 0);
    productCount += row?.product_count ?? 0;
    const account = accountOf.get(`inventory.${type}`);
    const balance = account ? Number(account.balance) : 0;
    return {
      type,
      productCount: row?.product_count ?? 0,
      stock: Number(row?.stock ?? 0),
      totalValue: takaOf(value),
      account: withLedger && account ? { _id: account.id, code: account.code, name: account.name } : null,
      ledgerBalance: withLedger ? takaOf(balance) : null,
      difference: withLedger ? takaOf(value - balance) : null,
    };
  });
  return { asOf: new Date().toISOString(), totalValue: takaOf(totalValue), totalStock, productCount, byType };
}

// ---------------------------------------------------------------------------------------------
// Low stock

export interface LowStockRow {
  _id: string;
  name: string;
  model: string;
  sku: string;
  type: string;
  supplier: string;
  stock: number;
  reorderLevel: number;
  suggestedOrder: number;
  /** The last purchase price (the product's `cost`). */
  cost: number;
  /** The landed average cost the books use (other charges spread in). */
  averageCost: number;
  /** The suggested order at the average cost. */
  estimatedCost: number;
}

/** Products with stock ≤ reorder level, by name: what to order (the reorder quantity) and what it costs at the average cost. */
export async function lowStockRows(db: Knex, filters: InventoryReportFilters): Promise<LowStockRow[]> {
  const where = productConditions({ ...filters, lowStock: true });
  const { rows } = (await db.raw(
    `SELECT p.id, p.name, p.model, p.sku, p.type, coalesce(s.name, '') AS supplier, p.quantity::text AS quantity,
            p.reorder_level, p.reorder_quantity, p.cost::text AS cost, p.average_cost::text AS average_cost
       FROM ${PRODUCTS} AS p LEFT JOIN ${SUPPLIERS} AS s ON s.id = p.supplier_id
      WHERE ${where.sql} ORDER BY p.name, p.id`,
    where.bindings as Knex.RawBinding[],
  )) as { rows: { id: string; name: string; model: string; sku: string; type: string; supplier: string; quantity: string; reorder_level: number; reorder_quantity: number; cost: string; average_cost: string }[] };
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    model: row.model,
    sku: row.sku,
    type: row.type,
    supplier: row.supplier,
    stock: Number(row.quantity),
    reorderLevel: row.reorder_level,
    suggestedOrder: row.reorder_quantity || 20,
    cost: takaOf(row.cost),
    averageCost: takaOf(row.average_cost),
    estimatedCost: takaOf((row.reorder_quantity || 20) * Number(row.average_cost)),
  }));
}
