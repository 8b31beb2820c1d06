import { assertPoisha, type Poisha } from '../shared/money';
import { divideRoundHalfUp } from '../inventory/valuation';

/**
 * The sums of an invoice (spec §5 Formulas), in whole poisha: total = subtotal + shipping −
 * discount (+ the VAT added when prices do not include it); a discount is flat (poisha) or a percentage of the subtotal; due = total − payments −
 * booking money applied. A percentage is held in hundredths of a percent (5.25% is 525), so no
 * float enters a sum; the discount it gives is rounded half up to the poisha.
 */
export const DISCOUNT_TYPES = ['flat', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const isDiscountType = (value: unknown): value is DiscountType => typeof value === 'string' && (DISCOUNT_TYPES as readonly string[]).includes(value);

export const PAYMENT_STATUSES = ['Paid', 'Partial', 'Unpaid'] as const;
export type InvoicePaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** 100% in hundredths of a percent. */
export const FULL_PERCENT_HUNDREDTHS = 10_000;

/** `hundredths` of a percent of `amount` (both ≥ 0), rounded half up to the poisha. */
export function percentageOf(amount: Poisha, hundredths: number): Poisha {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error('amount must be whole poisha, not negative');
  if (!Number.isInteger(hundredths) || hundredths < 0) throw new Error('hundredths must be a whole number, not negative');
  return assertPoisha(Number(divideRoundHalfUp(BigInt(amount) * BigInt(hundredths), BigInt(FULL_PERCENT_HUNDREDTHS))), 'percentage');
}

/** The discount in poisha: a flat value as is, a percentage (hundredths) of the subtotal rounded half up. */
export function discountOf(subtotal: Poisha, discountType: DiscountType, discountValue: number): Poisha {
  return discountType === 'percentage' ? percentageOf(subtotal, discountValue) : discountValue;
}

/** The card or wallet fee a payment of `amount` costs (`processingFeeHundredths` of it, half up); never more than the amount. */
export const processingFeeOf = (amount: Poisha, processingFeeHundredths: number): Poisha =>
  processingFeeHundredths > 0 ? Math.min(amount, percentageOf(amount, processingFeeHundredths)) : 0;

/** Paid when nothing is due, Partial when something was paid (booking money counts), else Unpaid. */
export function paymentStatusOf(due: Poisha, paid: Poisha): InvoicePaymentStatus {
  if (due <= 0) return 'Paid';
  return paid > 0 ? 'Partial' : 'Unpaid';
}

export interface InvoiceAmounts {
  subtotal: Poisha;
  shippingCharge: Poisha;
  discount: Poisha;
  total: Poisha;
  /** What the payment rows bring (booking money not included). */
  paymentsAmount: Poisha;
  bookingAmount: Poisha;
  /** payments + booking money applied: what the customer has paid towards it. */
  paidAmount: Poisha;
  due: Poisha;
  paymentStatus: InvoicePaymentStatus;
}

/** Every sum of an invoice from its line totals and charges; the caller refuses a negative total or due. */
export function invoiceAmounts(input: {
  lineTotals: readonly Poisha[];
  shippingCharge: Poisha;
  discountType: DiscountType;
  discountValue: number;
  payments: readonly Poisha[];
  bookingAmount: Poisha;
  /** The VAT added on top of the prices (issue 24; 0 when prices include it or there is none): part of the total. */
  vatAdded?: Poisha;
}): InvoiceAmounts {
  let subtotal = 0;
  for (const line of input.lineTotals) subtotal = assertPoisha(subtotal + line, 'subtotal');
  const discount = discountOf(subtotal, input.discountType, input.discountValue);
  const total = assertPoisha(subtotal + input.shippingCharge - discount + (input.vatAdded ?? 0), 'total');
  return { subtotal, shippingCharge: input.shippingCharge, discount, total, ...invoicePaidOf(total, input.payments, input.bookingAmount) };
}

export type InvoicePaid = Pick<InvoiceAmounts, 'paymentsAmount' | 'bookingAmount' | 'paidAmount' | 'due' | 'paymentStatus'>;

/** What an invoice of `total` is paid by its payments and the booking money applied: paid, due and status (at issue and after any payment). */
export function invoicePaidOf(total: Poisha, payments: readonly Poisha[], bookingAmount: Poisha): InvoicePaid {
  let paymentsAmount = 0;
  for (const payment of payments) paymentsAmount = assertPoisha(paymentsAmount + payment, 'payments');
  const paidAmount = paymentsAmount + bookingAmount;
  const due = total - paidAmount;
  return { paymentsAmount, bookingAmount, paidAmount, due, paymentStatus: paymentStatusOf(due, paidAmount) };
}
