import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MOBILE_LENGTH_MESSAGE } from '../shared/phone';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import type { JournalEntryState } from '../ledger/journal-entries';
import { journalEntryStream, type JournalLine } from '../ledger/journal-entry-posted';
import { accountTotals, netDebit } from '../ledger/trial-balance';
import { BOOKS_CLOSING_STREAM, type BooksClosed } from '../ledger/books';
import { receivableStream, WRITTEN_OFF_INVOICE_MESSAGE } from '../receivables/receivables';
import {
  AR,
  at,
  BANK,
  bookingOf,
  by,
  CARD,
  CASH,
  COGS_MOTO,
  COGS_PARTS,
  COGS_ACC,
  customerOf,
  DEPOSITS,
  DISCOUNTS,
  FEES,
  INV_ACC,
  INV_MOTO,
  INV_PARTS,
  invoiceOf,
  issueCommand,
  KARIM,
  NAGAD_FEES,
  OTHER_INCOME,
  productOf,
  RAHIM,
  receivableOf,
  SALES_ACC,
  SALES_MOTO,
  SALES_PARTS,
  salesHistory,
  TODAY,
  unitOf,
  whenBookingCreated,
  whenInvoiceDetailsUpdated,
  whenInvoiceIssued,
  whenInvoicePaid,
  whenInvoiceVoided,
} from './invoice-fixtures.test-helper';
import type { IssueInvoice } from './invoices';

const debit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: amount, credit: 0 });
const credit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: 0, credit: amount });
const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });
const rule = (message: string) => ({ kind: 'rule' as const, message });
const entryOf = (history: History, journalEntryId: string) => stateOf<JournalEntryState>(history, journalEntryStream(journalEntryId));
const everyEvent = (history: History) => Object.values(history).flat();
/** Net debit of each account over every posted entry. */
const balances = (history: History) => {
  const totals = accountTotals(everyEvent(history));
  return (accountId: string) => (totals[accountId] ? netDebit(totals[accountId]) : 0);
};
const trialBalanceBalances = (history: History) => {
  const totals = Object.values(accountTotals(everyEvent(history)));
  assert.equal(totals.reduce((sum, account) => sum + account.debit, 0), totals.reduce((sum, account) => sum + account.credit, 0), 'the trial balance balances');
};

const world = salesHistory();
const motorcycleInvoice = (fields: Partial<IssueInvoice> = {}): IssueInvoice =>
  issueCommand({ invoiceType: 'Motorcycle', items: [{ motorcycleId: 'mc-1' }], payments: [{ paymentId: 'pay-1', paymentMethodId: 'pm-cash', amount: 21_000_000 }], ...fields });
/** ৳2,10,000 − 2.5% + ৳500 shipping = ৳2,05,250: ৳1,00,000 cash, ৳50,000 by card (1.85% fee), ৳55,250 due. */
const splitTender = motorcycleInvoice({
  shippingCharge: 50_000,
  discountType: 'percentage',
  discountValue: 250,
  payments: [
    { paymentId: 'pay-1', paymentMethodId: 'pm-cash', amount: 10_000_000 },
    { paymentId: 'pay-2', paymentMethodId: 'pm-card', amount: 5_000_000 },
    { paymentId: 'pay-x', paymentMethodId: '', amount: 0 },
  ],
});

