import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { apiClient } from '../../../shared/api/api-client';

/** The types a VAT rate is set for: the products' types and the workshop's labour (the domain's VAT_RATE_TYPES). */
export const VAT_RATE_TYPES = ['Motorcycle', 'Spare Parts', 'Accessories', 'Service'] as const;
export type VatRateType = (typeof VAT_RATE_TYPES)[number];
/** The rates the law has (percent); the trade rate is one of them above 0. */
export const VAT_RATES = [0, 5, 7.5, 10, 15] as const;

/** One version of the VAT settings as `GET /api/settings/vat` answers it (percentages in percent). */
export interface VatSettingsVersion {
  registered: boolean;
  scheme: 'Standard' | 'Trade';
  tradeRatePercent: number;
  pricesIncludeVat: boolean;
  ratesByType: Record<VatRateType, number>;
  authorizedPerson: { name: string; designation: string };
  /** YYYY-MM-DD; null for the defaults (never set). */
  effectiveFrom: string | null;
  changedAt: string | null;
}

/** The settings as they now stand, and every version, newest first. */
export interface VatSettingsAnswer extends VatSettingsVersion {
  history: VatSettingsVersion[];
}

export interface VatSettingsFormValues {
  registered: boolean;
  scheme: 'Standard' | 'Trade';
  tradeRatePercent: number;
  pricesIncludeVat: boolean;
  ratesByType: Record<VatRateType, number>;
  authorizedPerson: { name?: string; designation?: string };
  effectiveFrom: Dayjs | null;
}

export const VAT_SETTINGS_PATH = '/settings/vat';
/** Shared with the invoice forms' live VAT (features/sales/invoices/use-invoice-vat.ts). */
export const vatSettingsKey = ['settings', 'vat'] as const;

export function useVatSettings() {
  return useQuery({ queryKey: vatSettingsKey, queryFn: () => apiClient.get<VatSettingsAnswer>(VAT_SETTINGS_PATH) });
}

/** PUT /api/settings/vat: a new version from the date chosen (the server takes today in Dhaka when none). */
export function useSaveVatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ effectiveFrom, authorizedPerson, ...values }: VatSettingsFormValues) =>
      apiClient
        .put<VatSettingsAnswer>(VAT_SETTINGS_PATH, {
          ...values,
          authorizedPerson: { name: authorizedPerson.name?.trim() ?? '', designation: authorizedPerson.designation?.trim() ?? '' },
          ...(effectiveFrom ? { effectiveFrom: effectiveFrom.format('YYYY-MM-DD') } : {}),
        })
        .then((result) => result.data),
    onSuccess: (saved) => queryClient.setQueryData(vatSettingsKey, saved),
  });
}
