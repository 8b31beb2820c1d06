import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import { BOOKS_CLOSING_STREAM, type BooksClosed } from '../ledger/books';
import { foldStream } from '../streams';
import {
  AR,
  at,
  BANK,
  by,
  CASH,
  credit,
  customerOf,
  debit,
  entryStateOf,
  FEES,
  KARIM,
  OBE,
  RAHIM,
  receivableOf,
  receivablesHistory,
  whenManualReceivableAmended,
  whenManualReceivableDeleted,
  whenManualReceivableRecorded,
  whenReceivablePaymentRecorded,
} from './receivables-fixtures.test-helper';
import {
  cancelReceivableForVoid,
  initialReceivableState,
  openInvoiceReceivable,
  receivableRemaining,
  receivableStatus,
  receivableStream,
  receivePayment,
  type RecordManualReceivable,
  type RecordReceivablePayment,
} from './receivables';

const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });
const chart = receivablesHistory();
const manual = (fields: Partial<RecordManualReceivable> = {}): RecordManualReceivable => ({
  receivableId: 'rcv-1',
  journalEntryId: 'je-rcv-1',
  customerId: RAHIM,
  amount: 2_000_000,
  openedDate: '2025-03-01',
  dueDate: '2025-03-31',
  notes: ' Old ledger balance ',
  recordedBy: by,
  recordedAt: at,
  ...fields,
});
const payment = (fields: Partial<RecordReceivablePayment> = {}): RecordReceivablePayment => ({
  receivableId: 'rcv-1', paymentId: 'rp-1', journalEntryId: 'je-rp-1', amount: 500_000, paymentMethodId: 'pm-cash', paymentDate: '2025-03-10', notes: '', receivedBy: by, receivedAt: at, ...fields,
});
const entered: History = appended(chart, whenManualReceivableRecorded(chart, manual()));

/** An invoice's due, opened as the invoice's decision opens it. */
const invoiceReceivable = (history: History, receivableId = 'rcv-inv', amount = 1_000_000): History =>
  appended(history, [{
    stream: receivableStream(receivableId),
    events: [openInvoiceReceivable({ receivableId, invoiceId: 'inv-1', customerId: KARIM, amount, openedDate: '2025-03-01', dueDate: '2025-03-31', openedBy: by, openedAt: at })],
  }]);

