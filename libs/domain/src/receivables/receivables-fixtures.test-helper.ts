/**
 * Test support for the receivable and bad debt tests (not exported from index): the stock
 * fixtures' chart with Bad Debt Expense and a doubtful-debts provision added, two customers, and
 * `when…` functions that load exactly what the command handlers load before deciding.
 */
import { glAccountStream, type GlAccountEvent } from '../accounts/gl-accounts';
import { paymentMethodStream, type PaymentMethodEvent, type PaymentMethodState } from '../accounts/payment-methods';
import { BANK } from '../ledger/ledger-fixtures.test-helper';
import { stateOf, type History } from '../given-when-then.test-helper';
import { accountStates, accountTypes, booksOf, GROUPS } from '../ledger/ledger-fixtures.test-helper';
import { entryStateOf, stockHistory, systemAccountsOf } from '../inventory/inventory-fixtures.test-helper';
import { customerRefOf, customerStream, type CustomerEvent, type CustomerState } from '../sales/customers';
import {
  amendManualReceivable,
  deleteManualReceivable,
  recordManualReceivable,
  recordReceivablePayment,
  receivableStream,
  type ManualReceivableFields,
  type ReceivableState,
  type RecordManualReceivable,
  type RecordReceivablePayment,
} from './receivables';
import { approveBadDebt, badDebtStream, deleteBadDebt, draftBadDebt, postBadDebt, updateBadDebt, type BadDebtInput, type BadDebtState } from './bad-debts';

export const AR = 'acc-receivable';
export const BAD_DEBT = 'acc-bad-debt';
export const DOUBTFUL = 'acc-doubtful';
export const FEES = 'acc-processing-fees';
export { OBE, CASH, BANK, RENT, SALES, at, by, debit, credit, entryStateOf } from '../inventory/inventory-fixtures.test-helper';

export const RAHIM = 'cust-rahim';
export const KARIM = 'cust-karim';

const opened = (glAccountId: string, code: string, name: string, systemRole: string | null): GlAccountEvent => ({
  type: 'GlAccountOpened',
  data: { glAccountId, name, code, glGroupId: GROUPS.otherExpenses.id, description: '', isActive: true, cashAccount: false, bankDetails: null, openingBalance: 0, systemRole },
});

const customerAdded = (customerId: string, name: string, phone: string): CustomerEvent => ({
  type: 'CustomerAdded',
  data: { customerId, name, phone, fatherName: '', email: '', address: 'Mirpur, Dhaka', nid: '', vehicle: null },
});

/** The stock fixtures' chart, Bad Debt Expense (its role) and a provision for doubtful debts, and two customers. */
export function receivablesHistory(): History {
  const history = stockHistory();
  history[glAccountStream(BAD_DEBT)] = [opened(BAD_DEBT, '5302', 'Bad Debt Expense', 'badDebtExpense')];
  history[glAccountStream(DOUBTFUL)] = [opened(DOUBTFUL, '5304', 'Provision for Doubtful Debts', null)];
  history[glAccountStream(FEES)] = [opened(FEES, '5204', 'Payment Processing Fees', 'processingFees')];
  history[paymentMethodStream('pm-card')] = [{
    type: 'PaymentMethodCreated',
    data: { paymentMethodId: 'pm-card', name: 'Visa Card', paymentAccount: 'Bank Account', accountId: BANK, type: 'Card', status: 'active', processingFeeHundredths: 150, processingFeeAccountId: null, isDefault: false, details: {} },
  } as PaymentMethodEvent];
  history[customerStream(RAHIM)] = [customerAdded(RAHIM, 'Rahim Uddin', '01711000001')];
  history[customerStream(KARIM)] = [customerAdded(KARIM, 'Karim Mia', '01711000002')];
  return history;
}

export const receivableOf = (history: History, receivableId: string) => stateOf<ReceivableState>(history, receivableStream(receivableId));
export const badDebtOf = (history: History, badDebtId: string) => stateOf<BadDebtState>(history, badDebtStream(badDebtId));
export const customerOf = (history: History, customerId: string) => stateOf<CustomerState>(history, customerStream(customerId));

const manualGiven = (history: History, receivableId: string, customerId: string) => ({
  receivable: receivableOf(history, receivableId),
  customer: customerOf(history, customerId),
  systemAccounts: systemAccountsOf(history),
  books: booksOf(history),
});

