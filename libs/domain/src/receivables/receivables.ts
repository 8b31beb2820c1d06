import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { businessDayOf } from '../shared/business-dates';
import { formatTaka, type Poisha } from '../shared/money';
import { addEnteredOpenItemErrors, openItemPaymentErrors, openItemRemaining, openItemStatus, type EnteredOpenItemWording, type OpenItemPaymentCommand, type OpenItemPaymentGiven } from '../shared/open-items';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import type { JournalEntryState } from '../ledger/journal-entries';
import { deletedEnteredItem, itsEntry, repostedEnteredItem, type EnteredItemCorrection, type EnteredItemDeletion, type EnteredItemRecording } from '../ledger/open-item-postings';
import { dateProblem, refuseFieldErrors, shortReference, textProblem, trimmedText, type FieldErrors, type FieldRefusals } from '../ledger/posting-validation';
import { EntryLines, postingOf, postingSource, systemAccountId, type SystemAccounts } from '../inventory/inventory-postings';
import { customerProblem, customerRefOf, customerUse, type CustomerRef, type CustomerState } from '../sales/customers';
import { debitPayment, methodPayment } from '../sales/invoice-postings';

/**
 * What customers owe the dealer (accounting spec, Receivables): the mirror of payables.ts. A
 * receivable is opened by an invoice's due (invoices.ts calls `openInvoiceReceivable` inside the
 * invoice's append), or entered by hand for a debt from before the books (Dr Accounts Receivable /
 * Cr Opening Balance Equity). Payments (Dr the method's account / Cr Accounts Receivable) and
 * posted bad debts (Dr Bad Debt Expense / Cr Accounts Receivable) lower what remains, so Accounts
 * Receivable always equals the sum of the open receivables' remaining amounts.
 */
export type ReceivableOrigin = { kind: 'invoice'; invoiceId: string } | { kind: 'manual'; journalEntryId: string };

export interface ReceivableDetails {
  customerId: string;
  amount: Poisha;
  /** The business day the debt was opened (the invoice date for an invoice's due). */
  openedDate: string;
  dueDate: string;
  notes: string;
  origin: ReceivableOrigin;
}

export type ReceivableOpened = DomainEvent<'ReceivableOpened', ReceivableDetails & { receivableId: string; openedBy: string; openedAt: string }>;

export interface ReceivablePayment {
  receivableId: string;
  paymentId: string;
  amount: Poisha;
  paymentMethodId: string;
  /** The account the money came into: the payment method's account. */
  debitAccountId: string;
  date: string;
  journalEntryId: string;
  /** The invoice the payment was received on, when the receivable is an invoice's due. */
  invoiceId: string | null;
  notes: string;
  receivedBy: string;
  receivedAt: string;
}

export type ReceivablePaymentRecorded = DomainEvent<'ReceivablePaymentRecorded', ReceivablePayment>;
/** A posted bad debt wrote off part or all of what remains. */
export type ReceivableWrittenOff = DomainEvent<
  'ReceivableWrittenOff',
  { receivableId: string; badDebtId: string; amount: Poisha; journalEntryId: string; date: string; writtenOffBy: string; writtenOffAt: string }
>;
/** Its details changed while nothing was paid or written off (a manual receivable corrected). */
export type ReceivableAmended = DomainEvent<'ReceivableAmended', ReceivableDetails & { receivableId: string; amendedBy: string; amendedAt: string }>;
/** Closed: its invoice voided, or a manual receivable deleted. */
export type ReceivableCancelled = DomainEvent<'ReceivableCancelled', { receivableId: string; reason: string; cancelledBy: string; cancelledAt: string }>;

export type ReceivableEvent = ReceivableOpened | ReceivablePaymentRecorded | ReceivableWrittenOff | ReceivableAmended | ReceivableCancelled;

export interface ReceivableState extends ReceivableDetails {
  lifecycle: 'absent' | 'open' | 'cancelled';
  receivableId: string;
  paidAmount: Poisha;
  writtenOffAmount: Poisha;
  paymentCount: number;
}

export const initialReceivableState: ReceivableState = {
  lifecycle: 'absent',
  receivableId: '',
  customerId: '',
  amount: 0,
  openedDate: '',
  dueDate: '',
  notes: '',
  origin: { kind: 'manual', journalEntryId: '' },
  paidAmount: 0,
  writtenOffAmount: 0,
  paymentCount: 0,
};

