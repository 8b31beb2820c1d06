import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/query-keys';
import { resourceKeys, usePagedList } from '../../../shared/list';
import { CASH_NOTES, countedTotalOf } from '../../../../../libs/domain/src/accounts/cash-notes';

export { CASH_NOTES };

export const CASH_COUNTS_PATH = '/accounts/cash-counts';
export const API_DATE = 'YYYY-MM-DD';
export const cashCountKeys = resourceKeys('accounts', 'cash-counts');

export interface CashAccountChoice {
  _id: string;
  code: string;
  name: string;
}

export interface CashCount {
  _id: string;
  date: string;
  cashAccount: CashAccountChoice;
  notes: { note: number; count: number; amount: number }[];
  countedTotal: number;
  booksBalance: number;
  difference: number;
  result: 'Short' | 'Over' | 'Agreed';
  journalEntry: { _id: string; entryNumber: number | null } | null;
  remarks: string;
  countedBy: { _id: string; name: string };
  countedAt: string;
  status: 'Counted' | 'Reopened';
  reopened: { by: { _id: string; name: string }; at: string; reason: string } | null;
}

export interface CashCountReport extends CashCount {
  salesByMethod: { method: string; payments: number; amount: number }[];
}

export interface CountCashBody {
  date: string;
  cashAccount: string;
  notes: Record<string, number>;
  remarks?: string;
}

/** The counted total and its difference from the books, in poisha then taka: the sum the server makes, from the same code. */
export function countFigures(notes: Record<string, number | null | undefined>, booksBalance: number | undefined) {
  const counts = Object.fromEntries(CASH_NOTES.map((note) => [String(note), Number(notes[String(note)] ?? 0) || 0]));
  const countedPoisha = countedTotalOf(counts);
  const differencePoisha = booksBalance === undefined ? undefined : countedPoisha - Math.round(booksBalance * 100);
  return { counts, counted: countedPoisha / 100, difference: differencePoisha === undefined ? undefined : differencePoisha / 100 };
}

/** "Short", "Over" or "Agreed" for a difference (counted − books). */
export const differenceName = (difference: number) => (difference < 0 ? 'Short' : difference > 0 ? 'Over' : 'Agreed');

export function useCashCountList() {
  return usePagedList<CashCount, { cashAccount?: string }>({
    path: CASH_COUNTS_PATH,
    listKey: 'cashCounts',
    keys: cashCountKeys,
    pageSize: 10,
    filters: ['cashAccount'],
    dateRange: true,
  });
}

export function useCashAccounts() {
  return useQuery({
    queryKey: [...cashCountKeys.all, 'cash-accounts'],
    queryFn: () => apiClient.get<{ cashAccounts: CashAccountChoice[] }>(`${CASH_COUNTS_PATH}/cash-accounts`).then((data) => data.cashAccounts),
  });
}

/** The books' balance of the account at the end of the day, and whether that day is already counted. */
export function useExpectedCash(cashAccount: string | undefined, date: string | undefined) {
  return useQuery({
    queryKey: [...cashCountKeys.all, 'expected', cashAccount, date],
    queryFn: () => apiClient.get<{ booksBalance: number; counted: { _id: string } | null }>(`${CASH_COUNTS_PATH}/expected`, { cashAccount, date }),
    enabled: Boolean(cashAccount && date),
  });
}

export function useCashCountReport(id: string | null) {
  return useQuery({
    queryKey: cashCountKeys.detail(id ?? ''),
    queryFn: () => apiClient.get<CashCountReport>(`${CASH_COUNTS_PATH}/${id}`),
    enabled: Boolean(id),
  });
}

/** A count posts any difference to the books and closes the day for cash: every books screen and the counts may change. */
function useRefreshAfterCount() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: cashCountKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.books })]);
}

export function useCountCash() {
  const refresh = useRefreshAfterCount();
  return useMutation({
    mutationFn: (body: CountCashBody) => apiClient.post<CashCount>(CASH_COUNTS_PATH, body).then((result) => result.data),
    onSuccess: refresh,
  });
}

export function useReopenCashDay() {
  const refresh = useRefreshAfterCount();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiClient.post<CashCount>(`${CASH_COUNTS_PATH}/${id}/reopen`, { reason }).then((result) => result.data),
    onSuccess: refresh,
  });
}
