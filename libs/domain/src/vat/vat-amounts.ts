import { assertPoisha, type Poisha } from '../shared/money';
import { divideRoundHalfUp } from '../inventory/valuation';

/**
 * An invoice's VAT, computed once (DESIGN §10): the API's decision, the projector's registers and
 * the web's live preview all call `invoiceVat`. Rates are hundredths of a percent (7.5 % is 750),
 * so no float enters a sum; `null` is an exempt line.
 */
export const VAT_RATES_HUNDREDTHS = [0, 500, 750, 1000, 1500] as const;
export type VatRateHundredths = (typeof VAT_RATES_HUNDREDTHS)[number];
export const isVatRate = (value: unknown): value is VatRateHundredths => typeof value === 'number' && (VAT_RATES_HUNDREDTHS as readonly number[]).includes(value);

const FULL = 10_000n;

/** The VAT in `value` at `rate`: inside it (value × rate / (100 + rate)) or on top of it (value × rate), half up to the poisha. */
export function vatOf(value: Poisha, rate: number | null, pricesIncludeVat: boolean): Poisha {
  if (rate === null || rate === 0 || value === 0) return 0;
  if (!Number.isSafeInteger(value) || value < 0) throw new Error('value must be whole poisha, not negative');
  if (!Number.isInteger(rate) || rate < 0) throw new Error('rate must be whole hundredths of a percent');
  const numerator = BigInt(value) * BigInt(rate);
  const denominator = pricesIncludeVat ? FULL + BigInt(rate) : FULL;
  return assertPoisha(Number(divideRoundHalfUp(numerator, denominator)), 'VAT');
}

/**
 * `total` spread over `weights` in proportion: each share rounded half up to the poisha, the
 * rounding remainder on the largest weight (the first of equals), so the shares sum to `total`.
 */
export function spreadOverLargest(total: Poisha, weights: readonly Poisha[]): Poisha[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  let largest = 0;
  weights.forEach((weight, index) => {
    if (weight > weights[largest]) largest = index;
  });
  if (sum === 0) return weights.map((_, index) => (index === largest ? total : 0));
  const shares = weights.map((weight, index) => (index === largest ? 0 : Number(divideRoundHalfUp(BigInt(total) * BigInt(weight), BigInt(sum)))));
  shares[largest] = total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

export interface VatLineInput {
  /** quantity × unit price, as the invoice shows it. */
  lineTotal: Poisha;
  /** Hundredths of a percent; null when the product is exempt. */
  ratePercentHundredths: number | null;
}

export interface VatLine {
  ratePercentHundredths: number | null;
  shippingShare: Poisha;
  discountShare: Poisha;
  /** line total + its share of shipping − its share of discount (VAT included when prices include it). */
  taxableValue: Poisha;
  vat: Poisha;
  /** The VAT inside (or on) the line total alone, the shipping share and the discount share: how the posting nets each account. */
  vatOfLine: Poisha;
  vatOfShipping: Poisha;
  vatOfDiscount: Poisha;
}

export interface VatByRate {
  ratePercentHundredths: number | null;
  taxableValue: Poisha;
  vat: Poisha;
}

export interface InvoiceVat {
  lines: VatLine[];
  vatTotal: Poisha;
  /** What VAT adds to the invoice total: 0 when prices include it, else `vatTotal`. */
  vatAdded: Poisha;
  byRate: VatByRate[];
}

/**
 * Each line's taxable value and VAT (issue 24 item 2). Shipping and discount are spread over the
 * lines in proportion to their totals; the VAT of each line is rounded half up on its taxable value.
 * The VAT of the line alone, of its shipping share and of its discount share are rounded the same
 * way; the poisha by which they differ from the line's VAT are Sales' to absorb (`invoiceVatPosting`).
 */
export function invoiceVat(input: { lines: readonly VatLineInput[]; shippingCharge: Poisha; discount: Poisha; pricesIncludeVat: boolean }): InvoiceVat {
  const totals = input.lines.map((line) => line.lineTotal);
  const shipping = spreadOverLargest(input.shippingCharge, totals);
  const discount = spreadOverLargest(input.discount, totals);
  const lines = input.lines.map((line, index): VatLine => {
    const taxableValue = line.lineTotal + shipping[index] - discount[index];
    if (taxableValue < 0) throw new Error('a line’s discount share exceeds its value');
    const rate = line.ratePercentHundredths;
    return {
      ratePercentHundredths: rate,
      shippingShare: shipping[index],
      discountShare: discount[index],
      taxableValue,
      vat: vatOf(taxableValue, rate, input.pricesIncludeVat),
      vatOfLine: vatOf(line.lineTotal, rate, input.pricesIncludeVat),
      vatOfShipping: vatOf(shipping[index], rate, input.pricesIncludeVat),
      vatOfDiscount: vatOf(discount[index], rate, input.pricesIncludeVat),
    };
  });
  const vatTotal = lines.reduce((sum, line) => assertPoisha(sum + line.vat, 'VAT'), 0);
  const byRate = new Map<number | null, VatByRate>();
  for (const line of lines) {
    const entry = byRate.get(line.ratePercentHundredths) ?? { ratePercentHundredths: line.ratePercentHundredths, taxableValue: 0, vat: 0 };
    entry.taxableValue += line.taxableValue;
    entry.vat += line.vat;
    byRate.set(line.ratePercentHundredths, entry);
  }
  const ordered = [...byRate.values()].sort((a, b) => (b.ratePercentHundredths ?? -1) - (a.ratePercentHundredths ?? -1));
  return { lines, vatTotal, vatAdded: input.pricesIncludeVat ? 0 : vatTotal, byRate: ordered };
}

/**
 * How the posting nets each income account of its VAT (issue 24 item 2): Other Income (shipping)
 * and Sales Discounts net of their shares' VAT; Sales per line net of the rest, so Sales absorbs
 * the rounding and Sales + Other Income − Sales Discounts + VAT Payable = the invoice's total.
 * Without `pricesIncludeVat` the accounts keep their gross figures and VAT Payable is on top.
 */
export function invoiceVatPosting(lines: readonly (VatLineInput & VatLine)[], pricesIncludeVat: boolean): { salesByLine: Poisha[]; otherIncome: Poisha; salesDiscounts: Poisha; vatPayable: Poisha } {
  let otherIncome = 0;
  let salesDiscounts = 0;
  let vatPayable = 0;
  const salesByLine = lines.map((line) => {
    const shippingNet = pricesIncludeVat ? line.shippingShare - line.vatOfShipping : line.shippingShare;
    const discountNet = pricesIncludeVat ? line.discountShare - line.vatOfDiscount : line.discountShare;
    otherIncome += shippingNet;
    salesDiscounts += discountNet;
    vatPayable += line.vat;
    const credited = pricesIncludeVat ? line.taxableValue - line.vat : line.taxableValue;
    // Sales takes what the line brings net of VAT, once shipping and discount have theirs.
    return credited - shippingNet + discountNet;
  });
  return { salesByLine, otherIncome, salesDiscounts, vatPayable };
}

/** 15 % as "15", 7.5 % as "7.5"; exempt as "Exempt". */
export const vatRateText = (rate: number | null): string => (rate === null ? 'Exempt' : `${rate / 100}`);
