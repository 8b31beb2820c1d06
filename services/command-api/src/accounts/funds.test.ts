import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';

/** Money that does not exist cannot be spent, and history is never lost from the chart. */
describe('funds and history', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  let assetGroup: string;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    assetGroup = chart.body.data.accounts.find((row: any) => row.code === '1101').glGroup;
  });
  after(async () => app.close());

  it('refuses a transfer that would take cash below zero, with the balance, and appends nothing', async () => {
    const investment = await app.request('POST', '/api/accounts/owner/investment', { body: { amount: 137000, date: today, cashAccount: account['1101'], description: 'Capital' } });
    assert.equal(investment.status, 201);
    const events = await app.eventCount();
    const refused = await app.request('POST', '/api/accounts/transfers', { body: { from: account['1101'], to: account['1102'], amount: 9000000, date: today } });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'Cash in Hand has ৳1,37,000.00; this would take it to -৳88,63,000.00.');
    assert.equal(await app.eventCount(), events);

    const fromBank = await app.request('POST', '/api/accounts/expenses', { body: { expenseAccount: account['5203'], amount: 10, date: today, description: 'Bank fee', cashAccount: account['1102'] } });
    assert.equal(fromBank.status, 409);
    assert.match(fromBank.body.message, /overdraw the bank account/);
    const confirmed = await app.request('POST', '/api/accounts/expenses', { body: { expenseAccount: account['5203'], amount: 10, date: today, description: 'Bank fee', cashAccount: account['1102'], allowOverdraft: true } });
    assert.equal(confirmed.status, 201);
    const drawing = await app.request('POST', '/api/accounts/owner/drawing', { body: { amount: 137000.01, date: today, cashAccount: account['1101'], description: 'Too much' } });
    assert.equal(drawing.status, 409);
    assert.equal(drawing.body.message, 'Cash in Hand has ৳1,37,000.00; this would take it to -৳0.01.');
  });

  it('refuses to delete an account with postings even when its balance is zero', async () => {
    const created = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: 'Counter float', code: '1101.60', glGroup: assetGroup, openingBalance: 0 } });
    assert.equal(created.status, 201);
    const id = created.body.data._id;
    assert.equal((await app.request('POST', '/api/accounts/transfers', { body: { from: account['1101'], to: id, amount: 100, date: today } })).status, 201);
    assert.equal((await app.request('POST', '/api/accounts/transfers', { body: { from: id, to: account['1101'], amount: 100, date: today } })).status, 201);
    const refused = await app.request('DELETE', `/api/accounts/gl-accounts/${id}`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'This account has postings; deactivate it instead.');
  });
});
