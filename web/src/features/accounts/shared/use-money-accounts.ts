import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { accountLabel } from './use-account-options';
import { moneyAccountKeys } from '../../../shared/query-keys';

export type MoneyAccountKind = 'cash' | 'bank' | 'mobileBanking';

/** An account money is paid from or moved between, with its balance now (decimal taka). */
export interface MoneyAccount {
  _id: string;
  code: string;
  name: string;
  kind: MoneyAccountKind;
  balance: number;
}

/**
 * The cash, bank and mobile-banking accounts, told by what they are in the chart (class, cash
 * mapping, bank details, role, payment methods), never by a name containing "cash" or "bank": the
 * choices of the transfer, expense and owner's equity forms. The server refuses any other account.
 */
export function useMoneyAccounts() {
  const query = useQuery({
    queryKey: moneyAccountKeys.all,
    queryFn: () => apiClient.get<{ moneyAccounts: MoneyAccount[] }>('/accounts/money-accounts'),
    select: (data) => data.moneyAccounts,
  });
  return useMemo(() => {
    const accounts = query.data ?? [];
    return {
      accounts,
      isLoading: query.isLoading,
      byId: (id: string | null | undefined) => (id ? accounts.find((account) => account._id === id) : undefined),
      options: accounts.map((account) => ({ value: account._id, label: accountLabel(account) })),
    };
  }, [query.data, query.isLoading]);
}
