import { fromPoisha, toPoisha } from '../../../shared/format/taka';
import type { DiscountType, PaymentRowBody } from './invoice-types';

/**
 * The sums the invoice forms show (spec §5 Formulas), in whole poisha as the server makes them:
 * total = subtotal + shipping − discount (flat, or a percentage of the subtotal rounded half up);
 * paid = booking money + payments; due = total − paid; paying more than the total is change.
 */
export interface PaymentRowValues {
  method?: string | null;
  amount?: number | null;
}

export interface InvoiceSumsInput {
  lineTotals: number[];
  shippingCharge?: number | null;
  discountType?: DiscountType;
  discountValue?: number | null;
  payments?: (PaymentRowValues | undefined)[];
  /** The booking money applied (the locked row). */
  bookingAmount?: number;
}

export interface InvoiceSums {
  subtotal: number;
  shippingCharge: number;
  discount: number;
  total: number;
  paid: number;
  /** Above zero while something is left due. */
  due: number;
  /** What the customer gets back when the payments pass the total (0 otherwise). */
  change: number;
}

/** A percentage (up to 2 decimals) of `subtotal` poisha, rounded half up to the poisha. */
function percentageOf(subtotal: number, percent: number): number {
  const hundredths = BigInt(toPoisha(percent));
  return Number((BigInt(subtotal) * hundredths + 5_000n) / 10_000n);
}

export function invoiceSums(input: InvoiceSumsInput): InvoiceSums {
  const subtotal = input.lineTotals.reduce((sum, line) => sum + toPoisha(line), 0);
  const shipping = toPoisha(input.shippingCharge);
  const discount = input.discountType === 'percentage' ? percentageOf(subtotal, input.discountValue ?? 0) : toPoisha(input.discountValue);
  const total = subtotal + shipping - discount;
  const paid = toPoisha(input.bookingAmount) + (input.payments ?? []).reduce((sum, row) => sum + Math.max(0, toPoisha(row?.amount)), 0);
  return {
    subtotal: fromPoisha(subtotal),
    shippingCharge: fromPoisha(shipping),
    discount: fromPoisha(discount),
    total: fromPoisha(total),
    paid: fromPoisha(paid),
    due: fromPoisha(Math.max(0, total - paid)),
    change: fromPoisha(Math.max(0, paid - total)),
  };
}

/** quantity × unit price, exact. */
export const lineTotalOf = (quantity: number | null | undefined, unitPrice: number | null | undefined): number =>
  fromPoisha((Number.isInteger(quantity) ? (quantity as number) : 0) * toPoisha(unitPrice));

/** Spec §5: only rows with a method and an amount above 0 are sent. */
export function paymentRowsToSend(rows: (PaymentRowValues | undefined)[] | undefined): PaymentRowBody[] {
  return (rows ?? [])
    .filter((row): row is { method: string; amount: number } => Boolean(row?.method) && typeof row?.amount === 'number' && toPoisha(row.amount) > 0)
    .map((row) => ({ method: row.method, amount: row.amount }));
}

export const emptyPaymentRow = (method?: string): PaymentRowValues => ({ method: method ?? undefined, amount: null });

/** The method that carries booking money (spec §3: one payment method is named 'Booking Money'). */
export const BOOKING_MONEY_METHOD = 'Booking Money';

export const changeWarning = (change: string) => `Customer will receive ${change} as change.`;
export const PAYMENTS_EXCEED_TOTAL = 'Total payment exceeds invoice amount';
