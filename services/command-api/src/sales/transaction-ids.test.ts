import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { daysFrom, purchasingWorld, today, type PurchasingWorld } from '../inventory/purchases/purchasing.test-helper';

/** Transaction IDs (TrxID, card slip or approval number) on every payment row, unique per payment method. */
describe('transaction IDs on payments', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let cash: string;
  let bkash: string;
  let nagad: string;
  let karim: string;
  let lube: string;
  let firstInvoice: any;

  const sale = (payments: Record<string, unknown>[], fields: Record<string, unknown> = {}) => ({ customer: karim, items: [{ product: lube, quantity: 1 }], payments, ...fields });
  const invoicePayments = async (id: string) => (await app.request('GET', `/api/invoices/${id}`)).body.data.invoice.payments;

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 100_000);
    cash = world.method.Cash;
    bkash = (await world.ok('POST', '/api/accounts/payment-methods', {
      name: 'bKash', paymentAccount: 'bKash Merchant 01711', account: world.account['1103'], type: 'Mobile Banking', details: { mobileProvider: 'bKash', accountNumber: '01711000000' },
    }))._id;
    nagad = (await world.ok('POST', '/api/accounts/payment-methods', {
      name: 'Nagad', paymentAccount: 'Nagad Merchant 01811', account: world.account['1104'], type: 'Mobile Banking', details: { mobileProvider: 'Nagad', accountNumber: '01811000000' },
    }))._id;
    karim = (await world.ok('POST', '/api/customers', { name: 'Karim Uddin', phone: '01711000001', address: 'Mirpur, Dhaka' }))._id;
    lube = await world.product({ name: 'Chain Lube', type: 'Accessories', salePrice: 500, cost: 300, stock: 50 });
  });
  after(async () => app.close());

  it('requires a transaction ID on a bKash payment (the setting is on by default), saying so on the row', async () => {
    await world.refused('POST', '/api/invoices', sale([{ method: bkash, amount: 500 }]), 400, 'Transaction ID is required for bKash payments', {
      'payments.0.transactionId': 'Transaction ID is required for bKash payments',
    });
    await world.refused('POST', '/api/invoices', sale([{ method: bkash, amount: 500, transactionId: 'A#1' }]), 400, 'Transaction ID must be 3–40 letters, digits or hyphens', {
      'payments.0.transactionId': 'Transaction ID must be 3–40 letters, digits or hyphens',
    });
    // Cash needs none.
    const paidInCash = await world.ok('POST', '/api/invoices', sale([{ method: cash, amount: 500 }]));
    assert.equal(paidInCash.payments[0].transactionId, null);
  });

  it('stores the transaction ID trimmed and in capitals on an invoice payment, and finds the invoice by it', async () => {
    firstInvoice = await world.ok('POST', '/api/invoices', sale([{ method: bkash, amount: 500, transactionId: ' 8n7x6q5 ' }]));
    assert.deepEqual(firstInvoice.payments.map((payment: any) => [payment.method.name, payment.transactionId]), [['bKash', '8N7X6Q5']]);
    assert.deepEqual((await invoicePayments(firstInvoice._id)).map((payment: any) => payment.transactionId), ['8N7X6Q5']);
    const found = (await app.request('GET', '/api/invoices?search=8n7x6q5')).body.data;
    assert.deepEqual(found.invoices.map((invoice: any) => invoice._id), [firstInvoice._id]);
  });

  it('refuses the same transaction ID on the same method again, on another invoice or a later payment, naming the invoice', async () => {
    const message = `Transaction ID 8N7X6Q5 was already recorded on bKash (${firstInvoice.invoiceId})`;
    await world.refused('POST', '/api/invoices', sale([{ method: bkash, amount: 500, transactionId: '8N7X6Q5' }]), 409, message);
    const unpaid = await world.ok('POST', '/api/invoices', sale([]));
    await world.refused('POST', `/api/invoices/${unpaid._id}/payments`, { payments: [{ method: bkash, amount: 100, transactionId: '8n7x6q5' }] }, 409, message);
    // Another method may carry the same id: a different provider's number.
    const byNagad = await world.ok('POST', `/api/invoices/${unpaid._id}/payments`, { payments: [{ method: nagad, amount: 100, transactionId: '8N7X6Q5' }] });
    assert.deepEqual(byNagad.payments.map((payment: any) => [payment.method.name, payment.amount, payment.transactionId]), [['Nagad', 100, '8N7X6Q5']]);
    const later = await world.ok('POST', `/api/invoices/${unpaid._id}/payments`, { payments: [{ method: bkash, amount: 100, transactionId: 'BK-LATER-1' }] });
    assert.deepEqual(later.payments.map((payment: any) => payment.transactionId), ['8N7X6Q5', 'BK-LATER-1']);
  });

  it('lets only one of two concurrent requests record the same transaction ID', async () => {
    const answers = await Promise.all([0, 1].map(() => app.request('POST', '/api/invoices', { body: sale([{ method: bkash, amount: 500, transactionId: 'RACE-42' }]) })));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 409], JSON.stringify(answers.map((answer) => answer.body)));
  });

  it('stores the transaction IDs of a booking deposit, its correction and its refund, and finds the booking by them', async () => {
    const booking = await world.ok('POST', '/api/bookings', { customer: karim, amount: 5000, method: bkash, transactionId: 'bk-dep-1' });
    assert.equal(booking.transactionId, 'BK-DEP-1');
    await world.refused('POST', '/api/bookings', { customer: karim, amount: 5000, method: bkash }, 400, 'Transaction ID is required for bKash payments', { transactionId: 'Transaction ID is required for bKash payments' });
    await world.refused('POST', '/api/bookings', { customer: karim, amount: 5000, method: bkash, transactionId: '8N7X6Q5' }, 409, `Transaction ID 8N7X6Q5 was already recorded on bKash (${firstInvoice.invoiceId})`);
    const corrected = await world.ok('PUT', `/api/bookings/${booking._id}`, { transactionId: 'BK-DEP-2' });
    assert.equal(corrected.transactionId, 'BK-DEP-2');
    // Changing something else keeps the booking's own id, claimed by itself.
    assert.equal((await world.ok('PUT', `/api/bookings/${booking._id}`, { description: 'Motorcycle reservation' })).transactionId, 'BK-DEP-2');
    await world.refused('POST', `/api/bookings/${booking._id}/refund`, { refundAmount: 1000, refundMethod: bkash, reason: 'Changed model' }, 400, 'Transaction ID is required for bKash payments', { transactionId: 'Transaction ID is required for bKash payments' });
    await world.ok('POST', `/api/bookings/${booking._id}/refund`, { refundAmount: 1000, refundMethod: bkash, reason: 'Changed model', transactionId: 'bk-ref-1' });
    const refunded = (await app.request('GET', `/api/bookings/${booking._id}`)).body.data;
    assert.deepEqual(refunded.refunds.map((refund: any) => refund.transactionId), ['BK-REF-1']);
    for (const search of ['bk-dep-2', 'BK-REF-1']) {
      const found = (await app.request('GET', `/api/bookings?search=${search}`)).body.data;
      assert.deepEqual(found.bookings.map((row: any) => row._id), [booking._id], search);
    }
    await world.refused('POST', `/api/bookings/${booking._id}/refund`, { refundAmount: 1000, refundMethod: bkash, reason: 'Again', transactionId: 'BK-REF-1' }, 409, `Transaction ID BK-REF-1 was already recorded on bKash (${booking.bookingNumber})`);
  });

  it('frees a voided invoice\'s transaction ID for the corrected invoice, while a live invoice\'s ID stays refused', async () => {
    const wrong = await world.ok('POST', '/api/invoices', sale([{ method: bkash, amount: 500, transactionId: 'VOID-TRX-1' }]));
    await world.refused('POST', '/api/invoices', sale([{ method: bkash, amount: 500, transactionId: 'VOID-TRX-1' }]), 409, `Transaction ID VOID-TRX-1 was already recorded on bKash (${wrong.invoiceId})`);
    await world.ok('DELETE', `/api/invoices/${wrong._id}?reason=${encodeURIComponent('Wrong customer')}`, undefined);
    const again = await app.request('POST', '/api/invoices', { body: sale([{ method: bkash, amount: 500, transactionId: 'void-trx-1' }]) });
    assert.equal(again.status, 201, JSON.stringify(again.body));
    const corrected = again.body.data;
    assert.deepEqual(corrected.payments.map((payment: any) => payment.transactionId), ['VOID-TRX-1']);
    // Claimed again by the corrected invoice: refused as before, now naming it.
    await world.refused('POST', '/api/invoices', sale([{ method: bkash, amount: 500, transactionId: 'VOID-TRX-1' }]), 409, `Transaction ID VOID-TRX-1 was already recorded on bKash (${corrected.invoiceId})`);
    // The first invoice is live: its id is still its own.
    await world.refused('POST', '/api/invoices', sale([{ method: bkash, amount: 500, transactionId: '8N7X6Q5' }]), 409, `Transaction ID 8N7X6Q5 was already recorded on bKash (${firstInvoice.invoiceId})`);
  });

  it('frees a cancelled booking\'s deposit ID for the booking taken anew', async () => {
    const booking = await world.ok('POST', '/api/bookings', { customer: karim, amount: 2000, method: bkash, transactionId: 'BK-CANCEL-1' });
    await world.refused('POST', '/api/bookings', { customer: karim, amount: 2000, method: bkash, transactionId: 'BK-CANCEL-1' }, 409, `Transaction ID BK-CANCEL-1 was already recorded on bKash (${booking.bookingNumber})`);
    await world.ok('PUT', `/api/bookings/${booking._id}`, { status: 'Cancelled' });
    const retaken = await app.request('POST', '/api/bookings', { body: { customer: karim, amount: 2000, method: bkash, transactionId: 'bk-cancel-1' } });
    assert.equal(retaken.status, 201, JSON.stringify(retaken.body));
    assert.equal(retaken.body.data.transactionId, 'BK-CANCEL-1');
  });

  it('stores the transaction ID of a payable payment and refuses it twice on one method', async () => {
    const supplier = await world.supplier('Rangs Motors');
    const bill = await world.ok('POST', '/api/accounts/payables', { supplier, billNumber: `B-${randomUUID().slice(0, 8)}`, amount: 1000, dueDate: daysFrom(today(), 30), account: world.account['5202'] });
    const payment = { amount: 300, paymentMethod: bkash, paymentDate: today() };
    await world.refused('POST', `/api/accounts/payables/${bill._id}/payment`, payment, 400, 'Transaction ID is required for bKash payments', { transactionId: 'Transaction ID is required for bKash payments' });
    await world.ok('POST', `/api/accounts/payables/${bill._id}/payment`, { ...payment, transactionId: 'sup-77' });
    const payments = (await app.request('GET', `/api/accounts/payables/${bill._id}/payments`)).body.data.payments;
    assert.deepEqual(payments.map((row: any) => [row.amount, row.transactionId]), [[300, 'SUP-77']]);
    await world.refused('POST', `/api/accounts/payables/${bill._id}/payment`, { ...payment, transactionId: 'SUP-77' }, 409, `Transaction ID SUP-77 was already recorded on bKash (bill ${bill.billNumber})`);
  });
});
