import { invoiceVat, toTaka } from '@dealer/domain';
import type { InvoiceItemRecord, InvoiceRecord } from '@dealer/read-models';
import { takaFromColumn } from '../../platform/taka';

/** Hundredths of a percent as the API's percent (7.5 % is 7.5); null stays null (exempt). */
const percentOf = (hundredths: number | null): number | null => (hundredths === null ? null : hundredths / 100);

/**
 * An invoice line's VAT as the API answers it (issue 24), money in taka like the rest of the
 * answer: the rate it was issued with (percent, null when exempt), its taxable value and VAT. An
 * invoice issued without VAT (not registered, or before VAT) has rate 0 and VAT 0; its taxable
 * values are the same spread of shipping and discount the domain's `invoiceVat` makes.
 */
export function itemVatAnswers(row: Pick<InvoiceRecord, 'items' | 'shipping_charge' | 'discount'>): { vatRate: number | null; taxableValue: number; vat: number }[] {
  const carried = row.items.length > 0 && row.items.every((item) => item.vat !== undefined);
  if (carried) return row.items.map((item) => ({ vatRate: percentOf(item.vatRateHundredths ?? null), taxableValue: toTaka(item.taxableValue ?? item.lineTotal), vat: toTaka(item.vat ?? 0) }));
  const spread = invoiceVat({
    lines: row.items.map((item) => ({ lineTotal: item.lineTotal, ratePercentHundredths: 0 })),
    shippingCharge: Number(row.shipping_charge),
    discount: Number(row.discount),
    pricesIncludeVat: true,
  });
  return spread.lines.map((line) => ({ vatRate: 0, taxableValue: toTaka(line.taxableValue), vat: 0 }));
}

/** The invoice's VAT by rate (highest first, exempt last), from the rates its lines were issued with; empty without VAT. */
export function vatByRateAnswer(items: readonly InvoiceItemRecord[]): { ratePercent: number | null; taxableValue: number; vat: number }[] {
  if (!items.some((item) => item.vat !== undefined)) return [];
  const byRate = new Map<number | null, { taxableValue: number; vat: number }>();
  for (const item of items) {
    const rate = item.vatRateHundredths ?? null;
    const sum = byRate.get(rate) ?? { taxableValue: 0, vat: 0 };
    sum.taxableValue += item.taxableValue ?? item.lineTotal;
    sum.vat += item.vat ?? 0;
    byRate.set(rate, sum);
  }
  return [...byRate.entries()]
    .sort(([left], [right]) => (right ?? -1) - (left ?? -1))
    .map(([rate, sum]) => ({ ratePercent: percentOf(rate), taxableValue: toTaka(sum.taxableValue), vat: toTaka(sum.vat) }));
}

/** The invoice's VAT fields of the answer: its VAT in taka and whether its prices included it (null without VAT). */
export const invoiceVatAnswer = (row: Pick<InvoiceRecord, 'items' | 'vat_total' | 'prices_include_vat'>) => ({
  vatTotal: takaFromColumn(row.vat_total),
  pricesIncludeVat: row.prices_include_vat,
  vatByRate: vatByRateAnswer(row.items),
});