describe('invoice: issue a products invoice', () => {
  it('given stock, when two brake pads are sold for cash, then the invoice, the customer’s first use, the stock issued and one entry, in one decision', () => {
    thenEvents(whenInvoiceIssued(world, issueCommand({ notes: ' Counter sale ' })), [
      {
        stream: 'invoice-inv-1',
        events: [{
          type: 'InvoiceIssued',
          data: {
            invoiceId: 'inv-1',
            invoiceType: 'Accessories & Spare Parts',
            customerId: KARIM,
            customer: { name: 'Karim Uddin', phone: '01711000001', email: 'cus-karim@example.com', address: 'Mirpur, Dhaka' },
            date: TODAY,
            items: [{ productId: 'p-pad', productName: 'Brake Pad', productModel: 'FZ-S', productType: 'Spare Parts', motorcycleId: null, chassisNo: '', engineNo: '', color: '', quantity: 2, unitPrice: 90_000, lineTotal: 180_000, cost: 120_000 }],
            subtotal: 180_000, shippingCharge: 0, discountType: 'flat', discountValue: 0, discount: 0, total: 180_000, notes: 'Counter sale', booking: null,
            payments: [{ paymentId: 'pay-1', paymentMethodId: 'pm-cash', methodName: 'Cash', accountId: CASH, amount: 180_000, processingFee: 0, feeAccountId: null, date: TODAY, journalEntryId: 'je-inv-1' }],
            dueDate: null, journalEntryId: 'je-inv-1', receivableId: null, issuedBy: by, issuedAt: at,
          },
        }],
      },
      { stream: 'customer-cus-karim', events: [{ type: 'CustomerFirstUsed', data: { customerId: KARIM, usedBy: 'invoice', sourceId: 'inv-1' } }] },
      {
        stream: 'product-p-pad',
        events: [{
          type: 'StockIssued',
          data: {
            productId: 'p-pad', movementId: 'je-inv-1-1', movementType: 'sale', quantityChange: -2, valueChange: -120_000, quantityAfter: 8, valueAfter: 480_000, unitCost: null,
            date: TODAY, reason: 'Sale: invoice', reference: 'INV-INV1', journalEntryId: 'je-inv-1', sourceStream: 'invoice-inv-1', recordedBy: by, recordedAt: at,
          },
        }],
      },
      {
        stream: 'journal-entry-je-inv-1',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-inv-1', date: TODAY, reference: 'INV-INV1', description: 'Invoice to Karim Uddin: 1 item',
            lines: [debit(CASH, 180_000), debit(COGS_PARTS, 120_000), credit(SALES_PARTS, 180_000), credit(INV_PARTS, 120_000)],
            source: { kind: 'invoice', stream: 'invoice-inv-1' }, postedBy: by, postedAt: at,
          },
        }],
      },
    ]);
  });

  it('takes each product at its average cost, posts per type, and leaves the state paid; a second sale to the customer adds no first use', () => {
    const command = issueCommand({ items: [{ productId: 'p-pad', quantity: 3 }, { productId: 'p-helmet', quantity: 1, unitPrice: 240_000 }], payments: [{ paymentId: 'pay-1', paymentMethodId: 'pm-bank', amount: 510_000 }] });
    const history = appended(world, whenInvoiceIssued(world, command));
    assert.deepStrictEqual(entryOf(history, 'je-inv-1').lines, [
      debit(BANK, 510_000), debit(COGS_PARTS, 180_000), debit(COGS_ACC, 150_000), credit(SALES_PARTS, 270_000), credit(SALES_ACC, 240_000), credit(INV_PARTS, 180_000), credit(INV_ACC, 150_000),
    ]);
    const invoice = invoiceOf(history, 'inv-1');
    assert.deepStrictEqual([invoice.lifecycle, invoice.total, invoice.paidAmount, invoice.due, invoice.paymentStatus], ['issued', 510_000, 510_000, 0, 'Paid']);
    assert.deepStrictEqual([productOf(history, 'p-pad').quantity, productOf(history, 'p-helmet').quantity], [7, 4]);
    assert.equal(customerOf(history, KARIM).used, true);
    const second = whenInvoiceIssued(history, issueCommand({ invoiceId: 'inv-2', journalEntryId: 'je-inv-2', receivableId: 'rcv-2' }));
    assert.equal(second.some((decided) => decided.stream === 'customer-cus-karim'), false);
  });
});