export const receivableStream = (receivableId: string) => `${STREAM_NAMES.receivable.name}${receivableId}`;

export function evolveReceivable(state: ReceivableState, event: ReceivableEvent): ReceivableState {
  switch (event.type) {
    case 'ReceivableOpened': {
      const { openedBy: _by, openedAt: _at, ...data } = event.data;
      return { ...initialReceivableState, ...data, lifecycle: 'open' };
    }
    case 'ReceivableAmended': {
      const { amendedBy: _by, amendedAt: _at, ...data } = event.data;
      return { ...state, ...data, lifecycle: 'open' };
    }
    case 'ReceivablePaymentRecorded':
      return { ...state, paidAmount: state.paidAmount + event.data.amount, paymentCount: state.paymentCount + 1 };
    case 'ReceivableWrittenOff':
      return { ...state, writtenOffAmount: state.writtenOffAmount + event.data.amount };
    case 'ReceivableCancelled':
      return { ...state, lifecycle: 'cancelled' };
    default:
      return state;
  }
}

type RemainingFields = Pick<ReceivableState, 'amount' | 'paidAmount' | 'writtenOffAmount' | 'lifecycle'>;

/** What the customer still owes: nothing once cancelled. */
export const receivableRemaining = (receivable: RemainingFields): Poisha => openItemRemaining(receivable, receivable.paidAmount + receivable.writtenOffAmount);

export const RECEIVABLE_STATUSES = ['Outstanding', 'Partial', 'Overdue', 'Paid', 'Written Off', 'Cancelled'] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

/**
 * Paid once payments cleared it (Written Off when a bad debt closed it); Overdue past its due date
 * while something remains; else Partial once anything was received or written off, or Outstanding.
 * `today`: the business day (YYYY-MM-DD, Asia/Dhaka).
 */
export function receivableStatus(receivable: RemainingFields & Pick<ReceivableState, 'dueDate'>, today: string): ReceivableStatus {
  const status = openItemStatus(receivable, receivable.paidAmount + receivable.writtenOffAmount, today, 'Outstanding');
  return status === 'Paid' && receivable.writtenOffAmount > 0 ? 'Written Off' : status;
}

export function requireOpenReceivable(receivable: ReceivableState): ReceivableState {
  if (receivable.lifecycle !== 'open') throw notFound('Receivable not found');
  return receivable;
}

// ---- for invoices -------------------------------------------------------------------------------

export interface OpenInvoiceReceivable {
  receivableId: string;
  invoiceId: string;
  customerId: string;
  amount: Poisha;
  openedDate: string;
  dueDate: string;
  notes?: string;
  openedBy: string;
  openedAt: string;
}

/** The receivable of an invoice's due; the invoice's decision appends it to `receivableStream(receivableId)`. */
export function openInvoiceReceivable(command: OpenInvoiceReceivable): ReceivableOpened {
  if (!Number.isSafeInteger(command.amount) || command.amount < 1) throw ruleViolation('A receivable needs a due above zero');
  if (dateProblem(command.openedDate) || dateProblem(command.dueDate)) throw validationError('Please enter a valid date (YYYY-MM-DD)');
  if (command.dueDate < command.openedDate) throw validationError('Due date cannot be before the invoice date');
  const { receivableId, invoiceId, customerId, amount, openedDate, dueDate, openedBy, openedAt } = command;
  return {
    type: 'ReceivableOpened',
    data: { receivableId, customerId, amount, openedDate, dueDate, notes: command.notes?.trim() ?? '', origin: { kind: 'invoice', invoiceId }, openedBy, openedAt },
  };
}

export interface ReceivePayment {
  paymentId: string;
  amount: Poisha;
  paymentMethodId: string;
  debitAccountId: string;
  date: string;
  journalEntryId: string;
  invoiceId: string | null;
  notes?: string;
  receivedBy: string;
  receivedAt: string;
}

const AMOUNT_ABOVE_ZERO = 'Amount must be greater than zero';
export const paymentAboveDueMessage = (remaining: Poisha) => `Payment cannot exceed the due amount of ${formatTaka(remaining)}`;

/**
 * A payment on a receivable: above zero and never above what remains. The caller posts
 * Dr the method's account / Cr Accounts Receivable in the same append.
 */
