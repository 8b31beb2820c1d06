import type { ReactNode } from 'react';
import { Alert, Button, Col, Flex, List, Row, Tag, type TableColumnsType } from 'antd';
import {
  CarOutlined,
  DollarOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  WalletOutlined,
  WarningOutlined,
  CalendarOutlined,
  FallOutlined,
  RiseOutlined,
} from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../shared/format/date';
import { formatTaka } from '../../shared/format/taka';
import { useCanOpen } from '../auth/permissions';
import { DashboardCharts } from './DashboardCharts';
import { KpiCard, ListCard, TableCard } from './DashboardCards';
import { DashboardFrame } from './DashboardFrame';
import { DASHBOARD_PERIOD_OPTIONS, type DashboardOverview, type DashboardPeriod } from './dashboard-types';
import { useDashboardOverview, useDashboardRefresh } from './use-dashboard';
import { KPI_COLUMN, KPI_GUTTER } from './kpi-layout';

const DEFAULT_PERIOD: DashboardPeriod = 'this_month';
const isPeriod = (value: string | null): value is DashboardPeriod => DASHBOARD_PERIOD_OPTIONS.some((option) => option.value === value);

interface Kpi {
  key: string;
  title: string;
  value: ReactNode;
  icon: ReactNode;
  color: string;
  footer?: ReactNode;
}

function growthTag(growthRate: number | null) {
  if (growthRate === null) return <Tag>New this period</Tag>;
  const up = growthRate >= 0;
  return (
    <Tag color={up ? 'green' : 'red'} icon={up ? <RiseOutlined /> : <FallOutlined />}>
      {`${up ? '+' : ''}${growthRate}% vs previous period`}
    </Tag>
  );
}

function kpisOf(data: DashboardOverview): Kpi[] {
  const stats = data.quickStats;
  return [
    { key: 'total-revenue', title: 'Total Revenue', value: formatTaka(stats.totalRevenue), icon: <DollarOutlined />, color: '#389e0d', footer: growthTag(data.overview.growthRate) },
    { key: 'motorcycles-sold', title: 'Motorcycles Sold', value: stats.totalMotorcyclesSold, icon: <CarOutlined />, color: '#1d4ed8', footer: `${stats.totalOtherProductsSold} other products sold` },
    { key: 'total-customers', title: 'Total Customers', value: stats.totalCustomers, icon: <TeamOutlined />, color: '#531dab', footer: `${data.customers.newCustomers} new, ${data.customers.customersWithDue} with due` },
    { key: 'cash-position', title: 'Cash Position', value: formatTaka(stats.cashPosition), icon: <WalletOutlined />, color: '#0958d9' },
    { key: 'customer-due', title: 'Customer Due', value: formatTaka(stats.totalCustomerDue), icon: <ShoppingCartOutlined />, color: '#d46b08' },
    { key: 'pending-payments', title: 'Pending Payments', value: formatTaka(stats.pendingPayments), icon: <DollarOutlined />, color: '#cf1322' },
    { key: 'pending-bookings', title: 'Pending Bookings', value: stats.pendingBookings, icon: <CalendarOutlined />, color: '#08979c', footer: `${data.bookings.totalBookings} booked, ${formatTaka(data.bookings.totalBookingAmount)}` },
    { key: 'low-stock', title: 'Low Stock Items', value: stats.lowStockItems, icon: <WarningOutlined />, color: stats.lowStockItems > 0 ? '#d4380d' : '#389e0d', footer: typeof data.inventory.totalValue === 'number' ? `Stock value ${formatTaka(data.inventory.totalValue)}` : undefined },
  ];
}

