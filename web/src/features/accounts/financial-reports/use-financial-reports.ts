import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { apiClient } from '../../../shared/api/api-client';
import { ApiError, serverMessageOr } from '../../../shared/api/api-error';
import { saveFile } from '../../../shared/browser/save-file';
import { dhakaToday } from '../../../shared/format/date';
import type { ExportFormat, FinancialReport, ProfitTransferList, ProfitTransferResult, ProfitTransferReversal, ReportPeriod, ReportType } from './report-types';
import { profitTransferKeys, queryKeys } from '../../../shared/query-keys';

const REPORTS_PATH = '/accounts/reports/financial';

/** The search parameter holding "As known at" (an ISO timestamp); absent: the books as they are now. */
export const KNOWN_AT_PARAM = 'knownAt';

/** "As known at" from the URL (so a link keeps it), and its setter; undefined clears it (now). */
export function useKnownAt(): [string | undefined, (knownAt: string | undefined) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const knownAt = searchParams.get(KNOWN_AT_PARAM) || undefined;
  const setKnownAt = (next: string | undefined) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(KNOWN_AT_PARAM, next);
        else params.delete(KNOWN_AT_PARAM);
        return params;
      },
      { replace: true },
    );
  return [knownAt, setKnownAt];
}

export function useFinancialReport(reportType: ReportType, period: ReportPeriod) {
  const [knownAt] = useKnownAt();
  const params = { startDate: period.startDate, endDate: period.endDate, reportType, ...(knownAt ? { knownAt } : {}) };
  return useQuery({
    queryKey: queryKeys.financialReports.list(params),
    queryFn: () => apiClient.get<FinancialReport>(REPORTS_PATH, params),
    placeholderData: keepPreviousData,
  });
}

export const NO_PROFIT_MESSAGE = 'No profit to transfer at this time';

export function isNoProfitRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.fromServer && error.message.toLowerCase().includes(NO_PROFIT_MESSAGE.toLowerCase());
}

/** How a refused profit transfer is shown (spec §8): 'No profit to transfer at this time' as info, else the server's message or the spec's failure text. */
export function profitTransferFailure(error: unknown): { type: 'info' | 'error'; text: string } {
  if (isNoProfitRefusal(error)) return { type: 'info', text: NO_PROFIT_MESSAGE };
  return { type: 'error', text: serverMessageOr(error, 'Failed to transfer profit to retained earnings') };
}

/** Closes the period's revenue and expenses into Retained Earnings; every books screen may change. */
export function useProfitTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transferDate: string) => apiClient.post<ProfitTransferResult>('/accounts/profit-transfer', { transferDate }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.books }),
  });
}

export function useProfitTransfers(page: number) {
  const params = { page, limit: 10 };
  return useQuery({
    queryKey: profitTransferKeys.list(params),
    queryFn: () => apiClient.get<ProfitTransferList>('/accounts/profit-transfer', params),
    placeholderData: keepPreviousData,
  });
}

/** Reverses the latest closing with a reason: the books reopen, so every books screen may change. */
export function useReverseProfitTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiClient.post<ProfitTransferReversal>(`/accounts/profit-transfer/${id}/reverse`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.books }),
  });
}

/** The last day of the last month that has ended (YYYY-MM-DD): Oct 31 on any day of November. */
export function lastFinishedMonthEnd(today: string = dhakaToday()): string {
  return new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, 0)).toISOString().slice(0, 10);
}

/**
 * The closing date to offer: the report's end date, but never past the last finished month, so a
 * closing left at its default never refuses the sales of the month still running (the server
 * refuses a closing after today; one through today refuses today's sales).
 */
export function defaultClosingDate(reportEndDate: string, today: string = dhakaToday()): string {
  const lastMonthEnd = lastFinishedMonthEnd(today);
  return reportEndDate <= lastMonthEnd ? reportEndDate : lastMonthEnd;
}

export interface ExportRequest {
  format: ExportFormat;
  period: ReportPeriod;
  includeTransactions: boolean;
}

/** Downloads the export as financial-reports-{start}-to-{end}.{json|csv}; the CSV comes as a file, the JSON in the envelope. */
export async function exportFinancialReports({ format, period, includeTransactions }: ExportRequest): Promise<void> {
  const fileName = `financial-reports-${period.startDate}-to-${period.endDate}.${format}`;
  const query = { format, includeTransactions, startDate: period.startDate, endDate: period.endDate };
  if (format === 'csv') {
    saveFile(await apiClient.download('/accounts/export', query, 'text/csv'), 'text/csv;charset=utf-8', fileName);
    return;
  }
  const data = await apiClient.get<unknown>('/accounts/export', query);
  saveFile(JSON.stringify(data, null, 2), 'application/json', fileName);
}