describe('invoice: issue a motorcycle invoice with split tender and a due', () => {
  it('sells the unit at its own price, splits the payments (the card fee to Payment Processing Fees), opens a receivable for the due', () => {
    const decided = whenInvoiceIssued(world, splitTender, 15);
    const history = appended(world, decided);
    assert.deepStrictEqual(decided.map((d) => d.stream), ['invoice-inv-1', 'customer-cus-karim', 'motorcycle-mc-1', 'receivable-rcv-1', 'journal-entry-je-inv-1']);
    assert.deepStrictEqual(entryOf(history, 'je-inv-1').lines, [
      debit(CASH, 10_000_000), debit(CARD, 4_907_500), debit(FEES, 92_500), debit(AR, 5_525_000), debit(DISCOUNTS, 525_000), debit(COGS_MOTO, 18_000_000),
      credit(SALES_MOTO, 21_000_000), credit(OTHER_INCOME, 50_000), credit(INV_MOTO, 18_000_000),
    ]);
    const invoice = invoiceOf(history, 'inv-1');
    assert.deepStrictEqual(
      [invoice.invoiceType, invoice.subtotal, invoice.discount, invoice.total, invoice.paidAmount, invoice.due, invoice.paymentStatus, invoice.dueDate, invoice.receivableId],
      ['Motorcycle', 21_000_000, 525_000, 20_525_000, 15_000_000, 5_525_000, 'Partial', '2025-03-25', 'rcv-1'],
    );
    assert.deepStrictEqual(invoice.items.map((item) => [item.motorcycleId, item.chassisNo, item.engineNo, item.unitPrice, item.cost]), [['mc-1', 'CH-001', 'EN-001', 21_000_000, 18_000_000]]);
    assert.deepStrictEqual(invoice.payments.map((payment) => [payment.methodName, payment.amount, payment.processingFee]), [['Cash', 10_000_000, 0], ['Visa Card', 5_000_000, 92_500]]);
    const unit = unitOf(history, 'mc-1');
    assert.deepStrictEqual([unit.status, unit.invoiceId], ['Sold', 'inv-1']);
    const receivable = receivableOf(history, 'rcv-1');
    assert.deepStrictEqual([receivable.lifecycle, receivable.customerId, receivable.amount, receivable.openedDate, receivable.dueDate, receivable.origin], ['open', KARIM, 5_525_000, TODAY, '2025-03-25', { kind: 'invoice', invoiceId: 'inv-1' }]);
    trialBalanceBalances(history);
  });

  it('a wallet method with its own fee account posts the fee there', () => {
    const history = appended(world, whenInvoiceIssued(world, issueCommand({ payments: [{ paymentId: 'pay-1', paymentMethodId: 'pm-nagad', amount: 180_000 }] })));
    assert.deepStrictEqual(entryOf(history, 'je-inv-1').lines.slice(0, 2), [debit(BANK, 177_300), debit(NAGAD_FEES, 2_700)]);
  });

  it('nothing paid: Unpaid, the whole total due', () => {
    const history = appended(world, whenInvoiceIssued(world, motorcycleInvoice({ payments: [], items: [{ motorcycleId: 'mc-2', unitPrice: 20_000_000 }] })));
    const invoice = invoiceOf(history, 'inv-1');
    assert.deepStrictEqual([invoice.paymentStatus, invoice.due, invoice.dueDate], ['Unpaid', 20_000_000, '2025-04-09']);
    assert.equal(balances(history)(AR), 20_000_000);
    assert.equal(balances(history)(COGS_MOTO), 18_500_000);
  });
});

