import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { apiClient } from '../../../shared/api/api-client';
import type { DiscountType } from './invoice-types';
import { invoiceVatPreview, vatSettingsForDate, type InvoiceVatPreview, type LineProductVat, type VatSettingsAnswer } from './invoice-vat-form';

/** The VAT settings (`GET /api/settings/vat`); null when they cannot be read: the form then shows no VAT (not registered). */
export function useVatSettingsAnswer() {
  const query = useQuery({
    queryKey: ['settings', 'vat'],
    queryFn: () => apiClient.get<VatSettingsAnswer>('/settings/vat'),
    retry: false,
    staleTime: 60_000,
  });
  return query.isError ? null : (query.data ?? null);
}

export interface InvoiceVatValues {
  date?: Dayjs | null;
  shippingCharge?: number | null;
  discountType?: DiscountType;
  discountValue?: number | null;
}

/** The form's live VAT under the settings of its date (null when not registered then). */
export function useInvoiceVat(values: InvoiceVatValues | undefined, lineTotals: number[], products: (LineProductVat | undefined)[] | undefined): InvoiceVatPreview | null {
  const answer = useVatSettingsAnswer();
  const settings = vatSettingsForDate(answer, values?.date ? values.date.format('YYYY-MM-DD') : null);
  return invoiceVatPreview(settings, {
    lineTotals,
    products: products ?? [],
    shippingCharge: values?.shippingCharge,
    discountType: values?.discountType,
    discountValue: values?.discountValue,
  });
}
