import { Card, Col, Row, Typography } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import { ACCOUNT_CATEGORIES, type AccountCategory, type TypeSummary } from './chart-types';

interface CategoryCardsProps {
  totals: Record<AccountCategory, TypeSummary>;
  selected: AccountCategory;
  onSelect: (category: AccountCategory) => void;
}

/**
 * One card per account type with its count and balance; clicking a card filters the table to that
 * type. The All card counts every account but adds no balances: a sum across classes means nothing.
 */
export function CategoryCards({ totals, selected, onSelect }: CategoryCardsProps) {
  return (
    <Row gutter={[12, 12]} className="section-spacing">
      {ACCOUNT_CATEGORIES.map(({ key, label }) => {
        const isSelected = key === selected;
        return (
          <Col key={key} xs={12} sm={8} lg={4}>
            <Card
              hoverable
              size="small"
              className={isSelected ? 'category-card category-card-selected' : 'category-card'}
              onClick={() => onSelect(key)}
              role="button"
              aria-pressed={isSelected}
              data-testid={`category-card-${key.toLowerCase()}`}
            >
              <Typography.Text type="secondary">{label}</Typography.Text>
              <div className="category-card-count">{totals[key].count}</div>
              {key === 'all' ? (
                <Typography.Text type="secondary">every type</Typography.Text>
              ) : (
                <Typography.Text strong data-testid={`category-balance-${key.toLowerCase()}`}>
                  {formatTaka(totals[key].balance)}
                </Typography.Text>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
