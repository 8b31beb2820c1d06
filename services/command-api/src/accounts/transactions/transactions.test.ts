import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { purchasingWorld, today, type PurchasingWorld } from '../../inventory/purchases/purchasing.test-helper';

/** One word for a reversed journal entry: Reversed, on the journal entries and the transactions alike. */
describe('accounting transactions: the status of a reversed entry', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  let original: string;
  let reversal: string;

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    const lines = [
      { account: account['1502'], debit: 1500, credit: 0 },
      { account: account['1101'], debit: 0, credit: 1500 },
    ];
    const posted = await app.request('POST', '/api/accounts/journal-entries', { body: { date: '2026-01-10', reference: 'TOOLS-1', description: 'Workshop tools', lines, status: 'Posted' } });
    assert.equal(posted.status, 201);
    original = posted.body.data._id;
    const reversed = await app.request('POST', `/api/accounts/journal-entries/${original}/reverse`, { body: { date: '2026-01-11' } });
    assert.equal(reversed.status, 200);
    reversal = reversed.body.data.reversal._id;
    const kept = await app.request('POST', '/api/accounts/journal-entries', { body: { date: '2026-01-12', reference: 'KEPT-1', description: 'Kept', lines, status: 'Posted' } });
    assert.equal(kept.status, 201);
  });
  after(async () => app.close());

  it('reads Reversed in both lists, and the reversal Posted in both', async () => {
    const journal = (await app.request('GET', '/api/accounts/journal-entries?limit=50')).body.data.journalEntries;
    const transactions = (await app.request('GET', '/api/accounts/transactions?limit=50')).body.data.transactions;
    const statusIn = (rows: any[], id: string) => rows.find((row) => row._id === id)?.status;
    assert.equal(statusIn(journal, original), 'Reversed');
    assert.equal(statusIn(transactions, original), 'Reversed');
    assert.equal(statusIn(journal, reversal), 'Posted');
    assert.equal(statusIn(transactions, reversal), 'Posted');
    const reversalRow = transactions.find((row: any) => row._id === reversal);
    assert.equal(reversalRow.voided, true, 'the pair cancels out');
    assert.equal(reversalRow.reversalOf, original);
    assert.equal(transactions.find((row: any) => row._id === original).voided, true);
    assert.equal(transactions.find((row: any) => row.referenceNumber === 'KEPT-1').voided, false);
  });

  it('filters by Reversed; Posted keeps every entry in the books', async () => {
    const reversed = (await app.request('GET', '/api/accounts/transactions?status=Reversed')).body.data.transactions;
    assert.deepEqual(reversed.map((row: any) => row._id), [original]);
    const posted = (await app.request('GET', '/api/accounts/transactions?status=Posted')).body.data.transactions;
    assert.equal(posted.length, 3);
  });
});

/** Issue 23, item 9: every receipt and payment is a Payment; Recent Transactions shows the document's amount. */
describe('accounting transactions: the source of money taken and paid', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let invoice: any;
  let booking: any;

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 100_000);
    const customer = (await world.ok('POST', '/api/customers', { name: 'Rahim Uddin', phone: '01711000001' }))._id;
    const helmet = await world.product({ name: 'Helmet', type: 'Accessories', salePrice: 2280, cost: 1400, stock: 5 });
    // Paid ৳1,000 at the counter; the rest later.
    invoice = await world.ok('POST', '/api/invoices', { customer, items: [{ key: helmet, quantity: 1 }], payments: [{ method: world.method.Cash, amount: 1000 }] });
    await world.ok('POST', `/api/invoices/${invoice._id}/payments`, { payments: [{ method: world.method.Cash, amount: 1280 }] });
    booking = await world.ok('POST', '/api/bookings', { customer, amount: 5000, method: world.method.Cash, description: 'Booking money deposit', status: 'Confirmed' });
    await world.ok('POST', `/api/bookings/${booking._id}/refund`, { refundAmount: 2000, refundMethod: world.method.Cash, reason: 'Changed the colour' }, 201);
  });
  after(async () => app.close());

  it('tags the invoice Invoice, and its later payment, the booking deposit and the booking refund Payment', async () => {
    const transactions = (await app.request('GET', '/api/accounts/transactions?limit=100')).body.data.transactions as any[];
    const byReference = (pattern: RegExp) => transactions.filter((row) => pattern.test(row.referenceNumber) || pattern.test(row.description));
    const invoiceRows = byReference(/INV-000001/);
    assert.deepEqual(invoiceRows.map((row) => row.source).sort(), ['Invoice', 'Payment'], JSON.stringify(invoiceRows.map((row) => [row.referenceNumber, row.description, row.source])));
    // The deposit is referenced BK-000001, its refund BKR-…: both are the booking's money moving.
    const bookingRows = transactions.filter((row) => ['booking', 'booking-refund'].includes(row.tags[0]));
    assert.deepEqual(bookingRows.map((row) => [row.tags[0], row.source]).sort(), [['booking', 'Payment'], ['booking-refund', 'Payment']]);
    for (const row of [...invoiceRows, ...bookingRows].filter((row) => row.source === 'Payment')) assert.ok(row.tags.includes('payment'), `${row.referenceNumber} is tagged payment: ${row.tags}`);
    const payments = (await app.request('GET', '/api/accounts/transactions?account=Payment&limit=100')).body.data.transactions as any[];
    const paymentIds = new Set(payments.map((row) => row._id));
    for (const row of [...invoiceRows, ...bookingRows].filter((row) => row.source === 'Payment')) assert.ok(paymentIds.has(row._id), `the Payment filter finds ${row.referenceNumber}`);
  });

  it("Recent Transactions shows the invoice's total, not its journal total (which moves cost of goods too)", async () => {
    const recent = (await app.request('GET', '/api/accounts/dashboard')).body.data.recentTransactions as any[];
    const sale = recent.find((row) => row.source === 'Invoice');
    assert.ok(sale, JSON.stringify(recent));
    assert.equal(sale.amount, 2280);
    const entry = (await app.request('GET', '/api/accounts/transactions?account=Invoice')).body.data.transactions[0];
    assert.ok(entry.totalDebit > 2280, `the journal total ${entry.totalDebit} includes the cost of goods sold`);
  });
});

