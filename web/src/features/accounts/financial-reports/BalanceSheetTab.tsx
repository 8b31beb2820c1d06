import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { CheckCircleOutlined, ExclamationCircleOutlined, LockOutlined, SwapOutlined } from '@ant-design/icons';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { useCan } from '../../auth/permissions';
import { ClosingsHistory } from './ClosingsHistory';
import { ProfitTransferModal } from './ProfitTransferModal';
import { profitOrLoss, type ReportPeriod } from './report-types';
import { StatementLine, StatementSection } from './StatementLines';
import { TabLoadState } from './TabLoadState';
import { useFinancialReport } from './use-financial-reports';

export function BalanceSheetTab({ period }: { period: ReportPeriod }) {
  const report = useFinancialReport('balanceSheet', period);
  const [transferring, setTransferring] = useState(false);
  const canChange = useCan('accounting:write');
  const sheet = report.data?.balanceSheet;

  const balanced = sheet ? (sheet.status ? sheet.status === 'Balanced' : sheet.isBalanced) : false;
  const unclosed = sheet?.equity?.unclosedNetIncome ?? 0;
  const totalAssets = sheet?.assets?.total ?? 0;
  // What the assets must equal: liabilities, the equity accounts and the net income not yet closed.
  const totalLiabilitiesAndEquity = sheet?.totalLiabilitiesAndEquity ?? 0;
  const totalOtherSide = sheet?.totalLiabilitiesEquityAndUnclosedNetIncome ?? totalLiabilitiesAndEquity + unclosed;
  const closedThrough = sheet?.periodClosed ? sheet.closedThrough : null;
  // Closing the books changes them: a role that only reads them (Auditor) is not offered it.
  const canTransfer = Boolean(sheet?.canTransferProfit) && canChange;

  return (
    <>
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
              <Flex align="center" gap={12} wrap="wrap">
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
                <Typography.Text type="secondary" data-testid="balance-sheet-check">
                  Assets {formatTaka(totalAssets)} {balanced ? '=' : '≠'} Liabilities + Equity {formatTaka(totalLiabilitiesAndEquity)}
                  {!balanced &&
                    (totalAssets === totalOtherSide
                      ? `: the difference is the unclosed net income of ${formatTaka(unclosed)}`
                      : ` (difference ${formatTaka(totalAssets - totalLiabilitiesAndEquity)})`)}
                </Typography.Text>
              </Flex>
              {canTransfer && (
                <Button type="primary" icon={<SwapOutlined />} onClick={() => setTransferring(true)} data-testid="transfer-profit">
                  Transfer Profit to Retained Earnings
                </Button>
              )}
            </Flex>
            {closedThrough && (
              <Alert
                type="info"
                showIcon
                icon={<LockOutlined />}
                className="section-spacing"
                data-testid="period-closed-notice"
                message={`Period closed through ${formatDate(closedThrough)}`}
                description="This date is inside a closed period: its profit or loss has been transferred to Retained Earnings. Reverse the latest closing below to reopen it."
              />
            )}
            {!closedThrough && unclosed !== 0 && (
              <Alert
                type="warning"
                showIcon
                className="section-spacing"
                data-testid="unclosed-net-income-notice"
                message={`${profitOrLoss(unclosed)} of ${formatTaka(Math.abs(unclosed))} has not yet been transferred to Retained Earnings.`}
                description="It is shown under Equity as Unclosed net income; the equity accounts alone do not make up the assets until the period is closed."
              />
            )}
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={12}>
                <Card size="small" title="Assets" style={{ height: '100%' }}>
                  <StatementSection title="Current Assets" groups={sheet.assets?.current?.items} total={sheet.assets?.current?.total} />
                  <StatementSection title="Fixed Assets" groups={sheet.assets?.fixed?.items} total={sheet.assets?.fixed?.total} />
                  <StatementSection title="Other Assets" groups={sheet.assets?.other?.items} total={sheet.assets?.other?.total} />
                  <StatementLine label="Total Assets" amount={totalAssets} strong topBorder testId="balance-sheet-total-assets" />
                </Card>
              </Col>
              <Col xs={24} lg={12}>
                <Card size="small" title="Liabilities & Equity" style={{ height: '100%' }}>
                  <StatementSection title="Current Liabilities" groups={sheet.liabilities?.current?.items} total={sheet.liabilities?.current?.total} />
                  <StatementSection title="Long-term Liabilities" groups={sheet.liabilities?.longTerm?.items} total={sheet.liabilities?.longTerm?.total} />
                  <StatementLine label="Total Liabilities" amount={sheet.liabilities?.total ?? 0} strong testId="balance-sheet-total-liabilities" />
                  <div style={{ height: 12 }} />
                  <StatementSection title="Equity" groups={sheet.equity?.items} total={sheet.equity?.total} totalLabel="Total Equity Accounts" />
                  <StatementLine
                    level={1}
                    label={`Unclosed net income (${profitOrLoss(unclosed)}, not yet transferred)`}
                    amount={unclosed}
                    testId="balance-sheet-unclosed-net-income"
                  />
                  <StatementLine
                    label="Total Equity"
                    amount={sheet.equity?.totalWithUnclosedNetIncome ?? (sheet.equity?.total ?? 0) + unclosed}
                    strong
                    testId="balance-sheet-total-equity"
                  />
                  <StatementLine
                    label="Total Liabilities & Equity"
                    amount={totalOtherSide}
                    strong
                    topBorder
                    testId="balance-sheet-total-liabilities-equity"
                  />
                </Card>
              </Col>
            </Row>
          </>
        )}
      </TabLoadState>
      <ClosingsHistory />
      <ProfitTransferModal open={transferring} period={period} onClose={() => setTransferring(false)} />
    </>
  );
}
