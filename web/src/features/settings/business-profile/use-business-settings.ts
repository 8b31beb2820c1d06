import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** The business profile printed on every document, and the invoice terms (GET/PUT /api/settings). */
export interface BusinessSettings {
  businessName: string;
  address: string;
  phones: string[];
  email: string;
  /** data:image/…;base64,… or ''. */
  logoDataUrl: string;
  binVatNumber: string;
  invoiceTermsDays: number;
  /** The invoice's footer; the other papers have theirs in `paperFooters`. */
  footerText: string;
  paperFooters: PaperFooters;
  /** Per product type: what a new product's reorder fields start at. */
  reorderDefaults: ReorderDefaults;
  /** Mobile Banking and Card payments must carry their transaction ID (on by default). */
  transactionIdRequired: boolean;
  /** A Sales user's invoice discounted above this percentage of its subtotal waits for an approval. */
  discountApprovalAbovePercent: number;
  /** Null until first saved. */
  updatedAt: string | null;
}

export interface PaperFooters {
  deliveryChallan: string;
  bookingReceipt: string;
  moneyReceipt: string;
}

export type ReorderDefaults = Record<'Motorcycle' | 'Spare Parts' | 'Accessories', { reorderLevel: number; reorderQuantity: number }>;

/** The profile's own fields (the Papers and stock tab saves the footers of the other papers, the reorder defaults and the payment rules). */
export type BusinessSettingsFormValues = Omit<BusinessSettings, 'updatedAt' | 'paperFooters' | 'reorderDefaults' | 'transactionIdRequired' | 'discountApprovalAbovePercent'>;

export const SETTINGS_PATH = '/settings';
export const businessSettingsKey = ['settings', 'business'] as const;
/** The largest logo the server takes (decoded bytes). */
export const LOGO_MAX_BYTES = 150 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The business profile, e.g. for a printed document's header. */
export function useBusinessSettings() {
  return useQuery({ queryKey: businessSettingsKey, queryFn: () => apiClient.get<BusinessSettings>(SETTINGS_PATH) });
}

const trimmed = (values: BusinessSettingsFormValues): BusinessSettingsFormValues => ({
  businessName: values.businessName.trim(),
  address: values.address?.trim() ?? '',
  phones: (values.phones ?? []).map((phone) => phone?.trim() ?? '').filter(Boolean),
  email: values.email?.trim() ?? '',
  logoDataUrl: values.logoDataUrl ?? '',
  binVatNumber: values.binVatNumber?.trim() ?? '',
  invoiceTermsDays: values.invoiceTermsDays,
  footerText: values.footerText?.trim() ?? '',
});

export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BusinessSettingsFormValues) => apiClient.put<BusinessSettings>(SETTINGS_PATH, trimmed(values)).then((result) => result.data),
    onSuccess: (saved) => queryClient.setQueryData(businessSettingsKey, saved),
  });
}
