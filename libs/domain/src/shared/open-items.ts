import type { PaymentMethodState } from '../accounts/payment-methods';
import { documentDateProblem, isMissing, trimmedText, type FieldErrors, type FieldRefusals } from '../ledger/posting-validation';
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
