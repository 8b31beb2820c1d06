import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, stateOf, thenEvents, thenRefused } from '../given-when-then.test-helper';
import { paymentMethodStream } from '../accounts/payment-methods';
import { BOOKS_CLOSING_STREAM, type BooksClosed } from './books';
import { expenseStream, type ExpenseState } from './expenses';
import { ACCOUNTS, CASH, chartHistory, credit, debit, RENT, SALES, whenExpenseRecorded } from './ledger-fixtures.test-helper';

const chart = chartHistory();
const record = {
  expenseId: 'exp-1',
  journalEntryId: 'je-exp-1',
  expenseAccountId: RENT,
  cashAccountId: CASH,
  paymentMethodId: 'pm-cash',
  amount: 4_500_000,
  date: '2025-06-01',
  description: 'Showroom rent for June',
  recordedBy: 'user-accountant',
  recordedAt: '2025-06-01T10:00:00.000Z',
};
const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });

describe('expense: record', () => {
  it('given no expense, when recorded, then ExpenseRecorded and an entry debiting the expense, crediting the cash account', () => {
    thenEvents(whenExpenseRecorded(chart, { ...record, description: ' Showroom rent for June ' }), [
      { stream: 'expense-exp-1', events: [{ type: 'ExpenseRecorded', data: record }] },
      {
        stream: 'journal-entry-je-exp-1',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-exp-1', date: '2025-06-01', reference: 'EXP-EXP1', description: 'Showroom rent for June',
            lines: [debit(RENT, 4_500_000), credit(CASH, 4_500_000)], source: { kind: 'expense', stream: 'expense-exp-1' },
            postedBy: 'user-accountant', postedAt: '2025-06-01T10:00:00.000Z',
          },
        }],
      },
    ]);
  });

  it('records no payment method when none is named, and folds what was recorded', () => {
    const decided = whenExpenseRecorded(chart, { ...record, paymentMethodId: undefined });
    const history = appended(chart, decided);
    assert.deepStrictEqual(stateOf<ExpenseState>(history, expenseStream('exp-1')), {
      status: 'recorded', expenseId: 'exp-1', journalEntryId: 'je-exp-1', expenseAccountId: RENT, cashAccountId: CASH, paymentMethodId: null,
      amount: 4_500_000, date: '2025-06-01', description: 'Showroom rent for June',
    });
  });

  it('refuses missing fields with the spec messages', () => {
    thenRefused(() => whenExpenseRecorded(chart, { ...record, expenseAccountId: '', cashAccountId: '', amount: undefined as never, date: '', description: '' }), validation({
      expenseAccount: 'Please select expense account',
      amount: 'Please enter amount',
      date: 'Please select date',
      description: 'Please enter description',
      cashAccount: 'Please select payment method',
    }));
  });

  it('refuses an amount of zero or less', () => {
    thenRefused(() => whenExpenseRecorded(chart, { ...record, amount: 0 }), validation({ amount: 'Amount must be greater than zero' }));
  });

  it('refuses an expense account that is not of class type Expense, and a paying account that is not an Asset', () => {
    thenRefused(() => whenExpenseRecorded(chart, { ...record, expenseAccountId: SALES, cashAccountId: ACCOUNTS.payable.id }), validation({
      expenseAccount: 'Sales - Motorcycles is not an Expense account',
      cashAccount: 'Accounts Payable is not an Asset account',
    }));
  });

  it('refuses deleted and inactive accounts, and an unknown payment method', () => {
    thenRefused(() => whenExpenseRecorded(chart, { ...record, expenseAccountId: ACCOUNTS.closed.id, cashAccountId: ACCOUNTS.dormant.id, paymentMethodId: 'pm-nowhere' }), validation({
      expenseAccount: 'Account not found',
      cashAccount: 'Account 1199 Old Petty Cash is inactive',
      paymentMethod: 'Payment method not found',
    }));
    const deletedMethod = appended(chart, [{ stream: paymentMethodStream('pm-cash'), events: [{ type: 'PaymentMethodDeleted', data: { paymentMethodId: 'pm-cash' } }] }]);
    thenRefused(() => whenExpenseRecorded(deletedMethod, record), validation({ paymentMethod: 'Payment method not found' }));
  });

  it('refuses an expense that exists, and one dated in closed books', () => {
    const recorded = appended(chart, whenExpenseRecorded(chart, record));
    thenRefused(() => whenExpenseRecorded(recorded, record), { kind: 'conflict', message: 'Expense already exists' });
    const closed = appended(chart, [{ stream: BOOKS_CLOSING_STREAM, events: [{ type: 'BooksClosed', data: { closedThrough: '2025-06-30', profitTransferId: 'pt', closedBy: 'u', closedAt: 't' } } satisfies BooksClosed] }]);
    thenRefused(() => whenExpenseRecorded(closed, record), { kind: 'rule', message: 'The books are closed through 2025-06-30; post in an open period' });
    assert.equal(whenExpenseRecorded(closed, { ...record, date: '2025-07-01', recordedAt: '2025-07-01T10:00:00.000Z' }).length, 2);
  });
});
