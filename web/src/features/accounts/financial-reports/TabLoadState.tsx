import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { ContentSpinner } from '../../../shared/components/FullScreenSpinner';

interface TabLoadStateProps {
  isLoading: boolean;
  error: unknown;
  /** The spec's per-tab failure text, e.g. 'Failed to load balance sheet data'. */
  failureMessage: string;
  hasData: boolean;
  onRetry: () => void;
  testId: string;
  children: ReactNode;
}

/** Spinner on the first load, the tab's failure text with Retry, else the report. */
export function TabLoadState({ isLoading, error, failureMessage, hasData, onRetry, testId, children }: TabLoadStateProps) {
  if (isLoading) return <ContentSpinner />;
  if (error || !hasData) {
    return (
      <Alert
        type="error"
        showIcon
        message={failureMessage}
        description={error instanceof Error && error.message !== failureMessage ? error.message : undefined}
        action={
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        }
        data-testid={`${testId}-error`}
      />
    );
  }
  return <>{children}</>;
}
