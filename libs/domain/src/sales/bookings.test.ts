import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import { paymentMethodStream, type PaymentMethodEvent, type PaymentMethodState } from '../accounts/payment-methods';
import { BOOKS_CLOSING_STREAM } from '../ledger/books';
import { accountStates, accountTypes, booksOf } from '../ledger/ledger-fixtures.test-helper';
import type { JournalEntryPosted } from '../ledger/journal-entry-posted';
import { at, BANK, by, CASH, credit, debit, entryStateOf, productCommand, STOCK_ACCOUNTS, stockHistory, systemAccountsOf, unitOf, whenProductCreated, whenUnitRegistered } from '../inventory/inventory-fixtures.test-helper';
import { sellMotorcycleUnit } from '../inventory/motorcycle-units';
import { customerStream, type CustomerEvent, type CustomerState } from './customers';
import { NAGAD_FEES, RAHIM as INVOICE_RAHIM, salesHistory as invoiceSalesHistory } from './invoice-fixtures.test-helper';
import {
  applyBooking,
  bookingMoneyRemaining,
  bookingStream,
  createBooking,
  refundBooking,
  reverseBookingApplication,
  updateBooking,
  type BookingEvent,
  type BookingState,
  type CreateBooking,
  type RefundBooking,
  type UpdateBooking,
} from './bookings';

const DEPOSITS = STOCK_ACCOUNTS.deposits.id;
const RAHIM = 'cust-rahim';
const KARIM = 'cust-karim';
const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });

const customerAdded = (customerId: string, name: string): CustomerEvent => ({
  type: 'CustomerAdded', data: { customerId, name, phone: `017${customerId.length}0000000`, fatherName: '', email: '', address: '', nid: '', vehicle: null },
});

/** The stock chart, two customers, a Motorcycle product with two units entered by hand, and a method whose account is inactive. */
function salesHistory(): History {
  let history = stockHistory();
  history[customerStream(RAHIM)] = [customerAdded(RAHIM, 'Rahim Uddin')];
  history[customerStream(KARIM)] = [customerAdded(KARIM, 'Karim Mia')];
  history[paymentMethodStream('pm-dormant')] = [{
    type: 'PaymentMethodCreated',
    data: { paymentMethodId: 'pm-dormant', name: 'Petty Cash', paymentAccount: 'Old Petty Cash', accountId: 'acc-dormant', type: 'Cash', status: 'active', processingFeeHundredths: 0, processingFeeAccountId: null, isDefault: false, details: {} },
  } satisfies PaymentMethodEvent];
  history[paymentMethodStream('pm-off')] = [{
    type: 'PaymentMethodCreated',
    data: { paymentMethodId: 'pm-off', name: 'Old Card', paymentAccount: 'Bank Account', accountId: BANK, type: 'Card', status: 'inactive', processingFeeHundredths: 0, processingFeeAccountId: null, isDefault: false, details: {} },
  } satisfies PaymentMethodEvent];
  history = appended(history, whenProductCreated(history, productCommand('p-fz', { type: 'Motorcycle', name: 'Yamaha FZ-S', model: 'V3', compatibility: undefined, cost: 18_000_000, salePrice: 21_000_000 })));
  for (const [motorcycleId, chassisNo] of [['mc-1', 'CH-0001'], ['mc-2', 'CH-0002']]) {
    history = appended(history, whenUnitRegistered(history, {
      motorcycleId, productId: 'p-fz', chassisNo, engineNo: `EN-${chassisNo}`, color: 'Blue', status: 'Available', purchasePrice: 17_500_000, date: '2025-03-01', journalEntryId: `je-${motorcycleId}`, registeredBy: by, registeredAt: at,
    }));
  }
  return history;
}

const bookingOf = (history: History, bookingId = 'bk-1') => stateOf<BookingState>(history, bookingStream(bookingId));
const methodOf = (history: History, id: string | undefined) => {
  const method = id ? stateOf<PaymentMethodState>(history, paymentMethodStream(id)) : null;
  return method && method.lifecycle !== 'absent' ? method : null;
};

