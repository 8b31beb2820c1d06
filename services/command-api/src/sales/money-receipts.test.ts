import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, ADMIN, type TestApp } from '../test-support/test-app';
import { signedInUser } from '../users/role-users';
import { purchasingWorld, type PurchasingWorld } from '../inventory/purchases/purchasing.test-helper';

/**
 * Money receipts (issue 23, item 22): every later payment on an invoice and every booking refund
 * carries a receipt number, MR-000001… in the order taken (one sequence), and who took it.
 */
describe('money receipt numbers', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let cash: string;
  let customer: string;
  let lube: string;
  let adminName: string;

  const receiptsOf = (payments: any[]) => payments.map((payment) => [payment.amount, payment.receiptNumber, payment.receivedBy]);

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 100_000);
    cash = world.method.Cash;
    customer = (await world.ok('POST', '/api/customers', { name: 'Salma Akter', phone: '01711000002', address: 'Uttara, Dhaka' }))._id;
    lube = await world.product({ name: 'Chain Lube', type: 'Accessories', salePrice: 500, cost: 300, stock: 50 });
    const users = (await app.request('GET', '/api/users')).body.data.users;
    const admin = users.find((user: any) => user.email === ADMIN.email);
    adminName = admin.name ?? admin.email;
  });
  after(async () => app.close());

  it('numbers later invoice payments and booking refunds in one sequence, naming who took each; payments taken with the invoice have none', async () => {
    const invoice = await world.ok('POST', '/api/invoices', { customer, items: [{ product: lube, quantity: 4 }], payments: [{ method: cash, amount: 500 }] });
    assert.deepEqual(receiptsOf(invoice.payments), [[500, null, adminName]]);

    const first = await world.ok('POST', `/api/invoices/${invoice._id}/payments`, { payments: [{ method: cash, amount: 300 }] });
    assert.deepEqual(receiptsOf(first.payments), [[500, null, adminName], [300, 'MR-000001', adminName]]);

    const booking = await world.ok('POST', '/api/bookings', { customer, amount: 5000, method: cash });
    const refunded = await world.ok('POST', `/api/bookings/${booking._id}/refund`, { refundAmount: 1000, refundMethod: cash, reason: 'Changed model' });
    assert.deepEqual([refunded.refund.receiptNumber, refunded.refund.refundedBy], ['MR-000002', adminName]);

    // A Sales user takes a split payment: one receipt per row, in the order given.
    const cashier = await signedInUser(app, 'Sales', { name: 'Rahima Cashier' });
    const split = await app.request('POST', `/api/invoices/${invoice._id}/payments`, { token: cashier.token, body: { payments: [{ method: cash, amount: 200 }, { method: cash, amount: 100 }] } });
    assert.equal(split.status, 201, JSON.stringify(split.body));
    assert.deepEqual(receiptsOf(split.body.data.payments).slice(2), [[200, 'MR-000003', 'Rahima Cashier'], [100, 'MR-000004', 'Rahima Cashier']]);

    const refunds = (await app.request('GET', `/api/bookings/${booking._id}/refunds`)).body.data.refunds;
    assert.deepEqual(refunds.map((refund: any) => [refund.amount, refund.receiptNumber, refund.refundedBy]), [[1000, 'MR-000002', adminName]]);
    const details = (await app.request('GET', `/api/invoices/${invoice._id}`)).body.data.invoice;
    assert.deepEqual(details.payments.map((payment: any) => payment.receiptNumber), [null, 'MR-000001', 'MR-000003', 'MR-000004']);
  });

  it('takes a bKash payment without its transaction ID once the setting is turned off, and requires it again once on', async () => {
    const bkash = (await world.ok('POST', '/api/accounts/payment-methods', {
      name: 'bKash', paymentAccount: 'bKash Merchant 01711', account: world.account['1103'], type: 'Mobile Banking', details: { mobileProvider: 'bKash', accountNumber: '01711000000' },
    }))._id;
    const sale = { customer, items: [{ product: lube, quantity: 1 }], payments: [{ method: bkash, amount: 500 }] };
    await world.refused('POST', '/api/invoices', sale, 400, 'Transaction ID is required for bKash payments');
    const off = await world.ok('PUT', '/api/settings', { businessName: 'Dhaka Motors', transactionIdRequired: false }, 200);
    assert.equal(off.transactionIdRequired, false);
    const invoice = await world.ok('POST', '/api/invoices', sale);
    assert.deepEqual(invoice.payments.map((payment: any) => [payment.method.name, payment.transactionId]), [['bKash', null]]);
    assert.equal((await world.ok('PUT', '/api/settings', { transactionIdRequired: true }, 200)).transactionIdRequired, true);
    await world.refused('POST', '/api/invoices', sale, 400, 'Transaction ID is required for bKash payments');
  });
});
