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
    assert.equal(fromBank.body.message, 'Bank Account has ৳0.00; this would overdraw the bank account to -৳10.00. Confirm the overdraft to proceed.');
    // The refusal names the field that confirms it: the web asks and resends with allowOverdraft.
    assert.deepEqual(fromBank.body.errors, { allowOverdraft: fromBank.body.message });
    assert.equal(refused.body.errors, undefined, 'a cash refusal cannot be confirmed');
    const confirmed = await app.request('POST', '/api/accounts/expenses', { body: { expenseAccount: account['5203'], amount: 10, date: today, description: 'Bank fee', cashAccount: account['1102'], allowOverdraft: true } });
    assert.equal(confirmed.status, 201);
    const drawing = await app.request('POST', '/api/accounts/owner/drawing', { body: { amount: 137000.01, date: today, cashAccount: account['1101'], description: 'Too much' } });
    assert.equal(drawing.status, 409);
    assert.equal(drawing.body.message, 'Cash in Hand has ৳1,37,000.00; this would take it to -৳0.01.');
  });

  it('refuses to delete an account with postings even when its balance is zero', async () => {
    const created = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: 'Counter float', code: '1101.60', glGroup: assetGroup, openingBalance: 0, integrationMappings: { cashAccount: true } } });
    assert.equal(created.status, 201);
    const id = created.body.data._id;
    assert.equal((await app.request('POST', '/api/accounts/transfers', { body: { from: account['1101'], to: id, amount: 100, date: today } })).status, 201);
    assert.equal((await app.request('POST', '/api/accounts/transfers', { body: { from: id, to: account['1101'], amount: 100, date: today } })).status, 201);
    const refused = await app.request('DELETE', `/api/accounts/gl-accounts/${id}`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'This account has postings; deactivate it instead.');
  });

  it('lists the accounts money moves through, by what they are, with their balances', async () => {
    const listed = await app.request('GET', '/api/accounts/money-accounts');
    assert.equal(listed.status, 200);
    const byCode = Object.fromEntries(listed.body.data.moneyAccounts.map((row: any) => [row.code, row]));
    assert.deepEqual(
      Object.fromEntries(['1101', '1101.01', '1102', '1103', '1104', '1105'].map((code) => [code, byCode[code]?.kind])),
      { '1101': 'cash', '1101.01': 'cash', '1102': 'bank', '1103': 'mobileBanking', '1104': 'mobileBanking', '1105': 'cash' },
    );
    // 5303 Bank Charges is an expense, 2102 Customer Deposits a liability, 1201 an asset that holds no money.
    for (const code of ['5303', '2102', '1201', '1501']) assert.equal(byCode[code], undefined, code);
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    const balances = Object.fromEntries(chart.body.data.accounts.map((row: any) => [row.code, row.balance]));
    for (const code of ['1101', '1102']) assert.equal(byCode[code].balance, balances[code], code);
    assert.equal(byCode['1102'].balance, -10, 'the confirmed overdraft shows');
  });

  it('refuses a transfer from or to an account that holds no money, and an expense paid from one; nothing appended', async () => {
    const events = await app.eventCount();
    const fromExpense = await app.request('POST', '/api/accounts/transfers', { body: { from: account['5303'], to: account['1101'], amount: 10, date: today } });
    assert.equal(fromExpense.status, 400);
    assert.equal(fromExpense.body.message, '5303 Bank Charges is not a cash, bank or mobile-banking account');
    assert.deepEqual(fromExpense.body.errors, { from: '5303 Bank Charges is not a cash, bank or mobile-banking account' });
    const toReceivable = await app.request('POST', '/api/accounts/transfers', { body: { from: account['1101'], to: account['1201'], amount: 10, date: today } });
    assert.equal(toReceivable.status, 400);
    assert.deepEqual(toReceivable.body.errors, { to: '1201 Accounts Receivable is not a cash, bank or mobile-banking account' });
    const fromDeposits = await app.request('POST', '/api/accounts/expenses', { body: { expenseAccount: account['5203'], amount: 10, date: today, description: 'Paid from booking money', cashAccount: account['2102'] } });
    assert.equal(fromDeposits.status, 400);
    assert.equal(fromDeposits.body.errors.cashAccount, 'Customer Deposits is not an Asset account');
    const fromReceivable = await app.request('POST', '/api/accounts/expenses', { body: { expenseAccount: account['5203'], amount: 10, date: today, description: 'Paid from a receivable', cashAccount: account['1201'] } });
    assert.equal(fromReceivable.status, 400);
    assert.equal(fromReceivable.body.errors.cashAccount, '1201 Accounts Receivable is not a cash, bank or mobile-banking account');
    assert.equal(await app.eventCount(), events);

    const transfer = await app.request('POST', '/api/accounts/transfers', { body: { from: account['1101'], to: account['1103'], amount: 10, date: today } });
    assert.equal(transfer.status, 201, 'cash to bKash moves');
    const amended = await app.request('PUT', `/api/accounts/transfers/${transfer.body.data._id}`, { body: { to: account['1501'] } });
    assert.equal(amended.status, 400);
    assert.deepEqual(amended.body.errors, { to: '1501 Furniture and Fixtures is not a cash, bank or mobile-banking account' });
  });
});
