import { Card, Col, Row, Statistic } from 'antd';
import { BankOutlined, WalletOutlined } from '@ant-design/icons';
import { formatTaka } from '../../../shared/format/taka';

export function ChartSummaryHeader({ totalAccounts, totalBalance }: { totalAccounts: number; totalBalance: number }) {
  return (
    <Row gutter={[16, 16]} className="section-spacing">
      <Col xs={24} sm={12}>
        <Card>
          <Statistic
            title="Total Accounts"
            value={totalAccounts}
            prefix={<BankOutlined />}
            valueRender={() => <span data-testid="chart-total-accounts">{totalAccounts}</span>}
          />
        </Card>
      </Col>
      <Col xs={24} sm={12}>
        <Card>
          <Statistic
            title="Total Balance"
            value={totalBalance}
            prefix={<WalletOutlined />}
            valueRender={() => <span data-testid="chart-total-balance">{formatTaka(totalBalance)}</span>}
          />
        </Card>
      </Col>
    </Row>
  );
}
