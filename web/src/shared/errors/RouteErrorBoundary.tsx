import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';

interface BoundaryProps {
  onReset: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error ?? 'Unknown error'));

/** The spec's error state for a screen that failed to render: the message and Retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div data-testid="error-state" role="alert">
    <Result
      status="error"
      title="Something went wrong"
      subTitle={<Typography.Text data-testid="error-state-message">{messageOf(error)}</Typography.Text>}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry} data-testid="error-state-retry">
          Retry
        </Button>
      }
    />
    </div>
  );
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(messageOf(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  private retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) return <ErrorState error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}

/**
 * Catches a screen's render errors inside the shell (the menu stays): starts afresh on every
 * route change, and Retry refetches the screen's data before drawing it again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { reset } = useQueryErrorResetBoundary();
  // The screen is unmounted while the error shows: dropping the cached data makes it fetch afresh
  // when drawn again, instead of drawing the data that broke it.
  const onReset = () => {
    reset();
    void queryClient.resetQueries();
  };
  return (
    <Boundary key={pathname} onReset={onReset}>
      {children}
    </Boundary>
  );
}
