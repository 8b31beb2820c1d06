import { useBackgroundExport } from '../../../shared/hooks/use-background-export';
import type { ExportFormat, ExportType, ReportFilters } from './report-types';
import { inventoryReportKeys } from '../../../shared/query-keys';

const EXPORT_PATH = '/products/reports/export';

/** The inventory reports' export: a background job (use-background-export.ts), its type kept to title the progress bar. */
export function useExportJob() {
  const exportJob = useBackgroundExport<{ type: ExportType; format: ExportFormat; filters: ReportFilters }, ExportType>({
    startPath: () => EXPORT_PATH,
    statusPath: (jobId) => `${EXPORT_PATH}/${jobId}`,
    queryKey: inventoryReportKeys.all,
    tagOf: (request) => request.type,
    texts: { succeeded: 'Report exported successfully', failed: 'Failed to export report' },
  });
  return {
    ...exportJob,
    start: (type: ExportType, format: ExportFormat, filters: ReportFilters) => exportJob.start({ type, format, filters }),
    job: exportJob.job && { jobId: exportJob.job.jobId, type: exportJob.job.tag },
  };
}

export type ExportJobState = ReturnType<typeof useExportJob>;
