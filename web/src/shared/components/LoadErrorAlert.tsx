import type { CSSProperties } from 'react';
import { Alert, Button } from 'antd';
import { serverMessageOr } from '../api/api-error';

interface LoadErrorAlertProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
  style?: CSSProperties;
  /** The alert's data-testid; its Retry button gets `{testId}-retry`. */
  testId?: string;
}

/** A list or view that failed to load: the server's message (or a connection hint) and Retry. */
export function LoadErrorAlert({ title, error, onRetry, className, style, testId }: LoadErrorAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      message={title}
      description={serverMessageOr(error, 'Please check your connection and try again.')}
      action={
        <Button size="small" onClick={onRetry} data-testid={testId && `${testId}-retry`}>
          Retry
        </Button>
      }
      className={className}
      style={style}
      data-testid={testId}
    />
  );
}
