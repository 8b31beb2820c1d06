import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, stateOf, thenEvents, thenRefused } from '../given-when-then.test-helper';
import { initialGlAccountState, type GlAccountState } from '../accounts/gl-accounts';
import { initialBooksState } from '../ledger/books';
import { recordVatPayment, vatPaymentStream, type RecordVatPayment, type RecordVatPaymentGiven, type VatPaymentState } from './vat-payments';

const account = (glAccountId: string, code: string, name: string, systemRole: string | null = null): GlAccountState => ({ ...initialGlAccountState, status: 'active', glAccountId, code, name, systemRole });
const BANK = 'acc-bank';
const vatPayable = account('acc-2103', '2103', 'VAT Payable', 'vatPayable');
const given: RecordVatPaymentGiven = {
  vatPayment: stateOf<VatPaymentState>({}, vatPaymentStream('vp-1')),
  accounts: { [BANK]: account(BANK, '1102', 'City Bank'), 'acc-rent': account('acc-rent', '5201', 'Rent') },
  accountTypes: { [BANK]: 'Asset', 'acc-rent': 'Expense' },
  systemAccounts: { vatPayable },
  books: initialBooksState,
  funds: { [BANK]: { kind: 'bank', balance: 10_000_000 } },
};
const command: RecordVatPayment = {
  vatPaymentId: 'vp-1', journalEntryId: 'je-vp-1', period: '2026-10', amount: 3_288_100, date: '2026-11-14',
  treasuryChallanNumber: ' TC-2026-00123 ', cashAccountId: BANK, recordedBy: 'user-accountant', recordedAt: '2026-11-14T05:00:00.000Z',
};

describe('VAT payment: record (issue 24, item 4)', () => {
  it('given funds in the bank, when paid, then VatPaymentRecorded, Dr VAT Payable / Cr the bank, and the bank funds guarded', () => {
    thenEvents(recordVatPayment(command, given), [
      {
        stream: 'vat-payment-vp-1',
        events: [{ type: 'VatPaymentRecorded', data: { vatPaymentId: 'vp-1', journalEntryId: 'je-vp-1', period: '2026-10', amount: 3_288_100, date: '2026-11-14', treasuryChallanNumber: 'TC-2026-00123', cashAccountId: BANK, recordedBy: 'user-accountant', recordedAt: '2026-11-14T05:00:00.000Z' } }],
      },
      {
        stream: 'journal-entry-je-vp-1',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-vp-1', date: '2026-11-14', reference: 'CHALLAN-TC-2026-00123', description: 'VAT paid for 2026-10 (treasury challan TC-2026-00123)',
            lines: [{ accountId: 'acc-2103', debit: 3_288_100, credit: 0 }, { accountId: BANK, debit: 0, credit: 3_288_100 }],
            source: { kind: 'vat-payment', stream: 'vat-payment-vp-1' }, postedBy: 'user-accountant', postedAt: '2026-11-14T05:00:00.000Z',
          },
        }],
      },
      { stream: 'account-funds-acc-bank', events: [{ type: 'AccountFundsSpent', data: { accountId: BANK, amount: 3_288_100, date: '2026-11-14' } }] },
    ]);
  });

  it('folds what was recorded, and refuses recording the same payment twice', () => {
    const history = appended({}, recordVatPayment(command, given));
    const state = stateOf<VatPaymentState>(history, vatPaymentStream('vp-1'));
    assert.deepEqual([state.status, state.period, state.amount, state.treasuryChallanNumber], ['recorded', '2026-10', 3_288_100, 'TC-2026-00123']);
    thenRefused(() => recordVatPayment(command, { ...given, vatPayment: state }), { kind: 'conflict', message: 'VAT payment already exists' });
  });

  it('refuses what lacks the funds as other payments do, and a bad field with its message', () => {
    thenRefused(() => recordVatPayment({ ...command, amount: 10_000_001 }, given), {
      kind: 'rule',
      message: 'City Bank has ৳1,00,000.00; this would overdraw the bank account to -৳0.01. Confirm the overdraft to proceed.',
    });
    assert.doesNotThrow(() => recordVatPayment({ ...command, amount: 10_000_001, allowOverdraft: true }, given));
    thenRefused(() => recordVatPayment({ ...command, period: '2026-13', treasuryChallanNumber: ' ', cashAccountId: 'acc-rent', amount: 0 }, given), {
      kind: 'validation',
      message: 'The VAT period must be a month written YYYY-MM (2026-11), not "2026-13"',
      fieldErrors: {
        period: 'The VAT period must be a month written YYYY-MM (2026-11), not "2026-13"',
        amount: 'Amount must be greater than zero',
        treasuryChallanNumber: 'Please enter the treasury challan number',
        cashAccount: 'Rent is not an Asset account',
      },
    });
    thenRefused(() => recordVatPayment({ ...command, period: '2026-12' }, given), {
      kind: 'validation', message: 'VAT for 2026-12 cannot be paid on 2026-11-14, before the month begins', fieldErrors: { period: 'VAT for 2026-12 cannot be paid on 2026-11-14, before the month begins' },
    });
    thenRefused(() => recordVatPayment(command, { ...given, systemAccounts: {} }), {
      kind: 'validation', message: 'The VAT Payable account is missing: initialize the chart of accounts first', fieldErrors: { cashAccount: 'The VAT Payable account is missing: initialize the chart of accounts first' },
    });
  });
});
