import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { serverMessageOr } from '../../../shared/api/api-error';
import type { ExportFormat, ExportJob, ExportType, ReportFilters } from './report-types';
import { inventoryReportKeys } from '../../../shared/query-keys';

const EXPORT_PATH = '/products/reports/export';
const POLL_MS = 1000;
const FAILED = 'Failed to export report';

const isFinished = (job: ExportJob | undefined) => job?.state === 'completed' || job?.state === 'failed';

/**
 * An export is a background job: POST queues it (202, its id), then its state is polled each second
 * until it completes (its downloadUrl opens in a new tab) or fails. Without Redis the API says so (503).
 */
export function useExportJob() {
  const { message } = App.useApp();
  const [job, setJob] = useState<{ jobId: string; type: ExportType } | null>(null);
  const announced = useRef<string | null>(null);

  const start = useMutation({
    mutationFn: (request: { type: ExportType; format: ExportFormat; filters: ReportFilters }) => apiClient.post<{ jobId: string }>(EXPORT_PATH, request),
    onSuccess: (result, request) => setJob({ jobId: result.data.jobId, type: request.type }),
    onError: (error) => message.error(serverMessageOr(error, FAILED)),
  });

  const status = useQuery({
    queryKey: [...inventoryReportKeys.all, 'export', job?.jobId],
    queryFn: () => apiClient.get<ExportJob>(`${EXPORT_PATH}/${job?.jobId}`),
    enabled: Boolean(job),
    refetchInterval: (query) => (isFinished(query.state.data) || query.state.error ? false : POLL_MS),
    gcTime: 0,
  });

  const current = status.data;
  useEffect(() => {
    if (!job || announced.current === job.jobId) return;
    if (current?.state === 'completed') {
      announced.current = job.jobId;
      message.success('Report exported successfully');
      if (current.downloadUrl) window.open(current.downloadUrl, '_blank', 'noopener');
    } else if (current?.state === 'failed' || status.error) {
      announced.current = job.jobId;
      message.error(current?.failedReason ? `${FAILED}: ${current.failedReason}` : serverMessageOr(status.error, FAILED));
    }
  }, [job, current, status.error, message]);

  return {
    start: (type: ExportType, format: ExportFormat, filters: ReportFilters) => start.mutate({ type, format, filters }),
    isStarting: start.isPending,
    job,
    status: current,
    statusError: status.error,
    /** Busy from the request until the job has finished. */
    isRunning: start.isPending || (Boolean(job) && !isFinished(current) && !status.error),
    dismiss: () => setJob(null),
  };
}

export type ExportJobState = ReturnType<typeof useExportJob>;
