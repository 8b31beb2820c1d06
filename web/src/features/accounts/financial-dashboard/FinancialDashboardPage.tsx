import { useState } from 'react';
import { Card, Col, Empty, Flex, List, Progress, Row, Table, Tag } from 'antd';
import { BankOutlined, FileTextOutlined, SafetyCertificateOutlined, ShopOutlined, WalletOutlined } from '@ant-design/icons';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { Link } from 'react-router-dom';
import { APP_FONT_FAMILY } from '../../../app/theme';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { useTakaFont } from '../../../shared/hooks/use-taka-font';
import { KpiCard, ListCard } from '../../dashboard/DashboardCards';
import { DashboardFrame } from '../../dashboard/DashboardFrame';
import { echarts } from '../../dashboard/echarts-setup';
import { KPI_COLUMN, KPI_GUTTER } from '../../dashboard/kpi-layout';
import { FINANCIAL_PERIOD_OPTIONS, type Aging, type FinancialDashboardData, type FinancialPeriod } from './financial-dashboard-types';
import { useFinancialDashboard } from './use-financial-dashboard';

const AGING_BUCKETS: { key: keyof Omit<Aging, 'total'>; label: string }[] = [
  { key: 'current', label: 'Current' },
  { key: 'days1to30', label: '1-30 days' },
  { key: 'days31to60', label: '31-60 days' },
  { key: 'days61to90', label: '61-90 days' },
  { key: 'over90', label: 'Over 90 days' },
];
const THIRD = { xs: 24, lg: 8 };
const SUBTITLE = { of: (data: FinancialDashboardData) => `${formatDate(data.periodStart)} – ${formatDate(data.periodEnd)}`, before: 'Cash, receivables, payables and the health of the books.' };
const FAILURE = { title: 'Error Loading Dashboard', description: 'Failed to load financial dashboard data. Please try again later.' };
const SEVERITY_COLORS: Record<string, string> = { Critical: 'red', High: 'volcano', Medium: 'orange', Low: 'blue' };
const STATUS_COLORS: Record<string, string> = { Excellent: '#389e0d', Good: '#1677ff', Fair: '#d48806', Poor: '#cf1322' };

/** The Financial Dashboard (/accounts, /accounts/financial-dashboard): the accountant's morning view of the books. */
export function FinancialDashboardPage() {
  const [period, setPeriod] = useState<FinancialPeriod>('30');
  const dashboard = useFinancialDashboard(period);
  const header = { title: 'Financial Dashboard', breadcrumb: [{ title: 'Financial Management' }], period, periodOptions: FINANCIAL_PERIOD_OPTIONS, onPeriodChange: setPeriod, onRefresh: () => void dashboard.refetch() };
  return <DashboardFrame header={header} subtitle={SUBTITLE} query={dashboard} failure={FAILURE} testId="financial-dashboard">{(loaded) => <FinancialDashboardBody data={loaded} />}</DashboardFrame>;
}

const accountItem = (account: FinancialDashboardData['accountSummary'][number]) => (
  <List.Item extra={formatTaka(account.balance)}>
    <List.Item.Meta title={<Link to={`/accounts/ledger/${account._id}`}>{`${account.code} ${account.name}`}</Link>} description={account.type} />
  </List.Item>
);