/** Loads what the handler loads: the booking, the customer named, the method and its account, the unit named, the books. */
function bookingGiven(history: History, bookingId: string, fields: { customerId?: string; paymentMethodId?: string; motorcycleId?: string | null }) {
  const booking = bookingOf(history, bookingId);
  const customerId = fields.customerId ?? booking.customerId;
  const paymentMethod = methodOf(history, fields.paymentMethodId ?? booking.paymentMethodId);
  const accountIds = [paymentMethod?.accountId, paymentMethod?.processingFeeAccountId, booking.debitAccountId, booking.feeAccountId].filter((id): id is string => Boolean(id));
  const motorcycleId = fields.motorcycleId === undefined ? booking.motorcycleId : fields.motorcycleId;
  return {
    booking,
    customer: stateOf<CustomerState>(history, customerStream(customerId || 'none')),
    paymentMethod,
    accounts: accountStates(history, accountIds),
    accountTypes: accountTypes(history, accountIds),
    systemAccounts: systemAccountsOf(history),
    unit: motorcycleId ? unitOf(history, motorcycleId) : undefined,
    heldUnit: booking.motorcycleId ? unitOf(history, booking.motorcycleId) : undefined,
    postedEntry: booking.journalEntryId ? entryStateOf(history, booking.journalEntryId) : undefined,
    books: booksOf(history),
  };
}

const create = (fields: Partial<CreateBooking> = {}): CreateBooking => ({
  bookingId: 'bk-1', customerId: RAHIM, amount: 5_000_000, paymentMethodId: 'pm-cash', description: 'Motorcycle reservation', status: 'Confirmed', motorcycleId: 'mc-1',
  date: '2025-04-01', journalEntryId: 'je-bk-1', createdBy: by, createdAt: at, ...fields,
});
const whenCreated = (history: History, command: CreateBooking) => createBooking(command, bookingGiven(history, command.bookingId, command));

const update = (fields: Partial<UpdateBooking> = {}): UpdateBooking => ({
  bookingId: 'bk-1', reversalEntryId: 'je-bk-1-rev', journalEntryId: 'je-bk-1-b', refundId: 'rf-c', refundJournalEntryId: 'je-rf-c', today: '2025-04-10', updatedBy: by, updatedAt: at, ...fields,
});
const whenUpdated = (history: History, command: UpdateBooking) => updateBooking(command, bookingGiven(history, command.bookingId, command));

const refund = (fields: Partial<RefundBooking> = {}): RefundBooking => ({
  bookingId: 'bk-1', refundId: 'rf-1', journalEntryId: 'je-rf-1', refundAmount: 1_000_000, refundMethodId: 'pm-bank', reason: 'Customer changed the colour', date: '2025-04-05', refundedBy: by, refundedAt: at, ...fields,
});
const whenRefunded = (history: History, command: RefundBooking, funds?: Parameters<typeof refundBooking>[1]['funds']) => {
  const given = bookingGiven(history, command.bookingId, { paymentMethodId: command.refundMethodId });
  return refundBooking(command, { ...given, funds });
};

const application = { invoiceId: 'inv-1', customerId: RAHIM, motorcycleId: 'mc-1', date: '2025-04-20', appliedBy: by, appliedAt: at };
const withApplied = (history: History, bookingId = 'bk-1', app = application): History =>
  appended(history, [{ stream: bookingStream(bookingId), events: [applyBooking(bookingOf(history, bookingId), app).event] }]);

/** The balance of Customer Deposits (credit side) over every posted entry of the history. */
function depositsBalance(history: History): number {
  let balance = 0;
  for (const [stream, events] of Object.entries(history)) {
    if (!stream.startsWith('journal-entry-')) continue;
    for (const event of events) {
      if (event.type !== 'JournalEntryPosted') continue;
      for (const line of (event as JournalEntryPosted).data.lines) if (line.accountId === DEPOSITS) balance += line.credit - line.debit;
    }
  }
  return balance;
}

