import { Card, Col, Row, Statistic } from 'antd';
import { formatTaka } from '../../../shared/format/taka';

export interface SummaryCard {
  key: string;
  title: string;
  /** Taka, unless `format` says otherwise; undefined while loading. */
  value: number | undefined;
  format?: (value: number) => string;
  /** Shown in red when above zero (overdue, written off). */
  danger?: boolean;
}

/** A row of figure cards over a list (payables, receivables, bad debts): `${testIdPrefix}-${key}` each. */
export function SummaryCards({ cards, testIdPrefix }: { cards: SummaryCard[]; testIdPrefix: string }) {
  const span = Math.max(4, Math.floor(24 / cards.length));
  return (
    <Row gutter={[12, 12]} className="section-spacing">
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={span}>
          <Card size="small">
            <Statistic
              title={card.title}
              value={card.value === undefined ? '—' : (card.format ?? formatTaka)(card.value)}
              valueStyle={{ fontSize: 18, color: card.danger && (card.value ?? 0) > 0 ? '#cf1322' : undefined }}
              data-testid={`${testIdPrefix}-${card.key}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** A card showing one figure of a list's summary, named by its field. */
export type SummaryFigure<Summary> = Omit<SummaryCard, 'value'> & { field: keyof Summary };

/** The cards of a list's summary (undefined while it loads): each figure read from its field. */
export const figuresOf = <Summary,>(summary: Summary | undefined, figures: SummaryFigure<Summary>[]): SummaryCard[] =>
  figures.map(({ field, ...card }) => ({ ...card, value: summary?.[field] as number | undefined }));
