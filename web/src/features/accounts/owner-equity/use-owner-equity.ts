import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { apiClient } from '../../../shared/api/api-client';
import { useOverdraftConfirmation } from '../shared/overdraft';
import { useMoneyAccounts } from '../shared/use-money-accounts';
import { queryKeys } from '../../../shared/query-keys';

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
  /** Sent only once the user confirmed taking a bank account into overdraft (a drawing). */
  allowOverdraft?: boolean;
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

/**
 * One command per kind; each posts a journal entry, so every books screen may change. A drawing
 * that would overdraw a bank account is confirmed by the user and sent again (rejects with
 * OverdraftDeclined otherwise).
 */
export function useRecordOwnerTransaction(type: EquityTransactionType) {
  const queryClient = useQueryClient();
  const confirmingOverdraft = useOverdraftConfirmation();
  const path = type === 'Drawing' ? '/accounts/owner/drawing' : '/accounts/owner/investment';
  return useMutation({
    mutationKey: ['owner-equity', type],
    mutationFn: (body: OwnerEquityBody) => confirmingOverdraft((allowOverdraft) => apiClient.post<RecordedEquityTransaction>(path, allowOverdraft ? { ...body, allowOverdraft } : body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.books }),
  });
}

/**
 * Where owner money comes in or goes out: the cash, bank and mobile-banking accounts, by what
 * they are in the chart (not by a name containing cash or bank), with their balances.
 */
export function useCashAccounts() {
  return useMoneyAccounts();
}

export function toOwnerEquityBody(values: OwnerEquityFormValues): OwnerEquityBody {
  return {
    amount: values.amount,
    date: values.date.format(API_DATE),
    cashAccount: values.cashAccount,
    description: values.description.trim(),
  };
}
