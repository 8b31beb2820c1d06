import { Alert, Button, Card, Col, Empty, Row, Spin, Statistic, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../shared/api/api-error';
import { formatTaka } from '../../../shared/format/taka';
import { formatPercent, marginColor } from './product-rules';
import { PriceChangeTable, RecentPurchasesTable } from './PriceHistoryTables';
import { PriceTrendChart } from './PriceTrendChart';
import type { PriceHistory } from './types';
import { usePriceHistory } from './use-stock';
import { countOf } from '../../../shared/format/count';
import { useCan } from '../../auth/permissions';

const TRENDS = {
  increasing: { color: 'red', icon: <ArrowUpOutlined />, label: 'Increasing' },
  decreasing: { color: 'green', icon: <ArrowDownOutlined />, label: 'Decreasing' },
  stable: { color: 'default', icon: <MinusOutlined />, label: 'Stable' },
} as const;

/** `seesCosts` false (Sales, issue 23 item 11): the sale price and stock only; the server sends no cost figure either. */
function PriceFigures({ history, seesCosts }: { history: PriceHistory; seesCosts: boolean }) {
  const { product, analytics } = history;
  const trend = TRENDS[analytics.costTrend] ?? TRENDS.stable;
  const costFigures = [
    // One cost everywhere (issue 23, item 7): the landed average the books use, the last purchase price named apart.
    { key: 'average-cost', title: 'Cost (average)', value: formatTaka(product.averageCost ?? product.currentCost) },
    { key: 'current-cost', title: 'Last Purchase Price', value: formatTaka(product.currentCost) },
  ];
  const marginFigures = [
    { key: 'cost-trend', title: 'Cost Trend', value: <Tag color={trend.color} icon={trend.icon}>{trend.label}</Tag> },
    { key: 'profit-margin', title: 'Profit Margin', value: <span style={{ color: marginColor(analytics.profitMargin) }}>{formatPercent(analytics.profitMargin)}</span> },
    { key: 'inventory-value', title: 'Inventory Value', value: formatTaka(analytics.inventoryValue) },
    { key: 'average-purchase-price', title: 'Avg Purchase Price', value: formatTaka(analytics.averagePurchasePrice) },
  ];
  const salePrice = { key: 'sale-price', title: 'Sale Price', value: formatTaka(product.currentSalePrice) };
  const stock = { key: 'stock', title: 'Stock', value: countOf(product.stock, 'units') };
  const figures = seesCosts ? [...costFigures, salePrice, ...marginFigures, stock] : [salePrice, stock];
  return (
    <Row gutter={[12, 12]} className="section-spacing">
      {figures.map((figure) => (
        <Col key={figure.key} xs={12} sm={8} lg={6}>
          <Card size="small">
            <Statistic title={figure.title} value={0} valueStyle={{ fontSize: 18 }} valueRender={() => <span data-testid={`price-${figure.key}`}>{figure.value}</span>} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The price history of a product: figures, trend chart (more than one point), price changes and recent purchases. */
export function PriceHistoryPanel({ productId, enabled = true }: { productId: string; enabled?: boolean }) {
  const history = usePriceHistory(productId, enabled);
  const seesCosts = useCan('costs:read');

  if (history.isLoading) {
    return (
      <Spin tip="Loading price history...">
        <div style={{ minHeight: 200 }} />
      </Spin>
    );
  }
  if (history.error) {
    return (
      <Alert
        type="error"
        showIcon
        message={serverMessageOr(history.error, 'Failed to load price history')}
        action={
          <Button size="small" onClick={() => history.refetch()} data-testid="price-history-retry">
            Retry
          </Button>
        }
        data-testid="price-history-error"
      />
    );
  }
  const data = history.data;
  if (!data) return <Empty description="No Data" data-testid="price-history-empty" />;

  // The server sends Sales no cost change; a cached answer from another role's session shows none either.
  const entries = (data.priceHistory ?? []).filter((entry) => seesCosts || entry.priceType !== 'cost');
  const purchases = data.purchaseHistory ?? [];
  return (
    <div data-testid="price-history-panel">
      <PriceFigures history={data} seesCosts={seesCosts} />
      {entries.length > 1 && (
        <Card size="small" title="Price Trend" className="section-spacing">
          <PriceTrendChart entries={entries} />
        </Card>
      )}
      <Typography.Title level={5}>{seesCosts ? 'Price Change History' : 'Sale Price History'}</Typography.Title>
      <PriceChangeTable entries={entries} seesCosts={seesCosts} />
      {/* What the purchases cost is not the counter's (the server sends Sales none). */}
      {seesCosts && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Recent Purchases
          </Typography.Title>
          <RecentPurchasesTable purchases={purchases} />
        </>
      )}
    </div>
  );
}
