import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';

interface DashboardLoadStateProps<Data> {
  data: Data | undefined;
  error: unknown;
  onRetry: () => void;
  /** The spec's failure texts ('Unable to load dashboard'; 'Error Loading Dashboard' for the financial one). */
  failureTitle: string;
  failureDescription: string;
  testId: string;
  children: (data: Data) => ReactNode;
}

/** A dashboard's body once loaded: a skeleton before, the failure alert with Retry when the first load failed. */
export function DashboardLoadState<Data>({ data, error, onRetry, failureTitle, failureDescription, testId, children }: DashboardLoadStateProps<Data>) {
  if (error && !data)
    return (
      <Alert
        type="error"
        showIcon
        message={failureTitle}
        description={failureDescription}
        action={<Button size="small" onClick={onRetry}>Retry</Button>}
        data-testid={`${testId}-error`}
      />
    );
  if (!data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <>{children(data)}</>;
}
