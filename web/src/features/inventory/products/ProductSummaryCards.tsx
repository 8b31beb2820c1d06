import type { ReactNode } from 'react';
import { Alert, Card, Col, Row, Statistic } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import { formatPercent, inventoryValueOf, isLowStock, marginColor, profitMargin, reorderLevelOf } from './product-rules';
import type { Product } from './types';
import { countOf } from '../../../shared/format/count';
import { useCan } from '../../auth/permissions';

interface SummaryCard {
  key: string;
  title: string;
  value: ReactNode;
  color?: string;
  hint?: ReactNode;
}

interface ProductSummaryCardsProps {
  product: Product;
  /** Prices to judge the margin by (the form's while editing); the product's by default. */
  prices?: { salePrice?: number | null; cost?: number | null };
  /** Adds the sale price (with the cost) card, as on the details page. */
  withSalePrice?: boolean;
}

/** Current stock, inventory value (moving average cost), sale price and profit margin coloured green > 20, amber > 10, else red. */
export function ProductSummaryCards({ product, prices, withSalePrice = false }: ProductSummaryCardsProps) {
  const salePrice = prices?.salePrice ?? product.salePrice;
  // One cost everywhere (issue 23, item 7): the landed average the books use; a cost typed in the form (a revaluation) once it differs.
  const enteredCost = prices?.cost;
  const cost = typeof enteredCost === 'number' && enteredCost !== product.cost ? enteredCost : product.averageCost ?? product.cost;
  const margin = profitMargin(salePrice, cost);
  // Without `costs:read` (Sales) the answer has no cost: only stock and the sale price are shown.
  const seesCosts = useCan('costs:read');
  const allCards: SummaryCard[] = [
    { key: 'stock', title: 'Current Stock', value: countOf(product.stock, 'units'), color: isLowStock(product) ? '#cf1322' : undefined, hint: `Reorder level ${reorderLevelOf(product)}` },
    {
      key: 'inventory-value',
      title: 'Inventory Value',
      value: formatTaka(inventoryValueOf(product)),
      hint: typeof product.averageCost === 'number' ? `Cost (average) ${formatTaka(product.averageCost)}` : undefined,
    },
    ...(withSalePrice ? [{ key: 'sale-price', title: 'Sale Price', value: formatTaka(salePrice), hint: seesCosts ? `Cost (average) ${formatTaka(cost)} · Last purchase price ${formatTaka(product.cost)}` : undefined }] : []),
    { key: 'profit-margin', title: 'Profit Margin', value: formatPercent(margin), color: marginColor(margin), hint: `${formatTaka(Number(salePrice ?? 0) - Number(cost ?? 0))} a unit` },
  ];
  const cards = seesCosts ? allCards : allCards.filter((card) => card.key !== 'inventory-value' && card.key !== 'profit-margin');
  const span = 24 / Math.max(1, Math.min(4, cards.length));
  return (
    <Row gutter={[16, 16]} className="section-spacing">
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={span}>
          <Card size="small">
            <Statistic
              title={card.title}
              value={0}
              valueStyle={{ color: card.color }}
              valueRender={() => <span data-testid={`product-card-${card.key}`}>{card.value}</span>}
            />
            {card.hint && <div style={{ color: '#8c8c8c', fontSize: 12, marginTop: 4 }}>{card.hint}</div>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The edit page's warning: 'Only N units remaining' at or below the reorder level. */
export function LowStockRemaining({ product }: { product: Product }) {
  if (!isLowStock(product)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="section-spacing"
      message={`Only ${product.stock} units remaining`}
      description={`At or below the reorder level of ${reorderLevelOf(product)}. Use Manage Stock or a purchase to restock.`}
      data-testid="product-low-stock-warning"
    />
  );
}
