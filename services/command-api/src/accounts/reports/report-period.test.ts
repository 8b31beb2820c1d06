import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('the financial reports period', () => {
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
  });
  after(async () => app.close());

  it('refuses an income statement or export whose end date is before its start date, naming endDate', async () => {
    for (const path of [
      '/api/accounts/reports/financial?startDate=2026-03-01&endDate=2026-02-28',
      '/api/accounts/reports/financial?startDate=2026-03-01&endDate=2026-02-28&reportType=incomeStatement',
      '/api/accounts/export?format=json&startDate=2026-03-01&endDate=2026-02-28',
      '/api/accounts/export?format=csv&startDate=2026-03-01&endDate=2026-02-28',
    ]) {
      const refused = await app.request('GET', path);
      assert.equal(refused.status, 400, path);
      assert.equal(refused.body.message, 'End date cannot be before start date', path);
      assert.equal(refused.body.errors.endDate, 'End date cannot be before start date', path);
    }
  });

  it('still answers a balance sheet or trial balance, which are as of the end date only', async () => {
    for (const reportType of ['balanceSheet', 'trialBalance']) {
      const answered = await app.request('GET', `/api/accounts/reports/financial?startDate=2026-03-01&endDate=2026-02-28&reportType=${reportType}`);
      assert.equal(answered.status, 200, reportType);
      assert.equal(answered.body.data[reportType].asOfDate, '2026-02-28', reportType);
    }
  });

  it('answers a one-day period', async () => {
    const answered = await app.request('GET', '/api/accounts/reports/financial?startDate=2026-02-28&endDate=2026-02-28&reportType=incomeStatement');
    assert.equal(answered.status, 200);
    assert.equal(answered.body.data.incomeStatement.netIncome, 0);
  });
});
