import { Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { BankOutlined, CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { formatTaka } from '../../../shared/format/taka';
import type { AccountingEquation } from './chart-types';
import { useChartOfAccounts } from './use-chart-of-accounts';

/**
 * Total accounts, and the accounting equation instead of one total of every class (assets and
 * liabilities added together mean nothing): Assets = Liabilities + Equity + the profit not yet
 * closed into Retained Earnings, Balanced or not. Each class's own balance is on its category card.
 * `totalBalance` is no longer shown.
 */
export function ChartSummaryHeader({ totalAccounts }: { totalAccounts: number; totalBalance?: number }) {
  const chart = useChartOfAccounts();
  const equation = chart.data?.summary.accountingEquation;
  return (
    <Row gutter={[16, 16]} className="section-spacing">
      <Col xs={24} md={6}>
        <Card style={{ height: '100%' }}>
          <Statistic
            title="Total Accounts"
            value={totalAccounts}
            prefix={<BankOutlined />}
            valueRender={() => <span data-testid="chart-total-accounts">{totalAccounts}</span>}
          />
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <Card style={{ height: '100%' }} data-testid="chart-accounting-equation">
          {equation ? <EquationLine equation={equation} /> : <Typography.Text type="secondary">Accounting equation</Typography.Text>}
        </Card>
      </Col>
    </Row>
  );
}

function Term({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <div>
        <Typography.Text strong data-testid={testId}>
          {formatTaka(amount)}
        </Typography.Text>
      </div>
    </div>
  );
}

const Sign = ({ children }: { children: string }) => (
  <Typography.Text type="secondary" style={{ fontSize: 18, alignSelf: 'flex-end' }}>
    {children}
  </Typography.Text>
);

function EquationLine({ equation }: { equation: AccountingEquation }) {
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" wrap="wrap" gap={8}>
        <Typography.Text type="secondary">Accounting equation</Typography.Text>
        {equation.balanced ? (
          <Tag icon={<CheckCircleOutlined />} color="success" data-testid="chart-equation-status">
            Balanced
          </Tag>
        ) : (
          <Tag icon={<WarningOutlined />} color="error" data-testid="chart-equation-status">
            Unbalanced by {formatTaka(equation.difference)}
          </Tag>
        )}
      </Flex>
      <Flex wrap="wrap" gap={12} align="flex-end">
        <Term label="Assets" amount={equation.assets} testId="chart-equation-assets" />
        <Sign>=</Sign>
        <Term label="Liabilities" amount={equation.liabilities} testId="chart-equation-liabilities" />
        <Sign>+</Sign>
        <Term label="Equity" amount={equation.equity} testId="chart-equation-equity" />
        <Sign>+</Sign>
        <Term label={equation.unclosedProfit < 0 ? 'Loss not yet closed' : 'Profit not yet closed'} amount={equation.unclosedProfit} testId="chart-equation-unclosed-profit" />
      </Flex>
    </Flex>
  );
}
