import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { buildReportHistory, motorcycleMovementsInPeriod, PERIOD, type ReportHistory } from './report-history.test-helper';

/** Inventory reports and analytics over HTTP (docs/api/inventory.md), against a known small history. */
describe('/api/products/reports and /analytics', () => {
  let app: TestApp;
  let history: ReportHistory;
  /** The motorcycle unit's purchase movement in the period (1 when its history lists it). */
  let bikeMoves: number;
  const period = `startDate=${PERIOD.startDate}&endDate=${PERIOD.endDate}`;
  const get = async (path: string) => {
    const response = await app.request('GET', path);
    assert.equal(response.status, 200, `${path}: ${JSON.stringify(response.body)}`);
    assert.equal(response.body.success, true);
    return response.body.data;
  };
  const totalsOf = async (type: string) => (await get(`/api/products?type=${encodeURIComponent(type)}&includeInventoryValue=true&limit=1000`)).totals;
  const balanceOf = async (code: string) => {
    const chart = await get('/api/accounts/chart-of-accounts');
    return chart.accounts.find((row: { code: string }) => row.code === code).balance as number;
  };

  before(async () => {
    app = await startTestApp();
    history = await buildReportHistory(app);
    bikeMoves = await motorcycleMovementsInPeriod(app, history.bike);
  });
  after(async () => app.close());

  it('answers 401 without a token', async () => {
    for (const path of ['/api/products/reports/inventory', '/api/products/reports/valuation', '/api/products/reports/movement', '/api/products/analytics/performance']) {
      const response = await app.request('GET', path, { token: null });
      assert.equal(response.status, 401, path);
      assert.deepEqual(response.body, { success: false, message: 'Authentication required' });
    }
  });

  it('values the stock per type exactly as the inventory accounts hold it', async () => {
    const valuation = await get('/api/products/reports/valuation');
    assert.match(valuation.asOf, /^\d{4}-\d{2}-\d{2}T/);
    assert.deepEqual(
      valuation.byType.map((row: { type: string }) => row.type),
      ['Motorcycle', 'Spare Parts', 'Accessories'],
    );
    let total = 0;
    for (const [type, code, name] of [
      ['Motorcycle', '1301', 'Inventory - Motorcycles'],
      ['Spare Parts', '1302', 'Inventory - Spare Parts'],
      ['Accessories', '1303', 'Inventory - Accessories'],
    ]) {
      const row = valuation.byType.find((entry: { type: string }) => entry.type === type);
      const totals = await totalsOf(type);
      assert.equal(row.totalValue, totals.inventoryValue, `${type}: the products' value`);
      assert.equal(row.stock, totals.stock, `${type}: stock`);
      assert.equal(row.productCount, 1);
      assert.deepEqual(row.account, { _id: history.account[code], code, name });
      assert.equal(row.ledgerBalance, await balanceOf(code), `${type}: the account's balance`);
      assert.equal(row.ledgerBalance, row.totalValue, `${type}: stock and books agree`);
      assert.equal(row.difference, 0);
      total += row.totalValue;
    }
    assert.equal(valuation.byType[0].totalValue, 250000);
    assert.equal(valuation.byType[2].totalValue, 6200, 'helmets: 2 at 1,500 and 2 at 1,600');
    assert.equal(valuation.totalValue, Math.round(total * 100) / 100);
    assert.equal(valuation.totalStock, 14);
    assert.equal(valuation.productCount, 3);

    const spare = await get('/api/products/reports/valuation?type=Spare%20Parts');
    assert.equal(spare.byType.length, 1);
    assert.equal(spare.byType[0].stock, 9);
    assert.deepEqual([spare.byType[0].account, spare.byType[0].ledgerBalance, spare.byType[0].difference], [null, null, null], 'a filter leaves the ledger out');
    const bySupplier = await get(`/api/products/reports/valuation?supplier=${history.supplier}`);
    assert.equal(bySupplier.totalStock, 14);
    assert.equal(bySupplier.byType[0].ledgerBalance, null);
  });

  it('answers the inventory report: summary by type, performance by value, the latest movements of the period', async () => {
    const report = await get(`/api/products/reports/inventory?${period}&limit=3`);
    assert.deepEqual(report.period, PERIOD);
    const [motorcycles, spares, accessories] = await Promise.all(['Motorcycle', 'Spare Parts', 'Accessories'].map(totalsOf));
    const { summary } = report;
    assert.equal(summary.productCount, 3);
    assert.equal(summary.totalStock, 14);
    assert.equal(summary.lowStockCount, 2, 'the helmets (4) and the motorcycle (1) are at or below 5');
    assert.equal(summary.totalInventoryValue, Math.round((motorcycles.inventoryValue + spares.inventoryValue + accessories.inventoryValue) * 100) / 100);
    assert.deepEqual(summary.byType, {
      Motorcycle: { totalValue: motorcycles.inventoryValue, productCount: 1, stock: 1 },
      'Spare Parts': { totalValue: spares.inventoryValue, productCount: 1, stock: 9 },
      Accessories: { totalValue: 6200, productCount: 1, stock: 4 },
    });
    const potential = 1 * 300000 + 9 * 900 + 4 * 2500 - summary.totalInventoryValue;
    assert.equal(summary.totalPotentialProfit, Math.round(potential * 100) / 100);

    assert.deepEqual(
      report.performanceData.map((row: { name: string }) => row.name),
      ['FZ-S V3', 'Helmet', 'Brake Pad'],
      'by inventory value, highest first',
    );
    const pad = report.performanceData[2];
    assert.deepEqual(
      { stock: pad.stock, unitsIn: pad.unitsIn, unitsOut: pad.unitsOut, turnoverRate: pad.turnoverRate, isLowStock: pad.isLowStock, reorderLevel: pad.reorderLevel, reorderQuantity: pad.reorderQuantity },
      { stock: 9, unitsIn: 5, unitsOut: 3, turnoverRate: 0.29, isLowStock: false, reorderLevel: 5, reorderQuantity: 20 },
      'turnover = 3 out / ((10 at the start + 11 at the end) / 2)',
    );
    assert.equal(pad._id, history.pad);
    assert.equal(pad.salePrice, 900);
    // The margin is on the cost the books use, the landed average (issue 23, item 7), not the last purchase price.
    assert.equal(pad.profitMargin, Math.round(((900 - pad.averageCost) / 900) * 10000) / 100);
    assert.equal(pad.inventoryValue, spares.inventoryValue);
    const bike = report.performanceData[0];
    assert.deepEqual([bike.stock, bike.unitsIn, bike.inventoryValue, bike.averageCost, bike.isLowStock], [1, bikeMoves, 250000, 250000, true]);

    assert.equal(report.movementData.length, 3);
    assert.deepEqual(
      report.movementData.map((row: { productName: string; type: string; movementType: string; quantityChange: number; date: string }) => [row.date, row.productName, row.type, row.movementType, row.quantityChange]),
      [
        ['2026-01-22', 'Helmet', 'stock_in', 'Adjustment', 2],
        ['2026-01-20', 'Brake Pad', 'damaged', 'Adjustment', -1],
        ['2026-01-15', 'Brake Pad', 'stock_out', 'Adjustment', -3],
      ],
    );
    const helmetIn = report.movementData[0];
    assert.deepEqual(helmetIn.product, { _id: history.helmet, name: 'Helmet', model: 'Full Face', sku: 'HL-FF-01', type: 'Accessories' });
    assert.equal(helmetIn.valueImpact, 3200);
    assert.equal(helmetIn.reference, 'GRN-7');
    assert.equal(helmetIn.reason, 'Restock');

    const scoped = await get(`/api/products/reports/inventory?${period}&productId=${history.helmet}`);
    assert.equal(scoped.summary.productCount, 1);
    assert.deepEqual(scoped.performanceData.map((row: { _id: string }) => row._id), [history.helmet]);
    assert.ok(scoped.movementData.every((row: { product: { _id: string } }) => row.product._id === history.helmet));
    const byType = await get(`/api/products/reports/inventory?${period}&type=Accessories`);
    assert.deepEqual(byType.summary.byType.Motorcycle, { totalValue: 0, productCount: 0, stock: 0 }, 'every type present, zeros without products');
  });

  it('defaults the period to the 30 days ending today in Dhaka', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const report = await get('/api/products/reports/inventory');
    assert.equal(report.period.endDate, today);
    const days = (Date.parse(report.period.endDate) - Date.parse(report.period.startDate)) / 86_400_000;
    assert.equal(days, 29, 'both ends included: 30 days');
  });

  it('pages the movement report, newest first, with the totals of the whole period and the movement type filter', async () => {
    const total = 4 + bikeMoves;
    const first = await get(`/api/products/reports/movement?${period}&page=1&limit=2`);
    assert.deepEqual(first.pagination, { total, page: 1, limit: 2, pages: Math.ceil(total / 2) });
    assert.deepEqual(first.totals.quantityIn, 7 + bikeMoves);
    assert.deepEqual(first.totals.quantityOut, 4);
    assert.equal(first.totals.valueIn, 3200 + 5 * 640 + 250000 * bikeMoves, 'the purchase and the stock in');
    assert.ok(first.totals.valueOut > 0);
    assert.deepEqual(first.period, PERIOD);
    assert.deepEqual(first.movements.map((row: { type: string }) => row.type), ['stock_in', 'damaged']);
    const spares = await get(`/api/products/reports/movement?${period}&type=Spare%20Parts&page=2&limit=2`);
    assert.deepEqual(spares.pagination, { total: 3, page: 2, limit: 2, pages: 2 });
    assert.deepEqual(spares.movements.map((row: { date: string; movementType: string; quantityChange: number }) => [row.date, row.movementType, row.quantityChange]), [['2026-01-12', 'Purchase', 5]]);

    const purchases = await get(`/api/products/reports/movement?${period}&movementType=Purchase`);
    assert.deepEqual(
      purchases.movements.map((row: { productName: string; quantityChange: number }) => [row.productName, row.quantityChange]).sort(),
      [['Brake Pad', 5], ...(bikeMoves ? [['FZ-S V3', 1]] : [])],
    );
    assert.equal(purchases.totals.quantityIn, 5 + bikeMoves);
    const adjustments = await get(`/api/products/reports/movement?${period}&movementType=Adjustment&type=Spare%20Parts`);
    assert.deepEqual(adjustments.movements.map((row: { type: string }) => row.type), ['damaged', 'stock_out']);
    const sales = await get(`/api/products/reports/movement?${period}&movementType=Sale`);
    assert.deepEqual(sales.movements, []);
    assert.deepEqual(sales.totals, { quantityIn: 0, quantityOut: 0, valueIn: 0, valueOut: 0 });
    const later = await get('/api/products/reports/movement?startDate=2026-02-01&endDate=2026-02-28');
    assert.deepEqual(later.movements.map((row: { type: string; quantityChange: number }) => [row.type, row.quantityChange]), [['stock_out', -2]]);
  });

  it('pages the performance analytics with its sorts and the low-stock filter', async () => {
    const byValue = await get(`/api/products/analytics/performance?${period}&limit=2`);
    assert.deepEqual(byValue.pagination, { total: 3, page: 1, limit: 2, pages: 2 });
    assert.deepEqual(byValue.products.map((row: { name: string }) => row.name), ['FZ-S V3', 'Helmet']);
    assert.deepEqual(byValue.period, PERIOD);
    const byName = await get(`/api/products/analytics/performance?${period}&sortBy=name&sortOrder=asc`);
    assert.deepEqual(byName.products.map((row: { name: string }) => row.name), ['Brake Pad', 'FZ-S V3', 'Helmet']);
    const byTurnover = await get(`/api/products/analytics/performance?${period}&sortBy=turnoverRate&sortOrder=desc`);
    assert.equal(byTurnover.products[0].name, 'Brake Pad');
    assert.equal(byTurnover.products[0].turnoverRate, 0.29);
    const low = await get(`/api/products/analytics/performance?${period}&lowStock=true&sortBy=stock`);
    assert.deepEqual(low.products.map((row: { name: string; stock: number }) => [row.name, row.stock]), [
      ['FZ-S V3', 1],
      ['Helmet', 4],
    ]);
    const spare = await get(`/api/products/analytics/performance?${period}&type=Spare%20Parts&supplier=${history.supplier}`);
    assert.deepEqual(spare.products.map((row: { _id: string }) => row._id), [history.pad]);
  });

  it('refuses bad filters with the field named', async () => {
    const cases: [string, string, string][] = [
      ['/api/products/reports/inventory?startDate=2026-02-30', 'startDate', 'Invalid date'],
      ['/api/products/reports/movement?endDate=January', 'endDate', 'Invalid date'],
      ['/api/products/analytics/performance?startDate=2026-02-01&endDate=2026-01-01', 'endDate', 'End date cannot be before start date'],
      ['/api/products/reports/inventory?type=Cars', 'type', 'Product type must be one of Motorcycle, Spare Parts, Accessories'],
      ['/api/products/reports/valuation?type=Cars', 'type', 'Product type must be one of Motorcycle, Spare Parts, Accessories'],
      ['/api/products/reports/movement?movementType=Theft', 'movementType', 'Movement type must be one of Purchase, Sale, Adjustment'],
      ['/api/products/analytics/performance?sortBy=price', 'sortBy', 'sortBy must be one of: inventoryValue, turnoverRate, stock, profitMargin, name'],
      ['/api/products/reports/inventory?limit=1001', 'limit', 'limit must be at most 1000'],
      ['/api/products/reports/inventory?colour=red', 'colour', 'property colour should not exist'],
    ];
    for (const [path, field, message] of cases) {
      const response = await app.request('GET', path);
      assert.equal(response.status, 400, `${path}: ${JSON.stringify(response.body)}`);
      assert.equal(response.body.success, false);
      assert.equal(response.body.message, message, path);
      assert.equal(response.body.errors[field], message, path);
    }
  });
});
