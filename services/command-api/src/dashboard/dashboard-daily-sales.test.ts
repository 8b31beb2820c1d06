import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { daysFrom, today } from '../inventory/purchases/purchasing.test-helper';
import { dashboardHistory, type DashboardHistory } from './dashboard-history.test-helper';
import { resolvePeriod, salesBucketsOf } from './dashboard-periods';

/**
 * The dashboard's period figures come from the daily sales read model (one row per business day,
 * per product and per customer, kept by the projector from the invoice events). This suite only
 * writes through the API, so the replay check (`rebuild --verify`) proves the daily rows replay
 * to what the live projector built, voids included.
 */
describe('/api/dashboard over the daily sales', () => {
  let app: TestApp;
  let history: DashboardHistory;
  const get = async (path: string) => {
    const response = await app.request('GET', path);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body.data;
  };

  before(async () => {
    app = await startTestApp();
    history = await dashboardHistory(app);
  });
  after(async () => app.close());

  it('sums the period from the daily sales: an earlier day counts in its own day, a voided invoice leaves its day', async () => {
    const { world, karim, rahim, helmet, brakePad } = history;
    const cash = world.method.Cash;
    const yesterday = daysFrom(today(), -1);
    await world.ok('POST', '/api/invoices', { customer: rahim, date: yesterday, items: [{ product: helmet, quantity: 1, unitPrice: 3500, total: 3500 }, { product: brakePad, quantity: 2, unitPrice: 1200, total: 2400 }], payments: [{ method: cash, amount: 5900 }] });
    const both = await get('/api/dashboard/overview?period=7');
    assert.equal(both.quickStats.totalRevenue, 8200 + 5900);
    assert.equal(both.quickStats.totalInvoices, 3);
    assert.equal(both.quickStats.totalOtherProductsSold, 3 + 3);
    assert.deepEqual(both.sales.dailyTrend.filter((row: any) => row.revenue > 0), [{ date: yesterday, revenue: 5900, invoices: 1 }, { date: today(), revenue: 8200, invoices: 2 }]);
    assert.deepEqual(both.sales.topProducts.map((row: any) => [row.name, row.quantity, row.revenue]), [['Helmet', 3, 10500], ['Brake Pad', 3, 3600]]);
    assert.deepEqual(both.customers.topCustomers.map((row: any) => [row.name, row.invoices, row.totalPurchases]), [['Rahim Mia', 2, 7100], ['Karim Uddin', 1, 7000]]);

    // Rahim's brake pad of today is voided: it leaves today's figures, its product and customer totals.
    const invoices = (await get(`/api/invoices?customer=${rahim}&limit=10`)).invoices as { _id: string; date: string }[];
    const todays = invoices.find((invoice) => invoice.date === today());
    assert.ok(todays, JSON.stringify(invoices));
    const voided = await app.request('DELETE', `/api/invoices/${todays._id}?reason=${encodeURIComponent('Entered twice')}`);
    assert.equal(voided.status, 200, JSON.stringify(voided.body));
    const after = await get('/api/dashboard/overview?period=7');
    assert.equal(after.quickStats.totalRevenue, 7000 + 5900);
    assert.equal(after.quickStats.totalInvoices, 2);
    assert.equal(after.quickStats.totalOtherProductsSold, 2 + 3);
    assert.deepEqual(after.sales.dailyTrend.filter((row: any) => row.revenue > 0), [{ date: yesterday, revenue: 5900, invoices: 1 }, { date: today(), revenue: 7000, invoices: 1 }]);
    assert.deepEqual(after.sales.topProducts.map((row: any) => [row.name, row.quantity, row.revenue]), [['Helmet', 3, 10500], ['Brake Pad', 2, 2400]]);
    assert.deepEqual(after.customers.topCustomers.map((row: any) => [row.name, row.invoices, row.totalPurchases]), [['Karim Uddin', 1, 7000], ['Rahim Mia', 1, 5900]]);
    const todayOnly = await get('/api/dashboard/overview?period=today');
    assert.deepEqual(todayOnly.sales.topProducts.map((row: any) => row.name), ['Helmet'], 'a product whose sales of the day were all voided is not a top product');
    assert.deepEqual(todayOnly.customers.topCustomers.map((row: any) => row.name), ['Karim Uddin']);
    assert.ok(karim);
  });

  it('splits a period into whole years, whole months and days; a year or month up to today is whole', () => {
    const on = '2026-11-24';
    const buckets = (period: Parameters<typeof resolvePeriod>[0]) => salesBucketsOf(resolvePeriod(period, on).current, on);
    assert.deepEqual(buckets('this_year'), { years: ['2026-01-01'], months: [], days: [] });
    assert.deepEqual(buckets('last_year'), { years: ['2025-01-01'], months: [], days: [] });
    assert.deepEqual(buckets('this_month'), { years: [], months: ['2026-11-01'], days: [] });
    assert.deepEqual(buckets('last_month'), { years: [], months: ['2026-10-01'], days: [] });
    assert.deepEqual(buckets('today'), { years: [], months: [], days: ['2026-11-24'] });
    assert.deepEqual(buckets('90'), { years: [], months: ['2026-09-01', '2026-10-01', '2026-11-01'], days: ['2026-08-27', '2026-08-28', '2026-08-29', '2026-08-30', '2026-08-31'] });
    // The period before this year (as long: 2025-02-07 to 2025-12-31) is not up to today: days, then whole months.
    const before = salesBucketsOf(resolvePeriod('this_year', on).previous, on);
    assert.equal(before.years.length, 0);
    assert.deepEqual(before.months, ['2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01', '2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01', '2025-11-01', '2025-12-01']);
    assert.equal(before.days[0], resolvePeriod('this_year', on).previous.from);
    assert.equal(before.days[0], '2025-02-07');
    assert.equal(before.days.at(-1), '2025-02-28');
    // February of a leap year, whole.
    assert.deepEqual(salesBucketsOf({ from: '2024-02-01', through: '2024-02-29' }, on).months, ['2024-02-01']);
    assert.deepEqual(salesBucketsOf({ from: '2024-02-01', through: '2024-02-28' }, on).days.length, 28);
  });

  it('takes an invoice issued and voided back to back out of its day entirely', async () => {
    const { world, karim, helmet } = history;
    const cash = world.method.Cash;
    const before = await get('/api/dashboard/overview?period=today');
    const issued = await world.ok('POST', '/api/invoices', { customer: karim, items: [{ product: helmet, quantity: 1, unitPrice: 3600, total: 3600 }], payments: [{ method: cash, amount: 3600 }] });
    const voided = await app.request('DELETE', `/api/invoices/${issued._id}?reason=${encodeURIComponent('Wrong customer')}`);
    assert.equal(voided.status, 200, JSON.stringify(voided.body));
    const after = await get('/api/dashboard/overview?period=today');
    assert.deepEqual(after.quickStats, before.quickStats);
    assert.deepEqual(after.sales, before.sales);
    assert.deepEqual(after.customers.topCustomers, before.customers.topCustomers);
  });
});
