import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, refusalOf, ruleViolation } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { businessDayOf } from '../shared/business-dates';
import { formatTaka, type Poisha } from '../shared/money';
import { addEnteredOpenItemErrors, openItemPaymentErrors, openItemRemaining, openItemStatus, type EnteredOpenItemWording, type OpenItemPaymentCommand, type OpenItemPaymentGiven, type OpenItemStatus } from '../shared/open-items';
import { claimUniqueValue, releaseUniqueValue, type UniqueValueState } from '../shared/uniqueness';
import { claimPaymentReferences, transactionIdOf, type PaymentReferencesGiven } from '../sales/payment-references';
import type { GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import { assertFundsAvailable, type AccountFunds } from '../ledger/funds';
import type { JournalEntryState } from '../ledger/journal-entries';
import { deletedEnteredItem, itsEntry, repostedEnteredItem, type EnteredItemCorrection, type EnteredItemDeletion, type EnteredItemRecording } from '../ledger/open-item-postings';
import { accountProblem, refuseFieldErrors, shortReference, textProblem, trimmedText, type FieldErrors, type FieldRefusals } from '../ledger/posting-validation';
import { EntryLines, INVENTORY_ROLES, postingOf, postingSource, systemAccountId, type SystemAccounts } from '../inventory/inventory-postings';
import { supplierProblem, type SupplierRef } from '../inventory/inventory-refs';
import { supplierFirstUse } from '../inventory/suppliers';

/**
 * What the dealer owes a supplier (accounting spec, Payables). A payable is opened by a purchase
 * for the part not paid at once (purchases.ts), or entered by hand as a supplier bill that debits
 * an expense or asset account and credits Accounts Payable. A payment debits Accounts Payable and
 * credits the payment method's (or the chosen cash) account. Accounts Payable always equals the
 * sum of the open payables' remaining amounts.
 */
export type PayableOrigin = { kind: 'purchase'; purchaseId: string } | { kind: 'bill'; debitAccountId: string; journalEntryId: string };

export interface PayableDetails {
  supplierId: string;
  billNumber: string;
  amount: Poisha;
  /** The day of the bill (the purchase date for a purchase's payable). */
  billDate: string;
  dueDate: string;
  notes: string;
  origin: PayableOrigin;
}

export interface PayablePayment {
  payableId: string;
  paymentId: string;
  amount: Poisha;
  paymentMethodId: string;
  /** The account the money left: the chosen cash account, or the payment method's account. */
  creditAccountId: string;
  paymentDate: string;
  notes: string;
  journalEntryId: string;
  paidBy: string;
  paidAt: string;
  /** The payment's TrxID, card slip or approval number, normalised (absent when none was given). */
  transactionId?: string | null;
}

export type PayableOpened = DomainEvent<'PayableOpened', PayableDetails & { payableId: string; openedBy: string; openedAt: string }>;
/** Its details changed while nothing was paid (its purchase or bill corrected). */
export type PayableAmended = DomainEvent<'PayableAmended', PayableDetails & { payableId: string; amendedBy: string; amendedAt: string }>;
/** Closed with nothing paid (its purchase or bill deleted, or its purchase now paid in full). */
export type PayableCancelled = DomainEvent<'PayableCancelled', { payableId: string; reason: string; cancelledBy: string; cancelledAt: string }>;
export type PayablePaymentRecorded = DomainEvent<'PayablePaymentRecorded', PayablePayment>;
export type PayableEvent = PayableOpened | PayableAmended | PayableCancelled | PayablePaymentRecorded;

export interface PayableState extends PayableDetails {
  lifecycle: 'absent' | 'open' | 'cancelled';
  payableId: string;
  paidAmount: Poisha;
  paymentCount: number;
}

export const initialPayableState: PayableState = {
  lifecycle: 'absent',
  payableId: '',
  supplierId: '',
  billNumber: '',
  amount: 0,
  billDate: '',
  dueDate: '',
  notes: '',
  origin: { kind: 'bill', debitAccountId: '', journalEntryId: '' },
  paidAmount: 0,
  paymentCount: 0,
};

export const payableStream = (payableId: string) => `${STREAM_NAMES.payable.name}${payableId}`;
export const SUPPLIER_BILL_SCOPE = 'supplier-bill';
/** The reservation value of a supplier's bill number: unique per supplier. */
export const supplierBillValue = (supplierId: string, billNumber: string) => `${supplierId}/${billNumber.trim()}`;

export function evolvePayable(state: PayableState, event: PayableEvent): PayableState {
  switch (event.type) {
    case 'PayableOpened': {
      const { openedBy: _by, openedAt: _at, ...data } = event.data;
      return { ...initialPayableState, ...data, lifecycle: 'open' };
    }
    case 'PayableAmended': {
      const { amendedBy: _by, amendedAt: _at, ...data } = event.data;
      return { ...state, ...data, lifecycle: 'open' };
    }
    case 'PayableCancelled':
      return { ...state, lifecycle: 'cancelled' };
    case 'PayablePaymentRecorded':
      return { ...state, paidAmount: state.paidAmount + event.data.amount, paymentCount: state.paymentCount + 1 };
    default:
      return state;
  }
}

export const remainingAmount = (payable: Pick<PayableState, 'amount' | 'paidAmount' | 'lifecycle'>): Poisha => openItemRemaining(payable, payable.paidAmount);

export type PayableStatus = OpenItemStatus<'Pending'>;

/** Paid once nothing remains; Overdue past its due date while something remains; else Partial or Pending. `today`: the business day (YYYY-MM-DD). */
export const payableStatus = (payable: Pick<PayableState, 'amount' | 'paidAmount' | 'lifecycle' | 'dueDate'>, today: string): PayableStatus =>
  openItemStatus(payable, payable.paidAmount, today, 'Pending');

/** The day `days` after `date` (YYYY-MM-DD), on the calendar. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function requireOpenPayable(payable: PayableState): PayableState {
  if (payable.lifecycle !== 'open') throw notFound('Payable not found');
  return payable;
}

/** A payable with payments cannot be changed or cancelled: say so (`refusal`: "Purchase M-1 cannot be deleted"). */
export function assertNoPayments(payable: PayableState, refusal: string, action: 'changed' | 'deleted'): void {
  if (payable.lifecycle === 'open' && payable.paymentCount > 0) {
    throw ruleViolation(`${refusal}: its payable ${payable.billNumber} has payments of ${formatTaka(payable.paidAmount)}`, refusalOf('has_payments', { action }));
  }
}

// ---- supplier bills entered by hand ------------------------------------------------------------

export interface SupplierBillFields {
  supplierId: string;
  billNumber: string;
  amount: Poisha;
  billDate: string;
  dueDate: string;
  debitAccountId: string;
  notes?: string;
}

export interface RecordSupplierBill extends SupplierBillFields, EnteredItemRecording {
  payableId: string;
}

export interface SupplierBillGiven {
  payable: PayableState;
  supplier: SupplierRef | null;
  /** The reservation stream of the supplier's bill number (`supplierBillValue`). */
  billNumber: UniqueValueState;
  /** The debit account's state and class type, by id. */
  accounts: Readonly<Record<string, GlAccountState>>;
  accountTypes: Readonly<Record<string, GlClassType>>;
  /** Accounts Payable (`accountsPayable`) and the inventory accounts (`inventory.*`), which a bill may not debit. */
  systemAccounts: SystemAccounts;
  books: BooksState;
}

/** The system roles a supplier bill resolves. */
export const SUPPLIER_BILL_ACCOUNT_ROLES = ['accountsPayable', 'inventory.Motorcycle', 'inventory.Spare Parts', 'inventory.Accessories'] as const;

const BILL_WORDING: EnteredOpenItemWording = { dateField: 'billDate', document: 'bill', dueBeforeDate: 'Due date cannot be before the bill date' };

/** `today`: the business day of the command, when the bill date is given (it may not be after it). */
function validatedBill(fields: SupplierBillFields, given: SupplierBillGiven, today: string | undefined): Omit<PayableDetails, 'origin'> & { debitAccountId: string } {
  const errors: FieldErrors = {};
  const refusals: FieldRefusals = {};
  const supplierError = supplierProblem(fields.supplierId, given.supplier, 'Please select a supplier!', false);
  if (supplierError) errors.supplier = supplierError;
  const billNumber = trimmedText(fields.billNumber);
  const billError = textProblem(billNumber, 'Please enter bill number', 50, 'Bill number');
  if (billError) errors.billNumber = billError;
  if (!billNumber) refusals.billNumber = { code: 'required' };
  const notes = addEnteredOpenItemErrors(errors, refusals, { ...fields, date: fields.billDate }, today, BILL_WORDING);
  const type = given.accountTypes[fields.debitAccountId];
  const inventoryAccountIds = INVENTORY_ROLES.map((role) => given.systemAccounts[role]?.glAccountId).filter(Boolean);
  const accountMissing = accountProblem(given.accounts, fields.debitAccountId, 'Please select account');
  const notBillType = type === 'Expense' || type === 'Asset' ? null : `${given.accounts[fields.debitAccountId]?.name} is not an Expense or Asset account`;
  const stockAccount = inventoryAccountIds.includes(fields.debitAccountId) ? 'Stock is bought through a purchase, not a bill' : null;
  const accountError = accountMissing ?? notBillType ?? stockAccount;
  if (accountError) errors.debitAccount = accountError;
  if (typeof fields.debitAccountId !== 'string' || !fields.debitAccountId.trim()) refusals.debitAccount = { code: 'required' };
  else if (!accountMissing && notBillType) refusals.debitAccount = { code: 'account_not_expense_or_asset' };
  else if (!accountMissing && stockAccount) refusals.debitAccount = { code: 'stock_account_for_bill' };
  refuseFieldErrors(errors, refusals);
  return { supplierId: fields.supplierId, billNumber, amount: fields.amount, billDate: fields.billDate, dueDate: fields.dueDate, notes, debitAccountId: fields.debitAccountId };
}

const billSource = (payableId: string) => postingSource('supplier-bill', payableStream(payableId));

function billPosting(payableId: string, journalEntryId: string, bill: { debitAccountId: string; amount: Poisha; billNumber: string; billDate: string }, supplierName: string, accountsPayableId: string, by: string, at: string): StreamEvents[] {
  return postingOf({
    journalEntryId,
    date: bill.billDate,
    reference: bill.billNumber,
    description: `Bill ${bill.billNumber} from ${supplierName}`,
    source: billSource(payableId),
    postedBy: by,
    postedAt: at,
  }, new EntryLines().debit(bill.debitAccountId, bill.amount).credit(accountsPayableId, bill.amount));
}

const billTaken = (billNumber: string, supplier: string) => `Bill number ${billNumber} already exists for ${supplier}`;
const billTakenRefusal = (billNumber: string, supplier: string) => refusalOf('bill_number_taken', { billNumber, supplier });

/** A bill entered by hand: the payable, its number claimed for the supplier, and Dr the account / Cr Accounts Payable. */
export function recordSupplierBill(command: RecordSupplierBill, given: SupplierBillGiven): StreamEvents[] {
  const bill = validatedBill(command, given, businessDayOf(command.recordedAt));
  if (given.payable.lifecycle !== 'absent') throw conflict('Payable already exists');
  const accountsPayableId = systemAccountId(given.systemAccounts, 'accountsPayable');
  assertBooksOpen(given.books, bill.billDate);
  const { payableId, journalEntryId, recordedBy, recordedAt } = command;
  const { debitAccountId, ...details } = bill;
  const supplierName = given.supplier!.name;
  return [
    {
      stream: payableStream(payableId),
      events: [{ type: 'PayableOpened', data: { payableId, ...details, origin: { kind: 'bill', debitAccountId, journalEntryId }, openedBy: recordedBy, openedAt: recordedAt } } satisfies PayableOpened],
    },
    ...claimUniqueValue(SUPPLIER_BILL_SCOPE, supplierBillValue(bill.supplierId, bill.billNumber), payableId, given.billNumber, billTaken(bill.billNumber, supplierName), billTakenRefusal(bill.billNumber, supplierName)),
    ...supplierFirstUse(given.supplier!, 'bill', payableStream(payableId)),
    ...billPosting(payableId, journalEntryId, bill, supplierName, accountsPayableId, recordedBy, recordedAt),
  ];
}

function requireBill(payable: PayableState, action: 'edit' | 'delete'): PayableState & { origin: { kind: 'bill' } } {
  const current = requireOpenPayable(payable);
  if (current.origin.kind === 'purchase') throw ruleViolation(`Payable ${current.billNumber} comes from a purchase; ${action} the purchase instead`, refusalOf('payable_from_purchase', { action }));
  assertNoPayments(current, `Bill ${current.billNumber} cannot be ${action === 'edit' ? 'changed' : 'deleted'}`, action === 'edit' ? 'changed' : 'deleted');
  return current as PayableState & { origin: { kind: 'bill' } };
}

/**
 * Corrects a bill with nothing paid: its posting reversed on its own date and the new one posted.
 * `postedEntry`: the state of the bill's current entry (`origin.journalEntryId`).
 */
export function amendSupplierBill(
  command: Partial<SupplierBillFields> & EnteredItemCorrection & { payableId: string },
  given: SupplierBillGiven & { postedEntry: JournalEntryState },
): StreamEvents[] {
  const current = requireBill(given.payable, 'edit');
  const bill = validatedBill({
    supplierId: command.supplierId ?? current.supplierId,
    billNumber: command.billNumber ?? current.billNumber,
    amount: command.amount ?? current.amount,
    billDate: command.billDate ?? current.billDate,
    dueDate: command.dueDate ?? current.dueDate,
    debitAccountId: command.debitAccountId ?? current.origin.debitAccountId,
    notes: command.notes ?? current.notes,
  }, given, command.billDate === undefined ? undefined : businessDayOf(command.amendedAt));
  const { debitAccountId, ...details } = bill;
  const reposts = bill.amount !== current.amount || bill.billDate !== current.billDate || debitAccountId !== current.origin.debitAccountId;
  const renumbers = bill.supplierId !== current.supplierId || bill.billNumber.toLowerCase() !== current.billNumber.toLowerCase();
  const unchanged = !reposts && !renumbers && bill.dueDate === current.dueDate && bill.notes === current.notes && bill.billNumber === current.billNumber;
  if (unchanged) return [];
  const { payableId, amendedBy, amendedAt } = command;
  const entry = itsEntry(given, current.origin.journalEntryId, 'bill', billSource(payableId));
  const journalEntryId = reposts ? command.journalEntryId : current.origin.journalEntryId;
  const supplierName = given.supplier!.name;
  const decided: StreamEvents[] = [
    {
      stream: payableStream(payableId),
      events: [{ type: 'PayableAmended', data: { payableId, ...details, origin: { kind: 'bill', debitAccountId, journalEntryId }, amendedBy, amendedAt } } satisfies PayableAmended],
    },
  ];
  if (renumbers) {
    decided.push(
      ...claimUniqueValue(SUPPLIER_BILL_SCOPE, supplierBillValue(bill.supplierId, bill.billNumber), payableId, given.billNumber, billTaken(bill.billNumber, supplierName), billTakenRefusal(bill.billNumber, supplierName)),
      releaseUniqueValue(SUPPLIER_BILL_SCOPE, supplierBillValue(current.supplierId, current.billNumber), payableId),
    );
  }
  decided.push(...supplierFirstUse(given.supplier!, 'bill', payableStream(payableId)));
  if (reposts) {
    const posting = () => billPosting(payableId, journalEntryId, bill, supplierName, systemAccountId(given.systemAccounts, 'accountsPayable'), amendedBy, amendedAt);
    decided.push(...repostedEnteredItem(entry, command, { date: bill.billDate, happened: `Bill ${current.billNumber} corrected`, posting }));
  }
  return decided;
}

/** Deletes a bill with nothing paid: its posting reversed on its own date, the payable cancelled, its number released. */
export function deleteSupplierBill(
  command: EnteredItemDeletion & { payableId: string },
  given: { payable: PayableState; postedEntry: JournalEntryState; books: BooksState },
): StreamEvents[] {
  const bill = requireBill(given.payable, 'delete');
  const { payableId } = command;
  const cancelled: PayableCancelled = { type: 'PayableCancelled', data: { payableId, reason: 'Bill deleted', cancelledBy: command.deletedBy, cancelledAt: command.deletedAt } };
  return deletedEnteredItem(itsEntry(given, bill.origin.journalEntryId, 'bill', billSource(payableId)), command, {
    cancellation: { stream: payableStream(payableId), events: [cancelled] },
    // Its number is free again for the supplier.
    frees: [releaseUniqueValue(SUPPLIER_BILL_SCOPE, supplierBillValue(bill.supplierId, bill.billNumber), payableId)],
    happened: `Bill ${bill.billNumber} deleted`,
  });
}

// ---- payments -----------------------------------------------------------------------------------

export interface PayPayable extends OpenItemPaymentCommand {
  payableId: string;
  /** Pay out of this cash or bank account instead of the payment method's account. */
  cashAccountId?: string | null;
  paidBy: string;
  paidAt: string;
  /** The user confirmed taking a bank account into overdraft. */
  allowOverdraft?: boolean;
  /** As typed (required for Mobile Banking and Card methods when the setting is on). */
  transactionId?: string | null;
}

/** The system roles a payment resolves. */
export const PAY_PAYABLE_ACCOUNT_ROLES = ['accountsPayable'] as const;

export const paymentAmountMessage = (remaining: Poisha) => `Amount must be between ৳0.01 and ${formatTaka(remaining)}`;

/**
 * A payment of a payable: between ৳0.01 and what remains; Dr Accounts Payable / Cr the cash
 * account chosen, or the payment method's account. `accounts`/`accountTypes`: the states and
 * class types of the method's account and the cash account; `funds`: the paying account's kind
 * and balance (money that does not exist cannot be spent).
 */
export function payPayable(
  command: PayPayable,
  given: OpenItemPaymentGiven & PaymentReferencesGiven & { payable: PayableState; supplier?: SupplierRef | null; funds?: Readonly<Record<string, AccountFunds>> },
): StreamEvents[] {
  const payable = requireOpenPayable(given.payable);
  const remaining = remainingAmount(payable);
  if (remaining <= 0) throw ruleViolation(`Payable ${payable.billNumber} is fully paid`, refusalOf('payable_fully_paid'));
  const method = given.paymentMethod;
  const outOfRange = paymentAmountMessage(remaining);
  const { errors, refusals, methodId } = openItemPaymentErrors(command, method, remaining, { belowOne: outOfRange, aboveRemaining: outOfRange }, businessDayOf(command.paidAt));
  const amount = command.amount;
  const cashAccountId = trimmedText(command.cashAccountId) || null;
  const creditAccountId = cashAccountId ?? (method?.accountId || '');
  if (!errors.paymentMethod || cashAccountId) {
    const field = cashAccountId ? 'cashAccount' : 'paymentMethod';
    const accountMissing = accountProblem(given.accounts, creditAccountId, 'Please select account');
    const accountError = accountMissing ?? (given.accountTypes[creditAccountId] === 'Asset' ? null : `${given.accounts[creditAccountId].name} is not an Asset account`);
    if (accountError) errors[field] = accountError;
    if (cashAccountId && accountError && !accountMissing) refusals.cashAccount = { code: 'account_not_asset' };
  }
  const transactionId = method && !errors.paymentMethod ? transactionIdOf(command.transactionId, method, given, errors, (name) => name) : null;
  const notes = trimmedText(command.notes);
  const notesError = textProblem(notes, null, 500, 'Notes');
  if (notesError) errors.notes = notesError;
  refuseFieldErrors(errors, refusals);
  const accountsPayableId = systemAccountId(given.systemAccounts, 'accountsPayable');
  assertBooksOpen(given.books, command.paymentDate);
  const fundsSpent = assertFundsAvailable({ [creditAccountId]: -amount }, given.accounts, given.funds, command.allowOverdraft, command.paymentDate);
  const { payableId, paymentId, journalEntryId, paymentDate, paidBy, paidAt } = command;
  const payment: PayablePayment = { payableId, paymentId, amount, paymentMethodId: methodId, creditAccountId, paymentDate, notes, journalEntryId, paidBy, paidAt, ...(transactionId ? { transactionId } : {}) };
  const to = given.supplier?.name;
  return [
    { stream: payableStream(payableId), events: [{ type: 'PayablePaymentRecorded', data: payment } satisfies PayablePaymentRecorded] },
    ...postingOf({
      journalEntryId,
      date: paymentDate,
      reference: shortReference('PAY', paymentId),
      description: notes || `Payment of bill ${payable.billNumber}${to ? ` to ${to}` : ''}`,
      source: postingSource('payable-payment', payableStream(payableId)),
      postedBy: paidBy,
      postedAt: paidAt,
    }, new EntryLines().debit(accountsPayableId, amount).credit(creditAccountId, amount)),
    ...fundsSpent,
    ...claimPaymentReferences([{ paymentId, paymentMethodId: methodId, methodName: method?.name ?? '', transactionId }], { kind: 'payable', id: payableId }, given),
  ];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const PAYABLE_STREAM_KIND = streamKindOf(STREAM_NAMES.payable, { initialState: initialPayableState, evolve: evolvePayable });