describe('receivable: a debt from before the books entered by hand', () => {
  it('given a customer, when a receivable is entered, then it opens, the customer is used, and Dr Accounts Receivable / Cr Opening Balance Equity', () => {
    thenEvents(whenManualReceivableRecorded(chart, manual()), [
      {
        stream: 'receivable-rcv-1',
        events: [{
          type: 'ReceivableOpened',
          data: { receivableId: 'rcv-1', customerId: RAHIM, amount: 2_000_000, openedDate: '2025-03-01', dueDate: '2025-03-31', notes: 'Old ledger balance', origin: { kind: 'manual', journalEntryId: 'je-rcv-1' }, openedBy: by, openedAt: at },
        }],
      },
      { stream: `customer-${RAHIM}`, events: [{ type: 'CustomerFirstUsed', data: { customerId: RAHIM, usedBy: 'receivable', sourceId: 'rcv-1' } }] },
      {
        stream: 'journal-entry-je-rcv-1',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-rcv-1',
            date: '2025-03-01',
            reference: 'AR-RCV1',
            description: 'Receivable from Rahim Uddin brought into the books',
            lines: [debit(AR, 2_000_000), credit(OBE, 2_000_000)],
            source: { kind: 'opening-receivable', stream: 'receivable-rcv-1' },
            postedBy: by,
            postedAt: at,
          },
        }],
      },
    ]);
    assert.equal(customerOf(entered, RAHIM).used, true);
    // A second receivable of a used customer does not use it again.
    assert.deepStrictEqual(whenManualReceivableRecorded(entered, manual({ receivableId: 'rcv-2', journalEntryId: 'je-2' })).map((decided) => decided.stream), ['receivable-rcv-2', 'journal-entry-je-2']);
  });

  it('refuses missing fields, an unknown customer, a due date before it opened, and a closed period', () => {
    thenRefused(() => whenManualReceivableRecorded(chart, manual({ customerId: '', amount: 0, dueDate: '' })), validation({
      customer: 'Customer is required',
      amount: 'Amount must be greater than zero',
      dueDate: 'Please select due date',
    }));
    thenRefused(() => whenManualReceivableRecorded(chart, manual({ customerId: 'cust-nobody' })), validation({ customer: 'Customer not found' }));
    thenRefused(() => whenManualReceivableRecorded(chart, manual({ dueDate: '2025-02-28' })), validation({ dueDate: 'Due date cannot be before the date it was opened' }));
    thenRefused(() => whenManualReceivableRecorded(chart, manual({ notes: 'x'.repeat(501) })), validation({ notes: 'Notes must be at most 500 characters' }));
    const closed = appended(chart, [{ stream: BOOKS_CLOSING_STREAM, events: [{ type: 'BooksClosed', data: { closedThrough: '2025-03-31', profitTransferId: 'pt', closedBy: 'u', closedAt: 't' } } satisfies BooksClosed] }]);
    assert.throws(() => whenManualReceivableRecorded(closed, manual()), /closed/i);
  });

  it('corrects a receivable with nothing received by reversal and a new posting; a due date alone moves nothing; deletes it the same way', () => {
    const corrected = appended(entered, whenManualReceivableAmended(entered, { receivableId: 'rcv-1', amount: 2_500_000, customerId: KARIM, reversalEntryId: 'je-rcv-1-rev', journalEntryId: 'je-rcv-1-b', amendedBy: by, amendedAt: at }));
    assert.equal(entryStateOf(corrected, 'je-rcv-1').status, 'reversed');
    assert.deepStrictEqual(entryStateOf(corrected, 'je-rcv-1-b').lines, [debit(AR, 2_500_000), credit(OBE, 2_500_000)]);
    assert.deepStrictEqual([receivableOf(corrected, 'rcv-1').amount, receivableOf(corrected, 'rcv-1').customerId], [2_500_000, KARIM]);
    assert.equal(customerOf(corrected, KARIM).used, true, 'the new customer is used');
    assert.deepStrictEqual(whenManualReceivableAmended(entered, { receivableId: 'rcv-1', amount: 2_000_000, reversalEntryId: 'x', journalEntryId: 'y', amendedBy: by, amendedAt: at }), []);
    const dueOnly = whenManualReceivableAmended(entered, { receivableId: 'rcv-1', dueDate: '2025-04-30', reversalEntryId: 'x', journalEntryId: 'y', amendedBy: by, amendedAt: at });
    assert.deepStrictEqual(dueOnly.map((decided) => decided.stream), ['receivable-rcv-1']);
    const deleted = appended(corrected, whenManualReceivableDeleted(corrected, { receivableId: 'rcv-1', reversalEntryId: 'je-rcv-1-b-rev', deletedBy: by, deletedAt: at }));
    assert.equal(receivableOf(deleted, 'rcv-1').lifecycle, 'cancelled');
    assert.equal(entryStateOf(deleted, 'je-rcv-1-b').status, 'reversed');
    assert.equal(receivableRemaining(receivableOf(deleted, 'rcv-1')), 0);
  });

  it("an invoice's due is changed on its invoice, and a receivable with payments cannot be changed or deleted: saying why", () => {
    const withInvoice = invoiceReceivable(chart);
    thenRefused(() => whenManualReceivableAmended(withInvoice, { receivableId: 'rcv-inv', amount: 1, reversalEntryId: 'x', journalEntryId: 'y', amendedBy: by, amendedAt: at }), {
      kind: 'rule',
      message: 'This receivable is the due of an invoice and cannot be changed here; change the invoice',
    });
    const paid = appended(entered, whenReceivablePaymentRecorded(entered, payment()));
    thenRefused(() => whenManualReceivableDeleted(paid, { receivableId: 'rcv-1', reversalEntryId: 'x', deletedBy: by, deletedAt: at }), {
      kind: 'rule',
      message: 'A receivable with payments or a posted bad debt cannot be deleted: ৳5,000.00 of it is settled',
    });
  });
});

