import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/api-client';
import type { DashboardOverview, DashboardPeriod } from './dashboard-types';
import { dashboardKeys } from '../../shared/query-keys';

/** The overview is computed from the read models on every call: kept fresh, refetched on focus. */
export function useDashboardOverview(period: DashboardPeriod) {
  return useQuery({
    queryKey: dashboardKeys.list({ period }),
    queryFn: () => apiClient.get<DashboardOverview>('/dashboard/overview', { period }),
    staleTime: 0,
  });
}

/** POST /api/dashboard/refresh: the overview, fresh, put straight into the cache. */
export function useDashboardRefresh(period: DashboardPeriod) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<DashboardOverview>(`/dashboard/refresh?period=${encodeURIComponent(period)}`),
    onSuccess: (result) => queryClient.setQueryData(dashboardKeys.list({ period }), result.data),
  });
}
