import { Card, Col, Row, Typography } from 'antd';
import { CreditCardOutlined, FallOutlined, RiseOutlined, TransactionOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { formatTaka } from '../../../shared/format/taka';
import type { PageSummary } from './transaction-rules';

function SummaryCard({ title, value, icon, color, testId }: { title: string; value: ReactNode; icon: ReactNode; color: string; testId: string }) {
  return (
    <Card size="small" className="transactions-summary-card">
      <Typography.Text type="secondary">
        <span style={{ color, marginRight: 6 }}>{icon}</span>
        {title}
      </Typography.Text>
      <div className="transactions-summary-value" style={{ color }} data-testid={testId}>
        {value}
      </div>
    </Card>
  );
}

/** The four cards of the transactions screen; they describe the loaded page only (spec §2). */
export function TransactionSummaryCards({ summary }: { summary: PageSummary }) {
  return (
    <Row gutter={[16, 16]} className="section-spacing">
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard title="Total Transactions" value={summary.totalTransactions} icon={<TransactionOutlined />} color="#1d4ed8" testId="summary-total-transactions" />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard title="Total Debits" value={formatTaka(summary.totalDebits)} icon={<RiseOutlined />} color="#16a34a" testId="summary-total-debits" />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard title="Total Credits" value={formatTaka(summary.totalCredits)} icon={<FallOutlined />} color="#dc2626" testId="summary-total-credits" />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard title="Payment Transactions" value={summary.paymentTransactions} icon={<CreditCardOutlined />} color="#7c3aed" testId="summary-payment-transactions" />
      </Col>
    </Row>
  );
}
