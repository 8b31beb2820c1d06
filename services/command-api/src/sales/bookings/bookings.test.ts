import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { purchasingWorld, today, type PurchasingWorld } from '../../inventory/purchases/purchasing.test-helper';

describe('/api/bookings', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let rahim: string;
  let karim: string;
  let fz: string;
  let unitA: string;
  let unitB: string;
  let cash: string;
  let bank: string;
  let first: any;

  const customer = async (name: string, phone: string) => (await world.ok('POST', '/api/customers', { name, phone }))._id;
  const unit = async (chassisNo: string) => (await world.ok('POST', '/api/products/motorcycles', { status: 'Available', color: 'Racing Blue', productId: fz, chassisNo, engineNo: `EN-${chassisNo}`, purchasePrice: 180000 }))._id;
  const unitStatus = async (id: string) => (await app.request('GET', `/api/products/motorcycles/${id}`)).body.data.status;
  const booking = (fields: Record<string, unknown> = {}) => ({ customer: rahim, amount: 50000, method: cash, description: 'Motorcycle reservation', status: 'Confirmed', ...fields });
  /** Customer Deposits (2102), a liability: its credit balance in taka. */
  const deposits = async () => -(await world.balanceOf('2102'));
  /** The trial balance balances and Customer Deposits is the booking money every booking still holds. */
  const booksAgree = async () => {
    const trial = (await app.request('GET', '/api/accounts/reports/trial-balance')).body.data;
    assert.equal(trial.isBalanced, true, 'the trial balance balances');
    const held = (await world.ok('GET', '/api/bookings?limit=1000', undefined, 200)).summary.totalRemaining;
    assert.equal(await deposits(), held, 'Customer Deposits = the booking money held');
  };

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 100_000);
    cash = world.method.Cash;
    bank = (await world.ok('POST', '/api/accounts/payment-methods', { name: 'Bank Transfer', paymentAccount: 'Bank Account', account: world.account['1102'], type: 'Other' }))._id;
    rahim = await customer('Rahim Uddin', '01711000001');
    karim = await customer('Karim Mia', '01811000002');
    fz = await world.product({ name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle', salePrice: 250000 });
    unitA = await unit('CH-A-0001');
    unitB = await unit('CH-B-0002');
  });
  after(async () => app.close());

  it('answers 401 without a token', async () => {
    assert.equal((await app.request('GET', '/api/bookings', { token: null })).status, 401);
    assert.equal((await app.request('POST', '/api/bookings', { token: null, body: booking() })).status, 401);
  });

  it('takes a booking for a unit: BK-000001, the unit Reserved, Dr Cash / Cr Customer Deposits in the trial balance', async () => {
    const cashBefore = await world.balanceOf('1101');
    const response = await app.request('POST', '/api/bookings', { body: booking({ motorcycleId: unitA }) });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Booking created successfully');
    first = response.body.data;
    const { _id, createdAt, updatedAt, journalEntry, motorcycle, ...fields } = first;
    assert.deepEqual(fields, {
      bookingNumber: 'BK-000001',
      customer: { _id: rahim, name: 'Rahim Uddin', phone: '01711000001' },
      amount: 50000,
      description: 'Motorcycle reservation',
      method: { _id: cash, name: 'Cash' },
      transactionId: null,
      status: 'Confirmed',
      chosenStatus: 'Confirmed',
      bookingDate: today(),
      refundedAmount: 0,
      appliedAmount: 0,
      refundableAmount: 50000,
      appliedInvoice: null,
      refunds: [],
    });
    assert.deepEqual(motorcycle, { _id: unitA, chassisNo: 'CH-A-0001', engineNo: 'EN-CH-A-0001', color: 'Racing Blue', status: 'Reserved', product: { name: 'Yamaha FZ-S', model: 'V3 ABS' } });
    assert.equal(typeof journalEntry.entryNumber, 'number');
    assert.equal((await app.request('GET', `/api/accounts/journal-entries/${journalEntry._id}`)).body.data.reference, 'BK-000001', 'the books name the booking by its number');
    assert.equal(await unitStatus(unitA), 'Reserved');
    assert.equal(await world.balanceOf('1101'), cashBefore + 50000);
    assert.equal(await deposits(), 50000);
    assert.deepEqual((await app.request('GET', `/api/bookings/${_id}`)).body, { success: true, data: first });
    await booksAgree();
  });

  it('refuses a booking with its messages, a unit that is not Available, and a method that cannot take money, appending nothing', async () => {
    await world.refused('POST', '/api/bookings', {}, 400, 'Please select a customer', {
      customer: 'Please select a customer',
      amount: 'Please enter amount',
      method: 'Please select payment method',
    });
    await world.refused('POST', '/api/bookings', booking({ amount: -1, status: 'Lost', description: 'Lunch' }), 400, 'Amount cannot be negative', {
      amount: 'Amount cannot be negative',
      status: 'Status must be one of Confirmed, Pending, Cancelled',
      description: 'Description must be one of Booking money deposit, Motorcycle reservation, Service booking, Parts reservation',
    });
    await world.refused('POST', '/api/bookings', booking({ customer: randomUUID() }), 400, 'Customer not found', { customer: 'Customer not found' });
    await world.refused('POST', '/api/bookings', booking({ method: randomUUID() }), 400, 'Payment method not found', { method: 'Payment method not found' });
    await world.refused('POST', '/api/bookings', booking({ method: world.method['Booking Money'] }), 400, 'Booking Money is booking money itself; choose how the money is paid', {
      method: 'Booking Money is booking money itself; choose how the money is paid',
    });
    await world.refused('POST', '/api/bookings', booking({ status: 'Cancelled' }), 400, 'A new booking cannot be Cancelled', { status: 'A new booking cannot be Cancelled' });
    await world.refused('POST', '/api/bookings', booking({ motorcycleId: randomUUID() }), 400, 'Motorcycle not found', { motorcycleId: 'Motorcycle not found' });
    await world.refused('POST', '/api/bookings', booking({ customer: karim, motorcycleId: unitA }), 409, 'Motorcycle CH-A-0001 is Reserved; only an Available motorcycle can be reserved');
  });

  it('refunds part of it, refusing a refund above the refundable amount and a second one beyond the rest; Customer Deposits follows', async () => {
    const path = `/api/bookings/${first._id}/refund`;
    await world.refused('POST', path, { refundAmount: 50000.01, refundMethod: cash, reason: 'Changed mind' }, 400, 'Refund amount must be between ৳0.01 and ৳50,000.00', {
      refundAmount: 'Refund amount must be between ৳0.01 and ৳50,000.00',
    });
    await world.refused('POST', path, {}, 400, 'Please enter refund amount', { refundAmount: 'Please enter refund amount', refundMethod: 'Please select refund method', reason: 'Please enter reason' });
    await world.refused('POST', path, { refundAmount: 100, refundMethod: cash, reason: 'x'.repeat(501) }, 400, 'Reason must be at most 500 characters', { reason: 'Reason must be at most 500 characters' });
    await world.refused('POST', `/api/bookings/${randomUUID()}/refund`, { refundAmount: 100, refundMethod: cash, reason: 'Nothing' }, 404, 'Booking not found');

    const cashBefore = await world.balanceOf('1101');
    const response = await app.request('POST', path, { body: { refundAmount: 10000, refundMethod: cash, reason: 'Customer chose a cheaper colour' } });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Refund processed successfully');
    const { refund, booking: refunded } = response.body.data;
    assert.deepEqual({ ...refund, _id: undefined, journalEntry: undefined, createdAt: undefined, receiptNumber: undefined }, {
      _id: undefined, bookingId: first._id, amount: 10000, reason: 'Customer chose a cheaper colour', refundDate: today(), refundMethod: { _id: cash, name: 'Cash' }, transactionId: null,
      refundedBy: 'Administrator', journalEntry: undefined, createdAt: undefined, receiptNumber: undefined,
    });
    // Its money receipt's number (issue 23, item 22).
    assert.match(refund.receiptNumber, /^MR-\d{6}$/);
    assert.deepEqual([refunded.status, refunded.refundedAmount, refunded.refundableAmount, refunded.refunds.length, refunded.motorcycle.status], ['Partial Refund', 10000, 40000, 1, 'Reserved']);
    assert.equal(await world.balanceOf('1101'), cashBefore - 10000);
    assert.equal(await deposits(), 40000);

    await world.refused('POST', path, { refundAmount: 40000.01, refundMethod: cash, reason: 'More' }, 400, 'Refund amount must be between ৳0.01 and ৳40,000.00', {
      refundAmount: 'Refund amount must be between ৳0.01 and ৳40,000.00',
    });
    const history = await app.request('GET', `/api/bookings/${first._id}/refunds`);
    assert.equal(history.status, 200);
    assert.deepEqual(history.body.data.refunds.map((row: any) => [row.amount, row.reason, row.refundMethod.name]), [[10000, 'Customer chose a cheaper colour', 'Cash']]);
    assert.equal((await app.request('GET', `/api/bookings/${randomUUID()}/refunds`)).status, 404);
    await booksAgree();
  });

  it('money that is not there is not paid out: a refund may not take cash below zero', async () => {
    const poor = await world.ok('POST', '/api/bookings', booking({ customer: karim, amount: 1000, method: bank, motorcycleId: null }));
    const cashBalance = await world.balanceOf('1101');
    const big = await world.ok('POST', '/api/bookings', booking({ customer: karim, amount: cashBalance + 5000, method: bank, motorcycleId: null }));
    await world.refused('POST', `/api/bookings/${big._id}/refund`, { refundAmount: cashBalance + 5000, refundMethod: cash, reason: 'Back in cash' }, 409,
      `Cash in Hand has ${taka(cashBalance)}; this would take it to -৳5,000.00.`);
    // Both back to the bank they came from, in full: Refunded.
    for (const { _id, amount } of [poor, big]) await world.ok('POST', `/api/bookings/${_id}/refund`, { refundAmount: amount, refundMethod: bank, reason: 'Back to the bank' });
    assert.equal((await world.ok('GET', `/api/bookings/${big._id}`, undefined, 200)).status, 'Refunded');
    await world.refused('POST', `/api/bookings/${big._id}/refund`, { refundAmount: 1, refundMethod: bank, reason: 'Again' }, 409, 'Nothing remains to refund on this booking');
  });

  it('corrects the amount and method of a booking with nothing refunded by reversal and a new posting; refuses it after a refund', async () => {
    const taken = await world.ok('POST', '/api/bookings', booking({ customer: karim, amount: 20000, motorcycleId: unitB }));
    assert.equal(await unitStatus(unitB), 'Reserved');
    const depositsBefore = await deposits();
    const response = await app.request('PUT', `/api/bookings/${taken._id}`, { body: { amount: 25000, method: bank, description: 'Booking money deposit' } });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Booking updated successfully');
    assert.deepEqual([response.body.data.amount, response.body.data.method.name, response.body.data.description], [25000, 'Bank Transfer', 'Booking money deposit']);
    assert.notEqual(response.body.data.journalEntry._id, taken.journalEntry._id);
    assert.equal(await deposits(), depositsBefore + 5000);
    await world.refused('PUT', `/api/bookings/${first._id}`, { amount: 60000 }, 409, '৳10,000.00 of this booking has been refunded; its amount and payment method can no longer change');
    await world.refused('PUT', `/api/bookings/${first._id}`, { motorcycleId: unitB }, 409, 'Motorcycle CH-B-0002 is Reserved; only an Available motorcycle can be reserved');
    await world.refused('PUT', `/api/bookings/${first._id}`, { status: 'Done' }, 400, 'Status must be one of Confirmed, Pending, Cancelled', { status: 'Status must be one of Confirmed, Pending, Cancelled' });
    await booksAgree();
  });

  it('deleting a booking cancels it: what remains goes back to its method, its unit is released, the booking stays listed as Cancelled', async () => {
    const response = await app.request('DELETE', `/api/bookings/${first._id}`);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Booking cancelled: ৳40,000.00 returned to Cash');
    assert.deepEqual([response.body.data.status, response.body.data.refundableAmount, response.body.data.refunds.map((refund: any) => refund.reason)], ['Cancelled', 0, ['Customer chose a cheaper colour', 'Booking cancelled']]);
    assert.equal(await unitStatus(unitA), 'Available');
    await world.refused('DELETE', `/api/bookings/${first._id}`, undefined, 409, 'This booking is cancelled and cannot be changed');
    await world.refused('POST', `/api/bookings/${first._id}/refund`, { refundAmount: 1, refundMethod: cash, reason: 'Again' }, 409, 'This booking is cancelled; its money was returned when it was cancelled');
    await world.refused('DELETE', `/api/bookings/${randomUUID()}`, undefined, 404, 'Booking not found');
    assert.equal((await app.request('DELETE', '/api/bookings/not-an-id')).status, 400);
    await booksAgree();
  });

  it('lists bookings 10 a page with filters and search (number, customer name or phone, description), and totals', async () => {
    for (let index = 0; index < 9; index += 1) await world.ok('POST', '/api/bookings', booking({ amount: 1000 + index, status: index % 3 === 0 ? 'Pending' : 'Confirmed', description: 'Service booking' }));
    const page = (await world.ok('GET', '/api/bookings', undefined, 200));
    assert.equal(page.bookings.length, 10);
    assert.deepEqual(page.pagination, { total: 13, page: 1, limit: 10, pages: 2 });
    assert.equal(page.bookings[0].bookingNumber, 'BK-000013', 'newest first');
    const names = async (query: string) => (await world.ok('GET', `/api/bookings${query}`, undefined, 200)).bookings.map((row: any) => row.bookingNumber);
    assert.deepEqual(await names('?search=BK-000001'), ['BK-000001']);
    assert.deepEqual(await names('?status=Cancelled'), ['BK-000001']);
    assert.deepEqual(await names('?status=Refunded&sortBy=bookingNumber'), ['BK-000002', 'BK-000003']);
    assert.equal((await names('?status=Pending')).length, 3);
    assert.deepEqual(await names(`?customer=${karim}&sortBy=bookingNumber&sortOrder=asc`), ['BK-000002', 'BK-000003', 'BK-000004']);
    assert.deepEqual(await names('?search=karim&sortBy=bookingNumber'), ['BK-000002', 'BK-000003', 'BK-000004']);
    assert.deepEqual(await names('?search=01811&sortBy=bookingNumber'), ['BK-000002', 'BK-000003', 'BK-000004']);
    assert.equal((await names('?search=service')).length, 9);
    const totals = (await world.ok('GET', `/api/bookings?customer=${karim}`, undefined, 200)).summary;
    assert.equal(totals.totalRemaining, 25000);
    await world.refused('GET', '/api/bookings?sortBy=secret', undefined, 400, 'sortBy must be one of: createdAt, bookingDate, amount, bookingNumber');
    await world.refused('GET', '/api/bookings?status=Lost', undefined, 400, 'status must be one of Confirmed, Pending, Cancelled, Refunded, Partial Refund, Applied');
  });

  it('one Idempotency-Key sent twice takes one booking', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    const first = await app.request('POST', '/api/bookings', { body: booking({ customer: karim, amount: 700, motorcycleId: null }), headers });
    const afterFirst = await app.eventCount();
    const again = await app.request('POST', '/api/bookings', { body: booking({ customer: karim, amount: 700, motorcycleId: null }), headers });
    assert.deepEqual([first.status, again.status], [201, 201]);
    assert.equal(again.body.data._id, first.body.data._id);
    assert.equal(await app.eventCount(), afterFirst, 'the repeat appended nothing');
    await world.ok('DELETE', `/api/bookings/${first.body.data._id}`, undefined, 200);
  });

  it("a customer's booking money: what they hold, and a deposit for them", async () => {
    const before = await world.ok('GET', `/api/bookings/customer/${karim}/booking-money`, undefined, 200);
    assert.deepEqual([before.bookingMoney, before.availableBookingMoney, before.bookings.map((row: any) => row.amount)], [25000, 25000, [25000]]);
    const response = await app.request('POST', `/api/bookings/customer/${karim}/booking-money`, { body: { amount: 5000, method: cash } });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.deepEqual([response.body.message, response.body.data.customer._id, response.body.data.description], ['Booking money added successfully', karim, 'Booking money deposit']);
    const after = await world.ok('GET', `/api/bookings/customer/${karim}/booking-money`, undefined, 200);
    assert.deepEqual([after.bookingMoney, after.bookingCount, after.totalDeposited - after.totalRefunded - after.totalApplied], [30000, 5, 30000]);
    await world.refused('POST', `/api/bookings/customer/${karim}/booking-money`, { amount: 5000 }, 400, 'Please select payment method', { method: 'Please select payment method' });
    await world.refused('GET', `/api/bookings/customer/${randomUUID()}/booking-money`, undefined, 404, 'Customer not found');
    await world.refused('POST', `/api/bookings/customer/${randomUUID()}/booking-money`, { amount: 5000, method: cash }, 400, 'Customer not found', { customer: 'Customer not found' });
    await booksAgree();
  });
  it('refunds only a Confirmed booking, as the screen offers: a Pending one is refused with the way out, appending nothing', async () => {
    const pending = await world.ok('POST', '/api/bookings', booking({ customer: karim, amount: 3000, method: bank, motorcycleId: null, status: 'Pending' }));
    const depositsBefore = await deposits();
    await world.refused('POST', `/api/bookings/${pending._id}/refund`, { refundAmount: 1000, refundMethod: bank, reason: 'Changed mind' }, 409,
      'Only a Confirmed booking can be refunded; this one is Pending (cancel it to return its money)');
    assert.equal(await deposits(), depositsBefore, 'Customer Deposits unchanged');
    await booksAgree();
    await world.ok('PUT', `/api/bookings/${pending._id}`, { status: 'Confirmed' }, 200);
    await world.ok('POST', `/api/bookings/${pending._id}/refund`, { refundAmount: 1000, refundMethod: bank, reason: 'Changed mind' });
    assert.equal((await world.ok('GET', `/api/bookings/${pending._id}`, undefined, 200)).status, 'Partial Refund');
  });
});

const taka = (amount: number) => `৳${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
