import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { today } from '../inventory/purchases/purchasing.test-helper';
import { dashboardHistory, type DashboardHistory } from './dashboard-history.test-helper';
import { resolvePeriod } from './dashboard-periods';

describe('/api/dashboard', () => {
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

  it('answers 401 without a token, and refuses an unknown period or metric with a clear 400', async () => {
    assert.equal((await app.request('GET', '/api/dashboard/overview', { token: null })).status, 401);
    const period = await app.request('GET', '/api/dashboard/overview?period=fortnight');
    assert.equal(period.status, 400);
    assert.match(JSON.stringify(period.body), /period must be one of today, this_week, this_month/);
    const metric = await app.request('GET', '/api/dashboard/metrics/profit');
    assert.equal(metric.status, 400);
    assert.match(JSON.stringify(metric.body), /metric must be one of revenue, sales, inventory, customers, bookings, cash/);
  });

  it('gives the overview of this month by default, every figure from the known history', async () => {
    const data = await get('/api/dashboard/overview');
    assert.equal(data.overview.period, 'this_month');
    assert.equal(data.overview.periodLabel, 'This Month');
    assert.equal(data.overview.startDate, `${today().slice(0, 8)}01`);
    assert.equal(data.overview.endDate, today());
    // Nothing was sold before: growth has nothing to grow from.
    assert.equal(data.overview.previousRevenue, 0);
    assert.equal(data.overview.growthRate, null);
    assert.deepEqual(data.quickStats, {
      totalRevenue: 8200,
      totalInvoices: 2,
      totalMotorcyclesSold: 0,
      totalOtherProductsSold: 3,
      totalCustomers: 2,
      lowStockItems: 1,
      pendingBookings: 1,
      totalCustomerDue: 1000,
      cashPosition: 500_000 + 7000 + 200 + 10000 - 0,
      pendingPayments: 12500,
    });
    assert.deepEqual(
      data.sales.topProducts.map((row: any) => [row.name, row.quantity, row.revenue]),
      [['Helmet', 2, 7000], ['Brake Pad', 1, 1200]],
    );
    const day = data.sales.dailyTrend.find((row: any) => row.date === today());
    assert.deepEqual(day, { date: today(), revenue: 8200, invoices: 2 });
    assert.equal(data.sales.dailyTrend.length, Number(today().slice(8, 10)), 'one point per day of the month so far');
    assert.deepEqual(data.customers.topCustomers.map((row: any) => [row.name, row.totalPurchases]), [['Karim Uddin', 7000], ['Rahim Mia', 1200]]);
    assert.equal(data.customers.newCustomers, 2);
    assert.equal(data.customers.customersWithDue, 1);
    assert.equal(data.inventory.totalValue, 2 * 2500 + 2 * 300 + 9 * 800);
    assert.deepEqual(
      data.inventory.categoryBreakdown.map((row: any) => [row.category, row.value, row.quantity]),
      [['Accessories', 5600, 4], ['Spare Parts', 7200, 9]],
    );
    assert.deepEqual(data.inventory.lowStockItems.map((row: any) => [row.name, row.stock, row.reorderLevel]), [['Chain Lube', 2, 5]]);
    assert.deepEqual(data.bookings, { totalBookings: 1, totalBookingAmount: 10000, averageBookingAmount: 10000 });
    assert.deepEqual(data.financial, { totalCash: 517_200, totalReceivables: 1000, totalPayables: 12500 });
    assert.deepEqual(data.recentActivities.map((row: any) => row.type).sort(), ['customer', 'customer', 'invoice', 'invoice']);
    assert.equal(data.recentActivities.find((row: any) => row.title === 'Invoice INV-000002').description, 'Sold to Rahim Mia');
  });

  it('raises the alerts, each linking to the screen that resolves it', async () => {
    const { alerts } = await get('/api/dashboard/overview');
    assert.deepEqual(
      alerts.map((alert: any) => [alert.title, alert.action.link]),
      [
        ['Low Stock', '/products?lowStock=true'],
        ['Payables Due This Week', '/accounts/payables'],
        ['Unposted Drafts', '/accounts/journal-entries?status=Draft'],
      ],
    );
    assert.match(alerts[1].message, /1 payable is due within 7 days or overdue \(৳12,500\.00\)/);
    // Past its due date, Rahim's due is an overdue receivable.
    await app.pool.query(`update read_models.receivables_due_totals set due_date = due_date - 400`);
    try {
      const later = await get('/api/dashboard/overview');
      const overdue = later.alerts.find((alert: any) => alert.title === 'Overdue Receivables');
      assert.deepEqual(overdue.action, { label: 'View Receivables', link: '/accounts/receivables?status=Overdue' });
      assert.match(overdue.message, /1 receivable is overdue \(৳1,000\.00\)/);
    } finally {
      await app.pool.query(`update read_models.receivables_due_totals set due_date = due_date + 400`);
    }
  });

  it('measures growth against the period before: last month had nothing, today is all of this month', async () => {
    const lastMonth = await get('/api/dashboard/overview?period=last_month');
    assert.equal(lastMonth.quickStats.totalRevenue, 0);
    assert.equal(lastMonth.overview.growthRate, 0);
    const todayOnly = await get('/api/dashboard/overview?period=today');
    assert.equal(todayOnly.quickStats.totalRevenue, 8200);
    assert.equal(todayOnly.sales.dailyTrend.length, 1);
    for (const period of ['this_week', 'last_week', 'this_year', 'last_year', '7', '30', '90']) {
      const data = await get(`/api/dashboard/overview?period=${period}`);
      const range = resolvePeriod(period as never, today());
      assert.equal(data.overview.startDate, range.current.from, period);
      const covers = range.current.from <= today() && today() <= range.current.through;
      assert.equal(data.quickStats.totalRevenue, covers ? 8200 : 0, period);
    }
  });

  it('resolves periods on Dhaka business days, weeks starting Saturday, each compared with as many days before', () => {
    // 2026-11-24 is a Tuesday.
    assert.deepEqual(resolvePeriod('this_week', '2026-11-24').current, { from: '2026-11-21', through: '2026-11-24' });
    assert.deepEqual(resolvePeriod('this_week', '2026-11-24').previous, { from: '2026-11-17', through: '2026-11-20' });
    assert.deepEqual(resolvePeriod('last_week', '2026-11-24').current, { from: '2026-11-14', through: '2026-11-20' });
    assert.deepEqual(resolvePeriod('last_month', '2026-03-10').current, { from: '2026-02-01', through: '2026-02-28' });
    assert.deepEqual(resolvePeriod('last_month', '2026-03-10').previous, { from: '2026-01-04', through: '2026-01-31' });
    assert.deepEqual(resolvePeriod('30', '2026-11-24').current, { from: '2026-10-26', through: '2026-11-24' });
    assert.deepEqual(resolvePeriod('last_year', '2026-11-24').current, { from: '2025-01-01', through: '2025-12-31' });
  });

  it('answers each metric for a period, the widgets, and a refresh', async () => {
    const revenue = await get('/api/dashboard/metrics/revenue?period=today');
    assert.equal(revenue.value, 8200);
    assert.deepEqual(revenue.series, [{ date: today(), value: 8200 }]);
    const sales = await get('/api/dashboard/metrics/sales');
    assert.deepEqual([sales.value, sales.motorcyclesSold, sales.otherProductsSold], [2, 0, 3]);
    const inventory = await get('/api/dashboard/metrics/inventory');
    assert.deepEqual([inventory.value, inventory.lowStockItems], [12800, 1]);
    const customers = await get('/api/dashboard/metrics/customers');
    assert.deepEqual([customers.value, customers.totalCustomers, customers.customersWithDue], [2, 2, 1]);
    const bookings = await get('/api/dashboard/metrics/bookings');
    assert.deepEqual([bookings.value, bookings.totalBookingAmount, bookings.pendingBookings], [1, 10000, 1]);
    const cash = await get('/api/dashboard/metrics/cash');
    assert.deepEqual([cash.value, cash.totalReceivables, cash.totalPayables], [517_200, 1000, 12500]);
    const widgets = await get('/api/dashboard/widgets');
    assert.equal(widgets.defaultPeriod, 'this_month');
    assert.ok(widgets.widgets.some((widget: any) => widget.id === 'daily-revenue' && widget.type === 'line-chart'));
    const refreshed = await app.request('POST', '/api/dashboard/refresh?period=today');
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.equal(refreshed.body.message, 'Dashboard refreshed');
    assert.equal(refreshed.body.data.quickStats.totalRevenue, 8200);
    assert.ok(history.helmet);
  });

  // Last: it adds a booking to the known history.
  it('counts a partly refunded booking still holding money as pending, and a fully refunded one not', async () => {
    const { world, rahim } = history;
    const cash = world.method.Cash;
    const pending = async () => (await get('/api/dashboard/overview')).quickStats.pendingBookings;
    assert.equal(await pending(), 1);
    const partly = await world.ok('POST', '/api/bookings', { customer: rahim, amount: 8000, method: cash, description: 'Motorcycle reservation', status: 'Confirmed' });
    const refunded = await app.request('POST', `/api/bookings/${partly._id}/refund`, { body: { refundAmount: 2000, refundMethod: cash, reason: 'Chose a cheaper colour' } });
    assert.equal(refunded.status, 201, JSON.stringify(refunded.body));
    assert.equal((await app.request('GET', `/api/bookings/${partly._id}`)).body.data.status, 'Partial Refund');
    assert.equal(await pending(), 2, 'the ৳6,000 still held on the partly refunded booking');
    assert.equal((await get('/api/dashboard/metrics/bookings')).pendingBookings, 2);
    const rest = await app.request('POST', `/api/bookings/${partly._id}/refund`, { body: { refundAmount: 6000, refundMethod: cash, reason: 'Cancelled the order' } });
    assert.equal(rest.status, 201, JSON.stringify(rest.body));
    assert.equal(await pending(), 1, 'a booking refunded in full holds nothing');
  });
});
