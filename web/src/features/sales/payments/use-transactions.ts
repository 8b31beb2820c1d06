import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { TransactionSource, TransactionStatus, TransactionsPayload } from './types';

export interface TransactionQuery {
  page: number;
  limit: number;
  startDate?: string;
  endDate?: string;
  status?: TransactionStatus;
  /** The chosen source; the API reads it from the `account` parameter. */
  source?: TransactionSource;
  search?: string;
}

export function useAccountingTransactions(query: TransactionQuery) {
  const params: QueryParams = {
    page: query.page,
    limit: query.limit,
    startDate: query.startDate,
    endDate: query.endDate,
    status: query.status,
    account: query.source,
    search: query.search,
  };
  return useQuery({
    queryKey: queryKeys.accountingTransactions.list(params),
    queryFn: () => apiClient.get<TransactionsPayload>('/accounts/transactions', params),
    placeholderData: keepPreviousData,
  });
}
