import type { Poisha } from '../shared/money';

/**
 * The sums of a purchase (spec §5), in whole poisha: subtotal = the lines' totals; total =
 * subtotal + other charges; due = total − paid. Plain sums: the caller refuses a total too large
 * or a payment above it, each with its own message. Dependency-free, so the web's form shows these.
 */
export interface PurchaseAmounts {
  subtotal: Poisha;
  otherCharges: Poisha;
  total: Poisha;
  paidAmount: Poisha;
  /** What is left to pay (the payable's amount when above zero). */
  due: Poisha;
}

export function purchaseAmounts(input: { lineTotals: readonly Poisha[]; otherCharges: Poisha; paidAmount: Poisha }): PurchaseAmounts {
  const subtotal = input.lineTotals.reduce((sum, line) => sum + line, 0);
  const total = subtotal + input.otherCharges;
  return { subtotal, otherCharges: input.otherCharges, total, paidAmount: input.paidAmount, due: total - input.paidAmount };
}
