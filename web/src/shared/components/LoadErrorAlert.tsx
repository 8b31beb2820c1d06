import type { CSSProperties } from 'react';
import { Alert, Button } from 'antd';
import { serverMessageOr } from '../api/api-error';

/** A list or view that failed to load: the server's message (or a connection hint) and Retry. */
export function LoadErrorAlert({ title, error, onRetry, className, style }: { title: string; error: unknown; onRetry: () => void; className?: string; style?: CSSProperties }) {
  return (
    <Alert
      type="error"
      showIcon
      message={title}
      description={serverMessageOr(error, 'Please check your connection and try again.')}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
      className={className}
      style={style}
    />
  );
}
