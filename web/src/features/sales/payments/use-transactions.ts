import { usePagedList } from '../../../shared/list';
import type { AccountingTransaction, TransactionSource, TransactionStatus } from './types';
import { queryKeys } from '../../../shared/query-keys';

/** Page sizes (accounting spec §9): 20 when the screen opens, 10 after Clear Filters. */
export const DEFAULT_PAGE_SIZE = 20;
export const CLEARED_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

export function useAccountingTransactions() {
  return usePagedList<AccountingTransaction, { status?: TransactionStatus; source?: TransactionSource }>({
    path: '/accounts/transactions',
    listKey: 'transactions',
    keys: queryKeys.accountingTransactions,
    pageSize: DEFAULT_PAGE_SIZE,
    filters: ['status', 'source'],
    dateRange: true,
    // The API reads the chosen source from its `account` parameter.
    toApiParams: ({ source, ...params }) => ({ ...params, account: source }),
  });
}