describe('invoice: refusals', () => {
  it('refuses missing fields with the spec messages, all at once', () => {
    thenRefused(() => whenInvoiceIssued(world, motorcycleInvoice({ customerId: '', items: [] })), validation({ customer: 'Customer is required', items: 'Please select both customer and motorcycle' }));
    thenRefused(() => whenInvoiceIssued(world, issueCommand({ items: [], payments: [{ paymentId: 'p', paymentMethodId: '', amount: 5_000 }] })), validation({
      items: 'Please select customer and add at least one product',
      'payments.0.method': 'Payment method is required.',
    }));
    thenRefused(() => whenInvoiceIssued(world, issueCommand({ items: [{ productId: 'p-pad', quantity: 0 }, { productId: 'p-fz', quantity: 1 }, { productId: 'p-gone', quantity: 1 }] })), validation({
      'items.0.quantity': 'Quantity must be greater than 0!',
      'items.1.product': 'Yamaha FZ-S is a motorcycle: sell it on a motorcycle invoice',
      'items.2.product': 'Product not found',
    }));
  });

  it('refuses a quantity above the stock, naming the product', () => {
    thenRefused(() => whenInvoiceIssued(world, issueCommand({ items: [{ productId: 'p-pad', quantity: 11 }], payments: [] })), rule('Insufficient stock for Brake Pad: 10 in stock, 11 requested'));
  });

  it('refuses payments above the total, a discount above the subtotal, and a Booking Money row without a booking', () => {
    thenRefused(() => whenInvoiceIssued(world, issueCommand({ payments: [{ paymentId: 'a', paymentMethodId: 'pm-cash', amount: 100_000 }, { paymentId: 'b', paymentMethodId: 'pm-card', amount: 80_001 }] })), validation({
      payments: 'Total payment ৳1,800.01 exceeds the invoice amount ৳1,800.00',
    }));
    thenRefused(() => whenInvoiceIssued(world, issueCommand({ discountValue: 180_001, payments: [] })), validation({ discountValue: 'Discount cannot be more than the subtotal ৳1,800.00' }));
    thenRefused(() => whenInvoiceIssued(world, issueCommand({ discountType: 'percentage', discountValue: 10_001, payments: [] })), validation({ discountValue: 'Discount cannot be more than 100%' }));
    thenRefused(() => whenInvoiceIssued(world, issueCommand({ payments: [{ paymentId: 'a', paymentMethodId: 'pm-booking', amount: 100_000 }] })), validation({
      payments: 'Booking Money is applied from a booking: create the invoice from the booking',
    }));
  });

  it('refuses a sold unit, a second invoice with the same id, and a sale in a closed period', () => {
    const sold = appended(world, whenInvoiceIssued(world, motorcycleInvoice()));
    thenRefused(() => whenInvoiceIssued(sold, motorcycleInvoice({ invoiceId: 'inv-2', journalEntryId: 'je-inv-2', receivableId: 'rcv-2' })), rule('Motorcycle CH-001 is Sold; only Available motorcycles can be sold'));
    thenRefused(() => whenInvoiceIssued(sold, motorcycleInvoice({ items: [{ motorcycleId: 'mc-2' }] })), { kind: 'conflict', message: 'Invoice already exists' });
    const closed = appended(world, [{ stream: BOOKS_CLOSING_STREAM, events: [{ type: 'BooksClosed', data: { closedThrough: '2025-03-31', profitTransferId: 'pt-1', closedBy: by, closedAt: at } } satisfies BooksClosed] }]);
    thenRefused(() => whenInvoiceIssued(closed, issueCommand()), rule('The books are closed through 2025-03-31; post in an open period'));
  });

  it('given today is 2025-03-10, when an invoice is dated the 11th, then it is refused saying why and nothing is decided; dated today it is issued', () => {
    thenRefused(() => whenInvoiceIssued(world, issueCommand({ date: '2025-03-11', today: TODAY })), validation({
      date: 'The invoice date 2025-03-11 is in the future: an invoice is dated today (2025-03-10) at the latest',
    }));
    assert.equal(invoiceOf(appended(world, whenInvoiceIssued(world, issueCommand({ date: TODAY, today: TODAY }))), 'inv-1').date, TODAY);
  });
});

