import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/api-client';
import { resourceKeys } from '../../shared/list/resource-keys';
import type { Pagination } from '../../shared/api/pagination';
import { useCan } from '../auth/permissions';

export type ApprovalStatus = 'Pending' | 'Approved' | 'Rejected';

/** A request a Sales user made that an Administrator or Accountant decides (issue 23, item 11). */
export interface Approval {
  _id: string;
  kind: 'VoidInvoice' | 'IssueInvoice';
  status: ApprovalStatus;
  invoice: string | null;
  invoiceNumber: number | null;
  customerName: string;
  total: number;
  discount: number;
  discountPercent: number;
  reason: string;
  requestedBy: { _id: string; name: string | null };
  requestedAt: string;
  decidedBy: { _id: string; name: string | null } | null;
  decidedAt: string | null;
  rejectReason: string | null;
}

export const approvalKeys = resourceKeys('sales', 'approvals');
export const APPROVALS_PATH = '/approvals';
/** The menu's badge refreshes this often while a screen is open, so a new request shows without a reload. */
const PENDING_REFRESH_MS = 60_000;

export function useApprovalList(params: { status?: ApprovalStatus; page: number; limit: number }) {
  return useQuery({
    queryKey: approvalKeys.list(params),
    queryFn: () => apiClient.get<{ approvals: Approval[]; pagination: Pagination; pendingCount: number }>(APPROVALS_PATH, params),
    placeholderData: keepPreviousData,
  });
}

/** How many requests wait for a decision, for the roles that decide them (undefined for the others: no call). */
export function usePendingApprovalCount(): number | undefined {
  const decides = useCan('approvals:write');
  const { data } = useQuery({
    queryKey: approvalKeys.list({ status: 'Pending', page: 1, limit: 1 }),
    queryFn: () => apiClient.get<{ pendingCount: number }>(APPROVALS_PATH, { status: 'Pending', page: 1, limit: 1 }),
    enabled: decides,
    refetchInterval: PENDING_REFRESH_MS,
  });
  return decides ? data?.pendingCount : undefined;
}

/** Approve or reject; every list, the invoices and the stock change with it. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      apiClient.post<{ approval: Approval }>(`${APPROVALS_PATH}/${id}/${decision}`, decision === 'reject' ? { reason } : {}),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
