import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, stateOf, thenRefused, type History } from '../given-when-then.test-helper';
import type { GlAccountState } from '../accounts/gl-accounts';
import { expenseStream, recordExpense, type ExpenseState } from './expenses';
import { accountFundsStream, moneyAccountKind, type AccountFunds } from './funds';
import { recordOwnerDrawing } from './owner-equity';
import { amendTransfer, recordTransfer } from './transfers';
import { ACCOUNTS, accountState, accountStates, accountTypes, booksOf, BANK, CASH, chartHistory, entryOf, RENT, systemAccount, transferOf } from './ledger-fixtures.test-helper';
import { ownerEquityStream, type OwnerEquityState } from './owner-equity';
import { transferStream } from './transfers';

/** Money that does not exist cannot be spent: cash and mobile banking never go below zero, a bank only with confirmation. */
const chart = chartHistory();
const funds = (history: History, balances: Record<string, number>): Record<string, AccountFunds> =>
  Object.fromEntries(Object.entries(balances).map(([id, balance]) => [id, { kind: moneyAccountKind(accountState(history, id), accountTypes(history, [id])[id], id === CASH ? ['Cash'] : []), balance }]));

const transfer = {
  transferId: 't-9',
  journalEntryId: 'je-t-9',
  fromAccountId: CASH,
  toAccountId: BANK,
  amount: 900_000_000,
  date: '2025-05-10',
  remarks: '',
  recordedBy: 'u',
  recordedAt: '2025-05-10T10:00:00.000Z',
};
const whenTransferred = (history: History, command: typeof transfer & { allowOverdraft?: boolean }, balances: Record<string, number>) =>
  recordTransfer(command, { transfer: transferOf(history, command.transferId), accounts: accountStates(history, [command.fromAccountId, command.toAccountId]), books: booksOf(history), funds: funds(history, balances) });
const rule = (message: string) => ({ kind: 'rule' as const, message });

describe('funds: the kind of an account money leaves', () => {
  it('tells cash, mobile banking and bank accounts by role, payment method and bank details', () => {
    const cash = accountState(chart, CASH);
    assert.equal(moneyAccountKind(cash, 'Asset'), 'cash');
    assert.equal(moneyAccountKind(accountState(chart, BANK), 'Asset'), 'bank');
    const plain: GlAccountState = { ...cash, systemRole: null, cashAccount: false, name: 'Showroom float' };
    assert.equal(moneyAccountKind(plain, 'Asset'), 'other');
    assert.equal(moneyAccountKind(plain, 'Asset', ['Mobile Banking']), 'mobileBanking');
    assert.equal(moneyAccountKind(plain, 'Asset', ['Bank']), 'bank');
    assert.equal(moneyAccountKind({ ...plain, bankDetails: { bankName: 'City Bank', accountNumber: '123' } }, 'Asset'), 'bank');
    assert.equal(moneyAccountKind({ ...plain, systemRole: 'mobileBanking.bKash' }, 'Asset'), 'mobileBanking');
    assert.equal(moneyAccountKind({ ...plain, cashAccount: true, name: 'bKash Merchant' }, 'Asset'), 'mobileBanking');
    assert.equal(moneyAccountKind(cash, 'Expense'), 'other');
  });
});

