import {
  amendManualReceivable,
  approveBadDebt,
  badDebtStream,
  BAD_DEBT_REASONS,
  cancelReceivableForVoid,
  customerRefOf,
  customerStream,
  deleteBadDebt,
  deleteManualReceivable,
  draftBadDebt,
  glAccountStream,
  journalEntryStream,
  openInvoiceReceivable,
  paymentMethodStream,
  postBadDebt,
  receivableRemaining,
  receivableStream,
  receivePayment,
  recordManualReceivable,
  recordReceivablePayment,
  updateBadDebt,
  uuidv7,
  type BadDebtState,
  type CustomerState,
  type GlAccountState,
  type JournalEntryState,
  type PaymentMethodState,
  type ReceivableState,
  type StreamEvents,
  type SystemAccounts,
} from '@dealer/domain';
import type { AppendRequest } from '@dealer/event-store';
import type { HistoryBuilder, HistoryStep } from '../../testing/history';
import { addCustomerStep, customerIdsOf } from '../customers/history-steps';

/** What a history's receivable commands created (live or not), to pick from and to check rows against. */
export interface ReceivableIds {
  receivables: string[];
  badDebts: string[];
}

const created = new WeakMap<HistoryBuilder, ReceivableIds>();
const idsOf = (history: HistoryBuilder): ReceivableIds => {
  let ids = created.get(history);
  if (!ids) created.set(history, (ids = { receivables: [], badDebts: [] }));
  return ids;
};

export const receivableIdsOf = (history: HistoryBuilder): ReceivableIds => {
  const ids = idsOf(history);
  return { receivables: [...ids.receivables], badDebts: [...ids.badDebts] };
};

const receivable = (history: HistoryBuilder, id: string) => history.fold<ReceivableState>(receivableStream(id));
const badDebt = (history: HistoryBuilder, id: string) => history.fold<BadDebtState>(badDebtStream(id));
const customer = (history: HistoryBuilder, id: string) => history.fold<CustomerState>(customerStream(id));

function systemAccounts(history: HistoryBuilder): SystemAccounts {
  const accounts: SystemAccounts = {};
  for (const info of history.accounts) if (info.systemRole) accounts[info.systemRole] = history.fold<GlAccountState>(glAccountStream(info.id));
  return accounts;
}

/** A live customer, adding one when there is none (its requests first). */
function someCustomer(history: HistoryBuilder): { customerId: string | null; requests: AppendRequest[] } {
  const live = customerIdsOf(history).filter((id) => customer(history, id).lifecycle === 'active');
  if (live.length && history.random() < 0.85) return { customerId: history.pick(live), requests: [] };
  const requests = addCustomerStep(history);
  const ids = customerIdsOf(history);
  return { customerId: requests.length ? ids[ids.length - 1] : null, requests };
}

const openReceivables = (history: HistoryBuilder, kind?: 'manual' | 'invoice') =>
  idsOf(history).receivables.map((id) => receivable(history, id)).filter((state) => receivableRemaining(state) > 0 && (!kind || state.origin.kind === kind));

const amountOf = (history: HistoryBuilder) => history.int(1, 20_000) * 100;

function enterReceivable(history: HistoryBuilder): AppendRequest[] {
  const { customerId, requests } = someCustomer(history);
  if (!customerId) return requests;
  const receivableId = uuidv7();
  const today = history.today();
  const at = history.now();
  return [
    ...requests,
    ...history.attempt(
      () =>
        recordManualReceivable(
          { receivableId, journalEntryId: uuidv7(), customerId, amount: amountOf(history), openedDate: today, dueDate: today, notes: history.random() < 0.5 ? 'Old ledger balance' : '', recordedBy: history.userId, recordedAt: at },
          { receivable: receivable(history, receivableId), customer: customer(history, customerId), systemAccounts: systemAccounts(history), books: history.books() },
        ),
      () => idsOf(history).receivables.push(receivableId),
    ),
  ];
}

/** An invoice's due as the invoice's decision opens it (the invoice's own events and entry are the invoices feature's). */
function openInvoiceDue(history: HistoryBuilder): AppendRequest[] {
  const { customerId, requests } = someCustomer(history);
  if (!customerId) return requests;
  const receivableId = uuidv7();
  const today = history.today();
  const at = history.now();
  const decide = (): StreamEvents[] => [
    { stream: receivableStream(receivableId), events: [openInvoiceReceivable({ receivableId, invoiceId: uuidv7(), customerId, amount: amountOf(history), openedDate: today, dueDate: today, openedBy: history.userId, openedAt: at })] },
  ];
  return [...requests, ...history.attempt(decide, () => idsOf(history).receivables.push(receivableId))];
}

