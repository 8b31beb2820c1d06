import { App, Alert, Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { CheckCircleOutlined, ExclamationCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../shared/api/api-error';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import type { ReportPeriod } from './report-types';
import { StatementLine, StatementSection } from './StatementLines';
import { TabLoadState } from './TabLoadState';
import { isNoProfitRefusal, NO_PROFIT_MESSAGE, useFinancialReport, useProfitTransfer } from './use-financial-reports';

export function BalanceSheetTab({ period }: { period: ReportPeriod }) {
  const { message } = App.useApp();
  const report = useFinancialReport('balanceSheet', period);
  const profitTransfer = useProfitTransfer();
  const sheet = report.data?.balanceSheet;

  const balanced = sheet ? (sheet.status ? sheet.status === 'Balanced' : sheet.isBalanced) : false;
  const unclosed = sheet?.equity?.unclosedNetIncome ?? 0;

  const transferProfit = () =>
    profitTransfer.mutate(period.endDate, {
      onSuccess: ({ data, message: serverMessage }) => {
        const netIncome = data?.summary?.netIncome ?? 0;
        message.success(`${serverMessage ?? 'Profit transferred to retained earnings'}: net income ${formatTaka(netIncome)}`);
      },
      onError: (error) => {
        if (isNoProfitRefusal(error)) message.info(NO_PROFIT_MESSAGE);
        else message.error(serverMessageOr(error, 'Failed to transfer profit to retained earnings'));
      },
    });

  return (
    <TabLoadState
      isLoading={report.isLoading}
      error={report.error}
      failureMessage="Failed to load balance sheet data"
      hasData={Boolean(sheet)}
      onRetry={() => report.refetch()}
      testId="reports-balance-sheet"
    >
      {sheet && (
        <>
          <Flex justify="space-between" align="center" gap={12} wrap="wrap" className="section-spacing">
            <Flex align="center" gap={12}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                Balance Sheet as of {formatDate(sheet.asOfDate ?? period.endDate)}
              </Typography.Title>
              <Tag
                color={balanced ? 'success' : 'error'}
                icon={balanced ? <CheckCircleOutlined /> : <ExclamationCircleOutlined />}
                data-testid="balance-sheet-status"
              >
                {balanced ? 'Balanced' : 'Unbalanced'}
              </Tag>
            </Flex>
            {!balanced && (
              <Button type="primary" icon={<SwapOutlined />} loading={profitTransfer.isPending} onClick={transferProfit} data-testid="transfer-profit">
                Transfer Profit to Retained Earnings
              </Button>
            )}
          </Flex>
          {!balanced && unclosed !== 0 && (
            <Alert
              type="warning"
              showIcon
              className="section-spacing"
              message={`Net income of ${formatTaka(unclosed)} has not yet been transferred to Retained Earnings.`}
              description="Assets equal liabilities plus equity once the period's profit or loss is closed into Retained Earnings."
            />
          )}
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card size="small" title="Assets" style={{ height: '100%' }}>
                <StatementSection title="Current Assets" groups={sheet.assets?.current?.items} total={sheet.assets?.current?.total} />
                <StatementSection title="Fixed Assets" groups={sheet.assets?.fixed?.items} total={sheet.assets?.fixed?.total} />
                <StatementSection title="Other Assets" groups={sheet.assets?.other?.items} total={sheet.assets?.other?.total} />
                <StatementLine label="Total Assets" amount={sheet.assets?.total ?? 0} strong topBorder testId="balance-sheet-total-assets" />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title="Liabilities & Equity" style={{ height: '100%' }}>
                <StatementSection title="Current Liabilities" groups={sheet.liabilities?.current?.items} total={sheet.liabilities?.current?.total} />
                <StatementSection title="Long-term Liabilities" groups={sheet.liabilities?.longTerm?.items} total={sheet.liabilities?.longTerm?.total} />
                <StatementLine label="Total Liabilities" amount={sheet.liabilities?.total ?? 0} strong testId="balance-sheet-total-liabilities" />
                <div style={{ height: 12 }} />
                <StatementSection title="Equity" groups={sheet.equity?.items} total={sheet.equity?.total} />
                <StatementLine
                  label="Total Liabilities & Equity"
                  amount={sheet.totalLiabilitiesAndEquity ?? 0}
                  strong
                  topBorder
                  testId="balance-sheet-total-liabilities-equity"
                />
                {unclosed !== 0 && <StatementLine level={1} label="Net income not yet closed (not included above)" amount={unclosed} />}
              </Card>
            </Col>
          </Row>
        </>
      )}
    </TabLoadState>
  );
}
