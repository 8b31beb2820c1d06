import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, BOOKS_HISTORY_STEPS, HistoryBuilder } from '../../testing/history';
import { BOOKING_HISTORY_STEPS } from '../bookings/history-steps';
import { CUSTOMER_HISTORY_STEPS } from '../customers/history-steps';
import { INVENTORY_CATALOG_HISTORY_STEPS } from '../inventory-catalog/history-steps';
import { INVOICE_HISTORY_STEPS } from '../invoices/history-steps';
import { PRODUCT_HISTORY_STEPS } from '../products/history-steps';
import { PURCHASING_HISTORY_STEPS } from '../purchasing/history-steps';

/** Its own database: other projector test files reset theirs. */
const databaseUrl = (suffix: string) => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_${suffix}`;
  return parsed.toString();
};

type Dump = Record<string, any[]>;
const TABLES = ['daily_sales', 'product_sales', 'customer_sales'];
const periodsOf = (date: string) => [['day', date], ['month', `${date.slice(0, 8)}01`], ['year', `${date.slice(0, 5)}01-01`]] as const;

/**
 * The sales totals as they must be, worked out here from the projected invoices alone: every
 * invoice ever issued opens its rows (a voided one's stay at zero), a live one adds its total,
 * units and lines; a product's name is that of its latest line in log order.
 */
function expectedTotals(invoices: any[]) {
  const daily = new Map<string, any>();
  const products = new Map<string, any>();
  const customers = new Map<string, any>();
  for (const invoice of [...invoices].sort((left, right) => left.invoice_number - right.invoice_number)) {
    const live = invoice.voided_at === null ? 1 : 0;
    const day = daily.get(invoice.invoice_date) ?? { day: invoice.invoice_date, revenue: 0, invoices: 0, motorcycle_units: 0, other_units: 0 };
    day.revenue += live * invoice.total;
    day.invoices += live;
    for (const item of invoice.items) {
      if (item.productType === 'Motorcycle') day.motorcycle_units += live * item.quantity;
      else day.other_units += live * item.quantity;
      for (const [grain, start] of periodsOf(invoice.invoice_date)) {
        const key = `${grain}/${start}/${item.productId}`;
        const row = products.get(key) ?? { grain, period_start: start, product_id: item.productId, quantity: 0, revenue: 0 };
        row.product_name = item.productName;
        row.product_type = item.productType;
        row.quantity += live * item.quantity;
        row.revenue += live * item.lineTotal;
        products.set(key, row);
      }
    }
    daily.set(invoice.invoice_date, day);
    for (const [grain, start] of periodsOf(invoice.invoice_date)) {
      const key = `${grain}/${start}/${invoice.customer_id}`;
      const row = customers.get(key) ?? { grain, period_start: start, customer_id: invoice.customer_id, invoices: 0, total: 0 };
      row.invoices += live;
      row.total += live * invoice.total;
      customers.set(key, row);
    }
  }
  const sorted = (rows: any[], key: (row: any) => string) => rows.sort((left, right) => (key(left) < key(right) ? -1 : key(left) > key(right) ? 1 : 0));
  return {
    daily_sales: sorted([...daily.values()], (row) => row.day),
    product_sales: sorted([...products.values()], (row) => `${row.grain}/${row.period_start}/${row.product_id}`),
    customer_sales: sorted([...customers.values()], (row) => `${row.grain}/${row.period_start}/${row.customer_id}`),
  };
}

/** Rows with their columns in a fixed order and bigints as numbers, to compare with the expected ones. */
const comparable = (rows: any[], columns: string[]) => rows.map((row) => Object.fromEntries(columns.map((column) => [column, typeof row[column] === 'string' && /^-?\d+$/.test(row[column]) ? Number(row[column]) : row[column]])));

describe('the daily sales totals over a random history of invoices, payments and voids', () => {
  test('equal the live invoices summed by day, month and year, whatever the batch size', async () => {
    const history = new HistoryBuilder(1414, Date.parse('2026-01-20T04:00:00.000Z'), [
      ...BOOKS_HISTORY_STEPS, ...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS, ...PURCHASING_HISTORY_STEPS, ...CUSTOMER_HISTORY_STEPS, ...BOOKING_HISTORY_STEPS, ...INVOICE_HISTORY_STEPS,
    ]);
    const requests: AppendRequest[] = [...history.registerAdmin(), ...history.initializeChart()];
    for (let index = 0; index < 1500; index += 1) requests.push(...history.randomCommand());
    const url = databaseUrl('daily_sales');
    await resetDatabase(url, ['daily_sales_whole', 'daily_sales_small', 'daily_sales_single']);
    const store = new PostgresEventStore(url);
    let whole: Dump;
    let small: Dump;
    let single: Dump;
    try {
      await appendAll(store, requests, 50);
      whole = await projectFromScratch(url, store, 'daily_sales_whole');
      small = await projectFromScratch(url, store, 'daily_sales_small', 3);
      single = await projectFromScratch(url, store, 'daily_sales_single', 1);
    } finally {
      await store.close();
    }
    for (const table of TABLES) {
      assert.deepEqual(small[table], whole[table], `${table}: batches of 3 as one batch`);
      assert.deepEqual(single[table], whole[table], `${table}: one event a batch as one batch`);
    }
    const voided = whole.invoices.filter((invoice) => invoice.voided_at !== null).length;
    assert.ok(whole.invoices.length > 20 && voided > 0, `the history sold and voided (${whole.invoices.length} invoices, ${voided} voided)`);
    assert.ok(new Set(whole.invoices.map((invoice) => invoice.invoice_date)).size > 1, 'over more than one day');
    const expected = expectedTotals(whole.invoices);
    assert.deepEqual(comparable(whole.daily_sales, ['day', 'revenue', 'invoices', 'motorcycle_units', 'other_units']), expected.daily_sales);
    assert.deepEqual(comparable(whole.product_sales, ['grain', 'period_start', 'product_id', 'quantity', 'revenue', 'product_name', 'product_type']), comparable(expected.product_sales, ['grain', 'period_start', 'product_id', 'quantity', 'revenue', 'product_name', 'product_type']));
    assert.deepEqual(comparable(whole.customer_sales, ['grain', 'period_start', 'customer_id', 'invoices', 'total']), comparable(expected.customer_sales, ['grain', 'period_start', 'customer_id', 'invoices', 'total']));
  });
});
