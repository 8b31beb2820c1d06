import { invoiceAmounts, type InvoiceAmounts } from '../../../../../libs/domain/src/sales/invoice-amounts';
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
  /** Cash handed over on a cash row (shown on screen for the change, never sent: the payment is `amount`). */
  tendered?: number | null;
  /** A Mobile Banking or Card payment's TrxID, card slip or approval number. */
  transactionId?: string | null;
}

export interface InvoiceSumsInput {
  lineTotals: number[];
  shippingCharge?: number | null;
  discountType?: DiscountType;
  discountValue?: number | null;
  payments?: (PaymentRowValues | undefined)[];
  /** The booking money applied (the locked row). */
  bookingAmount?: number;
  /** The VAT added on top when prices do not include it (issue 24; invoice-vat-form.ts): part of the total. */
  vatAdded?: number;
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

/**
 * The domain's `invoiceAmounts`, the server's own sums, on what the form holds: taka converted to
 * whole poisha (a percentage's 2 decimals are its hundredths), payment rows below 0 counted as 0.
 * What the domain refuses (a negative percentage or subtotal, a sum past 2^53 poisha: the inputs
 * take none of them) shows as 0.
 */
export function invoiceSums(input: InvoiceSumsInput): InvoiceSums {
  let amounts: InvoiceAmounts;
  try {
    amounts = invoiceAmounts({
      lineTotals: input.lineTotals.map(toPoisha),
      shippingCharge: toPoisha(input.shippingCharge),
      discountType: input.discountType === 'percentage' ? 'percentage' : 'flat',
      discountValue: toPoisha(input.discountValue),
      payments: (input.payments ?? []).map((row) => Math.max(0, toPoisha(row?.amount))),
      bookingAmount: toPoisha(input.bookingAmount),
      vatAdded: toPoisha(input.vatAdded),
    });
  } catch {
    return { subtotal: 0, shippingCharge: 0, discount: 0, total: 0, paid: 0, due: 0, change: 0 };
  }
  return {
    subtotal: fromPoisha(amounts.subtotal),
    shippingCharge: fromPoisha(amounts.shippingCharge),
    discount: fromPoisha(amounts.discount),
    total: fromPoisha(amounts.total),
    paid: fromPoisha(amounts.paidAmount),
    due: fromPoisha(Math.max(0, amounts.due)),
    change: fromPoisha(Math.max(0, -amounts.due)),
  };
}

/** quantity × unit price, exact. */
export const lineTotalOf = (quantity: number | null | undefined, unitPrice: number | null | undefined): number =>
  fromPoisha((Number.isInteger(quantity) ? (quantity as number) : 0) * toPoisha(unitPrice));

/** Spec §5: only rows with a method and an amount above 0 are sent. */
export function paymentRowsToSend(rows: (PaymentRowValues | undefined)[] | undefined): PaymentRowBody[] {
  return (rows ?? [])
    .filter((row): row is { method: string; amount: number; transactionId?: string | null } => Boolean(row?.method) && typeof row?.amount === 'number' && toPoisha(row.amount) > 0)
    .map((row) => ({ method: row.method, amount: row.amount, ...(row.transactionId?.trim() ? { transactionId: row.transactionId.trim() } : {}) }));
}

export const emptyPaymentRow = (method?: string): PaymentRowValues => ({ method: method ?? undefined, amount: null });

/** The method that carries booking money (spec §3: one payment method is named 'Booking Money'). */
export const BOOKING_MONEY_METHOD = 'Booking Money';

export const changeWarning = (change: string) => `Customer will receive ${change} as change.`;

/** Spec §5 change at the counter: the cash tendered above the row's amount goes back to the customer (0 otherwise), to the poisha. */
export const cashChange = (amount: number | null | undefined, tendered: number | null | undefined): number =>
  fromPoisha(Math.max(0, toPoisha(tendered) - Math.max(0, toPoisha(amount))));

/**
 * Pay in full (and Add Payment's Max): what row `index` pays so that nothing stays due: `owed` (the
 * total less booking money, or an invoice's due) less what the other rows already pay, never below 0.
 */
export function payInFullAmount(owed: number | null | undefined, rows: (PaymentRowValues | undefined)[] | undefined, index: number): number {
  const others = (rows ?? []).reduce((sum, row, rowIndex) => (rowIndex === index ? sum : sum + Math.max(0, toPoisha(row?.amount))), 0);
  return fromPoisha(Math.max(0, toPoisha(owed) - others));
}

/** The question before saving an invoice nothing is paid on. */
export const creditSaleQuestion = (due: string) => `Record as a credit sale of ${due}?`;
export const PAYMENTS_EXCEED_TOTAL = 'Total payment exceeds invoice amount';