describe('receivable: payments', () => {
  it('given a receivable, when paid in part, then the payment and Dr the method’s account / Cr Accounts Receivable; Partial', () => {
    const decided = whenReceivablePaymentRecorded(entered, payment({ notes: ' First instalment ' }));
    thenEvents(decided, [
      {
        stream: 'receivable-rcv-1',
        events: [{
          type: 'ReceivablePaymentRecorded',
          data: { receivableId: 'rcv-1', paymentId: 'rp-1', amount: 500_000, paymentMethodId: 'pm-cash', debitAccountId: CASH, date: '2025-03-10', journalEntryId: 'je-rp-1', invoiceId: null, notes: 'First instalment', receivedBy: by, receivedAt: at },
        }],
      },
      {
        stream: 'journal-entry-je-rp-1',
        events: [{
          type: 'JournalEntryPosted',
          data: { journalEntryId: 'je-rp-1', date: '2025-03-10', reference: 'RCV-RP1', description: 'First instalment', lines: [debit(CASH, 500_000), credit(AR, 500_000)], source: { kind: 'receivable-payment', stream: 'receivable-rcv-1' }, postedBy: by, postedAt: at },
        }],
      },
    ]);
    const receivable = receivableOf(appended(entered, decided), 'rcv-1');
    assert.deepStrictEqual([receivable.paidAmount, receivableRemaining(receivable), receivableStatus(receivable, '2025-03-10')], [500_000, 1_500_000, 'Partial']);
  });

  it('by card: the fee to Payment Processing Fees and the rest to the method’s account, as on an invoice; the whole amount off the receivable', () => {
    const decided = whenReceivablePaymentRecorded(entered, payment({ amount: 1_000_000, paymentMethodId: 'pm-card' }));
    const history = appended(entered, decided);
    assert.deepStrictEqual(entryStateOf(history, 'je-rp-1').lines, [debit(BANK, 985_000), debit(FEES, 15_000), credit(AR, 1_000_000)]);
    assert.equal(receivableRemaining(receivableOf(history, 'rcv-1')), 1_000_000);
  });

  it('never above what remains: the refusal names the due amount; fully paid, a further payment is refused', () => {
    thenRefused(() => whenReceivablePaymentRecorded(entered, payment({ amount: 2_000_001 })), validation({ amount: 'Payment cannot exceed the due amount of ৳20,000.00' }));
    thenRefused(() => whenReceivablePaymentRecorded(entered, payment({ paymentMethodId: 'pm-booking' })), validation({ paymentMethod: 'Booking Money pays into Customer Deposits, which is not an Asset account' }));
    thenRefused(() => whenReceivablePaymentRecorded(entered, payment({ amount: 0, paymentMethodId: '', paymentDate: '' })), validation({
      amount: 'Amount must be greater than zero',
      paymentDate: 'Please select payment date',
      paymentMethod: 'Please select payment method',
    }));
    const paid = appended(entered, whenReceivablePaymentRecorded(entered, payment({ amount: 2_000_000 })));
    assert.equal(receivableStatus(receivableOf(paid, 'rcv-1'), '2026-01-01'), 'Paid');
    thenRefused(() => whenReceivablePaymentRecorded(paid, payment({ paymentId: 'rp-2' })), { kind: 'rule', message: 'This receivable is fully settled' });
    thenRefused(() => whenReceivablePaymentRecorded(chart, payment()), { kind: 'not_found', message: 'Receivable not found' });
  });

  it("an invoice's due is paid on its invoice: receivePayment is what the invoice's decision appends, bounded the same way", () => {
    const withInvoice = invoiceReceivable(chart);
    thenRefused(() => whenReceivablePaymentRecorded(withInvoice, payment({ receivableId: 'rcv-inv' })), { kind: 'rule', message: 'This receivable is the due of an invoice; add the payment on the invoice' });
    const receivable = receivableOf(withInvoice, 'rcv-inv');
    const command = { paymentId: 'ip-1', amount: 400_000, paymentMethodId: 'pm-cash', debitAccountId: CASH, date: '2025-03-05', journalEntryId: 'je-ip-1', invoiceId: 'inv-1', receivedBy: by, receivedAt: at };
    const recorded = receivePayment(receivable, command);
    assert.deepStrictEqual(recorded.data, { receivableId: 'rcv-inv', ...command, notes: '' });
    thenRefused(() => receivePayment(receivable, { ...command, amount: 1_000_001 }), validation({ amount: 'Payment cannot exceed the due amount of ৳10,000.00' }));
    const paid = appended(withInvoice, [{ stream: receivableStream('rcv-inv'), events: [recorded] }]);
    assert.equal(receivableRemaining(receivableOf(paid, 'rcv-inv')), 600_000);
  });
});

