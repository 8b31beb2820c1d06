import { Button, Card, Empty, Result, Typography } from 'antd';
import { DisconnectOutlined, ReloadOutlined } from '@ant-design/icons';

export function ChartConnectionError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Card>
      <Result
        status="warning"
        icon={<DisconnectOutlined />}
        title="Connection Error"
        subTitle="We're having trouble connecting to your financial data. Please check your internet connection and try again."
        extra={
          <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry} data-testid="retry-connection">
            Retry Connection
          </Button>
        }
      />
    </Card>
  );
}

/** No accounts yet: the button that sets up the standard chart, for a role that may change the books (else no `onInitialize`). */
export function ChartEmptyState({ initializing, onInitialize }: { initializing: boolean; onInitialize?: () => void }) {
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Title level={4}>No accounts yet</Typography.Title>
            <Typography.Paragraph type="secondary">
              Set up the standard chart for a motorcycle and parts dealer: classes, groups, accounts and payment methods.
            </Typography.Paragraph>
          </>
        }
      >
        {onInitialize && (
          <Button type="primary" size="large" loading={initializing} onClick={onInitialize} data-testid="initialize-chart">
            Initialize Chart of Accounts
          </Button>
        )}
      </Empty>
    </Card>
  );
}
