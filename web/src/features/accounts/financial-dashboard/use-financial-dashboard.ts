import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { resourceKeys } from '../../../shared/list/resource-keys';
import type { FinancialDashboardData, FinancialPeriod } from './financial-dashboard-types';

/** Under `['accounts']`: every posting refreshes it. */
export const financialDashboardKeys = resourceKeys('accounts', 'dashboard');

export function useFinancialDashboard(period: FinancialPeriod) {
  return useQuery({
    queryKey: financialDashboardKeys.list({ period }),
    queryFn: () => apiClient.get<FinancialDashboardData>('/accounts/dashboard', { period }),
    placeholderData: keepPreviousData,
  });
}
