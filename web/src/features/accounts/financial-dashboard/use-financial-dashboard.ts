import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import type { FinancialDashboardData, FinancialPeriod } from './financial-dashboard-types';
import { financialDashboardKeys } from '../../../shared/query-keys';

export function useFinancialDashboard(period: FinancialPeriod) {
  return useQuery({
    queryKey: financialDashboardKeys.list({ period }),
    queryFn: () => apiClient.get<FinancialDashboardData>('/accounts/dashboard', { period }),
    placeholderData: keepPreviousData,
  });
}
