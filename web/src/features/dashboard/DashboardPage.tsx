import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, List, Row, Statistic, Table, Tag, Typography } from 'antd';
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
import { DashboardHeader } from './DashboardHeader';
import { DashboardLoadState } from './DashboardLoadState';
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
    { key: 'low-stock', title: 'Low Stock Items', value: stats.lowStockItems, icon: <WarningOutlined />, color: stats.lowStockItems > 0 ? '#d4380d' : '#389e0d', footer: `Stock value ${formatTaka(data.inventory.totalValue)}` },
  ];
}

const money = (value: number | null) => (value === null ? '' : formatTaka(value));

/** The business dashboard (/): what the owner looks at every morning. */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('period');
  const period: DashboardPeriod = isPeriod(requested) ? requested : DEFAULT_PERIOD;
  const overview = useDashboardOverview(period);
  const refresh = useDashboardRefresh(period);
  const data = overview.data;

  const choosePeriod = (next: DashboardPeriod) => setSearchParams(next === DEFAULT_PERIOD ? {} : { period: next }, { replace: true });

  return (
    <>
      <DashboardHeader
        title="Business Dashboard"
        subtitle={data ? `${data.overview.periodLabel}: ${formatDate(data.overview.startDate)} – ${formatDate(data.overview.endDate)}` : 'Sales, stock, customers and money at a glance.'}
        period={period}
        periodOptions={DASHBOARD_PERIOD_OPTIONS}
        onPeriodChange={choosePeriod}
        onRefresh={() => refresh.mutate()}
        refreshing={refresh.isPending || (overview.isFetching && !overview.isLoading)}
        testId="dashboard"
      />
      <DashboardLoadState
        data={data}
        error={overview.error}
        onRetry={() => overview.refetch()}
        failureTitle="Unable to load dashboard"
        failureDescription="Please check your connection and try again."
        testId="dashboard"
      >
        {(loaded) => <DashboardBody data={loaded} />}
      </DashboardLoadState>
    </>
  );
}

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
            <Card size="small" className="dashboard-kpi" style={{ height: '100%' }}>
              <Statistic title={kpi.title} value={0} prefix={kpi.icon} valueStyle={{ color: kpi.color }} valueRender={() => <span data-testid={`kpi-${kpi.key}`}>{kpi.value}</span>} />
              {kpi.footer && (
                <Typography.Text type="secondary" className="dashboard-kpi-footer">
                  {kpi.footer}
                </Typography.Text>
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <DashboardCharts data={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title="Top Products">
            <Table
              size="small"
              rowKey="_id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.sales.topProducts}
              locale={{ emptyText: 'No sales in this period' }}
              columns={[
                { title: 'Product', dataIndex: 'name' },
                { title: 'Type', dataIndex: 'type' },
                { title: 'Qty', dataIndex: 'quantity', align: 'right' },
                { title: 'Revenue', dataIndex: 'revenue', align: 'right', render: formatTaka },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="Top Customers">
            <Table
              size="small"
              rowKey="_id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.customers.topCustomers}
              locale={{ emptyText: 'No sales in this period' }}
              columns={[
                { title: 'Customer', dataIndex: 'name', render: (name: string, row) => <Link to={`/customers/view/${row._id}`}>{name}</Link> },
                { title: 'Phone', dataIndex: 'phone' },
                { title: 'Invoices', dataIndex: 'invoices', align: 'right' },
                { title: 'Purchases', dataIndex: 'totalPurchases', align: 'right', render: formatTaka },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="Recent Activities">
            <List
              size="small"
              dataSource={data.recentActivities}
              locale={{ emptyText: 'Nothing yet' }}
              renderItem={(activity) => (
                <List.Item extra={money(activity.amount)}>
                  <List.Item.Meta
                    title={<Link to={activity.link}>{activity.title}</Link>}
                    description={`${activity.description} · ${formatDate(activity.date)}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="Low Stock Items" extra={<Link to="/products?lowStock=true">View all</Link>}>
            <Table
              size="small"
              rowKey="_id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.inventory.lowStockItems}
              locale={{ emptyText: 'Every product is above its reorder level' }}
              columns={[
                { title: 'Product', dataIndex: 'name', render: (name: string, row) => <Link to={`/products/details/${row._id}`}>{name}</Link> },
                { title: 'Type', dataIndex: 'type' },
                { title: 'Stock', dataIndex: 'stock', align: 'right', render: (stock: number) => <Tag color={stock === 0 ? 'red' : 'orange'}>{stock}</Tag> },
                { title: 'Reorder Level', dataIndex: 'reorderLevel', align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