function FinancialDashboardBody({ data }: { data: FinancialDashboardData }) {
  const takaFontReady = useTakaFont();
  const { kpis, healthCheck } = data;
  const agingOption = {
    textStyle: { fontFamily: APP_FONT_FAMILY },
    tooltip: { trigger: 'axis', valueFormatter: formatTaka },
    legend: { bottom: 0 },
    grid: { left: 8, right: 16, top: 16, bottom: 32, containLabel: true },
    xAxis: { type: 'category', axisLabel: { interval: 0, fontSize: 11 }, data: AGING_BUCKETS.map((bucket) => bucket.label) },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => `৳${Intl.NumberFormat('en-IN', { notation: 'compact' }).format(value)}` } },
    series: [
      { name: 'Receivables', type: 'bar', barMaxWidth: 28, itemStyle: { color: '#52c41a' }, data: AGING_BUCKETS.map((bucket) => data.receivablesAging[bucket.key]) },
      { name: 'Payables', type: 'bar', barMaxWidth: 28, itemStyle: { color: '#fa8c16' }, data: AGING_BUCKETS.map((bucket) => data.payablesAging[bucket.key]) },
    ],
  };
  const agingRows = [
    { key: 'receivables', name: 'Receivables', ...data.receivablesAging },
    { key: 'payables', name: 'Payables', ...data.payablesAging },
  ];

  return (
    <div data-testid="financial-dashboard">
      <Row gutter={KPI_GUTTER} className="section-spacing">
        <Col {...KPI_COLUMN}><KpiCard testId="total-receivables" title="Total Receivables" value={formatTaka(kpis.totalReceivables)} icon={<ShopOutlined />} color="#389e0d" /></Col>
        <Col {...KPI_COLUMN}><KpiCard testId="total-payables" title="Total Payables" value={formatTaka(kpis.totalPayables)} icon={<FileTextOutlined />} color="#d46b08" /></Col>
        <Col {...KPI_COLUMN}><KpiCard testId="net-cash-position" title="Net Cash Position" value={formatTaka(kpis.netCashPosition)} icon={<WalletOutlined />} color={kpis.netCashPosition < 0 ? '#cf1322' : '#1d4ed8'} /></Col>
        <Col {...KPI_COLUMN}><KpiCard testId="transactions-this-period" title="Transactions This Period" value={kpis.transactionsThisPeriod} icon={<BankOutlined />} color="#531dab" /></Col>
      </Row>
      <Row gutter={[16, 16]} className="section-spacing">
        <ListCard span={THIRD} title="Account Summary" items={data.accountSummary} emptyText="No balances yet" renderItem={accountItem} />
        <Col xs={24} lg={8}>
          <Card size="small" title="Cash Accounts">
            <Table
              size="small"
              rowKey="_id"
              pagination={false}
              dataSource={data.cashAccounts}
              columns={[
                { title: 'Account', dataIndex: 'name', render: (name: string, row) => <Link to={`/accounts/ledger/${row._id}`}>{name}</Link> },
                { title: 'Balance', dataIndex: 'balance', align: 'right', render: (balance: number) => <span style={{ color: balance < 0 ? '#cf1322' : undefined }}>{formatTaka(balance)}</span> },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title="Accounting Integration Health" extra={<SafetyCertificateOutlined />}>
            <Flex vertical align="center" gap={8} data-testid="financial-dashboard-health">
              <Progress type="dashboard" percent={healthCheck.score} strokeColor={STATUS_COLORS[healthCheck.status]} format={(percent) => `${percent}%`} />
              <Tag color={STATUS_COLORS[healthCheck.status]}>{healthCheck.status}</Tag>
            </Flex>
            {healthCheck.issues.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Every check passed" />
            ) : (
              <List
                size="small"
                dataSource={healthCheck.issues}
                renderItem={(issue) => (
                  <List.Item extra={<Link to={issue.link}>Open</Link>}>
                    <List.Item.Meta title={<><Tag color={SEVERITY_COLORS[issue.severity]}>{issue.severity}</Tag>{issue.type}</>} description={issue.description} />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} className="section-spacing">
        <Col xs={24}>
          <Card size="small" title="Receivables and Payables Aging">
            <div data-testid="financial-dashboard-aging-chart">
              <ReactEChartsCore key={String(takaFontReady)} echarts={echarts} option={agingOption} notMerge style={{ height: 260 }} />
            </div>
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={agingRows}
              columns={[
                { title: '', dataIndex: 'name' },
                ...AGING_BUCKETS.map((bucket) => ({ title: bucket.label, dataIndex: bucket.key, align: 'right' as const, render: formatTaka })),
                { title: 'Total', dataIndex: 'total', align: 'right' as const, render: formatTaka },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title="Recent Transactions" extra={<Link to="/accounts/journal-entries">View all</Link>}>
            <Table
              size="small"
              rowKey="_id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.recentTransactions}
              columns={[
                { title: 'Date', dataIndex: 'date', render: formatDate },
                { title: 'Description', dataIndex: 'description' },
                { title: 'Amount', dataIndex: 'amount', align: 'right', render: formatTaka },
                { title: 'Source', dataIndex: 'source' },
                { title: 'Status', dataIndex: 'status', render: (status: string) => <Tag color={status === 'Posted' ? 'green' : status === 'Voided' ? 'red' : 'default'}>{status}</Tag> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
