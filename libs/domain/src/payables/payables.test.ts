import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import {
  AP,
  at,
  BANK,
  by,
  CASH,
  credit,
  debit,
  entryStateOf,
  INV_PARTS,
  payableOf,
  RENT,
  RUNNER,
  SALES,
  stockHistory,
  whenBillAmended,
  whenBillDeleted,
  whenBillRecorded,
  whenPayablePaid,
} from '../inventory/inventory-fixtures.test-helper';
import { foldStream } from '../streams';
import { addCalendarDays, initialPayableState, payableStatus, payableStream, remainingAmount, type PayPayable, type RecordSupplierBill } from './payables';

const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });
const chart = stockHistory();
const bill = (fields: Partial<RecordSupplierBill> = {}): RecordSupplierBill => ({
  payableId: 'pay-1',
  journalEntryId: 'je-bill-1',
  supplierId: RUNNER,
  billNumber: 'B-77',
  amount: 1_500_000,
  billDate: '2025-03-01',
  dueDate: '2025-03-31',
  debitAccountId: RENT,
  notes: 'Warehouse rent',
  recordedBy: by,
  recordedAt: at,
  ...fields,
});
const pay = (fields: Partial<PayPayable> = {}): PayPayable => ({
  payableId: 'pay-1', paymentId: 'pp-1', journalEntryId: 'je-pp-1', amount: 500_000, paymentMethodId: 'pm-cash', paymentDate: '2025-03-05', notes: '', paidBy: by, paidAt: at, ...fields,
});
const billed: History = appended(chart, whenBillRecorded(chart, bill()));

describe('payable: a supplier bill entered by hand', () => {
  it('given nothing, when a bill is recorded, then the payable opened, its number claimed for the supplier, and Dr the account / Cr Accounts Payable', () => {
    thenEvents(whenBillRecorded(chart, bill({ billNumber: ' B-77 ' })), [
      {
        stream: 'payable-pay-1',
        events: [{ type: 'PayableOpened', data: { payableId: 'pay-1', supplierId: RUNNER, billNumber: 'B-77', amount: 1_500_000, billDate: '2025-03-01', dueDate: '2025-03-31', notes: 'Warehouse rent', origin: { kind: 'bill', debitAccountId: RENT, journalEntryId: 'je-bill-1' }, openedBy: by, openedAt: at } }],
      },
      { stream: 'unique-supplier-bill-sup-runner%2Fb-77', events: [{ type: 'UniqueValueClaimed', data: { scope: 'supplier-bill', value: 'sup-runner/b-77', ownerId: 'pay-1' } }] },
      // Its first bill: the supplier can no longer be deleted.
      { stream: 'supplier-sup-runner', events: [{ type: 'SupplierFirstUsed', data: { supplierId: RUNNER, by: 'bill', sourceStream: 'payable-pay-1' } }] },
      {
        stream: 'journal-entry-je-bill-1',
        events: [{
          type: 'JournalEntryPosted',
          data: { journalEntryId: 'je-bill-1', date: '2025-03-01', reference: 'B-77', description: 'Bill B-77 from Runner Automobiles', lines: [debit(RENT, 1_500_000), credit(AP, 1_500_000)], source: { kind: 'supplier-bill' as never, stream: 'payable-pay-1' }, postedBy: by, postedAt: at },
        }],
      },
    ]);
  });

  it('given a supplier a bill already named, when another bill is recorded, then nothing more on its stream', () => {
    const decided = whenBillRecorded(billed, bill({ payableId: 'pay-2', journalEntryId: 'je-bill-2', billNumber: 'B-78' }));
    assert.ok(decided.some((s) => s.stream === 'payable-pay-2'));
    assert.equal(decided.some((s) => s.stream.startsWith('supplier-')), false);
  });

  it('refuses missing fields, a revenue account, an inventory account, and a bill number the supplier already sent', () => {
    thenRefused(() => whenBillRecorded(chart, bill({ supplierId: '', billNumber: '', amount: 0, dueDate: '', debitAccountId: '' })), validation({
      supplier: 'Please select a supplier!',
      billNumber: 'Please enter bill number',
      amount: 'Amount must be greater than zero',
      dueDate: 'Please select due date',
      debitAccount: 'Please select account',
    }));
    thenRefused(() => whenBillRecorded(chart, bill({ debitAccountId: SALES })), validation({ debitAccount: 'Sales - Motorcycles is not an Expense or Asset account' }));
    thenRefused(() => whenBillRecorded(chart, bill({ debitAccountId: INV_PARTS })), validation({ debitAccount: 'Stock is bought through a purchase, not a bill' }));
    thenRefused(() => whenBillRecorded(chart, bill({ dueDate: '2025-02-01' })), validation({ dueDate: 'Due date cannot be before the bill date' }));
    thenRefused(() => whenBillRecorded(billed, bill({ payableId: 'pay-2', journalEntryId: 'je-2', billNumber: 'b-77' })), { kind: 'conflict', message: 'Bill number b-77 already exists for Runner Automobiles' });
  });

  it('corrects a bill with nothing paid by reversal and a new posting; deletes it the same way', () => {
    const decided = whenBillAmended(billed, { payableId: 'pay-1', amount: 1_600_000, reversalEntryId: 'je-bill-1-rev', journalEntryId: 'je-bill-1-b', amendedBy: by, amendedAt: at });
    const history = appended(billed, decided);
    assert.equal(entryStateOf(history, 'je-bill-1').status, 'reversed');
    assert.deepStrictEqual(entryStateOf(history, 'je-bill-1-b').lines, [debit(RENT, 1_600_000), credit(AP, 1_600_000)]);
    assert.deepStrictEqual([payableOf(history, 'pay-1').amount, payableOf(history, 'pay-1').origin], [1_600_000, { kind: 'bill', debitAccountId: RENT, journalEntryId: 'je-bill-1-b' }]);
    assert.deepStrictEqual(whenBillAmended(billed, { payableId: 'pay-1', amount: 1_500_000, reversalEntryId: 'x', journalEntryId: 'y', amendedBy: by, amendedAt: at }), []);
    const dueOnly = whenBillAmended(billed, { payableId: 'pay-1', dueDate: '2025-04-15', reversalEntryId: 'x', journalEntryId: 'y', amendedBy: by, amendedAt: at });
    assert.deepStrictEqual(dueOnly.map((s) => s.stream), ['payable-pay-1']);
    const deleted = appended(history, whenBillDeleted(history, { payableId: 'pay-1', reversalEntryId: 'je-bill-1-b-rev', deletedBy: by, deletedAt: at }));
    assert.equal(payableOf(deleted, 'pay-1').lifecycle, 'cancelled');
    assert.equal(entryStateOf(deleted, 'je-bill-1-b').status, 'reversed');
  });
});

