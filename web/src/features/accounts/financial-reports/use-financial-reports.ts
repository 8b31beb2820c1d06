import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { readSessionToken } from '../../../shared/api/session-token';
import type { ExportFormat, FinancialReport, ProfitTransferResult, ReportPeriod, ReportType } from './report-types';

const REPORTS_PATH = '/accounts/reports/financial';

export function useFinancialReport(reportType: ReportType, period: ReportPeriod) {
  const params = { startDate: period.startDate, endDate: period.endDate, reportType };
  return useQuery({
    queryKey: queryKeys.financialReports.financial(params),
    queryFn: () => apiClient.get<FinancialReport>(REPORTS_PATH, params),
    placeholderData: keepPreviousData,
  });
}

export const NO_PROFIT_MESSAGE = 'No profit to transfer at this time';

export function isNoProfitRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.fromServer && error.message.toLowerCase().includes(NO_PROFIT_MESSAGE.toLowerCase());
}

/** Closes the period's revenue and expenses into Retained Earnings; every books screen may change. */
export function useProfitTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transferDate: string) => apiClient.post<ProfitTransferResult>('/accounts/profit-transfer', { transferDate }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.books }),
  });
}

function download(content: BlobPart, type: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The CSV export is a file, not the JSON envelope the api client reads, so it is fetched as text. */
async function fetchCsv(params: URLSearchParams, onUnauthorized: () => void): Promise<string> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const token = readSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api/accounts/export?${params.toString()}`, { headers });
  if (response.status === 401) onUnauthorized();
  if (!response.ok) {
    // A refusal (e.g. a period too long to export) says why in the error body.
    const reason = await response.json().then((body: { message?: unknown }) => body?.message, () => undefined);
    if (typeof reason === 'string') throw new ApiError(reason, { status: response.status, fromServer: true });
    throw new ApiError(`Export failed with status ${response.status}`, { status: response.status, fromServer: false });
  }
  return response.text();
}

export interface ExportRequest {
  format: ExportFormat;
  period: ReportPeriod;
  includeTransactions: boolean;
}

/** Downloads the export as financial-reports-{start}-to-{end}.{json|csv}. */
export async function exportFinancialReports({ format, period, includeTransactions }: ExportRequest, onUnauthorized: () => void): Promise<void> {
  const fileName = `financial-reports-${period.startDate}-to-${period.endDate}.${format}`;
  const query = { format, includeTransactions, startDate: period.startDate, endDate: period.endDate };
  if (format === 'csv') {
    const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
    const csv = await fetchCsv(params, onUnauthorized);
    download(csv, 'text/csv;charset=utf-8', fileName);
    return;
  }
  const data = await apiClient.get<unknown>('/accounts/export', query);
  download(JSON.stringify(data, null, 2), 'application/json', fileName);
}