export function receivePayment(receivable: ReceivableState, payment: ReceivePayment): ReceivablePaymentRecorded {
  const current = requireOpenReceivable(receivable);
  const remaining = receivableRemaining(current);
  if (!Number.isSafeInteger(payment.amount) || payment.amount < 1) throw validationError(AMOUNT_ABOVE_ZERO, { amount: AMOUNT_ABOVE_ZERO });
  if (payment.amount > remaining) {
    const message = remaining > 0 ? paymentAboveDueMessage(remaining) : 'This receivable is fully settled';
    throw validationError(message, { amount: message });
  }
  return {
    type: 'ReceivablePaymentRecorded',
    data: {
      receivableId: current.receivableId,
      paymentId: payment.paymentId,
      amount: payment.amount,
      paymentMethodId: payment.paymentMethodId,
      debitAccountId: payment.debitAccountId,
      date: payment.date,
      journalEntryId: payment.journalEntryId,
      invoiceId: payment.invoiceId,
      notes: payment.notes?.trim() ?? '',
      receivedBy: payment.receivedBy,
      receivedAt: payment.receivedAt,
    },
  };
}

export const WRITTEN_OFF_INVOICE_MESSAGE = 'A bad debt has been posted on this invoice; it cannot be voided';

/**
 * Closes an invoice's receivable when the invoice is voided. Refused once a bad debt wrote any of
 * it off: that write-off is in the books against this debt, and voiding would leave it orphaned.
 */
export function cancelReceivableForVoid(receivable: ReceivableState, command: { reason?: string; cancelledBy: string; cancelledAt: string }): ReceivableCancelled {
  const current = requireOpenReceivable(receivable);
  if (current.writtenOffAmount > 0) throw conflict(WRITTEN_OFF_INVOICE_MESSAGE);
  return {
    type: 'ReceivableCancelled',
    data: { receivableId: current.receivableId, reason: command.reason?.trim() || 'Invoice voided', cancelledBy: command.cancelledBy, cancelledAt: command.cancelledAt },
  };
}

// ---- debts from before the books, entered by hand ------------------------------------------------

export interface ManualReceivableFields {
  customerId: string;
  amount: Poisha;
  /** The day it enters the books (default today): the posting's date. */
  openedDate: string;
  dueDate: string;
  notes?: string;
}

export interface RecordManualReceivable extends ManualReceivableFields, EnteredItemRecording {
  receivableId: string;
}

export interface ManualReceivableGiven {
  receivable: ReceivableState;
  /** The customer the command names (its stream is read, so the append is guarded by it). */
  customer: CustomerState;
  /** Accounts Receivable and Opening Balance Equity (`MANUAL_RECEIVABLE_ACCOUNT_ROLES`). */
  systemAccounts: SystemAccounts;
  books: BooksState;
}

/** The system roles a receivable entered by hand resolves. */
export const MANUAL_RECEIVABLE_ACCOUNT_ROLES = ['accountsReceivable', 'openingBalanceEquity'] as const;

const MANUAL_WORDING: EnteredOpenItemWording = { dateField: 'openedDate', document: 'receivable', dueBeforeDate: 'Due date cannot be before the date it was opened' };

/** `today`: the business day of the command, when the opened date is given (it may not be after it). */
function validatedManual(fields: ManualReceivableFields, customer: CustomerState, today: string | undefined): Omit<ReceivableDetails, 'origin'> & { customer: CustomerRef } {
  const errors: FieldErrors = {};
  const ref = customerRefOf(customer);
  const refusals: FieldRefusals = {};
  const customerError = customerProblem(fields.customerId, ref);
  if (customerError) errors.customer = customerError;
  if (typeof fields.customerId !== 'string' || !fields.customerId.trim()) refusals.customer = { code: 'required' };
  const notes = addEnteredOpenItemErrors(errors, refusals, { ...fields, date: fields.openedDate }, today, MANUAL_WORDING);
  refuseFieldErrors(errors, refusals);
  return { customerId: fields.customerId, amount: fields.amount, openedDate: fields.openedDate, dueDate: fields.dueDate, notes, customer: ref! };
}

const openingSource = (receivableId: string) => postingSource('opening-receivable', receivableStream(receivableId));

function openingPosting(receivableId: string, journalEntryId: string, details: { amount: Poisha; openedDate: string }, customerName: string, systemAccounts: SystemAccounts, by: string, at: string): StreamEvents[] {
  return postingOf({
    journalEntryId,
    date: details.openedDate,
    reference: shortReference('AR', receivableId),
    description: `Receivable from ${customerName} brought into the books`,
    source: openingSource(receivableId),
    postedBy: by,
    postedAt: at,
  }, new EntryLines().debit(systemAccountId(systemAccounts, 'accountsReceivable'), details.amount).credit(systemAccountId(systemAccounts, 'openingBalanceEquity'), details.amount));
}