const sales = salesHistory();
const booked = appended(sales, whenCreated(sales, create()));

describe('booking: the deposit', () => {
  it('given a customer and an Available unit, when a booking is taken, then the booking, the customer first used, the unit Reserved, and Dr Cash / Cr Customer Deposits in one decision', () => {
    thenEvents(whenCreated(sales, create({ description: ' Motorcycle reservation ' })), [
      {
        stream: 'booking-bk-1',
        events: [{
          type: 'BookingCreated',
          data: { bookingId: 'bk-1', customerId: RAHIM, amount: 5_000_000, paymentMethodId: 'pm-cash', debitAccountId: CASH, description: 'Motorcycle reservation', status: 'Confirmed', motorcycleId: 'mc-1', date: '2025-04-01', processingFee: 0, feeAccountId: null, journalEntryId: 'je-bk-1', createdBy: by, createdAt: at },
        } satisfies BookingEvent],
      },
      { stream: 'customer-cust-rahim', events: [{ type: 'CustomerFirstUsed', data: { customerId: RAHIM, usedBy: 'booking', sourceId: 'bk-1' } }] },
      { stream: 'motorcycle-mc-1', events: [{ type: 'MotorcycleUnitReserved', data: { motorcycleId: 'mc-1', productId: 'p-fz', bookingId: 'bk-1', reservedBy: by, reservedAt: at } }] },
      {
        stream: 'journal-entry-je-bk-1',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-bk-1', date: '2025-04-01', reference: 'BK-BK1', description: 'Booking money from Rahim Uddin: Motorcycle reservation',
            lines: [debit(CASH, 5_000_000), credit(DEPOSITS, 5_000_000)], source: { kind: 'booking', stream: 'booking-bk-1' }, postedBy: by, postedAt: at,
          },
        }],
      },
    ]);
    const booking = bookingOf(booked);
    assert.deepStrictEqual([booking.status, booking.chosenStatus, bookingMoneyRemaining(booking), unitOf(booked, 'mc-1').status], ['Confirmed', 'Confirmed', 5_000_000, 'Reserved']);
    assert.equal(depositsBalance(booked), 5_000_000);
  });

  it('a second booking of the customer does not mark it used again; a booking of no money posts nothing and holds no entry', () => {
    const decided = whenCreated(booked, create({ bookingId: 'bk-2', journalEntryId: 'je-bk-2', amount: 0, motorcycleId: null, status: 'Pending', description: '' }));
    assert.deepStrictEqual(decided.map((s) => s.stream), ['booking-bk-2']);
    const booking = bookingOf(appended(booked, decided), 'bk-2');
    assert.deepStrictEqual([booking.status, booking.journalEntryId, booking.description], ['Pending', null, '']);
  });

  it('refuses missing and wrong fields with their messages', () => {
    thenRefused(() => whenCreated(sales, create({ customerId: '', amount: Number.NaN, paymentMethodId: '', description: 'Lunch', status: 'Lost' })), validation({
      customer: 'Customer is required',
      amount: 'Please enter amount',
      method: 'Please select payment method',
      description: 'Description must be one of Booking money deposit, Motorcycle reservation, Service booking, Parts reservation',
      status: 'Status must be one of Confirmed, Pending, Cancelled',
    }));
    thenRefused(() => whenCreated(sales, create({ customerId: 'cust-nobody', amount: -1 })), validation({ customer: 'Customer not found', amount: 'Amount cannot be negative' }));
    thenRefused(() => whenCreated(sales, create({ amount: 12.5 })), validation({ amount: 'Amount must be a whole number of poisha' }));
    thenRefused(() => whenCreated(sales, create({ status: 'Cancelled' })), validation({ status: 'A new booking cannot be Cancelled' }));
    thenRefused(() => whenCreated(sales, create({ motorcycleId: 'mc-404' })), validation({ motorcycle: 'Motorcycle not found' }));
    thenRefused(() => whenCreated(sales, create({ date: '2025-02-30' })), validation({ date: 'Please enter a valid date (YYYY-MM-DD)' }));
  });

  it('refuses a method that cannot take money: unknown, inactive, Booking Money itself, or an inactive account', () => {
    thenRefused(() => whenCreated(sales, create({ paymentMethodId: 'pm-none' })), validation({ method: 'Payment method not found' }));
    thenRefused(() => whenCreated(sales, create({ paymentMethodId: 'pm-off' })), validation({ method: 'Payment method Old Card is inactive' }));
    thenRefused(() => whenCreated(sales, create({ paymentMethodId: 'pm-booking' })), validation({ method: 'Booking Money is booking money itself; choose how the money is paid' }));
    thenRefused(() => whenCreated(sales, create({ paymentMethodId: 'pm-dormant' })), validation({ method: 'Account 1199 Old Petty Cash is inactive' }));
  });

  it('refuses a unit that is not Available, a booking id taken, and a date in a closed period', () => {
    thenRefused(() => whenCreated(booked, create({ bookingId: 'bk-2', journalEntryId: 'je-bk-2' })), { kind: 'rule', message: 'Motorcycle CH-0001 is Reserved; only an Available motorcycle can be reserved' });
    thenRefused(() => whenCreated(booked, create({ motorcycleId: 'mc-2' })), { kind: 'conflict', message: 'Booking already exists' });
    const closed = { ...sales, [BOOKS_CLOSING_STREAM]: [{ type: 'BooksClosed', data: { closedThrough: '2025-04-30', profitTransferId: 'pt-1', closedBy: by, closedAt: at } }] };
    thenRefused(() => whenCreated(closed, create()), { kind: 'rule', message: 'The books are closed through 2025-04-30; post in an open period' });
  });
});