describe('funds: money that does not exist cannot be spent', () => {
  it('given Cash holds ৳1,37,000.00, when ৳90,00,000.00 is transferred out, then refused with the balance', () => {
    thenRefused(() => whenTransferred(chart, transfer, { [CASH]: 13_700_000 }), rule('Cash in Hand has ৳1,37,000.00; this would take it to -৳88,63,000.00.'));
  });

  it('given enough cash, when transferred out, then recorded', () => {
    const decided = whenTransferred(chart, { ...transfer, amount: 13_700_000 }, { [CASH]: 13_700_000 });
    assert.equal(decided[0].events[0].type, 'TransferRecorded');
  });

  it('given an empty bank account, when transferred out without confirmation, then refused; with allowOverdraft, then recorded', () => {
    const fromBank = { ...transfer, fromAccountId: BANK, toAccountId: CASH, amount: 500_000 };
    const overdraft = 'Bank Account has ৳1,000.00; this would overdraw the bank account to -৳4,000.00. Confirm the overdraft to proceed.';
    // The refusal names allowOverdraft, so a client knows to ask and resend with it (a cash refusal names no field).
    thenRefused(() => whenTransferred(chart, fromBank, { [BANK]: 100_000 }), { ...rule(overdraft), fieldErrors: { allowOverdraft: overdraft } });
    const decided = whenTransferred(chart, { ...fromBank, allowOverdraft: true }, { [BANK]: 100_000 });
    assert.equal(decided[0].events[0].type, 'TransferRecorded');
  });

  it('given a recorded transfer, when amended to a larger amount than the cash holds, then refused; the reversed amount counts as available', () => {
    const recorded = appended(chart, whenTransferred(chart, { ...transfer, amount: 1_000_000 }, { [CASH]: 1_500_000 }));
    const current = transferOf(recorded, 't-9');
    // Cash now holds ৳5,000.00: the amendment can move up to ৳15,000.00 (the ৳10,000.00 reversed comes back).
    const amend = (amount: number) =>
      amendTransfer(
        { transferId: 't-9', reversalEntryId: 'je-t-9-rev', journalEntryId: 'je-t-9-b', amount, amendedBy: 'u', amendedAt: 't' },
        { transfer: current, postedEntry: entryOf(recorded, current.journalEntryId), accounts: accountStates(recorded, [CASH, BANK]), books: booksOf(recorded), funds: funds(recorded, { [CASH]: 500_000, [BANK]: 1_000_000 }) },
      );
    assert.equal(amend(1_500_000)[0].events[0].type, 'TransferAmended');
    thenRefused(() => amend(1_500_100), rule('Cash in Hand has ৳5,000.00; this would take it to -৳1.00.'));
    assert.throws(() => amend(1_500_100), (error: { fieldErrors?: unknown }) => error.fieldErrors === undefined);
  });

  it('given Cash holds ৳100.00, when an expense of ৳250.00 is paid from it, then refused', () => {
    thenRefused(
      () =>
        recordExpense(
          { expenseId: 'e-9', journalEntryId: 'je-e-9', expenseAccountId: RENT, cashAccountId: CASH, amount: 25_000, date: '2025-05-10', description: 'Rent', recordedBy: 'u', recordedAt: 't' },
          { expense: stateOf<ExpenseState>(chart, expenseStream('e-9')), accounts: accountStates(chart, [RENT, CASH]), accountTypes: accountTypes(chart, [RENT, CASH]), books: booksOf(chart), funds: funds(chart, { [CASH]: 10_000 }) },
        ),
      rule('Cash in Hand has ৳100.00; this would take it to -৳150.00.'),
    );
  });

  it('given an empty bank account, when the owner draws from it, then refused without confirmation and recorded with it', () => {
    const drawing = { ownerTransactionId: 'o-9', journalEntryId: 'je-o-9', cashAccountId: BANK, amount: 10_000, date: '2025-05-10', description: 'Drawing', recordedBy: 'u', recordedAt: 't' };
    const given = {
      transaction: stateOf<OwnerEquityState>(chart, ownerEquityStream('o-9')),
      accounts: accountStates(chart, [BANK]),
      accountTypes: accountTypes(chart, [BANK]),
      books: booksOf(chart),
      funds: funds(chart, { [BANK]: 0 }),
      ownersDrawings: systemAccount(chart, 'ownersDrawings'),
    };
    thenRefused(() => recordOwnerDrawing(drawing, given), rule('Bank Account has ৳0.00; this would overdraw the bank account to -৳100.00. Confirm the overdraft to proceed.'));
    assert.equal(recordOwnerDrawing({ ...drawing, allowOverdraft: true }, given)[0].events[0].type, 'OwnerDrawingRecorded');
  });
});

describe('funds: spending is serialised per account in the event store', () => {
  const expense = { expenseId: 'e-11', journalEntryId: 'je-e-11', expenseAccountId: RENT, cashAccountId: CASH, amount: 10_000, date: '2025-05-10', description: 'Petty', recordedBy: 'u', recordedAt: 't' };
  const whenSpent = (cashFunds: AccountFunds, command = expense) =>
    recordExpense(command, { expense: stateOf<ExpenseState>(chart, expenseStream(command.expenseId)), accounts: accountStates(chart, [RENT, CASH]), accountTypes: accountTypes(chart, [RENT, CASH]), books: booksOf(chart), funds: { [CASH]: cashFunds } });

  it('given enough cash, when an expense is paid, then the cash account\'s funds stream gets the spending, so a second process that decided on the same balance conflicts', () => {
    const decided = whenSpent({ kind: 'cash', balance: 50_000 });
    const guard = decided.find(({ stream }) => stream === accountFundsStream(CASH));
    assert.deepEqual(guard?.events, [{ type: 'AccountFundsSpent', data: { accountId: CASH, amount: 10_000, date: '2025-05-10' } }]);
  });

  it('given a transfer into cash, then no funds stream is written for the account money reaches', () => {
    const decided = whenTransferred(chart, { ...transfer, fromAccountId: BANK, toAccountId: CASH, amount: 1_000, allowOverdraft: true }, { [BANK]: 0, [CASH]: 0 });
    assert.deepEqual(decided.filter(({ stream }) => stream.startsWith('account-funds-')).map(({ stream }) => stream), [accountFundsStream(BANK)]);
  });

  it('given ৳100.00 received today and nothing before, when a ৳100.00 expense is dated 2020-01-01, then refused: cash would be below zero on every day from then to yesterday', () => {
    // Today's balance is ৳100.00, but at the end of every day from 2020-01-01 until the receipt it was ৳0.00.
    thenRefused(
      () => whenSpent({ kind: 'cash', balance: 10_000, lowestFrom: { date: '2020-01-01', balance: 0 } }, { ...expense, date: '2020-01-01' }),
      rule('Cash in Hand has ৳0.00 at its lowest from 2020-01-01 on; this would take it to -৳100.00.'),
    );
  });

  it('given the lowest balance from the date on covers it, when a back-dated expense is paid, then recorded', () => {
    const decided = whenSpent({ kind: 'cash', balance: 50_000, lowestFrom: { date: '2025-05-10', balance: 10_000 } });
    assert.equal(decided[0].events[0].type, 'ExpenseRecorded');
  });

  it('given a bank account whose lowest balance from the date on is short, when paid without confirmation, then refused naming allowOverdraft', () => {
    const drawing = { ownerTransactionId: 'o-10', journalEntryId: 'je-o-10', cashAccountId: BANK, amount: 10_000, date: '2025-05-01', description: 'Drawing', recordedBy: 'u', recordedAt: 't' };
    const given = {
      transaction: stateOf<OwnerEquityState>(chart, ownerEquityStream('o-10')),
      accounts: accountStates(chart, [BANK]),
      accountTypes: accountTypes(chart, [BANK]),
      books: booksOf(chart),
      funds: { [BANK]: { kind: 'bank' as const, balance: 1_000_000, lowestFrom: { date: '2025-05-01', balance: 5_000 } } },
      ownersDrawings: systemAccount(chart, 'ownersDrawings'),
    };
    const message = 'Bank Account has ৳50.00 at its lowest from 2025-05-01 on; this would overdraw the bank account to -৳50.00. Confirm the overdraft to proceed.';
    thenRefused(() => recordOwnerDrawing(drawing, given), { ...rule(message), fieldErrors: { allowOverdraft: message } });
  });
});

