import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import type { Pagination } from '../../../shared/api/pagination';

export type ReconciliationStatus = 'In Progress' | 'Completed';

export interface ReconciliationSummaryRow {
  _id: string;
  account: { _id: string; name: string; code: string };
  statementDate: string;
  statementBalance: number;
  /** The cleared balance the last completed reconciliation left (the spec's book balance, the formula's start). */
  bookBalance: number;
  /** What the ledger holds on the account at the end of the statement date. */
  ledgerBalance: number;
  reconciledBalance: number | null;
  difference: number | null;
  status: ReconciliationStatus;
  balanced: boolean;
  startedBy: { name: string };
  startedAt: string;
  completedAt: string | null;
  statementItemCount: number;
  reconciledCount: number;
  adjustmentCount: number;
  notes: string;
}

export interface StatementItem {
  index: number;
  date: string;
  description: string;
  reference: string;
  amount: number;
  type: 'Deposit' | 'Withdrawal';
}

export interface ReconciliationTransaction {
  _id: string;
  date: string;
  transactionNumber: string | null;
  description: string;
  referenceNumber: string;
  amount: number;
  signedAmount: number;
  type: 'Debit' | 'Credit';
}

export interface ProposedMatch {
  statementIndex: number;
  transactionId: string;
  reasons: string[];
}

export interface Adjustment {
  description: string;
  amount: number;
  type: 'Addition' | 'Deduction';
  account?: string | null;
  journalEntryId?: string;
}

export interface Reconciliation extends ReconciliationSummaryRow {
  statementItems: StatementItem[];
  unreconciledTransactions: ReconciliationTransaction[];
  proposedMatches: ProposedMatch[];
  selectedTransactions: string[];
  matchedItems: ReconciliationTransaction[];
  adjustments: Adjustment[];
  adjustmentsTotal: number;
}

export interface ReconciliationOptions {
  bankAccounts: { _id: string; code: string; name: string; balance: number }[];
  adjustmentAccounts: { _id: string; code: string; name: string; type: 'Revenue' | 'Expense' }[];
  defaultAdjustmentAccounts: { Deduction: string | null; Addition: string | null };
}

export interface StatementItemInput {
  date: string;
  description: string;
  reference: string;
  amount: number;
}

const KEY = ['accounts', 'reconciliations'] as const;

export function useReconciliationList(params: { page: number; limit: number }) {
  return useQuery({
    queryKey: [...KEY, 'list', params],
    queryFn: () => apiClient.get<{ reconciliations: ReconciliationSummaryRow[]; pagination: Pagination; summary: { total: number; balanced: number; inProgress: number; unbalanced: number } }>('/accounts/reconciliations', params),
  });
}

export function useReconciliation(id: string | null) {
  return useQuery({ queryKey: [...KEY, 'detail', id], queryFn: () => apiClient.get<Reconciliation>(`/accounts/reconciliations/${id}`), enabled: Boolean(id) });
}

export function useReconciliationOptions() {
  return useQuery({ queryKey: [...KEY, 'options'], queryFn: () => apiClient.get<ReconciliationOptions>('/accounts/reconciliation/options') });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['accounts'] });
}

export function useStartReconciliation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { accountId: string; statementDate: string; statementBalance: number; statementItems: StatementItemInput[]; autoMatch: boolean }) => apiClient.post<Reconciliation>('/accounts/reconciliation/start', body),
    onSuccess: invalidate,
  });
}

export interface WizardWork {
  matches: { statementIndex: number; transactionId: string }[];
  selectedTransactions: string[];
  adjustments: Adjustment[];
  notes: string;
}

export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, work }: { id: string; work: WizardWork }) =>
      apiClient.post<Reconciliation>(`/accounts/reconciliations/${id}/progress`, { ...work, adjustments: work.adjustments.map(({ journalEntryId: _entry, ...adjustment }) => adjustment) }),
    onSuccess: (result, { id }) => {
      queryClient.setQueryData([...KEY, 'detail', id], result.data);
      return queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

export function useCompleteReconciliation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, work }: { id: string; work: WizardWork }) =>
      apiClient.post<Reconciliation>('/accounts/reconciliation/complete', {
        reconciliationId: id,
        reconciledTransactions: work.selectedTransactions,
        adjustments: work.adjustments.map(({ journalEntryId: _entry, ...adjustment }) => adjustment),
        notes: work.notes,
      }),
    onSuccess: invalidate,
  });
}
