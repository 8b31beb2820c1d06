import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import { initialGlAccountState, type GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import { initialBooksState } from '../ledger/books';
import { initialJournalEntryState, type JournalEntryState } from '../ledger/journal-entries';
import {
  completeReconciliation,
  reconciledAccountStream,
  reconciliationStream,
  saveReconciliationProgress,
  startReconciliation,
  cancelReconciliation,
  type CompleteReconciliation,
  type ReconciledAccountState,
  type ReconciliationState,
  type StartReconciliation,
} from './reconciliations';

const by = 'user-accountant';
const at = '2025-04-01T10:00:00.000Z';
const account = (glAccountId: string, code: string, name: string, extra: Partial<GlAccountState> = {}): GlAccountState => ({ ...initialGlAccountState, status: 'active', glAccountId, code, name, ...extra });
const BANK = account('acc-bank', '1102', 'Bank Account', { systemRole: 'bank', cashAccount: true });
const CASH = account('acc-cash', '1101', 'Cash in Hand', { systemRole: 'cash', cashAccount: true });
const CHARGES = account('acc-charges', '5303', 'Bank Charges');
const INCOME = account('acc-income', '4201', 'Other Income', { systemRole: 'otherIncome' });
const accounts = { [CHARGES.glAccountId]: CHARGES, [INCOME.glAccountId]: INCOME, [CASH.glAccountId]: CASH };
const accountTypes: Record<string, GlClassType> = { [CHARGES.glAccountId]: 'Expense', [INCOME.glAccountId]: 'Revenue', [CASH.glAccountId]: 'Asset' };
const entry = (journalEntryId: string, date: string, bankAmount: number, reference = ''): JournalEntryState => ({
  ...initialJournalEntryState,
  status: 'posted',
  journalEntryId,
  date,
  reference,
  description: journalEntryId,
  lines: bankAmount > 0
    ? [{ accountId: BANK.glAccountId, debit: bankAmount, credit: 0 }, { accountId: 'acc-sales', debit: 0, credit: bankAmount }]
    : [{ accountId: 'acc-rent', debit: -bankAmount, credit: 0 }, { accountId: BANK.glAccountId, debit: 0, credit: -bankAmount }],
});
const entries = { 'je-in': entry('je-in', '2025-03-30', 50_000_00, 'DEP-1'), 'je-out': entry('je-out', '2025-03-30', -10_000_00, 'CHQ-7'), 'je-other': { ...entry('je-other', '2025-03-30', 5_00), lines: [{ accountId: CASH.glAccountId, debit: 5_00, credit: 0 }, { accountId: 'acc-sales', debit: 0, credit: 5_00 }] } };

const start = (fields: Partial<StartReconciliation> = {}): StartReconciliation => ({
  reconciliationId: 'rec-1', accountId: BANK.glAccountId, statementDate: '2025-03-31', statementBalance: 39_950_00, autoMatch: true,
  statementLines: [{ date: '2025-03-31', description: 'Deposit', reference: 'DEP-1', amount: 50_000_00 }, { date: '2025-03-31', description: 'Cheque 7', reference: 'CHQ-7', amount: -10_000_00 }, { date: '2025-03-31', description: 'SMS charge', reference: '', amount: -50_00 }],
  startedBy: by, startedAt: at, ...fields,
});
const whenStarted = (history: History, command: StartReconciliation, bankAccount: GlAccountState | null = BANK, kind: 'bank' | 'cash' | 'other' = 'bank') =>
  startReconciliation(command, {
    reconciliation: stateOf<ReconciliationState>(history, reconciliationStream(command.reconciliationId)),
    account: bankAccount,
    accountKind: kind,
    reconciledAccount: stateOf<ReconciledAccountState>(history, reconciledAccountStream(command.accountId)),
  });
const complete = (fields: Partial<CompleteReconciliation> = {}): CompleteReconciliation => ({
  reconciliationId: 'rec-1', reconciledTransactions: ['je-in', 'je-out'],
  adjustments: [{ description: 'SMS charge', amount: 50_00, type: 'Deduction', accountId: CHARGES.glAccountId, journalEntryId: 'je-adj-1' }],
  notes: 'March', completedBy: by, completedAt: at, ...fields,
});
const whenCompleted = (history: History, command: CompleteReconciliation) => {
  const reconciliation = stateOf<ReconciliationState>(history, reconciliationStream(command.reconciliationId));
  return completeReconciliation(command, {
    reconciliation,
    reconciledAccount: stateOf<ReconciledAccountState>(history, reconciledAccountStream(reconciliation.accountId || BANK.glAccountId)),
    bankAccount: BANK,
    entries,
    accounts,
    accountTypes,
    books: initialBooksState,
  });
};
const started = appended({}, whenStarted({}, start()));

describe('bank reconciliation', () => {
  it('given nothing, when started for a bank account, then the statement kept with the cleared balance as book balance, and the account has one open', () => {
    thenEvents(whenStarted({}, start({ statementLines: [{ date: '2025-03-31', description: ' Deposit ', reference: ' DEP-1 ', amount: 50_000_00 }] })), [
      {
        stream: 'reconciliation-rec-1',
        events: [{ type: 'ReconciliationStarted', data: { reconciliationId: 'rec-1', accountId: BANK.glAccountId, statementDate: '2025-03-31', statementBalance: 39_950_00, bookBalance: 0, statementLines: [{ date: '2025-03-31', description: 'Deposit', reference: 'DEP-1', amount: 50_000_00 }], autoMatch: true, startedBy: by, startedAt: at } }],
      },
      { stream: 'reconciled-account-acc-bank', events: [{ type: 'BankReconciliationOpened', data: { accountId: BANK.glAccountId, reconciliationId: 'rec-1' } }] },
    ]);
  });

  it('refuses a statement for a cash or other account, missing fields, and a second open reconciliation of the account', () => {
    thenRefused(() => whenStarted({}, start(), CASH, 'cash'), { kind: 'validation', message: 'Cash in Hand is not a bank account' });
    thenRefused(() => whenStarted({}, start({ accountId: '', statementDate: '', statementBalance: undefined as never }), null), {
      kind: 'validation', message: 'Please select an account!', fieldErrors: { accountId: 'Please select an account!', statementDate: 'Please select date!', statementBalance: 'Please enter statement balance!' },
    });
    thenRefused(() => whenStarted({}, start({ statementLines: [{ date: '31/03/2025', description: '', reference: '', amount: 1 }] })), { kind: 'validation', message: 'Statement line 1: the date must be YYYY-MM-DD' });
    thenRefused(() => whenStarted(started, start({ reconciliationId: 'rec-2' })), { kind: 'conflict', message: 'A reconciliation of Bank Account is already in progress: continue it or cancel it first' });
  });

  it('given one started, when completed balanced, then the transactions reconciled, the adjustment posted Dr Bank Charges / Cr Bank on the statement date, the cleared balance moved', () => {
    thenEvents(whenCompleted(started, complete()), [
      {
        stream: 'reconciliation-rec-1',
        events: [{
          type: 'ReconciliationCompleted',
          data: {
            reconciliationId: 'rec-1', accountId: BANK.glAccountId,
            transactions: [{ journalEntryId: 'je-in', amount: 50_000_00 }, { journalEntryId: 'je-out', amount: -10_000_00 }],
            adjustments: [{ description: 'SMS charge', amount: 50_00, type: 'Deduction', accountId: CHARGES.glAccountId, journalEntryId: 'je-adj-1' }],
            reconciledBalance: 39_950_00, notes: 'March', completedBy: by, completedAt: at,
          },
        }],
      },
      {
        stream: 'reconciled-account-acc-bank',
        events: [
          { type: 'BankTransactionsReconciled', data: { accountId: BANK.glAccountId, reconciliationId: 'rec-1', journalEntryIds: ['je-in', 'je-out', 'je-adj-1'], clearedBalance: 39_950_00 } },
          { type: 'BankReconciliationClosed', data: { accountId: BANK.glAccountId, reconciliationId: 'rec-1' } },
        ],
      },
      {
        stream: 'journal-entry-je-adj-1',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-adj-1', date: '2025-03-31', reference: 'REC-REC1', description: 'SMS charge (Bank Account statement of 2025-03-31)',
            lines: [{ accountId: CHARGES.glAccountId, debit: 50_00, credit: 0 }, { accountId: BANK.glAccountId, debit: 0, credit: 50_00 }],
            source: { kind: 'bank-reconciliation', stream: 'reconciliation-rec-1' }, postedBy: by, postedAt: at,
          },
        }],
      },
    ]);
  });

  it('interest is an Addition: Dr Bank / Cr Other Income', () => {
    const decided = whenCompleted(appended({}, whenStarted({}, start({ statementBalance: 40_100_00 }))), complete({ adjustments: [{ description: 'Interest', amount: 100_00, type: 'Addition', accountId: INCOME.glAccountId, journalEntryId: 'je-int' }] }));
    const posted = decided.find((streamEvents) => streamEvents.stream === 'journal-entry-je-int')!.events[0].data as { lines: unknown };
    assert.deepEqual(posted.lines, [{ accountId: BANK.glAccountId, debit: 100_00, credit: 0 }, { accountId: INCOME.glAccountId, debit: 0, credit: 100_00 }]);
  });

  it('refuses completing unbalanced, and says by how much', () => {
    thenRefused(() => whenCompleted(started, complete({ adjustments: [] })), {
      kind: 'rule', message: 'Balance Required to Complete: the reconciled balance ৳40,000.00 differs from the statement balance ৳39,950.00 by ৳50.00',
    });
  });

  it('given a completed reconciliation, refuses reconciling its transaction again in the next one', () => {
    const completed = appended(started, whenCompleted(started, complete()));
    const next = appended(completed, whenStarted(completed, start({ reconciliationId: 'rec-2', statementBalance: 89_950_00 })));
    assert.equal(stateOf<ReconciliationState>(next, 'reconciliation-rec-2').bookBalance, 39_950_00);
    thenRefused(() => whenCompleted(next, complete({ reconciliationId: 'rec-2', reconciledTransactions: ['je-in'], adjustments: [] })), { kind: 'conflict', message: 'Transaction DEP-1 is already reconciled' });
    thenRefused(() => whenCompleted(completed, complete()), { kind: 'conflict', message: 'This reconciliation is already completed' });
  });

  it('refuses a transaction of another account, and adjustments without description, amount, type or a revenue/expense account', () => {
    thenRefused(() => whenCompleted(started, complete({ reconciledTransactions: ['je-other'] })), { kind: 'rule', message: 'Transaction je-other is not a posted transaction of this account' });
    thenRefused(() => whenCompleted(started, complete({ adjustments: [{ description: '', amount: 0, type: 'Other' as never, accountId: CASH.glAccountId, journalEntryId: 'j' }] })), {
      kind: 'validation', message: 'Please enter description',
      fieldErrors: { 'adjustments.0.description': 'Please enter description', 'adjustments.0.amount': 'Amount must be greater than zero', 'adjustments.0.type': 'Please select type', 'adjustments.0.account': 'Cash in Hand is not a revenue or expense account' },
    });
  });

  it('saves progress while in progress; a cancelled one frees the account for a new start', () => {
    const saved = saveReconciliationProgress({ reconciliationId: 'rec-1', matches: [{ statementIndex: 0, transactionId: 'je-in' }], selectedTransactions: ['je-in', 'je-in'], adjustments: [], notes: ' n ', savedBy: by, savedAt: at }, { reconciliation: stateOf(started, 'reconciliation-rec-1') });
    assert.deepEqual(saved[0].events[0].data, { reconciliationId: 'rec-1', matches: [{ statementIndex: 0, transactionId: 'je-in' }], selectedTransactions: ['je-in'], adjustments: [], notes: 'n', savedBy: by, savedAt: at });
    thenRefused(() => saveReconciliationProgress({ reconciliationId: 'rec-1', matches: [{ statementIndex: 5, transactionId: 'x' }], selectedTransactions: [], adjustments: [], savedBy: by, savedAt: at }, { reconciliation: stateOf(started, 'reconciliation-rec-1') }), { kind: 'validation', message: 'No statement line 6' });
    const cancelled = appended(started, cancelReconciliation({ reconciliationId: 'rec-1', cancelledBy: by, cancelledAt: at }, { reconciliation: stateOf(started, 'reconciliation-rec-1') }));
    assert.equal(whenStarted(cancelled, start({ reconciliationId: 'rec-3' })).length, 2);
  });
});