/** A manual receivable with nothing received or written off, with its current entry: what a correction or deletion acts on. */
function editableReceivable(history: HistoryBuilder): { current: ReceivableState; postedEntry: JournalEntryState } | null {
  const candidates = openReceivables(history, 'manual').filter((state) => state.paymentCount === 0 && state.writtenOffAmount === 0);
  if (!candidates.length) return null;
  const current = history.pick(candidates);
  return { current, postedEntry: history.fold<JournalEntryState>(journalEntryStream(current.origin.kind === 'manual' ? current.origin.journalEntryId : '')) };
}

function correctReceivable(history: HistoryBuilder): AppendRequest[] {
  const editable = editableReceivable(history);
  if (!editable) return enterReceivable(history);
  const { current, postedEntry } = editable;
  const { customerId, requests } = history.random() < 0.3 ? someCustomer(history) : { customerId: current.customerId, requests: [] };
  if (!customerId) return requests;
  const amount = history.random() < 0.6 ? amountOf(history) : current.amount;
  // Now and then a later due date: the receivable moves between the due dates' totals.
  const dueDate = history.random() < 0.5 ? new Date(Date.parse(`${current.openedDate}T00:00:00Z`) + history.int(1, 60) * 86_400_000).toISOString().slice(0, 10) : current.dueDate;
  const at = history.now();
  return [
    ...requests,
    ...history.attempt(() =>
      amendManualReceivable(
        { receivableId: current.receivableId, customerId, amount, dueDate, notes: `Corrected ${history.int(1, 99)}`, reversalEntryId: uuidv7(), journalEntryId: uuidv7(), amendedBy: history.userId, amendedAt: at },
        { receivable: current, customer: customer(history, customerId), systemAccounts: systemAccounts(history), books: history.books(), postedEntry },
      ),
    ),
  ];
}

function deleteReceivable(history: HistoryBuilder): AppendRequest[] {
  const editable = editableReceivable(history);
  if (!editable) return enterReceivable(history);
  const { current, postedEntry } = editable;
  const at = history.now();
  return history.attempt(() => deleteManualReceivable({ receivableId: current.receivableId, reversalEntryId: uuidv7(), deletedBy: history.userId, deletedAt: at }, { receivable: current, postedEntry, books: history.books() }));
}

function receiveAPayment(history: HistoryBuilder): AppendRequest[] {
  const open = openReceivables(history);
  if (!open.length) return enterReceivable(history);
  const current = history.pick(open);
  const remaining = receivableRemaining(current);
  const amount = history.random() < 0.4 ? remaining : history.int(1, remaining);
  const paymentMethodId = history.pick(history.paymentMethodIds);
  const method = history.fold<PaymentMethodState>(paymentMethodStream(paymentMethodId));
  const at = history.now();
  const paymentId = uuidv7();
  if (current.origin.kind === 'invoice') {
    // As an invoice payment does it (the invoice's own event and entry are the invoices feature's).
    const invoiceId = current.origin.invoiceId;
    return history.attempt(() => [
      { stream: receivableStream(current.receivableId), events: [receivePayment(current, { paymentId, amount, paymentMethodId, debitAccountId: method.accountId, date: history.today(), journalEntryId: uuidv7(), invoiceId, receivedBy: history.userId, receivedAt: at })] },
    ]);
  }
  const info = history.accounts.find((account) => account.id === method.accountId);
  return history.attempt(() =>
    recordReceivablePayment(
      { receivableId: current.receivableId, paymentId, journalEntryId: uuidv7(), amount, paymentMethodId, paymentDate: history.today(), notes: '', receivedBy: history.userId, receivedAt: at },
      {
        receivable: current,
        paymentMethod: method,
        accounts: history.accountStates([method.accountId, method.processingFeeAccountId].filter((id): id is string => Boolean(id))),
        accountTypes: info ? { [info.id]: info.classType } : {},
        systemAccounts: systemAccounts(history),
        customer: customerRefOf(customer(history, current.customerId)),
        books: history.books(),
      },
    ),
  );
}

