import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { apiClient } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { GlAccount } from '../shared/types';
import { useAllGlAccounts } from '../shared/use-account-options';

export type EquityTransactionType = 'Investment' | 'Drawing';

export interface EquityHistoryRow {
  id: string;
  date: string;
  transactionNumber: string;
  type: EquityTransactionType;
  /** Signed: drawings are negative. */
  amount: number;
  description: string;
  status: string;
}

export interface EquityAccount {
  id: string;
  code: string;
  name: string;
  balance: number;
}

export interface OwnerEquitySummary {
  totalInvestments: number;
  totalDrawings: number;
  totalEquity: number;
  transactionHistory: EquityHistoryRow[];
  accounts: { allEquity: EquityAccount[] };
}

export interface OwnerEquityFormValues {
  amount: number;
  date: Dayjs;
  cashAccount: string;
  description: string;
}

export interface OwnerEquityBody {
  amount: number;
  date: string;
  cashAccount: string;
  description: string;
}

export interface RecordedEquityTransaction {
  id: string;
  type: EquityTransactionType;
  amount: number;
  date: string;
  transactionNumber: string;
}

const API_DATE = 'YYYY-MM-DD';

export function useOwnerEquitySummary() {
  return useQuery({
    queryKey: queryKeys.ownerEquity.all,
    queryFn: () => apiClient.get<OwnerEquitySummary>('/accounts/owner/equity-totals'),
  });
}

/** One command per kind; each posts a journal entry, so every books screen may change. */
export function useRecordOwnerTransaction(type: EquityTransactionType) {
  const queryClient = useQueryClient();
  const path = type === 'Drawing' ? '/accounts/owner/drawing' : '/accounts/owner/investment';
  return useMutation({
    mutationKey: ['owner-equity', type],
    mutationFn: (body: OwnerEquityBody) => apiClient.post<RecordedEquityTransaction>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.books }),
  });
}

/** Where owner money comes in or goes out: accounts mapped as cash, or named cash or bank. */
export function isCashOrBankAccount(account: GlAccount): boolean {
  if (account.status === false) return false;
  if (account.integrationMappings?.cashAccount) return true;
  return /cash|bank/i.test(account.name ?? '');
}

export function useCashAccounts() {
  const glAccounts = useAllGlAccounts();
  return { accounts: (glAccounts.data ?? []).filter(isCashOrBankAccount), isLoading: glAccounts.isLoading };
}

export function toOwnerEquityBody(values: OwnerEquityFormValues): OwnerEquityBody {
  return {
    amount: values.amount,
    date: values.date.format(API_DATE),
    cashAccount: values.cashAccount,
    description: values.description.trim(),
  };
}
