import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import type { EntityHistoryPage } from './types';

export const entityHistoryKey = (stream: string, page: number) => ['audit', 'history', stream, page] as const;

/** An entity's events from the audit trail, fetched afresh each time the history is opened. */
export function useEntityHistory(stream: string | null, page: number) {
  return useQuery({
    queryKey: entityHistoryKey(stream ?? '', page),
    queryFn: () => apiClient.get<EntityHistoryPage>(`/audit/streams/${encodeURIComponent(stream!)}/events`, { page }),
    enabled: stream !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}
