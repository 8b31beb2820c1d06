import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { profitOrLoss, revenueGroups, type ReportPeriod } from './report-types';
import { StatementLine, StatementSection } from './StatementLines';
import { TabLoadState } from './TabLoadState';
import { useFinancialReport } from './use-financial-reports';

export function IncomeStatementTab({ period }: { period: ReportPeriod }) {
  const report = useFinancialReport('incomeStatement', period);
  const statement = report.data?.incomeStatement;
  const netIncome = statement?.netIncome ?? 0;
  const label = profitOrLoss(netIncome);

  return (
    <TabLoadState
      isLoading={report.isLoading}
      error={report.error}
      failureMessage="Failed to load income statement data"
      hasData={Boolean(statement)}
      onRetry={() => report.refetch()}
      testId="reports-income-statement"
    >
      {statement && (
        <>
          <Typography.Title level={5} className="section-spacing" style={{ marginTop: 0 }}>
            Income Statement, {formatDate(statement.startDate ?? period.startDate)} to {formatDate(statement.endDate ?? period.endDate)}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card size="small" title="Revenue" style={{ height: '100%' }}>
                <StatementSection title="Revenue" groups={revenueGroups(statement.revenue)} total={statement.revenue?.total} totalLabel="Total Revenue" />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title="Expenses" style={{ height: '100%' }}>
                <StatementSection title="Cost of Goods Sold" groups={statement.expenses?.cogs?.items} total={statement.expenses?.cogs?.total} />
                <StatementSection title="Operating Expenses" groups={statement.expenses?.operating?.items} total={statement.expenses?.operating?.total} />
                <StatementSection title="Other Expenses" groups={statement.expenses?.other?.items} total={statement.expenses?.other?.total} />
                <StatementLine label="Total Expenses" amount={statement.expenses?.total ?? 0} strong topBorder />
              </Card>
            </Col>
          </Row>
          <Card size="small" style={{ marginTop: 16, borderColor: netIncome >= 0 ? '#b7eb8f' : '#ffa39e', background: netIncome >= 0 ? '#f6ffed' : '#fff1f0' }}>
            <Flex justify="space-between" align="center" gap={16} wrap="wrap">
              <Typography.Text strong style={{ fontSize: 16 }}>
                Net Income
              </Typography.Text>
              <Flex align="center" gap={8} data-testid="net-income">
                <Tag color={netIncome >= 0 ? 'success' : 'error'} data-testid="net-income-label">
                  {label}
                </Tag>
                <Typography.Text strong type={netIncome >= 0 ? 'success' : 'danger'} style={{ fontSize: 18 }} data-testid="net-income-amount">
                  {formatTaka(netIncome)}
                </Typography.Text>
              </Flex>
            </Flex>
          </Card>
        </>
      )}
    </TabLoadState>
  );
}
