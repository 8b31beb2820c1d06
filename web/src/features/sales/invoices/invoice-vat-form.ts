import { invoiceVat } from '../../../../../libs/domain/src/vat/vat-amounts';
import { DEFAULT_VAT_SETTINGS, saleVatRate } from '../../../../../libs/domain/src/vat/vat-rates';
import { fromPoisha, toPoisha } from '../../../shared/format/taka';
import type { DiscountType } from './invoice-types';
import { invoiceSums } from './invoice-form';

/**
 * The invoice forms' live VAT (issue 24): the domain's own `invoiceVat` on what the form holds, so
 * the VAT on screen is the one the server will save. The settings are those
 * `GET /api/settings/vat` answers (percent); the version that applies is the last one dated on or
 * before the invoice's date, else not registered (no VAT: the default, and what shows when the
 * settings cannot be read).
 */
/** The types a VAT rate is set for (the domain's VAT_RATE_TYPES). */
export type VatRateType = 'Motorcycle' | 'Spare Parts' | 'Accessories' | 'Service';

/** The settings that apply to the invoice, in hundredths of a percent (the domain's `VatSettings`, registered). */
export interface VatSettings {
  scheme: 'Standard' | 'Trade';
  tradeRateHundredths: number;
  pricesIncludeVat: boolean;
  ratesByTypeHundredths: Record<VatRateType, number>;
}

export interface VatSettingsVersionAnswer {
  registered: boolean;
  scheme: 'Standard' | 'Trade';
  tradeRatePercent: number;
  pricesIncludeVat: boolean;
  ratesByType: Record<VatRateType, number>;
  effectiveFrom: string | null;
}

export interface VatSettingsAnswer extends VatSettingsVersionAnswer {
  /** Who signs the tax invoices. */
  authorizedPerson?: { name: string; designation: string };
  /** Every version, newest first. */
  history?: VatSettingsVersionAnswer[];
}

/** A line's product as its VAT reads it: its type, its own rate (percent) or exemption. */
export interface LineProductVat {
  type: VatRateType;
  vatRate?: number | null;
  vatExempt?: boolean;
}

const hundredths = (percent: number) => Math.round(percent * 100);

/** The settings on `date` (YYYY-MM-DD) in the domain's terms, or null when not registered then. */
export function vatSettingsForDate(answer: VatSettingsAnswer | null | undefined, date: string | null | undefined): VatSettings | null {
  if (!answer) return null;
  const versions = answer.history && answer.history.length > 0 ? answer.history : [answer];
  const day = date ?? '';
  const applying = versions.find((version) => version.effectiveFrom !== null && version.effectiveFrom <= day);
  if (!applying?.registered) return null;
  return {
    scheme: applying.scheme,
    tradeRateHundredths: hundredths(applying.tradeRatePercent),
    pricesIncludeVat: applying.pricesIncludeVat,
    ratesByTypeHundredths: Object.fromEntries(Object.entries(applying.ratesByType).map(([type, rate]) => [type, hundredths(rate)])) as Record<VatRateType, number>,
  };
}

/** A line's rate in hundredths (null exempt): the domain's own `saleVatRate` for a registered business. */
export function lineVatRateHundredths(settings: VatSettings, product: LineProductVat): number | null {
  const registered = { ...DEFAULT_VAT_SETTINGS, ...settings, registered: true };
  return saleVatRate(registered, { type: product.type, vatRateHundredths: typeof product.vatRate === 'number' ? hundredths(product.vatRate) : null, vatExempt: product.vatExempt });
}

export interface InvoiceVatPreview {
  /** Per line (as the form lists them): the rate in percent (null exempt) and the VAT, taka. */
  lines: { ratePercent: number | null; vat: number }[];
  vatTotal: number;
  /** What the VAT adds to the total: 0 when prices include it. */
  vatAdded: number;
  pricesIncludeVat: boolean;
}

export interface InvoiceVatInput {
  lineTotals: number[];
  /** Each line's product (undefined while none is chosen: counted at rate 0). */
  products: (LineProductVat | undefined)[];
  shippingCharge?: number | null;
  discountType?: DiscountType;
  discountValue?: number | null;
}

/** The VAT of what the form holds under `settings`; null when not registered (or what is typed cannot be taxed yet). */
export function invoiceVatPreview(settings: VatSettings | null, input: InvoiceVatInput): InvoiceVatPreview | null {
  if (!settings) return null;
  const sums = invoiceSums({ lineTotals: input.lineTotals, shippingCharge: input.shippingCharge, discountType: input.discountType, discountValue: input.discountValue });
  try {
    const vat = invoiceVat({
      lines: input.lineTotals.map((total, index) => {
        const product = input.products[index];
        const rate = product ? lineVatRateHundredths(settings, product) : 0;
        return { lineTotal: toPoisha(total), ratePercentHundredths: rate };
      }),
      shippingCharge: toPoisha(sums.shippingCharge),
      discount: toPoisha(sums.discount),
      pricesIncludeVat: settings.pricesIncludeVat,
    });
    return {
      lines: vat.lines.map((line) => ({ ratePercent: line.ratePercentHundredths === null ? null : line.ratePercentHundredths / 100, vat: fromPoisha(line.vat) })),
      vatTotal: fromPoisha(vat.vatTotal),
      vatAdded: fromPoisha(vat.vatAdded),
      pricesIncludeVat: settings.pricesIncludeVat,
    };
  } catch {
    return null;
  }
}
