import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Pool } from 'pg';
import { productStream, type ProductState } from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { HANDLED_EVENT_TYPES, READ_MODEL_TABLES } from '../index';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, BOOKS_HISTORY_STEPS, HistoryBuilder } from '../../testing/history';
import { INVENTORY_CATALOG_HISTORY_STEPS } from '../inventory-catalog/history-steps';
import { addProduct, adjustProductStock, editProduct, PRODUCT_HISTORY_STEPS, productIdsOf, removeProduct } from './history-steps';

/** Its own database: other projector test files reset theirs. */
const databaseUrl = (suffix: string) => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_${suffix}`;
  return parsed.toString();
};
const url = databaseUrl('products');
const SCHEMAS = ['products_batched', 'products_single'];

let pool: Pool;
let store: PostgresEventStore;

before(async () => {
  await resetDatabase(url, SCHEMAS);
  pool = new Pool({ connectionString: url, max: 2 });
  store = new PostgresEventStore(url);
});

after(async () => {
  await store?.close();
  await pool?.end();
});

type Dump = Record<string, any[]>;
const INVENTORY_KINDS = new Set(['opening-stock', 'stock-adjustment']);

/**
 * Each product row against the domain's fold of its stream, and the stock value of each type
 * against what the stock postings left in its inventory account (other postings, manual entries
 * to the same accounts, are left out: the random books touch every account).
 */
function checkAgainstTheDomain(history: HistoryBuilder, dump: Dump, ids: string[]) {
  const rows = new Map(dump.products.map((row) => [row.id, row]));
  assert.equal(rows.size, ids.length);
  const valueByType = new Map<string, number>();
  const movementsOf = new Map<string, any[]>();
  for (const movement of dump.stock_movements) movementsOf.set(movement.product_id, [...(movementsOf.get(movement.product_id) ?? []), movement]);
  for (const id of ids) {
    const state = history.fold<ProductState>(productStream(id));
    const row = rows.get(id)!;
    assert.deepEqual(
      [row.name, row.model, row.sku, row.type, row.sale_price, row.cost, row.quantity, row.stock_value, row.reorder_level, row.is_active, row.deleted_at !== null],
      [state.name, state.model, state.sku, state.type, state.salePrice, state.cost, state.quantity, state.stockValue, state.reorderLevel, state.isActive, state.status === 'deleted'],
      `product ${id}`,
    );
    const average = state.quantity > 0 ? Math.floor((2 * state.stockValue + state.quantity) / (2 * state.quantity)) : state.cost;
    assert.equal(row.average_cost, average);
    const movements = movementsOf.get(id) ?? [];
    assert.equal(row.movement_count, movements.length);
    // The movements chain: each starts where the one before it (by position) ended.
    movements.sort((a, b) => a.position - b.position);
    let quantity = 0;
    let value = 0;
    for (const movement of movements) {
      assert.equal(movement.quantity_after, quantity + movement.quantity_change);
      assert.equal(movement.value_after, value + movement.value_change);
      quantity = movement.quantity_after;
      value = movement.value_after;
    }
    assert.deepEqual([quantity, value], [state.quantity, state.stockValue]);
    valueByType.set(state.type, (valueByType.get(state.type) ?? 0) + state.stockValue);
  }
  const kinds = new Map(dump.journal_entries.map((entry) => [entry.id, entry.source_kind]));
  for (const type of ['Motorcycle', 'Spare Parts', 'Accessories']) {
    const account = history.role(`inventory.${type}`).id;
    const posted = dump.journal_lines
      .filter((line) => line.account_id === account && INVENTORY_KINDS.has(kinds.get(line.journal_entry_id)))
      .reduce((sum, line) => sum + line.debit - line.credit, 0);
    assert.equal(posted, valueByType.get(type) ?? 0, `${type}: stock value = its inventory postings`);
  }
  // product_totals (a trigger on products keeps it) is, per type, the live products' count, stock and value.
  const live = dump.products.filter((row) => row.deleted_at === null);
  const totals = new Map(dump.product_totals.map((row) => [row.type, [row.count, row.quantity, row.stock_value]]));
  for (const type of ['Motorcycle', 'Spare Parts', 'Accessories']) {
    const ofType = live.filter((row) => row.type === type);
    const sum = (column: string) => ofType.reduce((total, row) => total + row[column], 0);
    assert.deepEqual(totals.get(type) ?? [0, 0, 0], [ofType.length, sum('quantity'), sum('stock_value')], `${type}: product_totals`);
  }
}

describe('products, stock movements and price history', () => {
  const history = new HistoryBuilder(7, Date.parse('2026-02-01T04:00:00.000Z'), [...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS]);
  const requests: AppendRequest[] = [];
  let dump: Dump;

  before(async () => {
    requests.push(...history.registerAdmin(), ...history.initializeChart());
    for (let index = 0; index < 4; index += 1) requests.push(...INVENTORY_CATALOG_HISTORY_STEPS[0].run(history));
    for (const type of ['Spare Parts', 'Accessories', 'Motorcycle', 'Spare Parts'] as const) requests.push(...addProduct(history, type));
    for (let index = 0; index < 40; index += 1) requests.push(...adjustProductStock(history));
    for (let index = 0; index < 15; index += 1) requests.push(...editProduct(history));
    for (let index = 0; index < 3; index += 1) requests.push(...removeProduct(history));
    await appendAll(store, requests, 7);
    dump = await projectFromScratch(url, store, 'products_batched', 1000);
  });

  test('every product event type is handled and its tables are dumped', () => {
    for (const type of ['ProductCreated', 'ProductUpdated', 'ProductDeleted', 'ProductPriceChanged', 'OpeningStockRecorded', 'StockAdjusted', 'StockRevalued',
      'StockReceived', 'StockReceiptReversed', 'StockIssued', 'StockReturned', 'MotorcycleUnitLinked', 'MotorcycleUnitUnlinked']) {
      assert.ok(HANDLED_EVENT_TYPES.includes(type), `${type} is handled`);
    }
    for (const table of ['products', 'stock_movements', 'price_history', 'product_totals']) assert.ok(table in READ_MODEL_TABLES, `${table} is dumped`);
  });

  test('one event per batch projects the same tables as one batch for all (a replay is identical)', async () => {
    assert.deepEqual(await projectFromScratch(url, store, 'products_single', 1), dump);
  });

  test('rows agree with the domain, movements chain, and the stock value is what the stock postings left in the books', () => {
    const ids = productIdsOf(history);
    assert.equal(ids.length >= 4, true);
    assert.ok(dump.stock_movements.length > 20, 'the history moved stock');
    assert.ok(dump.stock_movements.some((row) => row.type === 'revaluation'), 'a cost change revalued stock');
    assert.ok(dump.price_history.length > ids.length, 'prices changed');
    checkAgainstTheDomain(history, dump, ids);
  });

  test('the price history rows are the price change events, each with its product, previous price and source', () => {
    for (const row of dump.price_history) {
      assert.ok(['cost', 'salePrice'].includes(row.price_type));
      assert.ok(['created', 'edit', 'stock_in'].includes(row.source));
    }
    const first = dump.price_history.filter((row) => row.source === 'created');
    assert.ok(first.every((row) => row.previous_price === null));
  });
});

describe('a random history of the books, the catalogue and products', () => {
  test('every row is the domain fold of its stream, whatever the batch size; the stock agrees with the books', async () => {
    const history = new HistoryBuilder(41, Date.parse('2026-03-01T04:00:00.000Z'), [...BOOKS_HISTORY_STEPS, ...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS]);
    const requests: AppendRequest[] = [...history.registerAdmin(), ...history.initializeChart()];
    for (let index = 0; index < 1200; index += 1) requests.push(...history.randomCommand());
    // A log of its own.
    const randomUrl = databaseUrl('products_random');
    await resetDatabase(randomUrl, ['products_random', 'products_random_small']);
    const randomStore = new PostgresEventStore(randomUrl);
    let dump: Dump;
    let small: Dump;
    try {
      await appendAll(randomStore, requests, 50);
      dump = await projectFromScratch(randomUrl, randomStore, 'products_random');
      small = await projectFromScratch(randomUrl, randomStore, 'products_random_small', 3);
    } finally {
      await randomStore.close();
    }
    for (const table of ['products', 'stock_movements', 'price_history', 'product_totals', 'journal_entries', 'journal_lines']) assert.deepEqual(small[table], dump[table], table);
    const ids = productIdsOf(history);
    assert.ok(ids.length > 20, 'the history made products');
    assert.deepEqual(new Set(dump.stock_movements.map((row) => row.type)), new Set(['opening', 'stock_in', 'stock_out', 'adjustment', 'damaged', 'revaluation']));
    assert.ok(dump.products.some((row) => row.deleted_at !== null), 'some products were deleted');
    checkAgainstTheDomain(history, dump, ids);
  });
});
