import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import type { ListPayload } from '../../../shared/api/pagination';
import type { GlAccount, GlClass, GlGroup } from './types';
import { queryKeys } from '../../../shared/query-keys';

/** Selects need every record, not one page: the largest page the API serves. */
const ALL_RECORDS_LIMIT = 1000;

export function useAllGlClasses() {
  const params = { page: 1, limit: ALL_RECORDS_LIMIT };
  return useQuery({
    queryKey: queryKeys.glClasses.list(params),
    queryFn: () => apiClient.get<ListPayload<'glClasses', GlClass>>('/accounts/gl-classes', params),
    select: (data) => data.glClasses,
  });
}

export function useAllGlGroups() {
  const params = { page: 1, limit: ALL_RECORDS_LIMIT };
  return useQuery({
    queryKey: queryKeys.glGroups.list(params),
    queryFn: () => apiClient.get<ListPayload<'glGroups', GlGroup>>('/accounts/gl-groups', params),
    select: (data) => data.glGroups,
  });
}

export function useAllGlAccounts() {
  const params = { page: 1, limit: ALL_RECORDS_LIMIT };
  return useQuery({
    queryKey: queryKeys.glAccounts.list(params),
    queryFn: () => apiClient.get<ListPayload<'glAccounts', GlAccount>>('/accounts/gl-accounts', params),
    select: (data) => data.glAccounts,
  });
}

/** "1101 · Cash in Hand": code first, as accountants scan by code. */
export function accountLabel(account: { code: string; name: string }): string {
  return `${account.code} · ${account.name}`;
}

export function toAccountOptions(accounts: { _id: string; code: string; name: string }[] | undefined) {
  return (accounts ?? []).map((account) => ({ value: account._id, label: accountLabel(account) }));
}
