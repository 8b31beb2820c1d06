import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { serverMessageOr } from '../api/api-error';

/** What an export job's status answers (`ExportJobView` of the contract, or the part of it a screen reads). */
export interface BackgroundExportStatus {
  state: 'waiting' | 'active' | 'completed' | 'failed';
  progress?: number;
  fileName?: string;
  downloadUrl?: string;
  failedReason?: string;
}

const POLL_MS = 1000;
const isFinished = (job: BackgroundExportStatus | undefined) => job?.state === 'completed' || job?.state === 'failed';

/**
 * An export as a background job: POST to `startPath` queues it (202, its id), then `statusPath` is
 * polled each second until the job completes (its downloadUrl opens in a new tab) or fails; the
 * user is told either way, once. Without Redis the API says so (503). `Tag` is what the screen keeps
 * of the request beside the job (the report type, say).
 */
export function useBackgroundExport<Request, Tag = undefined>(options: {
  startPath: (request: Request) => string;
  statusPath: (jobId: string) => string;
  queryKey: QueryKey;
  tagOf?: (request: Request) => Tag;
  texts: { succeeded: string; failed: string };
}) {
  const { message } = App.useApp();
  const [job, setJob] = useState<{ jobId: string; tag: Tag } | null>(null);
  const announced = useRef<string | null>(null);
  const { failed, succeeded } = options.texts;

  const start = useMutation({
    mutationFn: (request: Request) => apiClient.post<{ jobId: string }>(options.startPath(request), request),
    onSuccess: (result, request) => setJob({ jobId: result.data.jobId, tag: options.tagOf?.(request) as Tag }),
    onError: (error) => message.error(serverMessageOr(error, failed)),
  });

  const status = useQuery({
    queryKey: [...options.queryKey, 'export', job?.jobId],
    queryFn: () => apiClient.get<BackgroundExportStatus>(options.statusPath(job?.jobId ?? '')),
    enabled: Boolean(job),
    refetchInterval: (query) => (isFinished(query.state.data) || query.state.error ? false : POLL_MS),
    gcTime: 0,
  });

  const current = status.data;
  useEffect(() => {
    if (!job || announced.current === job.jobId) return;
    if (current?.state === 'completed') {
      announced.current = job.jobId;
      message.success(succeeded);
      if (current.downloadUrl) window.open(current.downloadUrl, '_blank', 'noopener');
    } else if (current?.state === 'failed' || status.error) {
      announced.current = job.jobId;
      message.error(current?.failedReason ? `${failed}: ${current.failedReason}` : serverMessageOr(status.error, failed));
    }
  }, [job, current, status.error, message, failed, succeeded]);

  return {
    start: (request: Request) => start.mutate(request),
    isStarting: start.isPending,
    job,
    status: current,
    statusError: status.error,
    /** Busy from the request until the job has finished. */
    isRunning: start.isPending || (Boolean(job) && !isFinished(current) && !status.error),
    dismiss: () => setJob(null),
  };
}
