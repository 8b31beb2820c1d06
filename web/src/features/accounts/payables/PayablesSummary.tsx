import { Card, Col, Row, Statistic } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import type { PayableSummary } from './use-payables';

/** What the filtered payables add up to: billed, paid, still owed, overdue. */
export function PayablesSummary({ summary }: { summary: PayableSummary | undefined }) {
  const cards = [
    { key: 'amount', title: 'Total Billed', value: summary?.totalAmount },
    { key: 'paid', title: 'Total Paid', value: summary?.totalPaid },
    { key: 'remaining', title: 'Outstanding', value: summary?.totalRemaining },
    { key: 'overdue', title: 'Overdue', value: summary?.totalOverdue, danger: true },
  ];
  return (
    <Row gutter={[12, 12]} className="section-spacing">
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={card.title}
              value={summary ? formatTaka(card.value) : '—'}
              valueStyle={{ fontSize: 18, color: card.danger && (card.value ?? 0) > 0 ? '#cf1322' : undefined }}
              data-testid={`payables-summary-${card.key}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
