import type { Poisha } from '../shared/money';

/**
 * The sums of a purchase (spec §5), in whole poisha: subtotal = the lines' totals (before VAT);
 * total = subtotal + other charges + the VAT the supplier charged (issue 24: the gross amount owed);
 * due = total − paid. Plain sums: the caller refuses a total too large
 * or a payment above it, each with its own message. Dependency-free, so the web's form shows these.
 */
export interface PurchaseAmounts {
  subtotal: Poisha;
  otherCharges: Poisha;
  /** The lines' VAT as the supplier charged it (0 without VAT). */
  vatTotal: Poisha;
  total: Poisha;
  paidAmount: Poisha;
  /** What is left to pay (the payable's amount when above zero). */
  due: Poisha;
}

export function purchaseAmounts(input: { lineTotals: readonly Poisha[]; otherCharges: Poisha; paidAmount: Poisha; lineVat?: readonly Poisha[] }): PurchaseAmounts {
  const subtotal = input.lineTotals.reduce((sum, line) => sum + line, 0);
  const vatTotal = (input.lineVat ?? []).reduce((sum, vat) => sum + vat, 0);
  const total = subtotal + input.otherCharges + vatTotal;
  return { subtotal, otherCharges: input.otherCharges, vatTotal, total, paidAmount: input.paidAmount, due: total - input.paidAmount };
}
