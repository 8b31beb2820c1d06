import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { daysFrom, purchasingWorld, today, type PurchasingWorld } from '../../inventory/purchases/purchasing.test-helper';
import { receivablesAgree } from './receivables.test-helper';

describe('/api/accounts/receivables', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let rahim: string;
  let karim: string;
  let cash: string;
  let opening: any;

  const receivable = (fields: Record<string, unknown> = {}) => ({ customer: rahim, amount: 1000, dueDate: daysFrom(today(), 30), ...fields });
  const payment = (fields: Record<string, unknown> = {}) => ({ amount: 1000, paymentMethod: cash, paymentDate: today(), ...fields });
  const customer = async (name: string, phone: string) => (await world.ok('POST', '/api/customers', { name, phone }))._id as string;
  const list = async (query: string) => (await app.request('GET', `/api/accounts/receivables?${query}`)).body.data;

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 0);
    cash = world.method.Cash;
    rahim = await customer('Rahim Uddin', '01711000001');
    karim = await customer('Karim Mia', '01711000002');
  });
  after(async () => app.close());

  it('enters a debt from before the books: Dr Accounts Receivable / Cr Opening Balance Equity, answered as projected', async () => {
    const response = await app.request('POST', '/api/accounts/receivables', { body: receivable({ amount: 25000, dueDate: daysFrom(today(), 15), notes: ' Old ledger, page 12 ' }) });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Receivable added successfully');
    opening = response.body.data;
    const { _id, createdAt, updatedAt, journalEntry, ...fields } = opening;
    assert.deepEqual(fields, {
      customer: { _id: rahim, name: 'Rahim Uddin', phone: '01711000001' },
      source: 'manual',
      invoice: null,
      amount: 25000,
      paidAmount: 0,
      writtenOffAmount: 0,
      remaining: 25000,
      remainingAmount: 25000,
      openedDate: today(),
      dueDate: daysFrom(today(), 15),
      status: 'Outstanding',
      notes: 'Old ledger, page 12',
    });
    assert.equal(typeof journalEntry.entryNumber, 'number');
    assert.equal(await world.balanceOf('1201'), 25000);
    assert.equal(await world.balanceOf('3301'), -25000);
    assert.deepEqual((await app.request('GET', `/api/accounts/receivables/${_id}`)).body, { success: true, data: opening });
    // The customer now has a receivable: it cannot be deleted.
    await world.refused('DELETE', `/api/customers/${rahim}`, undefined, 409, 'This customer has invoices, bookings or receivables and cannot be deleted');
    await receivablesAgree(app);
  });

  it('refuses a receivable with the form messages, appending nothing', async () => {
    await world.refused('POST', '/api/accounts/receivables', {}, 400, 'Please select a customer!', {
      customer: 'Please select a customer!',
      amount: 'Please enter amount!',
      dueDate: 'Please select a due date!',
    });
    await world.refused('POST', '/api/accounts/receivables', receivable({ amount: 0 }), 400, 'Amount must be greater than 0!', { amount: 'Amount must be greater than 0!' });
    await world.refused('POST', '/api/accounts/receivables', receivable({ customer: randomUUID() }), 400, 'Customer not found', { customer: 'Customer not found' });
    await world.refused('POST', '/api/accounts/receivables', receivable({ openedDate: today(), dueDate: daysFrom(today(), -1) }), 400, 'Due date cannot be before the date it was opened', {
      dueDate: 'Due date cannot be before the date it was opened',
    });
    await world.refused('POST', '/api/accounts/receivables', receivable({ status: 'Pending' }), 400, 'property status should not exist');
  });

  it('receives part of a payment: Dr the method’s account / Cr Accounts Receivable; never above what remains', async () => {
    const path = `/api/accounts/receivables/${opening._id}/payment`;
    await world.refused('POST', path, payment({ amount: 25000.01 }), 400, 'Payment cannot exceed the due amount of ৳25,000.00', { amount: 'Payment cannot exceed the due amount of ৳25,000.00' });
    await world.refused('POST', path, payment({ amount: 0 }), 400, 'Amount must be greater than 0!', { amount: 'Amount must be greater than 0!' });
    await world.refused('POST', path, {}, 400, 'Please enter amount!', { amount: 'Please enter amount!', paymentMethod: 'Please select a payment method!', paymentDate: 'Please select a payment date!' });
    await world.refused('POST', path, payment({ paymentMethod: randomUUID() }), 400, 'Payment method not found', { paymentMethod: 'Payment method not found' });
    await world.refused('POST', path, payment({ receivableId: randomUUID() }), 400, 'The receivable in the body is not the one in the path', { receivableId: 'The receivable in the body is not the one in the path' });
    await world.refused('POST', `/api/accounts/receivables/${randomUUID()}/payment`, payment(), 404, 'Receivable not found');

    const received = await app.request('POST', path, { body: payment({ amount: 10000, notes: 'First instalment', receivableId: opening._id }) });
    assert.equal(received.status, 201, JSON.stringify(received.body));
    assert.equal(received.body.message, 'Payment received successfully');
    const { payment: made, receivable: after } = received.body.data;
    assert.deepEqual({ ...made, _id: undefined, createdAt: undefined, journalEntry: undefined }, {
      _id: undefined,
      receivableId: opening._id,
      amount: 10000,
      paymentDate: today(),
      paymentMethod: { _id: cash, name: 'Cash' },
      account: { _id: world.account['1101'], code: '1101', name: 'Cash in Hand' },
      invoiceId: null,
      notes: 'First instalment',
      journalEntry: undefined,
      createdAt: undefined,
    });
    assert.deepEqual([after.status, after.paidAmount, after.remaining], ['Partial', 10000, 15000]);
    assert.equal(await world.balanceOf('1101'), 10000);
    assert.equal(await world.balanceOf('1201'), 15000);
    await world.refused('POST', path, payment({ amount: 15000.01 }), 400, 'Payment cannot exceed the due amount of ৳15,000.00');
    await receivablesAgree(app);
  });

  it('refuses changing or deleting a receivable with payments; lists its payments newest first', async () => {
    await world.refused('PUT', `/api/accounts/receivables/${opening._id}`, receivable({ amount: 30000 }), 409, 'A receivable with payments or a posted bad debt cannot be changed: ৳10,000.00 of it is settled');
    await world.refused('DELETE', `/api/accounts/receivables/${opening._id}`, undefined, 409, 'A receivable with payments or a posted bad debt cannot be deleted: ৳10,000.00 of it is settled');
    await world.ok('POST', `/api/accounts/receivables/${opening._id}/payment`, payment({ amount: 5000 }));
    const history = (await app.request('GET', `/api/accounts/receivables/${opening._id}/payments`)).body.data;
    assert.deepEqual(history.payments.map((row: any) => row.amount), [5000, 10000]);
    assert.deepEqual(history.pagination, { total: 2, page: 1, limit: 10, pages: 1 });
    assert.equal(history.receivable.remaining, 10000);
    assert.equal((await app.request('GET', `/api/accounts/receivables/${randomUUID()}/payments`)).status, 404);
  });

  it('settles a receivable in full: Paid, and a further payment is refused', async () => {
    const paid = await world.ok('POST', `/api/accounts/receivables/${opening._id}/payment`, payment({ amount: 10000 }));
    assert.deepEqual([paid.receivable.status, paid.receivable.remaining], ['Paid', 0]);
    await world.refused('POST', `/api/accounts/receivables/${opening._id}/payment`, payment({ amount: 1 }), 409, 'This receivable is fully settled');
    await receivablesAgree(app);
  });

  it('corrects and deletes a receivable with nothing received, reversing its posting', async () => {
    const entered = await world.ok('POST', '/api/accounts/receivables', receivable({ customer: karim, amount: 800 }));
    const corrected = await world.ok('PUT', `/api/accounts/receivables/${entered._id}`, receivable({ customer: rahim, amount: 950, notes: 'Corrected' }));
    assert.deepEqual([corrected.customer.name, corrected.amount, corrected.notes, corrected.openedDate], ['Rahim Uddin', 950, 'Corrected', today()]);
    assert.notEqual(corrected.journalEntry._id, entered.journalEntry._id);
    await receivablesAgree(app);
    const before = await world.balanceOf('1201');
    const deleted = await app.request('DELETE', `/api/accounts/receivables/${entered._id}`);
    assert.deepEqual(deleted.body, { success: true, data: { _id: entered._id }, message: 'Receivable deleted successfully' });
    assert.equal(await world.balanceOf('1201'), before - 950);
    assert.equal((await app.request('GET', `/api/accounts/receivables/${entered._id}`)).status, 404);
    await world.refused('DELETE', `/api/accounts/receivables/${entered._id}`, undefined, 404, 'Receivable not found');
    await receivablesAgree(app);
  });

  it('lists with status computed against today (Overdue past due while something remains), filters, search, sort and a summary', async () => {
    const late = await world.ok('POST', '/api/accounts/receivables', receivable({ customer: karim, amount: 300, openedDate: daysFrom(today(), -40), dueDate: daysFrom(today(), -10), notes: 'Service dues' }));
    assert.equal(late.status, 'Overdue');
    await world.ok('POST', '/api/accounts/receivables', receivable({ customer: karim, amount: 700, dueDate: daysFrom(today(), 5) }));
    const overdue = await list('status=Overdue');
    assert.deepEqual(overdue.receivables.map((row: any) => row.notes), ['Service dues']);
    assert.deepEqual(overdue.summary, { totalAmount: 300, totalPaid: 0, totalWrittenOff: 0, totalRemaining: 300, totalOverdue: 300 });
    assert.deepEqual((await list('status=Paid')).receivables.map((row: any) => row._id), [opening._id]);
    assert.deepEqual((await list('status=Outstanding')).receivables.map((row: any) => row.amount), [700]);
    const open = await list('open=true');
    assert.deepEqual(open.receivables.map((row: any) => row.amount), [700, 300]);
    assert.deepEqual([open.pagination.total, open.summary], [2, { totalAmount: 1000, totalPaid: 0, totalWrittenOff: 0, totalRemaining: 1000, totalOverdue: 300 }]);
    assert.deepEqual((await list(`open=true&customer=${karim}`)).summary, open.summary, 'counted, the same sums');
    assert.deepEqual((await list('search=service')).receivables.map((row: any) => row.amount), [300]);
    assert.deepEqual((await list('search=karim')).receivables.map((row: any) => row.amount), [700, 300]);
    assert.ok((await list(`customer=${karim}`)).receivables.every((row: any) => row.customer._id === karim));
    assert.deepEqual((await list('source=invoice')).receivables, []);
    const byAmount = (await list('sortBy=amount&sortOrder=desc')).receivables.map((row: any) => row.amount);
    assert.deepEqual(byAmount, [...byAmount].sort((a, b) => b - a));
    assert.deepEqual((await list(`startDate=${daysFrom(today(), -11)}&endDate=${daysFrom(today(), -9)}`)).receivables.map((row: any) => row.amount), [300]);
    // Unfiltered, the page counts nothing: its total and sums are the projector's.
    const all = await list('limit=1');
    assert.deepEqual(all.pagination, { total: 3, page: 1, limit: 1, pages: 3 });
    assert.deepEqual(all.summary, { totalAmount: 26000, totalPaid: 25000, totalWrittenOff: 0, totalRemaining: 1000, totalOverdue: 300 });
    assert.deepEqual((await list('search=')).summary, all.summary);
    const aging = (await app.request('GET', '/api/accounts/receivables/summary')).body.data;
    assert.deepEqual(aging, { asOf: today(), openCount: 2, overdueCount: 1, totalRemaining: 1000, totalOverdue: 300, aging: { current: 700, days1to30: 300, days31to60: 0, days61to90: 0, over90: 0 } });
    await world.refused('GET', '/api/accounts/receivables?status=Pending', undefined, 400, 'status must be one of Outstanding, Partial, Overdue, Paid, Written Off');
    await world.refused('GET', '/api/accounts/receivables?sortBy=customer', undefined, 400, 'sortBy must be one of: createdAt, dueDate, amount, remaining');
    assert.equal((await app.request('GET', '/api/accounts/receivables', { token: null })).status, 401);
    await receivablesAgree(app);
  });
});