function voidInvoiceDue(history: HistoryBuilder): AppendRequest[] {
  const open = openReceivables(history, 'invoice');
  if (!open.length) return openInvoiceDue(history);
  const current = history.pick(open);
  return history.attempt(() => [{ stream: receivableStream(current.receivableId), events: [cancelReceivableForVoid(current, { cancelledBy: history.userId, cancelledAt: history.now() })] }]);
}

const badDebtAccountId = (history: HistoryBuilder) => history.role('badDebtExpense').id;

function draftOrEditBadDebt(history: HistoryBuilder): AppendRequest[] {
  const open = openReceivables(history);
  if (!open.length) return enterReceivable(history);
  const target = history.pick(open);
  const drafts = idsOf(history).badDebts.map((id) => badDebt(history, id)).filter((state) => state.lifecycle === 'active' && state.status !== 'Posted');
  const accountId = badDebtAccountId(history);
  const fields = {
    customerId: target.customerId,
    invoiceId: target.origin.kind === 'invoice' ? target.origin.invoiceId : null,
    receivableId: target.receivableId,
    badDebtAccountId: accountId,
    originalAmount: target.amount,
    writeOffAmount: history.int(1, receivableRemaining(target)),
    writeOffDate: history.today(),
    reason: history.pick(BAD_DEBT_REASONS),
    notes: history.random() < 0.5 ? 'Customer left the district' : '',
  };
  const given = {
    receivable: target,
    customer: customerRefOf(customer(history, target.customerId)),
    accounts: history.accountStates([accountId]),
    accountTypes: { [accountId]: 'Expense' as const },
  };
  const at = history.now();
  if (drafts.length && history.random() < 0.3) {
    const current = history.pick(drafts);
    if (history.random() < 0.3) return history.attempt(() => deleteBadDebt({ badDebtId: current.badDebtId, deletedBy: history.userId, deletedAt: at }, { badDebt: current }));
    return history.attempt(() => updateBadDebt({ badDebtId: current.badDebtId, ...fields, updatedBy: history.userId, updatedAt: at }, { ...given, badDebt: current }));
  }
  const badDebtId = uuidv7();
  return history.attempt(
    () => draftBadDebt({ badDebtId, ...fields, draftedBy: history.userId, draftedAt: at }, { ...given, badDebt: badDebt(history, badDebtId) }),
    () => idsOf(history).badDebts.push(badDebtId),
  );
}

function approveOrPostBadDebt(history: HistoryBuilder): AppendRequest[] {
  const pending = idsOf(history).badDebts.map((id) => badDebt(history, id)).filter((state) => state.lifecycle === 'active' && state.status !== 'Posted');
  if (!pending.length) return draftOrEditBadDebt(history);
  const current = history.pick(pending);
  const at = history.now();
  if (current.status === 'Draft') return history.attempt(() => approveBadDebt({ badDebtId: current.badDebtId, approvedBy: history.userId, approvedAt: at }, { badDebt: current }));
  return history.attempt(() =>
    postBadDebt(
      { badDebtId: current.badDebtId, journalEntryId: uuidv7(), postedBy: history.userId, postedAt: at },
      {
        badDebt: current,
        receivable: receivable(history, current.receivableId),
        customer: customerRefOf(customer(history, current.customerId)),
        accounts: history.accountStates([current.badDebtAccountId]),
        systemAccounts: systemAccounts(history),
        books: history.books(),
      },
    ),
  );
}

/** Receivables and bad debts in a random history (with CUSTOMER_HISTORY_STEPS for the customers they name). */
export const RECEIVABLE_HISTORY_STEPS: readonly HistoryStep[] = [
  { name: 'enter a receivable', weight: 30, run: enterReceivable },
  { name: "open an invoice's due", weight: 20, run: openInvoiceDue },
  { name: 'correct a receivable', weight: 7, run: correctReceivable },
  { name: 'delete a receivable', weight: 3, run: deleteReceivable },
  { name: 'receive a payment', weight: 30, run: receiveAPayment },
  { name: "void an invoice's due", weight: 5, run: voidInvoiceDue },
  { name: 'draft, edit or delete a bad debt', weight: 20, run: draftOrEditBadDebt },
  { name: 'approve or post a bad debt', weight: 20, run: approveOrPostBadDebt },
];