describe('booking: a card or wallet deposit', () => {
  it("splits the method's processing fee out: Dr its account with the rest and its fee account with the fee / Cr Customer Deposits with the whole deposit; a refund gives the whole back", () => {
    const history = invoiceSalesHistory();
    const decided = whenCreated(history, create({ customerId: INVOICE_RAHIM, paymentMethodId: 'pm-nagad', amount: 1_000_000, motorcycleId: null }));
    const entry = decided.find((part) => part.stream === 'journal-entry-je-bk-1')!.events[0] as JournalEntryPosted;
    assert.deepStrictEqual(entry.data.lines, [debit(BANK, 985_000), debit(NAGAD_FEES, 15_000), credit(DEPOSITS, 1_000_000)]);
    const deposited = appended(history, decided);
    assert.deepStrictEqual([bookingOf(deposited).processingFee, bookingOf(deposited).feeAccountId, depositsBalance(deposited)], [15_000, NAGAD_FEES, 1_000_000]);

    const refunded = appended(deposited, whenRefunded(deposited, refund({ refundAmount: 1_000_000, refundMethodId: 'pm-bank' })));
    assert.deepStrictEqual([bookingOf(refunded).status, depositsBalance(refunded)], ['Refunded', 0]);
  });
});

describe('booking: refunds', () => {
  const partly = appended(booked, whenRefunded(booked, refund()));

  it('given a booking of ৳50,000, when ৳10,000 is refunded to the bank, then Partial Refund, Dr Customer Deposits / Cr Bank, and the unit still held', () => {
    thenEvents(whenRefunded(booked, refund()), [
      {
        stream: 'booking-bk-1',
        events: [{ type: 'BookingRefunded', data: { bookingId: 'bk-1', refundId: 'rf-1', amount: 1_000_000, paymentMethodId: 'pm-bank', creditAccountId: BANK, reason: 'Customer changed the colour', date: '2025-04-05', journalEntryId: 'je-rf-1', refundedBy: by, refundedAt: at } }],
      },
      {
        stream: 'journal-entry-je-rf-1',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-rf-1', date: '2025-04-05', reference: 'BKR-RF1', description: 'Booking money refunded: Customer changed the colour',
            lines: [debit(DEPOSITS, 1_000_000), credit(BANK, 1_000_000)], source: { kind: 'booking-refund', stream: 'booking-bk-1' }, postedBy: by, postedAt: at,
          },
        }],
      },
    ]);
    const booking = bookingOf(partly);
    assert.deepStrictEqual([booking.status, booking.refundedAmount, bookingMoneyRemaining(booking), unitOf(partly, 'mc-1').status], ['Partial Refund', 1_000_000, 4_000_000, 'Reserved']);
    assert.equal(depositsBalance(partly), 4_000_000);
  });

  it('a refund of the rest makes it Refunded and releases its unit in the same decision', () => {
    const decided = whenRefunded(partly, refund({ refundId: 'rf-2', journalEntryId: 'je-rf-2', refundAmount: 4_000_000, refundMethodId: 'pm-cash' }));
    assert.deepStrictEqual(decided.map((s) => s.stream), ['booking-bk-1', 'motorcycle-mc-1', 'journal-entry-je-rf-2']);
    assert.deepStrictEqual(decided[1].events[0].data, { motorcycleId: 'mc-1', productId: 'p-fz', bookingId: 'bk-1', reason: 'refunded', releasedBy: by, releasedAt: at });
    const after = appended(partly, decided);
    assert.deepStrictEqual([bookingOf(after).status, unitOf(after, 'mc-1').status, depositsBalance(after)], ['Refunded', 'Available', 0]);
    thenRefused(() => whenRefunded(after, refund({ refundId: 'rf-3', refundAmount: 1 })), { kind: 'rule', message: 'Nothing remains to refund on this booking' });
  });

  it('refuses a refund above the refundable amount, a second refund beyond the rest, and missing fields, with the spec messages', () => {
    thenRefused(() => whenRefunded(booked, refund({ refundAmount: 5_000_001 })), validation({ refundAmount: 'Refund amount must be between ৳0.01 and ৳50,000.00' }));
    thenRefused(() => whenRefunded(partly, refund({ refundId: 'rf-2', refundAmount: 4_000_001 })), validation({ refundAmount: 'Refund amount must be between ৳0.01 and ৳40,000.00' }));
    thenRefused(() => whenRefunded(booked, refund({ refundAmount: 0, refundMethodId: '', reason: ' ' })), validation({
      refundAmount: 'Refund amount must be between ৳0.01 and ৳50,000.00',
      refundMethod: 'Please select refund method',
      reason: 'Please enter reason',
    }));
    thenRefused(() => whenRefunded(booked, refund({ refundAmount: Number.NaN, reason: 'x'.repeat(501) })), validation({ refundAmount: 'Please enter refund amount', reason: 'Reason must be at most 500 characters' }));
    thenRefused(() => whenRefunded(booked, refund({ refundMethodId: 'pm-booking' })), validation({ refundMethod: 'Booking Money is booking money itself; choose how the money is paid' }));
    thenRefused(() => whenRefunded(sales, refund()), { kind: 'not_found', message: 'Booking not found' });
  });

  it('money that is not there cannot be paid out: cash may not go below zero', () => {
    thenRefused(() => whenRefunded(booked, refund({ refundMethodId: 'pm-cash' }), { [CASH]: { kind: 'cash', balance: 500_000 } }), {
      kind: 'rule', message: 'Cash in Hand has ৳5,000.00; this would take it to -৳5,000.00.',
    });
    const refunded = whenRefunded(booked, refund({ refundMethodId: 'pm-cash' }), { [CASH]: { kind: 'cash', balance: 5_000_000 } });
    // The booking, its entry, and the cash account's funds stream that serialises spending across processes.
    assert.equal(refunded.length, 3);
    assert.equal(refunded[2].stream, `account-funds-${CASH}`);
    assert.deepEqual(refunded[2].events, [{ type: 'AccountFundsSpent', data: { accountId: CASH, amount: 1_000_000, date: '2025-04-05' } }]);
  });

  it('refuses to refund an applied, a cancelled or a Pending booking', () => {
    thenRefused(() => whenRefunded(withApplied(booked), refund()), { kind: 'rule', message: 'This booking is applied to an invoice; void the invoice to refund it' });
    const cancelled = appended(booked, whenUpdated(booked, update({ status: 'Cancelled' })));
    thenRefused(() => whenRefunded(cancelled, refund()), { kind: 'rule', message: 'This booking is cancelled; its money was returned when it was cancelled' });
    const pending = appended(booked, whenUpdated(booked, update({ status: 'Pending' })));
    thenRefused(() => whenRefunded(pending, refund()), { kind: 'rule', message: 'Only a Confirmed booking can be refunded; this one is Pending (cancel it to return its money)' });
    const confirmedAgain = appended(pending, whenUpdated(pending, update({ status: 'Confirmed' })));
    const partlyRefunded = appended(confirmedAgain, whenRefunded(confirmedAgain, refund()));
    assert.equal(bookingOf(partlyRefunded).status, 'Partial Refund', 'confirmed, it refunds');
    // Set to Pending by hand after a refund it still shows Partial Refund, with its Refund button: the rest refunds.
    const pendingAfterRefund = appended(partlyRefunded, whenUpdated(partlyRefunded, update({ status: 'Pending' })));
    assert.equal(bookingOf(pendingAfterRefund).status, 'Partial Refund');
    const rest = whenRefunded(pendingAfterRefund, refund({ refundId: 'rf-2', journalEntryId: 'je-rf-2', refundAmount: 4_000_000 }));
    assert.equal(bookingOf(appended(pendingAfterRefund, rest)).status, 'Refunded');
  });
});