export const whenManualReceivableRecorded = (history: History, command: RecordManualReceivable) =>
  recordManualReceivable(command, manualGiven(history, command.receivableId, command.customerId));

type AmendCommand = Partial<ManualReceivableFields> & { receivableId: string; reversalEntryId: string; journalEntryId: string; amendedBy: string; amendedAt: string };
export const whenManualReceivableAmended = (history: History, command: AmendCommand) => {
  const receivable = receivableOf(history, command.receivableId);
  const entryId = receivable.origin.kind === 'manual' ? receivable.origin.journalEntryId : 'none';
  return amendManualReceivable(command, { ...manualGiven(history, command.receivableId, command.customerId ?? receivable.customerId), postedEntry: entryStateOf(history, entryId) });
};

export const whenManualReceivableDeleted = (history: History, command: { receivableId: string; reversalEntryId: string; deletedBy: string; deletedAt: string }) => {
  const receivable = receivableOf(history, command.receivableId);
  const entryId = receivable.origin.kind === 'manual' ? receivable.origin.journalEntryId : 'none';
  return deleteManualReceivable(command, { receivable, postedEntry: entryStateOf(history, entryId), books: booksOf(history) });
};

export const whenReceivablePaymentRecorded = (history: History, command: RecordReceivablePayment) => {
  const receivable = receivableOf(history, command.receivableId);
  const paymentMethod = stateOf<PaymentMethodState>(history, paymentMethodStream(command.paymentMethodId));
  const accountIds = [paymentMethod.accountId, paymentMethod.processingFeeAccountId].filter((id): id is string => Boolean(id));
  return recordReceivablePayment(command, {
    receivable,
    paymentMethod: paymentMethod.lifecycle === 'absent' ? null : paymentMethod,
    accounts: accountStates(history, accountIds),
    accountTypes: accountTypes(history, accountIds),
    systemAccounts: systemAccountsOf(history),
    customer: customerRefOf(customerOf(history, receivable.customerId)),
    books: booksOf(history),
  });
};

const badDebtGiven = (history: History, badDebtId: string, fields: BadDebtInput) => {
  const badDebt = badDebtOf(history, badDebtId);
  const receivableId = (fields.receivableId ?? badDebt.receivableId) as string;
  const customerId = (fields.customerId ?? badDebt.customerId) as string;
  const accountId = (fields.badDebtAccountId ?? badDebt.badDebtAccountId) as string;
  return {
    badDebt,
    receivable: receivableOf(history, receivableId || 'none'),
    customer: customerId ? customerRefOf(customerOf(history, customerId)) : null,
    accounts: accountStates(history, accountId ? [accountId] : []),
    accountTypes: accountTypes(history, accountId ? [accountId] : []),
  };
};

export const whenBadDebtDrafted = (history: History, command: BadDebtInput & { badDebtId: string }) =>
  draftBadDebt({ ...command, draftedBy: 'user-accountant', draftedAt: '2025-04-01T10:00:00.000Z' }, badDebtGiven(history, command.badDebtId, command));

export const whenBadDebtUpdated = (history: History, command: BadDebtInput & { badDebtId: string }) =>
  updateBadDebt({ ...command, updatedBy: 'user-accountant', updatedAt: '2025-04-01T11:00:00.000Z' }, badDebtGiven(history, command.badDebtId, command));

export const whenBadDebtDeleted = (history: History, badDebtId: string) =>
  deleteBadDebt({ badDebtId, deletedBy: 'user-accountant', deletedAt: '2025-04-01T12:00:00.000Z' }, { badDebt: badDebtOf(history, badDebtId) });

export const whenBadDebtApproved = (history: History, badDebtId: string) =>
  approveBadDebt({ badDebtId, approvedBy: 'user-owner', approvedAt: '2025-04-02T10:00:00.000Z' }, { badDebt: badDebtOf(history, badDebtId) });

export const whenBadDebtPosted = (history: History, badDebtId: string, journalEntryId: string) => {
  const badDebt = badDebtOf(history, badDebtId);
  return postBadDebt({ badDebtId, journalEntryId, postedBy: 'user-owner', postedAt: '2025-04-03T10:00:00.000Z' }, {
    badDebt,
    receivable: receivableOf(history, badDebt.receivableId),
    customer: customerRefOf(customerOf(history, badDebt.customerId)),
    accounts: accountStates(history, [badDebt.badDebtAccountId]),
    systemAccounts: systemAccountsOf(history),
    books: booksOf(history),
  });
};
