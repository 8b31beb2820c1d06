import type { PrintableInvoiceItem } from './document-types';

const cents = (taka: number) => Math.round(taka * 100);

/**
 * A Mushak-6.3 line's figures from the VAT the line was issued with (taka): its value before VAT
 * (its taxable value less the VAT inside it when prices include VAT), the unit price before VAT
 * (that value over its quantity, to the poisha), its VAT, and the price with taxes.
 */
export function taxInvoiceLine(item: PrintableInvoiceItem, pricesIncludeVat: boolean) {
  const taxable = cents(item.taxableValue ?? item.total);
  const vat = cents(item.vat ?? 0);
  const value = pricesIncludeVat ? taxable - vat : taxable;
  return {
    value: value / 100,
    unitPriceBeforeVat: Math.round(value / Math.max(1, item.quantity)) / 100,
    vat: vat / 100,
    priceWithTaxes: (value + vat) / 100,
    vatRateText: item.vatRate === null ? 'Exempt' : `${item.vatRate ?? 0}%`,
  };
}