const HALF = { xs: 24, lg: 12 };
const SUBTITLE = {
  of: (data: DashboardOverview) => `${data.overview.periodLabel}: ${formatDate(data.overview.startDate)} – ${formatDate(data.overview.endDate)}`,
  before: 'Sales, stock, customers and money at a glance.',
};
const FAILURE = { title: 'Unable to load dashboard', description: 'Please check your connection and try again.' };
type Overview = DashboardOverview;
const TOP_PRODUCT_COLUMNS: TableColumnsType<Overview['sales']['topProducts'][number]> = [
  { title: 'Product', dataIndex: 'name' },
  { title: 'Type', dataIndex: 'type' },
  { title: 'Qty', dataIndex: 'quantity', align: 'right' },
  { title: 'Revenue', dataIndex: 'revenue', align: 'right', render: formatTaka },
];
const TOP_CUSTOMER_COLUMNS: TableColumnsType<Overview['customers']['topCustomers'][number]> = [
  { title: 'Customer', dataIndex: 'name', render: (name: string, row) => <Link to={`/customers/view/${row._id}`}>{name}</Link> },
  { title: 'Phone', dataIndex: 'phone' },
  { title: 'Invoices', dataIndex: 'invoices', align: 'right' },
  { title: 'Purchases', dataIndex: 'totalPurchases', align: 'right', render: formatTaka },
];
const LOW_STOCK_COLUMNS: TableColumnsType<Overview['inventory']['lowStockItems'][number]> = [
  { title: 'Product', dataIndex: 'name', render: (name: string, row) => <Link to={`/products/details/${row._id}`}>{name}</Link> },
  { title: 'Type', dataIndex: 'type' },
  { title: 'Stock', dataIndex: 'stock', align: 'right', render: (stock: number) => <Tag color={stock === 0 ? 'red' : 'orange'}>{stock}</Tag> },
  { title: 'Reorder Level', dataIndex: 'reorderLevel', align: 'right' },
];

const money = (value: number | null) => (value === null ? '' : formatTaka(value));

/** The business dashboard (/): what the owner looks at every morning. */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('period');
  const period: DashboardPeriod = isPeriod(requested) ? requested : DEFAULT_PERIOD;
  const overview = useDashboardOverview(period);
  const refresh = useDashboardRefresh(period);

  const choosePeriod = (next: DashboardPeriod) => setSearchParams(next === DEFAULT_PERIOD ? {} : { period: next }, { replace: true });

  const header = { title: 'Business Dashboard', period, periodOptions: DASHBOARD_PERIOD_OPTIONS, onPeriodChange: choosePeriod, onRefresh: () => refresh.mutate(), refreshing: refresh.isPending };
  return <DashboardFrame header={header} subtitle={SUBTITLE} query={overview} failure={FAILURE} testId="dashboard">{(loaded) => <DashboardBody data={loaded} />}</DashboardFrame>;
}

const activityItem = (activity: DashboardOverview['recentActivities'][number]) => (
  <List.Item extra={money(activity.amount)}>
    <List.Item.Meta title={<Link to={activity.link}>{activity.title}</Link>} description={`${activity.description} · ${formatDate(activity.date)}`} />
  </List.Item>
);

function DashboardBody({ data }: { data: DashboardOverview }) {
  // An alert's button leads to its screen only for a role that may open it (a Sales user sees no books).
  const canOpen = useCanOpen();
  return (
    <div data-testid="business-dashboard">
      {data.alerts.length > 0 && (
        <Flex vertical gap={8} className="section-spacing dashboard-alerts" data-testid="dashboard-alerts">
          {data.alerts.map((alert) => (
            <Alert
              key={alert.title}
              type={alert.type}
              showIcon
              message={alert.title}
              description={alert.message}
              action={canOpen(alert.action.link) && <Link to={alert.action.link}><Button size="small">{alert.action.label}</Button></Link>}
            />
          ))}
        </Flex>
      )}
      <Row gutter={KPI_GUTTER} className="section-spacing">
        {kpisOf(data).map((kpi) => (
          <Col key={kpi.key} {...KPI_COLUMN}>
            <KpiCard testId={kpi.key} title={kpi.title} value={kpi.value} icon={kpi.icon} color={kpi.color} footer={kpi.footer} />
          </Col>
        ))}
      </Row>
      <DashboardCharts data={data} />
      <Row gutter={[16, 16]}>
        <TableCard span={HALF} title="Top Products" rows={data.sales.topProducts} emptyText="No sales in this period" columns={TOP_PRODUCT_COLUMNS} />
        <TableCard span={HALF} title="Top Customers" rows={data.customers.topCustomers} emptyText="No sales in this period" columns={TOP_CUSTOMER_COLUMNS} />
        <ListCard span={HALF} title="Recent Activities" items={data.recentActivities} emptyText="Nothing yet" renderItem={activityItem} />
        <TableCard
          span={HALF}
          title="Low Stock Items"
          extra={<Link to="/products?lowStock=true">View all</Link>}
          rows={data.inventory.lowStockItems}
          emptyText="Every product is above its reorder level"
          columns={LOW_STOCK_COLUMNS}
        />
      </Row>
    </div>
  );
}