describe('invoice: its due date', () => {
  it('given invoice terms of 30 days, when an invoice dated 2099-12-31 leaves something due, then refused: its due date would be in 2100', () => {
    const lastDay = { date: '2099-12-31', today: '2099-12-31' };
    thenRefused(() => whenInvoiceIssued(world, { ...splitTender, ...lastDay }, 30), validation({
      date: "The due date 2100-01-30 would fall outside the books' dates (2000-01-01 to 2099-12-31)",
    }));
    assert.equal(invoiceOf(appended(world, whenInvoiceIssued(world, { ...splitTender, ...lastDay }, 0)), 'inv-1').date, '2099-12-31');
  });

  it('given no today from the handler, then today is the Dhaka day it is issued at', () => {
    thenRefused(() => whenInvoiceIssued(world, issueCommand({ date: '2025-05-01', today: undefined, issuedAt: '2025-04-30T17:00:00.000Z' })), validation({
      date: 'The invoice date 2025-05-01 is in the future: an invoice is dated today (2025-04-30) at the latest',
    }));
    assert.equal(invoiceOf(appended(world, whenInvoiceIssued(world, issueCommand({ date: '2025-05-01', today: undefined, issuedAt: '2025-04-30T18:00:00.000Z' }))), 'inv-1').date, '2025-05-01');
  });
});

describe('invoice: booking money', () => {
  const booked = appended(world, whenBookingCreated(world, { bookingId: 'bk-1', customerId: KARIM, amount: 2_000_000, motorcycleId: 'mc-2' }));
  const fromBooking = (fields: Partial<IssueInvoice> = {}) =>
    motorcycleInvoice({ items: [{ motorcycleId: 'mc-2' }], bookingId: 'bk-1', payments: [{ paymentId: 'bm', paymentMethodId: 'pm-booking', amount: 2_000_000 }, { paymentId: 'pay-1', paymentMethodId: 'pm-cash', amount: 18_000_000 }], ...fields });

  it('applies the booking’s money as a locked Booking Money payment: Dr Customer Deposits; the reserved unit sells for it; the booking is Applied', () => {
    assert.equal(unitOf(booked, 'mc-2').status, 'Reserved');
    const decided = whenInvoiceIssued(booked, fromBooking());
    const history = appended(booked, decided);
    assert.deepStrictEqual(decided.map((d) => d.stream), ['invoice-inv-1', 'booking-bk-1', 'motorcycle-mc-2', 'receivable-rcv-1', 'journal-entry-je-inv-1']);
    const invoice = invoiceOf(history, 'inv-1');
    assert.deepStrictEqual([invoice.booking, invoice.paidAmount, invoice.due, invoice.paymentStatus], [{ bookingId: 'bk-1', amount: 2_000_000 }, 20_000_000, 1_000_000, 'Partial']);
    assert.deepStrictEqual(invoice.payments.map((payment) => payment.methodName), ['Cash'], 'the Booking Money row is the booking, not a payment');
    assert.deepStrictEqual(entryOf(history, 'je-inv-1').lines.slice(0, 3), [debit(CASH, 18_000_000), debit(DEPOSITS, 2_000_000), debit(AR, 1_000_000)]);
    assert.equal(bookingOf(history, 'bk-1').status, 'Applied');
    assert.deepStrictEqual([unitOf(history, 'mc-2').status, unitOf(history, 'mc-2').reservedByBookingId], ['Sold', 'bk-1']);
    assert.equal(balances(history)(DEPOSITS), 0, 'the deposit is no longer owed to the customer');
  });

  it('refuses a booking applied twice, another customer’s booking, another unit than the one reserved, and a wrong Booking Money row', () => {
    const applied = appended(booked, whenInvoiceIssued(booked, fromBooking()));
    thenRefused(() => whenInvoiceIssued(applied, issueCommand({ invoiceId: 'inv-2', journalEntryId: 'je-inv-2', bookingId: 'bk-1', payments: [] })), rule('This booking is already applied to an invoice'));
    thenRefused(() => whenInvoiceIssued(booked, fromBooking({ customerId: RAHIM })), rule('This booking belongs to another customer'));
    thenRefused(() => whenInvoiceIssued(booked, fromBooking({ items: [{ motorcycleId: 'mc-1' }] })), rule('This booking reserved another motorcycle; the invoice must sell that motorcycle'));
    thenRefused(() => whenInvoiceIssued(booked, fromBooking({ payments: [{ paymentId: 'bm', paymentMethodId: 'pm-booking', amount: 1_000_000 }] })), validation({ payments: "The Booking Money row must be the booking's ৳20,000.00" }));
  });

  it('refuses selling a unit reserved by a booking without that booking, and booking money above the total', () => {
    thenRefused(() => whenInvoiceIssued(booked, motorcycleInvoice({ items: [{ motorcycleId: 'mc-2' }] })), rule('Motorcycle is reserved by another booking'));
    const partsBooking = appended(world, whenBookingCreated(world, { bookingId: 'bk-2', customerId: KARIM, amount: 500_000 }));
    thenRefused(() => whenInvoiceIssued(partsBooking, issueCommand({ bookingId: 'bk-2', payments: [] })), rule('The booking money ৳5,000.00 is more than the invoice total ৳1,800.00; refund the difference from the booking first'));
  });
});

