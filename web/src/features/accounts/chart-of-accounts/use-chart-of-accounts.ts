import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { useResourceActions, type ModalForm } from '../../../shared/list';
import { affectedByGlAccountChange } from '../shared/affected-queries';
import { isAccountActive, type ChartAccount, type ChartOfAccounts } from './chart-types';
import type { ChartAccountFormValues } from './ChartAccountFormModal';
import { queryKeys } from '../../../shared/query-keys';
import type { GlClassType } from '../shared/types';

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
    queryKey: queryKeys.chartOfAccounts.all,
    queryFn: () => apiClient.get<ChartOfAccounts>('/accounts/chart-of-accounts'),
  });
}

const withReason = (prefix: string) => (error: unknown) => `${prefix}: ${error instanceof Error ? error.message : String(error)}`;

/** Chart accounts are GL accounts; the chart only shows them differently (and has its own toasts, spec §8). */
export function useChartAccountActions(modal: ModalForm<ChartAccount, ChartAccountFormValues>) {
  return useResourceActions({
    path: '/accounts/gl-accounts',
    label: 'Account',
    invalidates: affectedByGlAccountChange,
    modal,
    toBody: toChartAccountBody,
    texts: {
      created: 'Account created successfully',
      updated: 'Account updated successfully',
      deleted: 'Account deleted successfully',
      saveFailed: withReason('Failed to save account'),
      deleteFailed: withReason('Failed to delete account'),
    },
  });
}

export function useInitializeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<unknown>('/accounts/initialize'),
    // Initialising creates classes, groups, accounts and payment methods: refresh all of accounting.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.books }),
  });
}

export function toChartAccountFormValues(account: ChartAccount | null): Partial<ChartAccountFormValues> {
  if (!account) return { isActive: true };
  return {
    code: account.code ?? undefined,
    name: account.name ?? undefined,
    // The chart's class types are the five GL class types (the answer types the column as text).
    type: (account.glClassType ?? undefined) as GlClassType | undefined,
    glGroup: account.glGroup ?? undefined,
    description: account.description ?? undefined,
    isActive: isAccountActive(account),
  };
}

function toChartAccountBody(values: ChartAccountFormValues, editing: ChartAccount | null): ChartAccountBody {
  const body: ChartAccountBody = {
    name: values.name.trim(),
    code: values.code.trim(),
    glGroup: values.glGroup,
    description: values.description?.trim() ?? '',
    status: values.isActive,
  };
  // New chart accounts start from zero; postings move the balance afterwards.
  if (!editing) body.openingBalance = 0;
  return body;
}
