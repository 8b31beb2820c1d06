import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { saveFile } from '../../../shared/browser/save-file';
import type { ExportFormat, FinancialReport, ProfitTransferResult, ReportPeriod, ReportType } from './report-types';

const REPORTS_PATH = '/accounts/reports/financial';

export function useFinancialReport(reportType: ReportType, period: ReportPeriod) {
  const params = { startDate: period.startDate, endDate: period.endDate, reportType };
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

/** Closes the period's revenue and expenses into Retained Earnings; every books screen may change. */
export function useProfitTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transferDate: string) => apiClient.post<ProfitTransferResult>('/accounts/profit-transfer', { transferDate }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.books }),
  });
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