describe('payable: dates', () => {
  it('given a payable, when a payment is dated tomorrow, then refused with the one message and nothing is decided', () => {
    thenRefused(() => whenPayablePaid(billed, pay({ paymentDate: '2025-05-01' })), validation({
      paymentDate: 'The payment date 2025-05-01 is in the future: a payment is dated today (2025-04-30) at the latest',
    }));
    thenRefused(() => whenPayablePaid(billed, pay({ paymentDate: '9999-12-31' })), validation({ paymentDate: 'Date must be between 2000-01-01 and 2099-12-31' }));
  });

  it('a bill is dated today at the latest; its due date may be next year but not past 2099', () => {
    thenRefused(() => whenBillRecorded(chart, bill({ billDate: '2025-05-01', dueDate: '2025-06-01' })), validation({
      billDate: 'The bill date 2025-05-01 is in the future: a bill is dated today (2025-04-30) at the latest',
    }));
    thenRefused(() => whenBillRecorded(chart, bill({ dueDate: '2100-01-01' })), validation({ dueDate: 'Date must be between 2000-01-01 and 2099-12-31' }));
    assert.equal(payableOf(appended(chart, whenBillRecorded(chart, bill({ dueDate: '2026-02-28' }))), 'pay-1').dueDate, '2026-02-28');
  });
});