/**
 * A debt from before the books, entered by hand: the receivable, the customer's first use, and
 * Dr Accounts Receivable / Cr Opening Balance Equity (the money was earned before these books began).
 */
export function recordManualReceivable(command: RecordManualReceivable, given: ManualReceivableGiven): StreamEvents[] {
  const { customer, ...details } = validatedManual(command, given.customer, businessDayOf(command.recordedAt));
  if (given.receivable.lifecycle !== 'absent') throw conflict('Receivable already exists');
  assertBooksOpen(given.books, details.openedDate);
  const { receivableId, journalEntryId, recordedBy, recordedAt } = command;
  return [
    {
      stream: receivableStream(receivableId),
      events: [{ type: 'ReceivableOpened', data: { receivableId, ...details, origin: { kind: 'manual', journalEntryId }, openedBy: recordedBy, openedAt: recordedAt } } satisfies ReceivableOpened],
    },
    ...customerUse(given.customer, { usedBy: 'receivable', sourceId: receivableId }),
    ...openingPosting(receivableId, journalEntryId, details, customer.name, given.systemAccounts, recordedBy, recordedAt),
  ];
}

/** Payments or write-offs on it: it is settled history, not an entry to correct. */
function requireEditableManual(receivable: ReceivableState, action: 'changed' | 'deleted'): ReceivableState & { origin: { kind: 'manual' } } {
  const current = requireOpenReceivable(receivable);
  if (current.origin.kind === 'invoice') throw ruleViolation(`This receivable is the due of an invoice and cannot be ${action} here; change the invoice`);
  if (current.paymentCount > 0 || current.writtenOffAmount > 0) {
    throw ruleViolation(`A receivable with payments or a posted bad debt cannot be ${action}: ${formatTaka(current.paidAmount + current.writtenOffAmount)} of it is settled`);
  }
  return current as ReceivableState & { origin: { kind: 'manual' } };
}

/**
 * Corrects a receivable entered by hand while nothing was received or written off: a new amount
 * or date reverses its posting on its own date and posts it anew; a due date or notes change only the receivable.
 * `postedEntry`: the state of its current entry (`origin.journalEntryId`).
 */
export function amendManualReceivable(
  command: Partial<ManualReceivableFields> & EnteredItemCorrection & { receivableId: string },
  given: ManualReceivableGiven & { postedEntry: JournalEntryState },
): StreamEvents[] {
  const current = requireEditableManual(given.receivable, 'changed');
  const { customer, ...details } = validatedManual({
    customerId: command.customerId ?? current.customerId,
    amount: command.amount ?? current.amount,
    openedDate: command.openedDate ?? current.openedDate,
    dueDate: command.dueDate ?? current.dueDate,
    notes: command.notes ?? current.notes,
  }, given.customer, command.openedDate === undefined ? undefined : businessDayOf(command.amendedAt));
  const reposts = details.amount !== current.amount || details.openedDate !== current.openedDate;
  const recustomers = details.customerId !== current.customerId;
  if (!reposts && !recustomers && details.dueDate === current.dueDate && details.notes === current.notes) return [];
  const { receivableId, amendedBy, amendedAt } = command;
  const entry = itsEntry(given, current.origin.journalEntryId, 'receivable', openingSource(receivableId));
  const journalEntryId = reposts ? command.journalEntryId : current.origin.journalEntryId;
  const decided: StreamEvents[] = [
    {
      stream: receivableStream(receivableId),
      events: [{ type: 'ReceivableAmended', data: { receivableId, ...details, origin: { kind: 'manual', journalEntryId }, amendedBy, amendedAt } } satisfies ReceivableAmended],
    },
  ];
  if (recustomers) decided.push(...customerUse(given.customer, { usedBy: 'receivable', sourceId: receivableId }));
  if (reposts) {
    const posting = () => openingPosting(receivableId, journalEntryId, details, customer.name, given.systemAccounts, amendedBy, amendedAt);
    decided.push(...repostedEnteredItem(entry, command, { date: details.openedDate, happened: `Receivable from ${customer.name} corrected`, posting }));
  }
  return decided;
}

