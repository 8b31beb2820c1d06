import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { daysFrom, purchasingWorld, today, type PurchasingWorld } from '../inventory/purchases/purchasing.test-helper';

const RANGE = 'Date must be between 2000-01-01 and 2099-12-31';

/**
 * Issue 21: every date the API takes lies in the books' range (2000-01-01 to 2099-12-31), and no
 * document is dated after today in Dhaka; due dates may lie ahead.
 */
describe('business dates over HTTP', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let supplier: string;
  let helmet: string;

  const purchase = (fields: Record<string, unknown> = {}) => ({
    supplier,
    memoNumber: `M-${Math.random().toString(36).slice(2, 10)}`,
    purchaseDate: today(),
    items: [{ product: helmet, quantity: 2, purchasePrice: 1500, salePrice: 2500 }],
    purchasePaymentMethod: world.method.Cash,
    ...fields,
  });
  const bill = (fields: Record<string, unknown> = {}) => ({
    supplier, billNumber: `B-${Math.random().toString(36).slice(2, 10)}`, amount: 1000, dueDate: daysFrom(today(), 30), account: world.account['5202'], ...fields,
  });

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 50_000);
    supplier = await world.supplier('Rangs Motors');
    helmet = await world.product({ name: 'Helmet', model: 'Full face', type: 'Accessories', salePrice: 3500 });
  });
  after(async () => app.close());

  it('refuses a purchase dated 9999-12-31 with 400 naming purchaseDate, and appends nothing (no year-10000 due date)', async () => {
    await world.refused('POST', '/api/purchases', purchase({ purchaseDate: '9999-12-31' }), 400, RANGE, { purchaseDate: RANGE });
    await world.refused('POST', '/api/purchases', purchase({ purchaseDate: '1899-12-31' }), 400, RANGE, { purchaseDate: RANGE });
    const listed = (await app.request('GET', '/api/purchases')).body.data;
    assert.equal(listed.pagination.total, 0);
  });

  it('refuses a purchase dated tomorrow with the one message; its due date may be next year, not past 2099', async () => {
    const tomorrow = daysFrom(today(), 1);
    const future = `The purchase date ${tomorrow} is in the future: a purchase is dated today (${today()}) at the latest`;
    await world.refused('POST', '/api/purchases', purchase({ purchaseDate: tomorrow }), 400, future, { purchaseDate: future });
    await world.refused('POST', '/api/purchases', purchase({ dueDate: '2100-01-01' }), 400, RANGE, { dueDate: RANGE });
    const nextYear = `${Number(today().slice(0, 4)) + 1}-06-30`;
    const received = await world.ok('POST', '/api/purchases', purchase({ dueDate: nextYear }));
    assert.equal(received.dueDate, nextYear);
  });

  it('refuses a payable payment dated tomorrow with the one message; today it is paid', async () => {
    const payable = await world.ok('POST', '/api/accounts/payables', bill());
    const tomorrow = daysFrom(today(), 1);
    const message = `The payment date ${tomorrow} is in the future: a payment is dated today (${today()}) at the latest`;
    const payment = (paymentDate: string) => ({ amount: 100, paymentMethod: world.method.Cash, paymentDate });
    await world.refused('POST', `/api/accounts/payables/${payable._id}/payment`, payment(tomorrow), 400, message, { paymentDate: message });
    await world.refused('POST', `/api/accounts/payables/${payable._id}/payment`, payment('9999-12-31'), 400, RANGE, { paymentDate: RANGE });
    await world.ok('POST', `/api/accounts/payables/${payable._id}/payment`, payment(today()));
  });

  it('takes a supplier bill due next year; refuses one dated tomorrow', async () => {
    const nextYear = daysFrom(today(), 366);
    assert.equal((await world.ok('POST', '/api/accounts/payables', bill({ dueDate: nextYear }))).dueDate, nextYear);
    const tomorrow = daysFrom(today(), 1);
    const message = `The bill date ${tomorrow} is in the future: a bill is dated today (${today()}) at the latest`;
    await world.refused('POST', '/api/accounts/payables', bill({ billDate: tomorrow, dueDate: nextYear }), 400, message, { billDate: message });
  });

  it('refuses postings dated tomorrow on journal entries, expenses, transfers and owner equity with the one message', async () => {
    const tomorrow = daysFrom(today(), 1);
    const future = (document: string, article = 'a') => `The ${document} date ${tomorrow} is in the future: ${article} ${document} is dated today (${today()}) at the latest`;
    const journal = { date: tomorrow, reference: 'JE-T', description: 'Tomorrow', lines: [{ account: world.account['1101'], debit: 10, credit: 0 }, { account: world.account['3101'], debit: 0, credit: 10 }] };
    const cases: [string, unknown, string][] = [
      ['/api/accounts/journal-entries', journal, future('journal entry')],
      ['/api/accounts/expenses', { expenseAccount: world.account['5202'], amount: 10, date: tomorrow, description: 'Rent', cashAccount: world.account['1101'] }, future('expense', 'an')],
      ['/api/accounts/transfers', { from: world.account['1101'], to: world.account['1102'], amount: 10, date: tomorrow }, future('transfer')],
      ['/api/accounts/owner/investment', { amount: 10, date: tomorrow, cashAccount: world.account['1101'], description: 'Capital' }, future('owner transaction', 'an')],
    ];
    for (const [path, body, message] of cases) {
      const before = await app.eventCount();
      const response = await app.request('POST', path, { body });
      assert.equal(response.status, 400, `${path}: ${JSON.stringify(response.body)}`);
      assert.equal(response.body.errors.date, message, path);
      assert.equal(await app.eventCount(), before, `${path} appended nothing`);
    }
  });

  it('refuses a report date at the edges (0001, 1899, 9999, 10000) with 400 naming the field', async () => {
    for (const [path, field] of [['/api/accounts/reports/trial-balance', 'asOfDate'], ['/api/accounts/reports/financial', 'startDate'], ['/api/accounts/reports/financial', 'endDate']]) {
      for (const value of ['0001-01-01', '1899-12-31', '9999-12-31', '10000-01-01', '+010000-01-01']) {
        const response = await app.request('GET', `${path}?${field}=${encodeURIComponent(value)}`);
        assert.equal(response.status, 400, `${path}?${field}=${value}: ${JSON.stringify(response.body)}`);
        assert.equal(response.body.success, false);
        assert.ok(response.body.errors?.[field], `${path}?${field}=${value} names ${field}: ${JSON.stringify(response.body)}`);
      }
      const range = await app.request('GET', `${path}?${field}=1899-12-31`);
      assert.equal(range.body.errors[field], RANGE);
    }
    // A report may look ahead (a period not yet over): only the range applies.
    assert.equal((await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=${daysFrom(today(), 30)}`)).status, 200);
  });
});