describe('payable: payments', () => {
  it('given a payable, when paid in part, then the payment and Dr Accounts Payable / Cr the method’s account; Partial', () => {
    const decided = whenPayablePaid(billed, pay());
    thenEvents(decided, [
      { stream: 'payable-pay-1', events: [{ type: 'PayablePaymentRecorded', data: { payableId: 'pay-1', paymentId: 'pp-1', amount: 500_000, paymentMethodId: 'pm-cash', creditAccountId: CASH, paymentDate: '2025-03-05', notes: '', journalEntryId: 'je-pp-1', paidBy: by, paidAt: at } }] },
      {
        stream: 'journal-entry-je-pp-1',
        events: [{
          type: 'JournalEntryPosted',
          data: { journalEntryId: 'je-pp-1', date: '2025-03-05', reference: 'PAY-PP1', description: 'Payment of bill B-77 to Runner Automobiles', lines: [debit(AP, 500_000), credit(CASH, 500_000)], source: { kind: 'payable-payment' as never, stream: 'payable-pay-1' }, postedBy: by, postedAt: at },
        }],
      },
    ]);
    const payable = payableOf(appended(billed, decided), 'pay-1');
    assert.deepStrictEqual([payable.paidAmount, remainingAmount(payable), payableStatus(payable, '2025-03-05')], [500_000, 1_000_000, 'Partial']);
  });

  it('pays out of the cash account chosen instead of the method’s, and up to what remains; then Paid', () => {
    const decided = whenPayablePaid(billed, pay({ amount: 1_500_000, cashAccountId: BANK }));
    assert.deepStrictEqual(entryStateOf(appended(billed, decided), 'je-pp-1').lines, [debit(AP, 1_500_000), credit(BANK, 1_500_000)]);
    const paid = appended(billed, decided);
    assert.equal(payableStatus(payableOf(paid, 'pay-1'), '2025-12-31'), 'Paid');
    thenRefused(() => whenPayablePaid(paid, pay({ paymentId: 'pp-2' })), { kind: 'rule', message: 'Payable B-77 is fully paid' });
  });

  it("refuses an amount outside ৳0.01 to the remaining with the spec's message, and missing fields", () => {
    thenRefused(() => whenPayablePaid(billed, pay({ amount: 1_500_001 })), validation({ amount: 'Amount must be between ৳0.01 and ৳15,000.00' }));
    thenRefused(() => whenPayablePaid(billed, pay({ amount: 0 })), validation({ amount: 'Amount must be between ৳0.01 and ৳15,000.00' }));
    thenRefused(() => whenPayablePaid(billed, pay({ paymentMethodId: '', paymentDate: '' })), validation({ paymentDate: 'Please select payment date', paymentMethod: 'Please select payment method' }));
    thenRefused(() => whenPayablePaid(billed, pay({ cashAccountId: SALES })), validation({ cashAccount: 'Sales - Motorcycles is not an Asset account' }));
    thenRefused(() => whenPayablePaid(chart, pay()), { kind: 'not_found', message: 'Payable not found' });
  });

  it('a bill with payments cannot be corrected or deleted: saying why', () => {
    const paid = appended(billed, whenPayablePaid(billed, pay()));
    thenRefused(() => whenBillAmended(paid, { payableId: 'pay-1', amount: 1, reversalEntryId: 'x', journalEntryId: 'y', amendedBy: by, amendedAt: at }), { kind: 'rule', message: 'Bill B-77 cannot be changed: its payable B-77 has payments of ৳5,000.00' });
    thenRefused(() => whenBillDeleted(paid, { payableId: 'pay-1', reversalEntryId: 'x', deletedBy: by, deletedAt: at }), { kind: 'rule', message: 'Bill B-77 cannot be deleted: its payable B-77 has payments of ৳5,000.00' });
  });
});

describe('payable: status and stream', () => {
  it('Pending, Partial, Paid, Overdue past the due date while something remains, Cancelled', () => {
    const open = { ...initialPayableState, lifecycle: 'open' as const, amount: 1_000, dueDate: '2025-03-31' };
    assert.equal(payableStatus(open, '2025-03-31'), 'Pending');
    assert.equal(payableStatus({ ...open, paidAmount: 1 }, '2025-03-31'), 'Partial');
    assert.equal(payableStatus({ ...open, paidAmount: 1 }, '2025-04-01'), 'Overdue');
    assert.equal(payableStatus(open, '2025-04-01'), 'Overdue');
    assert.equal(payableStatus({ ...open, paidAmount: 1_000 }, '2025-04-01'), 'Paid');
    assert.equal(payableStatus({ ...open, lifecycle: 'cancelled' }, '2025-04-01'), 'Cancelled');
    assert.equal(addCalendarDays('2025-01-31', 30), '2025-03-02');
    assert.equal(addCalendarDays('2024-02-28', 1), '2024-02-29');
  });

  it('folds payable streams by their prefix', () => {
    assert.deepStrictEqual(foldStream(payableStream('x'), []), initialPayableState);
    assert.equal(foldStream<{ paidAmount: number }>(payableStream('pay-1'), billed['payable-pay-1']).paidAmount, 0);
  });
});