/** Issue 23, item 21: the transactions list finds a payment by its transaction ID (TrxID, card slip or approval number). */
describe('accounting transactions: searched by a payment’s transaction ID', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let invoice: any;
  let booking: any;
  let refund: any;
  let payablePayment: any;

  const searched = async (search: string) => (await app.request('GET', `/api/accounts/transactions?search=${encodeURIComponent(search)}&limit=100`)).body.data.transactions as any[];

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 100_000);
    const bkash = (await world.ok('POST', '/api/accounts/payment-methods', {
      name: 'bKash', paymentAccount: 'bKash Merchant 01711', account: world.account['1103'], type: 'Mobile Banking', details: { mobileProvider: 'bKash', accountNumber: '01711000000' },
    }))._id;
    const customer = (await world.ok('POST', '/api/customers', { name: 'Nasrin Begum', phone: '01711000003' }))._id;
    const helmet = await world.product({ name: 'Helmet', type: 'Accessories', salePrice: 2280, cost: 1400, stock: 5 });
    invoice = await world.ok('POST', '/api/invoices', { customer, items: [{ product: helmet, quantity: 1 }], payments: [] });
    await world.ok('POST', `/api/invoices/${invoice._id}/payments`, { payments: [{ method: bkash, amount: 1280, transactionId: 'INVPAY77' }] });
    booking = await world.ok('POST', '/api/bookings', { customer, amount: 5000, method: bkash, transactionId: 'DEPOSIT88' });
    refund = (await world.ok('POST', `/api/bookings/${booking._id}/refund`, { refundAmount: 2000, refundMethod: bkash, reason: 'Changed the colour', transactionId: 'REFUND99' }, 201)).refund;
    const supplier = await world.supplier('Rangs Motors');
    const bill = await world.ok('POST', '/api/accounts/payables', { supplier, billNumber: 'B-7001', amount: 1000, dueDate: '2099-01-01', account: world.account['5202'] });
    await world.ok('POST', `/api/accounts/payables/${bill._id}/payment`, { amount: 300, paymentMethod: bkash, paymentDate: today(), transactionId: 'SUPPLIER55' });
    payablePayment = (await app.request('GET', `/api/accounts/payables/${bill._id}/payments`)).body.data.payments[0];
  });
  after(async () => app.close());

  it('finds the entry of a later invoice payment, a booking deposit, a booking refund and a payable payment by its TrxID, in any case', async () => {
    const payment = await searched('invpay77');
    assert.equal(payment.length, 1, JSON.stringify(payment));
    assert.equal(payment[0].source, 'Payment');
    assert.equal(payment[0].totalDebit, 1280);
    assert.deepEqual((await searched('deposit88')).map((row) => row._id), [booking.journalEntry._id]);
    assert.deepEqual((await searched(' REFUND99 ')).map((row) => row._id), [refund.journalEntry._id]);
    assert.deepEqual((await searched('supplier55')).map((row) => row._id), [payablePayment.journalEntry._id]);
  });

  it('matches a transaction ID exactly, not a part of it', async () => {
    assert.deepEqual(await searched('INVPAY7'), []);
  });
});
