import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../shared/api/api-client';
import { saveFile } from '../../shared/browser/save-file';
import { usePagedList } from '../../shared/list';
import type { AuditEvent, AuditFilters, ChainVerification } from './types';
import { auditKeys } from '../../shared/query-keys';

export const AUDIT_PAGE_SIZE = 50;
const lastVerificationKey = ['audit', 'verification'] as const;

/** The log, newest first, with the screen's filters and date range in the URL. */
export function useAuditLog() {
  return usePagedList<AuditEvent, AuditFilters>({
    path: '/audit/events',
    listKey: 'events',
    keys: auditKeys,
    pageSize: AUDIT_PAGE_SIZE,
    filters: ['type', 'stream', 'userId', 'correlationId'],
    dateRange: true,
  });
}

export function useLastVerification() {
  return useQuery({ queryKey: lastVerificationKey, queryFn: () => apiClient.get<ChainVerification | null>('/audit/verify/last') });
}

/** Recomputes the whole chain on the server; the answer becomes the last verification. */
export function useVerifyChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.get<ChainVerification>('/audit/verify'),
    onSuccess: (run) => queryClient.setQueryData(lastVerificationKey, run),
  });
}

/** The filtered log as a JSON Lines file (every page, oldest first). */
export function useExportAuditLog() {
  return useMutation({
    mutationFn: async (params: QueryParams) => {
      const { page: _page, limit: _limit, search: _search, ...filters } = params;
      const file = await apiClient.download('/audit/events/export', filters, 'application/x-ndjson');
      const period = `${filters.startDate ?? 'start'}-to-${filters.endDate ?? 'today'}`;
      saveFile(file, 'application/x-ndjson', `audit-log-${period}.jsonl`);
    },
  });
}

/** The users, for the "who" filter (the audit roles may read them). */
export function useUserOptions() {
  return useQuery({
    queryKey: ['audit', 'users'],
    queryFn: () => apiClient.get<{ users: { _id: string; name: string; email: string }[] }>('/users', { limit: 1000 }),
    select: (data) => data.users.map((user) => ({ value: user._id, label: user.name ? `${user.name} (${user.email})` : user.email })),
    retry: false,
  });
}