/** Deletes a receivable entered by hand while nothing was received or written off: cancelled, its posting reversed on its own date. */
export function deleteManualReceivable(
  command: EnteredItemDeletion & { receivableId: string },
  given: { receivable: ReceivableState; postedEntry: JournalEntryState; books: BooksState },
): StreamEvents[] {
  const { receivableId } = command;
  const manual = requireEditableManual(given.receivable, 'deleted');
  const entry = itsEntry(given, manual.origin.journalEntryId, 'receivable', openingSource(receivableId));
  const cancelled: ReceivableCancelled = { type: 'ReceivableCancelled', data: { receivableId, reason: 'Receivable deleted', cancelledBy: command.deletedBy, cancelledAt: command.deletedAt } };
  return deletedEnteredItem(entry, command, { cancellation: { stream: receivableStream(receivableId), events: [cancelled] }, frees: [], happened: 'Receivable deleted' });
}

// ---- payments on the receivables screen ----------------------------------------------------------

export interface RecordReceivablePayment extends OpenItemPaymentCommand {
  receivableId: string;
  receivedBy: string;
  receivedAt: string;
}

/** The system roles a payment resolves (Payment Processing Fees: a card or wallet method's fee, as on an invoice). */
export const RECEIVABLE_PAYMENT_ACCOUNT_ROLES = ['accountsReceivable', 'processingFees'] as const;

/**
 * A payment received on a receivable entered by hand: above zero and never above what remains;
 * Dr the payment method's account (less a card or wallet fee, which goes to the method's fee
 * account, as on an invoice) / Cr Accounts Receivable. An invoice's due is paid on its invoice
 * (invoices.ts), which keeps the invoice's own paid and due amounts with it.
 * `accounts`/`accountTypes`: the states and class types of the method's account and fee account.
 */
export function recordReceivablePayment(
  command: RecordReceivablePayment,
  given: OpenItemPaymentGiven & { receivable: ReceivableState; customer?: CustomerRef | null },
): StreamEvents[] {
  const receivable = requireOpenReceivable(given.receivable);
  if (receivable.origin.kind === 'invoice') throw ruleViolation('This receivable is the due of an invoice; add the payment on the invoice');
  const remaining = receivableRemaining(receivable);
  if (remaining <= 0) throw ruleViolation('This receivable is fully settled');
  const method = given.paymentMethod;
  const { errors, refusals, methodId } = openItemPaymentErrors(command, method, remaining, { belowOne: AMOUNT_ABOVE_ZERO, aboveRemaining: paymentAboveDueMessage(remaining) }, businessDayOf(command.receivedAt));
  const amount = command.amount;
  // The method's account and fee as an invoice payment takes them (sales/invoice-postings.ts).
  const methodNamed = method && !errors.paymentMethod && !errors.amount;
  const received = methodNamed
    ? methodPayment({ paymentId: command.paymentId, paymentMethodId: methodId, amount }, method, { paymentMethods: { [methodId]: method }, ...given }, errors, () => 'paymentMethod')
    : null;
  const notes = trimmedText(command.notes);
  const notesError = textProblem(notes, null, 500, 'Notes');
  if (notesError) errors.notes = notesError;
  // A method with no account to pay into: the method the form must choose again.
  if (methodNamed && !received && !trimmedText(method.accountId)) refusals.paymentMethod = { code: 'required' };
  refuseFieldErrors(errors, refusals);
  const accountsReceivableId = systemAccountId(given.systemAccounts, 'accountsReceivable');
  assertBooksOpen(given.books, command.paymentDate);
  const { receivableId, paymentId, journalEntryId, paymentDate, receivedBy, receivedAt } = command;
  const recorded = receivePayment(receivable, { paymentId, amount, paymentMethodId: methodId, debitAccountId: received!.accountId, date: paymentDate, journalEntryId, invoiceId: null, notes, receivedBy, receivedAt });
  const from = given.customer?.name;
  return [
    { stream: receivableStream(receivableId), events: [recorded] },
    ...postingOf({
      journalEntryId,
      date: paymentDate,
      reference: shortReference('RCV', paymentId),
      description: notes || `Payment received${from ? ` from ${from}` : ''}`,
      source: postingSource('receivable-payment', receivableStream(receivableId)),
      postedBy: receivedBy,
      postedAt: receivedAt,
    }, debitPayment(new EntryLines(), received!).credit(accountsReceivableId, amount)),
  ];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const RECEIVABLE_STREAM_KIND = streamKindOf(STREAM_NAMES.receivable, { initialState: initialReceivableState, evolve: evolveReceivable });
