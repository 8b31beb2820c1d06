import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { useResourceMutations } from '../../../shared/hooks/use-resource-mutations';
import { affectedByGlAccountChange } from '../shared/affected-queries';
import type { ChartOfAccounts } from './chart-types';

export interface ChartAccountBody {
  name: string;
  code: string;
  glGroup: string;
  openingBalance?: number;
  description?: string;
  status: boolean;
}

export function useChartOfAccounts() {
  return useQuery({
    queryKey: queryKeys.chartOfAccounts,
    queryFn: () => apiClient.get<ChartOfAccounts>('/accounts/chart-of-accounts'),
  });
}

/** Chart accounts are GL accounts; the chart only shows them differently. */
export function useChartAccountMutations() {
  return useResourceMutations<ChartAccountBody>('/accounts/gl-accounts', affectedByGlAccountChange);
}

export function useInitializeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<unknown>('/accounts/initialize'),
    // Initialising creates classes, groups, accounts and payment methods: refresh all of accounting.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  });
}
