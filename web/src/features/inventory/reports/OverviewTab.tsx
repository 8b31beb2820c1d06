import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Row, Statistic } from 'antd';
import { AppstoreOutlined, DollarOutlined, RiseOutlined, WarningOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../shared/api/api-error';
import { ContentSpinner } from '../../../shared/components/FullScreenSpinner';
import { formatTaka } from '../../../shared/format/taka';
import { PRODUCT_TYPES } from '../products/types';
import type { InventoryReport } from './report-types';
import { countOf } from '../../../shared/format/count';

interface OverviewCard {
  key: string;
  title: string;
  value: ReactNode;
  icon?: ReactNode;
  color?: string;
}

function Cards({ cards, span }: { cards: OverviewCard[]; span: number }) {
  return (
    <Row gutter={[16, 16]} className="section-spacing">
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={span}>
          <Card size="small">
            <Statistic title={card.title} value={0} prefix={card.icon} valueStyle={{ color: card.color }} valueRender={() => <span data-testid={`report-card-${card.key}`}>{card.value}</span>} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/\s+/g, '-');

interface OverviewTabProps {
  report: { data?: InventoryReport; isLoading: boolean; error: unknown; refetch: () => unknown };
}

/** Total value, products, low stock and potential profit, then value and count per type. */
export function OverviewTab({ report }: OverviewTabProps) {
  if (report.isLoading) return <ContentSpinner />;
  if (report.error || !report.data) {
    return (
      <Alert
        type="error"
        showIcon
        message={serverMessageOr(report.error, 'Failed to load the inventory report.')}
        action={<Button size="small" onClick={() => report.refetch()}>Retry</Button>}
        data-testid="report-overview-error"
      />
    );
  }
  const { summary } = report.data;
  const lowStock = summary.lowStockCount ?? 0;
  const totals: OverviewCard[] = [
    { key: 'total-value', title: 'Total Inventory Value', value: formatTaka(summary.totalInventoryValue), icon: <DollarOutlined />, color: '#1d4ed8' },
    { key: 'total-products', title: 'Total Products', value: summary.productCount, icon: <AppstoreOutlined /> },
    { key: 'low-stock', title: 'Low Stock Items', value: lowStock, icon: <WarningOutlined />, color: lowStock > 0 ? '#cf1322' : undefined },
    { key: 'potential-profit', title: 'Potential Profit', value: formatTaka(summary.totalPotentialProfit), icon: <RiseOutlined />, color: '#389e0d' },
  ];
  const byType: OverviewCard[] = PRODUCT_TYPES.map((type) => {
    const figures = summary.byType?.[type];
    return {
      key: `type-${slug(type)}`,
      title: type,
      value: (
        <>
          {formatTaka(figures?.totalValue ?? 0)}
          <div style={{ fontSize: 13, color: '#8c8c8c' }}>
            {countOf(figures?.productCount ?? 0, 'products')}{typeof figures?.stock === 'number' ? ` · ${countOf(figures.stock, 'units')}` : ''}
          </div>
        </>
      ),
    };
  });
  return (
    <div data-testid="report-overview">
      <Cards cards={totals} span={6} />
      <Cards cards={byType} span={8} />
    </div>
  );
}