describe('booking: changes and cancelling', () => {
  it('a new amount reverses the deposit on its own date and posts it anew', () => {
    const decided = whenUpdated(booked, update({ amount: 6_000_000, paymentMethodId: 'pm-bank' }));
    assert.deepStrictEqual(decided.map((s) => s.stream), ['booking-bk-1', 'journal-entry-je-bk-1', 'journal-entry-je-bk-1-rev', 'journal-entry-je-bk-1-b']);
    const after = appended(booked, decided);
    assert.deepStrictEqual(entryStateOf(after, 'je-bk-1-rev').lines, [credit(CASH, 5_000_000), debit(DEPOSITS, 5_000_000)]);
    assert.deepStrictEqual([entryStateOf(after, 'je-bk-1-rev').date, entryStateOf(after, 'je-bk-1-b').date], ['2025-04-01', '2025-04-01']);
    assert.deepStrictEqual(entryStateOf(after, 'je-bk-1-b').lines, [debit(BANK, 6_000_000), credit(DEPOSITS, 6_000_000)]);
    const booking = bookingOf(after);
    assert.deepStrictEqual([booking.amount, booking.debitAccountId, booking.journalEntryId], [6_000_000, BANK, 'je-bk-1-b']);
    assert.equal(depositsBalance(after), 6_000_000);
  });

  it('refuses a new amount or method once money was refunded; other details still change without a posting', () => {
    const partly = appended(booked, whenRefunded(booked, refund()));
    thenRefused(() => whenUpdated(partly, update({ amount: 6_000_000 })), { kind: 'rule', message: '৳10,000.00 of this booking has been refunded; its amount and payment method can no longer change' });
    const decided = whenUpdated(partly, update({ description: 'Booking money deposit', status: 'Pending' }));
    assert.deepStrictEqual(decided.map((s) => s.stream), ['booking-bk-1']);
    assert.equal(bookingOf(appended(partly, decided)).status, 'Partial Refund');
    assert.deepStrictEqual(whenUpdated(booked, update({ amount: 5_000_000, description: 'Motorcycle reservation' })), []);
  });

  it('another customer is marked used; another unit: the old one released and the new one reserved', () => {
    const decided = whenUpdated(booked, update({ customerId: KARIM, motorcycleId: 'mc-2' }));
    assert.deepStrictEqual(decided.map((s) => s.stream), ['booking-bk-1', 'customer-cust-karim', 'motorcycle-mc-1', 'motorcycle-mc-2']);
    const after = appended(booked, decided);
    assert.deepStrictEqual([unitOf(after, 'mc-1').status, unitOf(after, 'mc-2').status, unitOf(after, 'mc-2').reservedByBookingId, bookingOf(after).customerId], ['Available', 'Reserved', 'bk-1', KARIM]);
    const none = appended(after, whenUpdated(after, update({ motorcycleId: null })));
    assert.deepStrictEqual([unitOf(none, 'mc-2').status, bookingOf(none).motorcycleId], ['Available', null]);
  });

  it('cancelling returns what remains to the account it came into and releases the unit, in one decision; then nothing changes it', () => {
    const partly = appended(booked, whenRefunded(booked, refund()));
    const decided = whenUpdated(partly, update({ status: 'Cancelled' }));
    assert.deepStrictEqual(decided.map((s) => s.stream), ['booking-bk-1', 'motorcycle-mc-1', 'journal-entry-je-rf-c']);
    assert.deepStrictEqual(decided[0].events.map((e) => e.type), ['BookingRefunded', 'BookingUpdated']);
    assert.deepStrictEqual((decided[0].events[0] as BookingEvent).data, {
      bookingId: 'bk-1', refundId: 'rf-c', amount: 4_000_000, paymentMethodId: 'pm-cash', creditAccountId: CASH, reason: 'Booking cancelled', date: '2025-04-10', journalEntryId: 'je-rf-c', refundedBy: by, refundedAt: at,
    });
    assert.equal((decided[1].events[0].data as { reason: string }).reason, 'cancelled');
    const after = appended(partly, decided);
    assert.deepStrictEqual([bookingOf(after).status, bookingMoneyRemaining(bookingOf(after)), unitOf(after, 'mc-1').status, depositsBalance(after)], ['Cancelled', 0, 'Available', 0]);
    thenRefused(() => whenUpdated(after, update({ status: 'Confirmed' })), { kind: 'rule', message: 'This booking is cancelled and cannot be changed' });
  });

  it('a booking of no money is cancelled without a posting; a cancellation that also changes the amount is refused', () => {
    const free = appended(sales, whenCreated(sales, create({ amount: 0 })));
    assert.deepStrictEqual(whenUpdated(free, update({ status: 'Cancelled' })).map((s) => s.stream), ['booking-bk-1', 'motorcycle-mc-1']);
    thenRefused(() => whenUpdated(booked, update({ status: 'Cancelled', amount: 1 })), { kind: 'rule', message: 'Cancel a booking without changing its amount, method, customer or motorcycle' });
  });

  it('refuses changes to an applied booking, and to a unit that is not Available', () => {
    thenRefused(() => whenUpdated(withApplied(booked), update({ description: 'Service booking' })), { kind: 'rule', message: 'This booking is applied to an invoice and cannot be changed; void the invoice first' });
    const other = appended(booked, whenCreated(booked, create({ bookingId: 'bk-2', journalEntryId: 'je-bk-2', motorcycleId: 'mc-2' })));
    thenRefused(() => whenUpdated(other, update({ motorcycleId: 'mc-2' })), { kind: 'rule', message: 'Motorcycle CH-0002 is Reserved; only an Available motorcycle can be reserved' });
  });
});

