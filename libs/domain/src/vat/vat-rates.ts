/**
 * The rule of a sale line's VAT rate under the business's VAT settings (issue 24, DESIGN §10),
 * apart from the settings' stream so the web's invoice preview imports the very same rule.
 * Rates are hundredths of a percent. No import: this file must stay light for the web client.
 */
export const VAT_SCHEMES = ['Standard', 'Trade'] as const;
export type VatScheme = (typeof VAT_SCHEMES)[number];
/** The types a rate is set for: the products' types and the workshop's labour. */
export const VAT_RATE_TYPES = ['Motorcycle', 'Spare Parts', 'Accessories', 'Service'] as const;
export type VatRateType = (typeof VAT_RATE_TYPES)[number];

export interface VatSettings {
  registered: boolean;
  scheme: VatScheme;
  /** Hundredths of a percent (5 % is 500). */
  tradeRateHundredths: number;
  pricesIncludeVat: boolean;
  ratesByTypeHundredths: Record<VatRateType, number>;
  authorizedPerson: { name: string; designation: string };
}

export const DEFAULT_VAT_SETTINGS: VatSettings = {
  registered: false,
  scheme: 'Standard',
  tradeRateHundredths: 500,
  pricesIncludeVat: true,
  ratesByTypeHundredths: { Motorcycle: 1500, 'Spare Parts': 1500, Accessories: 1500, Service: 1500 },
  authorizedPerson: { name: '', designation: '' },
};

/** What a line's VAT rate reads of its product: its own rate or exemption (Standard only). */
export interface ProductVat {
  type: VatRateType;
  /** Hundredths of a percent, overriding its type's default under Standard. */
  vatRateHundredths?: number | null;
  vatExempt?: boolean;
}

/** A sale line's rate in hundredths, null when exempt, 0 when the business is not registered (no VAT). */
export function saleVatRate(settings: VatSettings, product: ProductVat): number | null {
  if (!settings.registered) return 0;
  if (settings.scheme === 'Trade') return settings.tradeRateHundredths;
  if (product.vatExempt) return null;
  if (typeof product.vatRateHundredths === 'number') return product.vatRateHundredths;
  return settings.ratesByTypeHundredths[product.type];
}

