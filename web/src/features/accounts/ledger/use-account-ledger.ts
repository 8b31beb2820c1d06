import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { AccountLedger } from './types';

/** The ledger shows 50 lines per page (accounting spec §9). */
export const LEDGER_PAGE_SIZE = 50;

export function useAccountLedger(accountId: string, filters: { startDate?: string; endDate?: string; page: number }) {
  const params: QueryParams = { startDate: filters.startDate, endDate: filters.endDate, page: filters.page, limit: LEDGER_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.ledger.account(accountId, params),
    queryFn: () => apiClient.get<AccountLedger>(`/accounts/ledger/${encodeURIComponent(accountId)}`, params),
    placeholderData: keepPreviousData,
    enabled: Boolean(accountId),
  });
}
