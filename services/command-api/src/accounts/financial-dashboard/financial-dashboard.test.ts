import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { daysFrom, today } from '../../inventory/purchases/purchasing.test-helper';
import { dashboardHistory } from '../../dashboard/dashboard-history.test-helper';

describe('/api/accounts/dashboard', () => {
  let app: TestApp;
  const dashboard = async (query = '') => {
    const response = await app.request('GET', `/api/accounts/dashboard${query}`);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body.data;
  };

  before(async () => {
    app = await startTestApp();
    await dashboardHistory(app);
  });
  after(async () => app.close());

  it('answers 401 without a token and refuses a period not offered', async () => {
    assert.equal((await app.request('GET', '/api/accounts/dashboard', { token: null })).status, 401);
    const response = await app.request('GET', '/api/accounts/dashboard?period=15');
    assert.equal(response.status, 400);
    assert.match(JSON.stringify(response.body), /period must be 7, 30, 90 or 365/);
  });

  it('gives the KPIs, top accounts, cash accounts, aging and the health score of the known history (30 days by default)', async () => {
    const data = await dashboard();
    assert.equal(data.period, 30);
    assert.equal(data.periodStart, daysFrom(today(), -29));
    const posted = (await app.request('GET', `/api/accounts/transactions?status=Posted&startDate=${daysFrom(today(), -29)}&endDate=${today()}&limit=1`)).body.data.pagination.total;
    assert.ok(posted >= 7, 'capital, opening stock, two invoices, a booking and a bill were posted');
    assert.deepEqual(data.kpis, {
      totalReceivables: 1000,
      totalPayables: 12500,
      netCashPosition: 517_200,
      transactionsThisPeriod: posted,
      accountingIntegrationHealth: 100,
    });
    assert.deepEqual(data.accountSummary.slice(0, 2).map((row: any) => [row.code, row.name, row.balance]), [
      ['1101', 'Cash in Hand', 517_200],
      ['3101', "Owner's Capital", 500_000],
    ]);
    assert.equal(data.accountSummary.length, 3);
    const cash = data.cashAccounts.find((row: any) => row.code === '1101');
    assert.equal(cash.balance, 517_200);
    const codes = data.cashAccounts.map((row: any) => row.code);
    for (const code of ['1101', '1102', '1103', '1104', '1105']) assert.ok(codes.includes(code), `cash account ${code} is listed`);
    assert.deepEqual(codes, [...codes].sort(), 'by code');
    assert.equal(data.cashAccounts.reduce((sum: number, row: any) => sum + row.balance, 0), data.kpis.netCashPosition);
    assert.equal(data.receivablesAging.total, 1000);
    assert.equal(data.receivablesAging.current + data.receivablesAging.days1to30 + data.receivablesAging.days31to60 + data.receivablesAging.days61to90 + data.receivablesAging.over90, 1000);
    assert.deepEqual(data.payablesAging, { current: 12500, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 12500 });
    assert.equal(data.recentTransactions.length, Math.min(10, posted));
    assert.ok(data.recentTransactions.every((row: any) => row.status === 'Posted' && typeof row.amount === 'number' && row.source));
    assert.deepEqual(data.healthCheck, { score: 100, status: 'Excellent', issues: [] });
  });

  it('ages payables by days past due and counts only the period', async () => {
    await app.pool.query(`update read_models.payables set due_date = due_date - 40`);
    try {
      const data = await dashboard('?period=7');
      assert.deepEqual(data.payablesAging, { current: 0, days1to30: 0, days31to60: 12500, days61to90: 0, over90: 0, total: 12500 });
      assert.equal(data.healthCheck.issues[0].type, 'Overdue Payables');
      assert.equal(data.kpis.accountingIntegrationHealth, data.healthCheck.score);
    } finally {
      await app.pool.query(`update read_models.payables set due_date = due_date + 40`);
    }
    await app.pool.query(`update read_models.journal_entries set date = date - 100 where status <> 'Draft'`);
    try {
      assert.equal((await dashboard('?period=90')).kpis.transactionsThisPeriod, 0);
      assert.ok((await dashboard('?period=365')).kpis.transactionsThisPeriod > 0);
    } finally {
      await app.pool.query(`update read_models.journal_entries set date = date + 100 where status <> 'Draft'`);
    }
  });
});
