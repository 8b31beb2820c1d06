import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { initialPaymentMethodState, type PaymentMethodState } from '../accounts/payment-methods';
import type { FieldErrors, FieldRefusals } from '../ledger/posting-validation';
import { addEnteredOpenItemErrors, openItemPaymentErrors, openItemRemaining, openItemStatus, type EnteredOpenItem, type OpenItem } from './open-items';

const TODAY = '2025-03-15';
const item = (fields: Partial<OpenItem> = {}): OpenItem => ({ lifecycle: 'open', amount: 100_000, dueDate: '2025-03-31', ...fields });
const cash: PaymentMethodState = { ...initialPaymentMethodState, lifecycle: 'active', paymentMethodId: 'pm-cash', name: 'Cash', accountId: 'acc-cash' };
const RANGE = { belowOne: 'below one poisha', aboveRemaining: 'above what remains' };
const payment = (fields: Partial<{ amount: number; paymentDate: string; paymentMethodId: string }> = {}) => ({
  amount: 40_000,
  paymentDate: '2025-03-15',
  paymentMethodId: 'pm-cash',
  ...fields,
});

describe('open items: what remains', () => {
  it('given an open item of ৳1,000 with ৳400 settled, then ৳600 remains', () => {
    assert.equal(openItemRemaining(item(), 40_000), 60_000);
  });

  it('given a cancelled or absent item, then nothing remains, whatever was settled', () => {
    assert.equal(openItemRemaining(item({ lifecycle: 'cancelled' }), 0), 0);
    assert.equal(openItemRemaining(item({ lifecycle: 'absent' }), 0), 0);
  });
});

describe('open items: status', () => {
  it('given nothing settled before the due date, then the unsettled name the caller gives (Pending, Outstanding)', () => {
    assert.equal(openItemStatus(item(), 0, TODAY, 'Pending'), 'Pending');
    assert.equal(openItemStatus(item(), 0, TODAY, 'Outstanding'), 'Outstanding');
  });

  it('given part settled before the due date, then Partial', () => {
    assert.equal(openItemStatus(item(), 1, TODAY, 'Pending'), 'Partial');
  });

  it('given something remaining past the due date, then Overdue, settled or not; on the due date itself, not yet', () => {
    assert.equal(openItemStatus(item({ dueDate: '2025-03-14' }), 0, TODAY, 'Pending'), 'Overdue');
    assert.equal(openItemStatus(item({ dueDate: '2025-03-14' }), 99_999, TODAY, 'Pending'), 'Overdue');
    assert.equal(openItemStatus(item({ dueDate: TODAY }), 0, TODAY, 'Pending'), 'Pending');
  });

  it('given everything settled, then Paid, even past the due date', () => {
    assert.equal(openItemStatus(item({ dueDate: '2025-01-01' }), 100_000, TODAY, 'Outstanding'), 'Paid');
  });

  it('given a cancelled item, then Cancelled', () => {
    assert.equal(openItemStatus(item({ lifecycle: 'cancelled', dueDate: '2025-01-01' }), 0, TODAY, 'Pending'), 'Cancelled');
  });
});