describe('invoice: payments on the due', () => {
  const issued = appended(world, whenInvoiceIssued(world, splitTender));
  const pay = (amount: number, fields: Record<string, unknown> = {}) => ({
    invoiceId: 'inv-1', date: '2025-03-12', journalEntryId: 'je-pay-1', receivedBy: by, receivedAt: at,
    payments: [{ paymentId: 'p-1', paymentMethodId: 'pm-cash', amount }], ...fields,
  });

  it('a payment: Dr the method / Cr Accounts Receivable, recorded on the receivable; the rest later settles it', () => {
    const decided = whenInvoicePaid(issued, pay(2_000_000, { payments: [{ paymentId: 'p-1', paymentMethodId: 'pm-cash', amount: 1_000_000 }, { paymentId: 'p-2', paymentMethodId: 'pm-card', amount: 1_000_000 }] }));
    assert.deepStrictEqual(decided.map((d) => d.stream), ['invoice-inv-1', 'receivable-rcv-1', 'journal-entry-je-pay-1']);
    assert.deepStrictEqual(decided[1].events.map((event) => (event.data as { amount: number; invoiceId: string }).amount), [1_000_000, 1_000_000]);
    let history = appended(issued, decided);
    assert.deepStrictEqual(entryOf(history, 'je-pay-1').lines, [debit(CASH, 1_000_000), debit(CARD, 981_500), debit(FEES, 18_500), credit(AR, 2_000_000)]);
    assert.deepStrictEqual([invoiceOf(history, 'inv-1').due, invoiceOf(history, 'inv-1').paymentStatus, receivableOf(history, 'rcv-1').paidAmount], [3_525_000, 'Partial', 2_000_000]);
    history = appended(history, whenInvoicePaid(history, pay(3_525_000, { journalEntryId: 'je-pay-2', payments: [{ paymentId: 'p-3', paymentMethodId: 'pm-bank', amount: 3_525_000 }] })));
    const invoice = invoiceOf(history, 'inv-1');
    assert.deepStrictEqual([invoice.due, invoice.paidAmount, invoice.paymentStatus, invoice.allPayments.length], [0, 20_525_000, 'Paid', 5]);
    assert.equal(balances(history)(AR), 0, 'Accounts Receivable is the open receivables’ remaining: none');
    thenRefused(() => whenInvoicePaid(history, pay(1, { journalEntryId: 'je-pay-3' })), rule('This invoice is fully paid'));
  });

  it('refuses a payment above the due, and Booking Money as a later payment', () => {
    thenRefused(() => whenInvoicePaid(issued, pay(5_525_001)), validation({ payments: 'Payment cannot exceed the due amount of ৳55,250.00' }));
    thenRefused(() => whenInvoicePaid(issued, pay(1_000, { payments: [{ paymentId: 'x', paymentMethodId: 'pm-booking', amount: 1_000 }] })), validation({
      'payments.0.method': 'Booking Money is applied when the invoice is created from its booking',
    }));
    thenRefused(() => whenInvoicePaid(issued, pay(0)), validation({ payments: 'Add at least one payment' }));
  });

  it('refuses a payment dated after today, saying why', () => {
    thenRefused(() => whenInvoicePaid(issued, pay(1_000, { date: '2025-03-13', today: '2025-03-12' })), validation({
      date: 'The payment date 2025-03-13 is in the future: a payment is dated today (2025-03-12) at the latest',
    }));
  });
});

