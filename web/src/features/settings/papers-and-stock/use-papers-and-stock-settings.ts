import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { businessSettingsKey, SETTINGS_PATH, type BusinessSettings, type PaperFooters, type ReorderDefaults } from '../business-profile/use-business-settings';

export const PRODUCT_TYPES = ['Motorcycle', 'Spare Parts', 'Accessories'] as const;

export const PAPERS: { key: keyof PaperFooters; label: string; extra: string }[] = [
  { key: 'deliveryChallan', label: 'Delivery Challan Footer', extra: 'Printed at the foot of the delivery challan the customer signs.' },
  { key: 'bookingReceipt', label: 'Booking Receipt Footer', extra: 'Printed at the foot of a booking receipt (booking money is refundable: no "goods once sold" line here).' },
  { key: 'moneyReceipt', label: 'Money Receipt Footer', extra: 'Printed at the foot of a money receipt (a later payment, a refund, an installment).' },
];

export interface PapersAndStockValues {
  paperFooters: PaperFooters;
  reorderDefaults: ReorderDefaults;
  /** Mobile Banking and Card payments must carry their transaction ID. */
  transactionIdRequired: boolean;
  /** A Sales user's discount above this percentage of the subtotal waits for an Administrator or Accountant. */
  discountApprovalAbovePercent: number;
}

/** PUT /api/settings with the paper footers, reorder defaults and payment rules only: the rest of the profile keeps its values. */
export function useSavePapersAndStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PapersAndStockValues) =>
      apiClient
        .put<BusinessSettings>(SETTINGS_PATH, {
          paperFooters: Object.fromEntries(PAPERS.map(({ key }) => [key, values.paperFooters[key]?.trim() ?? ''])),
          reorderDefaults: values.reorderDefaults,
          transactionIdRequired: values.transactionIdRequired,
          discountApprovalAbovePercent: values.discountApprovalAbovePercent,
        })
        .then((result) => result.data),
    onSuccess: (saved) => queryClient.setQueryData(businessSettingsKey, saved),
  });
}