describe('open items: a payment\'s amount, date and method', () => {
  it('given ৳600 remaining, when ৳0.01 or exactly ৳600 is paid by an active method, then no errors and the trimmed method id', () => {
    assert.deepStrictEqual(openItemPaymentErrors(payment({ amount: 1, paymentMethodId: ' pm-cash ' }), cash, 60_000, RANGE), { errors: {}, refusals: {}, methodId: 'pm-cash' });
    assert.deepStrictEqual(openItemPaymentErrors(payment({ amount: 60_000 }), cash, 60_000, RANGE).errors, {});
  });

  it('when the amount is below one poisha or above what remains, then the caller\'s message for that side', () => {
    assert.deepStrictEqual(openItemPaymentErrors(payment({ amount: 0 }), cash, 60_000, RANGE).errors, { amount: 'below one poisha' });
    assert.deepStrictEqual(openItemPaymentErrors(payment({ amount: 60_001 }), cash, 60_000, RANGE).errors, { amount: 'above what remains' });
  });

  it('when the amount is missing or not whole poisha, then it says so', () => {
    assert.deepStrictEqual(openItemPaymentErrors(payment({ amount: Number.NaN }), cash, 60_000, RANGE).errors, { amount: 'Please enter amount' });
    assert.deepStrictEqual(openItemPaymentErrors(payment({ amount: 10.5 }), cash, 60_000, RANGE).errors, { amount: 'Amount must be a whole number of poisha' });
  });

  it('when the date is missing and no method is named, then every field\'s error, amount first, then date, then method', () => {
    const { errors } = openItemPaymentErrors(payment({ amount: 0, paymentDate: '', paymentMethodId: '  ' }), null, 60_000, RANGE);
    assert.deepStrictEqual(Object.keys(errors), ['amount', 'paymentDate', 'paymentMethod']);
    assert.equal(errors.paymentDate, 'Please select payment date');
    assert.equal(errors.paymentMethod, 'Please select payment method');
  });

  it('names by code what the forms word differently: a missing amount, date or method, and an amount below one poisha', () => {
    const { refusals } = openItemPaymentErrors(payment({ amount: 0, paymentDate: '', paymentMethodId: '  ' }), null, 60_000, RANGE);
    assert.deepStrictEqual(refusals, { amount: { code: 'amount_below_one' }, paymentDate: { code: 'required' }, paymentMethod: { code: 'required' } });
    assert.deepStrictEqual(openItemPaymentErrors(payment({ amount: Number.NaN }), cash, 60_000, RANGE).refusals, { amount: { code: 'required' } });
    assert.deepStrictEqual(openItemPaymentErrors(payment({ amount: 60_001 }), cash, 60_000, RANGE).refusals, {});
  });

  it('given a method that does not exist, is another one, or is inactive, then the method is refused', () => {
    assert.deepStrictEqual(openItemPaymentErrors(payment(), null, 60_000, RANGE).errors, { paymentMethod: 'Payment method not found' });
    assert.deepStrictEqual(openItemPaymentErrors(payment({ paymentMethodId: 'pm-bank' }), cash, 60_000, RANGE).errors, { paymentMethod: 'Payment method not found' });
    assert.deepStrictEqual(openItemPaymentErrors(payment(), { ...cash, lifecycle: 'deleted' }, 60_000, RANGE).errors, { paymentMethod: 'Payment method not found' });
    assert.deepStrictEqual(openItemPaymentErrors(payment(), { ...cash, status: 'inactive' }, 60_000, RANGE).errors, { paymentMethod: 'Payment method Cash is inactive' });
  });
});

describe('open items entered by hand: amount, date, due date and notes', () => {
  const WORDING = { dateField: 'billDate', document: 'bill', dueBeforeDate: 'Due date cannot be before the bill date' };
  const entered = (fields: Partial<EnteredOpenItem> = {}): EnteredOpenItem => ({ amount: 12_500, date: '2025-03-10', dueDate: '2025-03-25', notes: ' rent ', ...fields });
  const check = (item: EnteredOpenItem, today: string | undefined = TODAY) => {
    const errors: FieldErrors = { supplier: 'named before' };
    const refusals: FieldRefusals = {};
    const notes = addEnteredOpenItemErrors(errors, refusals, item, today, WORDING);
    return { errors, refusals, notes };
  };

  it('given a valid item, then no errors are added and the notes come back trimmed', () => {
    assert.deepStrictEqual(check(entered()), { errors: { supplier: 'named before' }, refusals: {}, notes: 'rent' });
  });

  it('given a due date before its date, then the kind\'s own words, under dueDate', () => {
    assert.equal(check(entered({ dueDate: '2025-03-09' })).errors.dueDate, 'Due date cannot be before the bill date');
  });

  it('given its date after today, then the date is refused under the kind\'s field, and the due date is not compared with it', () => {
    const { errors } = check(entered({ date: '2025-03-20', dueDate: '2025-03-19' }));
    assert.match(errors.billDate, /future/);
    assert.equal(errors.dueDate, undefined);
  });

  it('given no amount and no due date, then both are refused by code, after the caller\'s own fields, amount first', () => {
    const { errors, refusals } = check(entered({ amount: Number.NaN, dueDate: '' }));
    assert.deepStrictEqual(Object.keys(errors), ['supplier', 'amount', 'dueDate']);
    assert.deepStrictEqual(refusals.dueDate, { code: 'required' });
    assert.ok(refusals.amount);
  });
});