describe('funds: money is paid from and moved between cash, bank and mobile-banking accounts only', () => {
  const BANK_CHARGES = ACCOUNTS.bankCharges.id;
  const RECEIVABLE = ACCOUNTS.receivable.id;
  const FURNITURE = ACCOUNTS.furniture.id;
  const notMoney = (code: string, name: string) => `${code} ${name} is not a cash, bank or mobile-banking account`;

  it('given 5303 Bank Charges (an expense named bank), when money is transferred from it, then refused on from', () => {
    const message = notMoney('5303', 'Bank Charges');
    thenRefused(() => whenTransferred(chart, { ...transfer, fromAccountId: BANK_CHARGES, amount: 100 }, { [BANK_CHARGES]: 0, [BANK]: 0 }), {
      kind: 'validation',
      message,
      fieldErrors: { from: message },
    });
  });

  it('given Accounts Receivable (an asset, not money), when money is transferred to it, then refused on to', () => {
    const message = notMoney('1201', 'Accounts Receivable');
    thenRefused(() => whenTransferred(chart, { ...transfer, toAccountId: RECEIVABLE, amount: 100 }, { [CASH]: 1_000, [RECEIVABLE]: 0 }), {
      kind: 'validation',
      message,
      fieldErrors: { to: message },
    });
  });

  it('given a recorded cash-to-bank transfer, when amended to go to Furniture and Fixtures, then refused', () => {
    const recorded = appended(chart, whenTransferred(chart, { ...transfer, amount: 1_000 }, { [CASH]: 1_000, [BANK]: 0 }));
    const current = transferOf(recorded, 't-9');
    const message = notMoney('1501', 'Furniture and Fixtures');
    thenRefused(
      () =>
        amendTransfer(
          { transferId: 't-9', reversalEntryId: 'je-t-9-rev', journalEntryId: 'je-t-9-b', toAccountId: FURNITURE, amendedBy: 'u', amendedAt: 't' },
          { transfer: current, postedEntry: entryOf(recorded, current.journalEntryId), accounts: accountStates(recorded, [CASH, FURNITURE, BANK]), books: booksOf(recorded), funds: funds(recorded, { [CASH]: 0, [BANK]: 1_000, [FURNITURE]: 0 }) },
        ),
      { kind: 'validation', message, fieldErrors: { to: message } },
    );
  });

  it('given Accounts Receivable, when an expense is paid from it, then refused on cashAccount; from cash, recorded', () => {
    const expense = { expenseId: 'e-10', journalEntryId: 'je-e-10', expenseAccountId: RENT, cashAccountId: RECEIVABLE, amount: 100, date: '2025-05-10', description: 'Rent', recordedBy: 'u', recordedAt: 't' };
    const given = (cashAccountId: string) => ({
      expense: stateOf<ExpenseState>(chart, expenseStream('e-10')),
      accounts: accountStates(chart, [RENT, cashAccountId]),
      accountTypes: accountTypes(chart, [RENT, cashAccountId]),
      books: booksOf(chart),
      funds: funds(chart, { [cashAccountId]: 10_000 }),
    });
    const message = notMoney('1201', 'Accounts Receivable');
    thenRefused(() => recordExpense(expense, given(RECEIVABLE)), { kind: 'validation', message, fieldErrors: { cashAccount: message } });
    assert.equal(recordExpense({ ...expense, cashAccountId: CASH }, given(CASH))[0].events[0].type, 'ExpenseRecorded');
  });
});