describe('invoice: details', () => {
  const issued = appended(world, whenInvoiceIssued(world, issueCommand()));
  it('changes only the contact details printed on it and its notes; nothing changed appends nothing', () => {
    const decided = whenInvoiceDetailsUpdated(issued, { invoiceId: 'inv-1', customer: { phone: ' 01811000009 ', address: 'Uttara' }, notes: 'Deliver Friday', updatedBy: by, updatedAt: at });
    assert.deepStrictEqual(decided, [{
      stream: 'invoice-inv-1',
      events: [{ type: 'InvoiceDetailsUpdated', data: { invoiceId: 'inv-1', customer: { name: 'Karim Uddin', phone: '01811000009', email: 'cus-karim@example.com', address: 'Uttara' }, notes: 'Deliver Friday', updatedBy: by, updatedAt: at } }],
    }]);
    const history = appended(issued, decided);
    assert.equal(invoiceOf(history, 'inv-1').total, 180_000);
    assert.deepStrictEqual(whenInvoiceDetailsUpdated(history, { invoiceId: 'inv-1', notes: 'Deliver Friday', updatedBy: by, updatedAt: at }), []);
    thenRefused(() => whenInvoiceDetailsUpdated(history, { invoiceId: 'inv-1', customer: { name: ' ' }, updatedBy: by, updatedAt: at }), validation({ 'customer.name': 'Customer name is required' }));
    thenRefused(() => whenInvoiceDetailsUpdated(history, { invoiceId: 'inv-9', notes: '', updatedBy: by, updatedAt: at }), { kind: 'not_found', message: 'Invoice not found' });
  });

  it('takes a changed contact phone only as a Bangladeshi number, kept normalised (issue 23, item 4)', () => {
    thenRefused(() => whenInvoiceDetailsUpdated(issued, { invoiceId: 'inv-1', customer: { phone: '0171-23' }, updatedBy: by, updatedAt: at }), validation({ 'customer.phone': MOBILE_LENGTH_MESSAGE }));
    thenRefused(() => whenInvoiceDetailsUpdated(issued, { invoiceId: 'inv-1', customer: { phone: '017112345678' }, updatedBy: by, updatedAt: at }), validation({ 'customer.phone': MOBILE_LENGTH_MESSAGE }));
    const [{ events }] = whenInvoiceDetailsUpdated(issued, { invoiceId: 'inv-1', customer: { phone: '+880 1811-000009' }, updatedBy: by, updatedAt: at });
    assert.equal((events[0].data as { customer: { phone: string } }).customer.phone, '01811000009');
  });
});

