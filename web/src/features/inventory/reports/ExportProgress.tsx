import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import type { BackgroundExportStatus } from '../../../shared/hooks/use-background-export';

/** What the bar reads of an export hook (the inventory reports', the VAT registers'). */
export interface ExportProgressSource {
  job: { jobId: string; type?: string } | null;
  status?: BackgroundExportStatus;
  statusError: unknown;
  dismiss: () => void;
}

const STATE_TEXT = { waiting: 'Waiting in the queue…', active: 'Writing the file…', completed: 'Ready', failed: 'Failed' } as const;

/** The running export's progress bar; when done, its download link (in case the new tab was blocked). */
export function ExportProgress({ exportJob, title: heading }: { exportJob: ExportProgressSource; title?: string }) {
  const { job, status, statusError } = exportJob;
  if (!job) return null;
  const state = statusError ? 'failed' : status?.state ?? 'waiting';
  const percent = state === 'completed' ? 100 : Math.max(0, Math.min(100, Math.round(status?.progress ?? 0)));
  const title = heading ?? (job.type === 'lowstock' ? 'Low stock export' : 'Inventory report export');
  return (
    <Alert
      className="section-spacing"
      type={state === 'failed' ? 'error' : state === 'completed' ? 'success' : 'info'}
      closable
      onClose={exportJob.dismiss}
      message={`${title}: ${STATE_TEXT[state]}`}
      description={
        <Flex vertical gap={4}>
          <Progress percent={percent} status={state === 'failed' ? 'exception' : state === 'completed' ? 'success' : 'active'} data-testid="export-progress-bar" />
          {state === 'completed' && status?.downloadUrl && (
            <Typography.Text>
              <Button type="link" href={status.downloadUrl} target="_blank" rel="noopener" style={{ padding: 0 }} data-testid="export-download">
                Download {status.fileName ?? 'the report'}
              </Button>
            </Typography.Text>
          )}
          {state === 'failed' && <Typography.Text type="danger">{status?.failedReason ?? serverMessageOr(statusError, 'Failed to export report')}</Typography.Text>}
        </Flex>
      }
      data-testid="export-progress"
    />
  );
}