describe('receivable: for invoices', () => {
  it('opens with the invoice as its origin; refuses no due and a due date before the invoice', () => {
    const event = openInvoiceReceivable({ receivableId: 'r', invoiceId: 'inv-9', customerId: KARIM, amount: 100, openedDate: '2025-03-01', dueDate: '2025-03-31', openedBy: by, openedAt: at });
    assert.deepStrictEqual(event, {
      type: 'ReceivableOpened',
      data: { receivableId: 'r', customerId: KARIM, amount: 100, openedDate: '2025-03-01', dueDate: '2025-03-31', notes: '', origin: { kind: 'invoice', invoiceId: 'inv-9' }, openedBy: by, openedAt: at },
    });
    thenRefused(() => openInvoiceReceivable({ receivableId: 'r', invoiceId: 'i', customerId: KARIM, amount: 0, openedDate: '2025-03-01', dueDate: '2025-03-31', openedBy: by, openedAt: at }), { kind: 'rule', message: 'A receivable needs a due above zero' });
    thenRefused(() => openInvoiceReceivable({ receivableId: 'r', invoiceId: 'i', customerId: KARIM, amount: 1, openedDate: '2025-03-01', dueDate: '2025-02-01', openedBy: by, openedAt: at }), { kind: 'validation', message: 'Due date cannot be before the invoice date' });
  });

  it('is cancelled when its invoice is voided, but not once a bad debt wrote any of it off', () => {
    const withInvoice = invoiceReceivable(chart);
    const cancelled = cancelReceivableForVoid(receivableOf(withInvoice, 'rcv-inv'), { cancelledBy: by, cancelledAt: at });
    assert.deepStrictEqual(cancelled.data, { receivableId: 'rcv-inv', reason: 'Invoice voided', cancelledBy: by, cancelledAt: at });
    const voided = appended(withInvoice, [{ stream: receivableStream('rcv-inv'), events: [cancelled] }]);
    assert.equal(receivableStatus(receivableOf(voided, 'rcv-inv'), '2025-03-01'), 'Cancelled');
    assert.equal(receivableRemaining(receivableOf(voided, 'rcv-inv')), 0);
    const writtenOff = appended(withInvoice, [{
      stream: receivableStream('rcv-inv'),
      events: [{ type: 'ReceivableWrittenOff', data: { receivableId: 'rcv-inv', badDebtId: 'bd', amount: 1, journalEntryId: 'je', date: '2025-03-02', writtenOffBy: by, writtenOffAt: at } }],
    }]);
    thenRefused(() => cancelReceivableForVoid(receivableOf(writtenOff, 'rcv-inv'), { cancelledBy: by, cancelledAt: at }), { kind: 'conflict', message: 'A bad debt has been posted on this invoice; it cannot be voided' });
  });
});

describe('receivable: status and stream', () => {
  it('Outstanding, Partial, Overdue past the due date while something remains, Paid, Written Off, Cancelled', () => {
    const open = { ...initialReceivableState, lifecycle: 'open' as const, amount: 1_000, dueDate: '2025-03-31' };
    assert.equal(receivableStatus(open, '2025-03-31'), 'Outstanding');
    assert.equal(receivableStatus({ ...open, paidAmount: 1 }, '2025-03-31'), 'Partial');
    assert.equal(receivableStatus({ ...open, writtenOffAmount: 1 }, '2025-03-31'), 'Partial');
    assert.equal(receivableStatus({ ...open, paidAmount: 1 }, '2025-04-01'), 'Overdue');
    assert.equal(receivableStatus(open, '2025-04-01'), 'Overdue');
    assert.equal(receivableStatus({ ...open, paidAmount: 1_000 }, '2025-04-01'), 'Paid');
    assert.equal(receivableStatus({ ...open, paidAmount: 400, writtenOffAmount: 600 }, '2025-04-01'), 'Written Off');
    assert.equal(receivableStatus({ ...open, lifecycle: 'cancelled' }, '2025-04-01'), 'Cancelled');
    assert.equal(receivableRemaining({ ...open, paidAmount: 300, writtenOffAmount: 200 }), 500);
  });

  it('folds receivable streams by their prefix', () => {
    assert.deepStrictEqual(foldStream(receivableStream('x'), []), initialReceivableState);
    assert.equal(foldStream<{ amount: number }>(receivableStream('rcv-1'), entered['receivable-rcv-1']).amount, 2_000_000);
  });
});
