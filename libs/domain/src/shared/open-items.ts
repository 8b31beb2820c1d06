import type { GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import type { PaymentMethodState } from '../accounts/payment-methods';
import type { SystemAccounts } from '../inventory/inventory-postings';
import type { BooksState } from '../ledger/books';
import { amountProblem, amountRefusal, dateProblem, documentDateProblem, isMissing, textProblem, trimmedText, type FieldErrors, type FieldRefusals } from '../ledger/posting-validation';
import type { Poisha } from './money';

/**
 * An open item: an amount owed by a due date, settled by payments (and, on a receivable, by
 * write-offs): what the dealer owes a supplier (payables.ts) or a customer owes the dealer
 * (receivables.ts). Each keeps its own names: a payable not yet paid is Pending, a receivable Outstanding.
 */
export interface OpenItem {
  lifecycle: 'absent' | 'open' | 'cancelled';
  amount: Poisha;
  dueDate: string;
}

/** What remains once `settled` (paid, written off) is taken off the amount: nothing unless open. */
export const openItemRemaining = (item: Pick<OpenItem, 'lifecycle' | 'amount'>, settled: Poisha): Poisha => (item.lifecycle === 'open' ? item.amount - settled : 0);

export type OpenItemStatus<Unsettled extends string> = 'Cancelled' | 'Paid' | 'Overdue' | 'Partial' | Unsettled;

/**
 * Paid once nothing remains; Overdue past its due date while something remains; else Partial once
 * anything was settled, or `unsettled` (Pending, Outstanding). `today`: the business day (YYYY-MM-DD).
 */
export function openItemStatus<Unsettled extends string>(item: OpenItem, settled: Poisha, today: string, unsettled: Unsettled): OpenItemStatus<Unsettled> {
  if (item.lifecycle === 'cancelled') return 'Cancelled';
  if (openItemRemaining(item, settled) <= 0) return 'Paid';
  if (item.dueDate < today) return 'Overdue';
  return settled > 0 ? 'Partial' : unsettled;
}

export interface OpenItemPaymentFields {
  amount: Poisha;
  paymentDate: string;
  paymentMethodId: string;
}

/** A payment on an open item, as its command names it (the kind adds its item's id, who and when). */
export interface OpenItemPaymentCommand extends OpenItemPaymentFields {
  paymentId: string;
  /** The payment's posting. */
  journalEntryId: string;
  notes?: string;
}

/**
 * What a payment's decision is given besides the item: the method named (null: none such), the
 * states and class types of the accounts the money moves through, the system accounts and the books.
 */
export interface OpenItemPaymentGiven {
  paymentMethod: PaymentMethodState | null;
  accounts: Readonly<Record<string, GlAccountState>>;
  accountTypes: Readonly<Record<string, GlClassType>>;
  systemAccounts: SystemAccounts;
  books: BooksState;
}

/** How an amount outside ৳0.01..what remains is refused (a payable says one range for both). */
export interface PaymentAmountMessages {
  belowOne: string;
  aboveRemaining: string;
}

/**
 * The field errors of a payment on an open item, in this order: the amount (a whole number of
 * poisha from 1 to `remaining`), the payment date, and an active payment method. `methodId`: the
 * method named, trimmed. `today`: the business day of the command (a payment is not dated after it).
 * The caller adds its own fields' errors and refuses once.
 */
export function openItemPaymentErrors(
  fields: OpenItemPaymentFields,
  method: PaymentMethodState | null,
  remaining: Poisha,
  amountMessages: PaymentAmountMessages,
  today?: string,
): { errors: FieldErrors; refusals: FieldRefusals; methodId: string } {
  const errors: FieldErrors = {};
  const refusals: FieldRefusals = {};
  const amount = fields.amount;
  if (amount === undefined || amount === null || (typeof amount === 'number' && Number.isNaN(amount))) {
    errors.amount = 'Please enter amount';
    refusals.amount = { code: 'required' };
  } else if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) errors.amount = 'Amount must be a whole number of poisha';
  else if (amount < 1) {
    errors.amount = amountMessages.belowOne;
    refusals.amount = { code: 'amount_below_one' };
  } else if (amount > remaining) errors.amount = amountMessages.aboveRemaining;
  const dateError = documentDateProblem(fields.paymentDate, today, 'payment', 'Please select payment date');
  if (dateError) errors.paymentDate = dateError;
  if (isMissing(fields.paymentDate)) refusals.paymentDate = { code: 'required' };
  const methodId = trimmedText(fields.paymentMethodId);
  if (!methodId) {
    errors.paymentMethod = 'Please select payment method';
    refusals.paymentMethod = { code: 'required' };
  }
  else if (!method || method.lifecycle !== 'active' || method.paymentMethodId !== methodId) errors.paymentMethod = 'Payment method not found';
  else if (method.status !== 'active') errors.paymentMethod = `Payment method ${method.name} is inactive`;
  return { errors, refusals, methodId };
}

/** An open item entered by hand (a supplier's bill, a debt from before the books): what every kind has. */
export interface EnteredOpenItem {
  amount: Poisha;
  /** The day it enters the books: the posting's date. */
  date: string;
  dueDate: string;
  notes?: string;
}

/** How a kind names the day it enters the books: its field, its document in the date's message, and the due date's refusal before it. */
export interface EnteredOpenItemWording {
  dateField: string;
  /** 'bill': "The bill date … is in the future" (documentDateProblem). */
  document: string;
  dueBeforeDate: string;
}

/**
 * Adds the field errors of an open item entered by hand, in this order: the amount (whole poisha
 * above zero), its date (not after `today`, when given), the due date (not before its date) and
 * the notes; the caller adds its own fields' before and after, and refuses once. Returns the notes, trimmed.
 */
export function addEnteredOpenItemErrors(errors: FieldErrors, refusals: FieldRefusals, item: EnteredOpenItem, today: string | undefined, wording: EnteredOpenItemWording): string {
  const amountError = amountProblem(item.amount);
  if (amountError) errors.amount = amountError;
  const amountCode = amountRefusal(item.amount);
  if (amountCode) refusals.amount = amountCode;
  const dateError = documentDateProblem(item.date, today, wording.document);
  if (dateError) errors[wording.dateField] = dateError;
  const dueDateError = dateProblem(item.dueDate, 'Please select due date');
  if (dueDateError) errors.dueDate = dueDateError;
  else if (!dateError && item.dueDate < item.date) errors.dueDate = wording.dueBeforeDate;
  if (isMissing(item.dueDate)) refusals.dueDate = { code: 'required' };
  const notes = trimmedText(item.notes);
  const notesError = textProblem(notes, null, 500, 'Notes');
  if (notesError) errors.notes = notesError;
  return notes;
}