describe('invoice: void', () => {
  const booked = appended(world, whenBookingCreated(world, { bookingId: 'bk-1', customerId: KARIM, amount: 2_000_000, motorcycleId: 'mc-2' }));
  const sale = motorcycleInvoice({
    items: [{ motorcycleId: 'mc-2' }],
    bookingId: 'bk-1',
    payments: [{ paymentId: 'pay-1', paymentMethodId: 'pm-card', amount: 10_000_000 }],
  });
  const issued = appended(booked, whenInvoiceIssued(booked, sale));
  const paid = appended(issued, whenInvoicePaid(issued, { invoiceId: 'inv-1', date: '2025-03-12', journalEntryId: 'je-pay-1', receivedBy: by, receivedAt: at, payments: [{ paymentId: 'p-2', paymentMethodId: 'pm-cash', amount: 3_000_000 }] }));
  const voidCommand = { invoiceId: 'inv-1', date: '2025-03-15', reason: 'Customer changed mind', voidedBy: by, voidedAt: at };

  it('takes back everything in one decision: both entries reversed (payments refunded), the unit Reserved again for its booking, the booking restored, the receivable cancelled', () => {
    const decided = whenInvoiceVoided(paid, voidCommand);
    assert.deepStrictEqual(decided.map((d) => d.stream), [
      'invoice-inv-1', 'receivable-rcv-1', 'motorcycle-mc-2', 'booking-bk-1', 'journal-entry-je-inv-1', 'journal-entry-je-inv-1-rev', 'journal-entry-je-pay-1', 'journal-entry-je-pay-1-rev',
    ]);
    const history = appended(paid, decided);
    assert.equal(invoiceOf(history, 'inv-1').lifecycle, 'voided');
    assert.deepStrictEqual([unitOf(history, 'mc-2').status, unitOf(history, 'mc-2').reservedByBookingId, unitOf(history, 'mc-2').invoiceId], ['Reserved', 'bk-1', null]);
    const booking = bookingOf(history, 'bk-1');
    assert.deepStrictEqual([booking.status, booking.appliedAmount, booking.appliedInvoiceId], ['Confirmed', 0, null]);
    assert.equal(receivableOf(history, 'rcv-1').lifecycle, 'cancelled');
    assert.deepStrictEqual([entryOf(history, 'je-inv-1').status, entryOf(history, 'je-pay-1').status, entryOf(history, 'je-pay-1-rev').date], ['reversed', 'reversed', '2025-03-15']);
    // The books are as before the sale: only the booking's deposit stands.
    const before = balances(booked);
    const after = balances(history);
    for (const account of [CASH, CARD, FEES, AR, DEPOSITS, SALES_MOTO, COGS_MOTO, INV_MOTO]) assert.equal(after(account), before(account), account);
    trialBalanceBalances(history);
    const voided = (history['invoice-inv-1'].at(-1)!.data as { refundedAmount: number; reversals: unknown[] });
    assert.equal(voided.refundedAmount, 13_000_000);
    assert.equal(voided.reversals.length, 2);
    thenRefused(() => whenInvoiceVoided(history, voidCommand), rule('This invoice is voided'));
  });

  it('gives products back at the cost they left with', () => {
    const history = appended(world, whenInvoiceIssued(world, issueCommand({ items: [{ productId: 'p-pad', quantity: 3 }], payments: [] })));
    const voided = appended(history, whenInvoiceVoided(history, voidCommand));
    const pad = productOf(voided, 'p-pad');
    assert.deepStrictEqual([pad.quantity, pad.stockValue], [10, 600_000]);
    assert.equal(balances(voided)(INV_PARTS), 600_000);
    assert.equal(receivableOf(voided, 'rcv-1').lifecycle, 'cancelled');
  });

  it('is refused once a bad debt is posted on its receivable, and when a refund would take cash below zero', () => {
    const writtenOff = appended(paid, [{ stream: receivableStream('rcv-1'), events: [{ type: 'ReceivableWrittenOff', data: { receivableId: 'rcv-1', badDebtId: 'bd-1', amount: 1_000, journalEntryId: 'je-bd', date: '2025-03-13', writtenOffBy: by, writtenOffAt: at } }] }]);
    thenRefused(() => whenInvoiceVoided(writtenOff, voidCommand), { kind: 'conflict', message: WRITTEN_OFF_INVOICE_MESSAGE });
    thenRefused(() => whenInvoiceVoided(paid, voidCommand, { [CASH]: { kind: 'cash', balance: 2_000_000 } }), rule('Cash in Hand has ৳20,000.00; this would take it to -৳10,000.00.'));
    assert.ok(whenInvoiceVoided(paid, voidCommand, { [CASH]: { kind: 'cash', balance: 3_000_000 } }).length > 0);
  });
});
