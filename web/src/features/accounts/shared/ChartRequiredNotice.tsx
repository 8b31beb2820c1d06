import { Alert, App, Button } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import { useCan } from '../../auth/permissions';
import { useInitializeChart } from '../chart-of-accounts/use-chart-of-accounts';
import { useAllGlAccounts } from './use-account-options';

/** True once the GL accounts have loaded and there are none: the chart of accounts has not been initialized. */
export function useChartMissing(): boolean {
  const accounts = useAllGlAccounts();
  return Boolean(accounts.data && accounts.data.length === 0);
}

/**
 * Until the chart of accounts exists, a screen whose account pickers would be empty says why and
 * offers the Initialize button to a role that may change the books (issue 23, item 13).
 */
export function ChartRequiredNotice({ what = 'This screen', testId = 'chart-required-notice' }: { what?: string; testId?: string }) {
  const { message } = App.useApp();
  const missing = useChartMissing();
  const canInitialize = useCan('accounting:write');
  const initialize = useInitializeChart();
  if (!missing) return null;
  const initializeChart = () =>
    initialize.mutate(undefined, {
      onSuccess: () => message.success('Chart of Accounts initialized successfully!'),
      onError: (error) => message.error(`Failed to initialize Chart of Accounts. ${serverMessageOr(error, 'Please try again.')}`),
    });
  return (
    <Alert
      type="warning"
      showIcon
      message="Initialize the chart of accounts first"
      description={`${what} needs the GL accounts, and there are none yet. ${canInitialize ? 'Initialize sets up the standard chart of a motorcycle dealer (and the Cash payment method).' : 'Ask an Administrator or Accountant to initialize it.'}`}
      action={
        canInitialize && (
          <Button type="primary" loading={initialize.isPending} onClick={initializeChart} data-testid={`${testId}-initialize`}>
            Initialize
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}
