import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { serverMessageOr } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import type { Answer } from '../../../shared/api/contract-types';
import { vatKeys } from '../vat-keys';

/** GET /api/vat/returns/{YYYY-MM}: the month's Mushak-9.1 figures (taka), as the contract states them. */
export type VatReturn = Answer<'VatReturnsController_get'>;
export type TieOutLine = VatReturn['tieOut']['outputVat'];

export function useVatReturn(period: string) {
  return useQuery({ queryKey: vatKeys.returns.detail(period), queryFn: () => apiClient.get<VatReturn>(`/vat/returns/${period}`) });
}

/** Submits the month's return; the books and every VAT screen are refreshed (the offset is a posting). */
export function useSubmitVatReturn(period: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<VatReturn>(`/vat/returns/${period}/submit`, {}),
    onSuccess: async (result) => {
      message.success(result.message ?? `VAT return for ${period} submitted`);
      await Promise.all([queryClient.invalidateQueries({ queryKey: vatKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.books })]);
    },
    onError: (error) => message.error(serverMessageOr(error, 'Failed to submit the VAT return')),
  });
}
