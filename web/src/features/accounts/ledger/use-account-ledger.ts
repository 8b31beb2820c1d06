import { resourceKeys, usePagedList } from '../../../shared/list';
import type { AccountLedger, LedgerLine } from './types';
import { queryKeys } from '../../../shared/query-keys';

/** The ledger shows 50 lines per page (accounting spec §9). */
export const LEDGER_PAGE_SIZE = 50;

export function useAccountLedger(accountId: string) {
  return usePagedList<LedgerLine, Record<never, never>, Omit<AccountLedger, 'entries'>>({
    path: `/accounts/ledger/${encodeURIComponent(accountId)}`,
    listKey: 'entries',
    keys: resourceKeys(...queryKeys.ledger.all, accountId),
    pageSize: LEDGER_PAGE_SIZE,
    dateRange: true,
    enabled: Boolean(accountId),
  });
}
