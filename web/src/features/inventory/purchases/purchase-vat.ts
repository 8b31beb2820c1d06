import type { Dayjs } from 'dayjs';
import { vatOf } from '../../../../../libs/domain/src/vat/vat-amounts';
import { fromPoisha, toPoisha } from '../../../shared/format/taka';
import { useVatSettingsAnswer } from '../../sales/invoices/use-invoice-vat';
import { vatSettingsForDate } from '../../sales/invoices/invoice-vat-form';
import type { PurchaseItemValues } from './purchase-types';

/** The rates a supplier's Mushak-6.3 may show (percent), as the API takes them. */
export const PURCHASE_VAT_RATES = [0, 5, 7.5, 10, 15] as const;

/**
 * Whether the purchase form takes VAT (issue 24): only when the business is registered on the
 * purchase date (`GET /api/settings/vat`); then under which scheme (Trade: the VAT is cost).
 */
export function usePurchaseVatScheme(purchaseDate: Dayjs | null | undefined): 'Standard' | 'Trade' | null {
  return vatSchemeOn(useVatSettingsAnswer(), purchaseDate);
}

/** The scheme the business is registered under on `date`, null when not registered then. */
export function vatSchemeOn(answer: ReturnType<typeof useVatSettingsAnswer>, date: Dayjs | null | undefined): 'Standard' | 'Trade' | null {
  return vatSettingsForDate(answer, date ? date.format('YYYY-MM-DD') : null)?.scheme ?? null;
}

/** The VAT the rate gives on the line's value (taka): the domain's own `vatOf`, on top of the price; null without a rate. */
export function suggestedLineVat(item: PurchaseItemValues | undefined, lineValue: number): number | null {
  if (item?.vatRate === undefined || item.vatRate === null) return null;
  return fromPoisha(vatOf(toPoisha(lineValue), Math.round(item.vatRate * 100), false));
}

/** The line's VAT as the server will take it (taka): as entered, else the rate on its value. */
export const lineVat = (item: PurchaseItemValues | undefined, lineValue: number): number => (typeof item?.vat === 'number' ? item.vat : (suggestedLineVat(item, lineValue) ?? 0));