describe('booking: applied to an invoice', () => {
  it('applies what remains, once; the booking is Applied and its unit sells on that invoice only', () => {
    const partly = appended(booked, whenRefunded(booked, refund()));
    const { event, amount } = applyBooking(bookingOf(partly), application);
    assert.equal(amount, 4_000_000);
    assert.deepStrictEqual(event, { type: 'BookingApplied', data: { bookingId: 'bk-1', invoiceId: 'inv-1', amount: 4_000_000, customerId: RAHIM, motorcycleId: 'mc-1', date: '2025-04-20', appliedBy: by, appliedAt: at } });
    const applied = withApplied(partly);
    assert.deepStrictEqual([bookingOf(applied).status, bookingMoneyRemaining(bookingOf(applied))], ['Applied', 0]);
    assert.equal(sellMotorcycleUnit(unitOf(applied, 'mc-1'), { invoiceId: 'inv-1', date: '2025-04-20', soldBy: by, soldAt: at, bookingId: 'bk-1' }).cost, 17_500_000);
    thenRefused(() => applyBooking(bookingOf(applied), { ...application, invoiceId: 'inv-2' }), { kind: 'rule', message: 'This booking is already applied to an invoice' });
  });

  it('refuses a Pending, Cancelled or Refunded booking, another customer, another motorcycle, and a booking of no money', () => {
    const pending = appended(booked, whenUpdated(booked, update({ status: 'Pending' })));
    thenRefused(() => applyBooking(bookingOf(pending), application), { kind: 'rule', message: 'Only a Confirmed booking can be applied to an invoice; this one is Pending' });
    const cancelled = appended(booked, whenUpdated(booked, update({ status: 'Cancelled' })));
    thenRefused(() => applyBooking(bookingOf(cancelled), application), { kind: 'rule', message: 'Only a Confirmed booking can be applied to an invoice; this one is Cancelled' });
    const refunded = appended(booked, whenRefunded(booked, refund({ refundAmount: 5_000_000 })));
    thenRefused(() => applyBooking(bookingOf(refunded), application), { kind: 'rule', message: 'Only a Confirmed booking can be applied to an invoice; this one is Refunded' });
    thenRefused(() => applyBooking(bookingOf(booked), { ...application, customerId: KARIM }), { kind: 'rule', message: 'This booking belongs to another customer' });
    thenRefused(() => applyBooking(bookingOf(booked), { ...application, motorcycleId: 'mc-2' }), { kind: 'rule', message: 'This booking reserved another motorcycle; the invoice must sell that motorcycle' });
    thenRefused(() => applyBooking(bookingOf(booked), { ...application, motorcycleId: null }), { kind: 'rule', message: 'This booking reserved another motorcycle; the invoice must sell that motorcycle' });
    const free = appended(sales, whenCreated(sales, create({ amount: 0, motorcycleId: null })));
    thenRefused(() => applyBooking(bookingOf(free), application), { kind: 'rule', message: 'This booking has no money left to apply' });
    thenRefused(() => applyBooking(bookingOf(sales), application), { kind: 'not_found', message: 'Booking not found' });
  });

  it('a void reverses the application: Confirmed again with its money', () => {
    const applied = withApplied(booked);
    thenRefused(() => reverseBookingApplication(bookingOf(applied), { invoiceId: 'inv-9', reversedBy: by, reversedAt: at }), { kind: 'rule', message: 'This booking is not applied to this invoice' });
    const reversed = reverseBookingApplication(bookingOf(applied), { invoiceId: 'inv-1', reversedBy: by, reversedAt: at });
    assert.deepStrictEqual(reversed.data, { bookingId: 'bk-1', invoiceId: 'inv-1', amount: 5_000_000, customerId: RAHIM, reversedBy: by, reversedAt: at });
    const after = appended(applied, [{ stream: 'booking-bk-1', events: [reversed] }]);
    assert.deepStrictEqual([bookingOf(after).status, bookingMoneyRemaining(bookingOf(after)), bookingOf(after).appliedInvoiceId], ['Confirmed', 5_000_000, null]);
  });
});
