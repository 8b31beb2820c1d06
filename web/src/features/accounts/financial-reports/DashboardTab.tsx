import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { BankOutlined, FallOutlined, FundOutlined, RiseOutlined, SafetyOutlined, WalletOutlined } from '@ant-design/icons';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { APP_FONT_FAMILY } from '../../../app/theme';
import { formatTaka } from '../../../shared/format/taka';
import { useTakaFont } from '../../../shared/hooks/use-taka-font';
import { echarts } from './echarts-setup';
import { profitOrLoss, type ReportPeriod } from './report-types';
import { TabLoadState } from './TabLoadState';
import { useFinancialReport } from './use-financial-reports';

interface Kpi {
  key: string;
  title: string;
  amount: number;
  icon: ReactNode;
  color: string;
}

const taka = (value: number) => formatTaka(value);

export function DashboardTab({ period }: { period: ReportPeriod }) {
  const report = useFinancialReport('all', period);
  const takaFontReady = useTakaFont();
  const balanceSheet = report.data?.balanceSheet;
  const income = report.data?.incomeStatement;

  const netIncome = income?.netIncome ?? 0;
  const kpis: Kpi[] = [
    { key: 'total-assets', title: 'Total Assets', amount: balanceSheet?.assets?.total ?? 0, icon: <BankOutlined />, color: '#1d4ed8' },
    { key: 'total-liabilities', title: 'Total Liabilities', amount: balanceSheet?.liabilities?.total ?? 0, icon: <SafetyOutlined />, color: '#d4380d' },
    { key: 'total-equity', title: 'Total Equity', amount: balanceSheet?.equity?.total ?? 0, icon: <WalletOutlined />, color: '#531dab' },
    { key: 'total-revenue', title: 'Total Revenue', amount: income?.revenue?.total ?? 0, icon: <RiseOutlined />, color: '#389e0d' },
    { key: 'total-expenses', title: 'Total Expenses', amount: income?.expenses?.total ?? 0, icon: <FallOutlined />, color: '#d46b08' },
    {
      key: 'net-income',
      title: `Net Income (${profitOrLoss(netIncome)})`,
      amount: netIncome,
      icon: <FundOutlined />,
      color: netIncome >= 0 ? '#389e0d' : '#cf1322',
    },
  ];

  const barOption = {
    textStyle: { fontFamily: APP_FONT_FAMILY },
    tooltip: { trigger: 'axis', valueFormatter: taka },
    grid: { left: 16, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: ['Revenue', 'Expenses', 'Net Income'] },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => `${value < 0 ? '-' : ''}৳${Intl.NumberFormat('en-IN', { notation: 'compact' }).format(Math.abs(value))}` } },
    series: [
      {
        type: 'bar',
        barMaxWidth: 64,
        data: [
          { value: income?.revenue?.total ?? 0, itemStyle: { color: '#52c41a' } },
          { value: income?.expenses?.total ?? 0, itemStyle: { color: '#fa8c16' } },
          { value: netIncome, itemStyle: { color: netIncome >= 0 ? '#1677ff' : '#ff4d4f' } },
        ],
        label: { show: true, position: 'top', formatter: ({ value }: { value: number }) => taka(value) },
      },
    ],
  };

  const expenseSlices = [
    { name: 'Cost of Goods Sold', value: income?.expenses?.cogs?.total ?? 0 },
    { name: 'Operating Expenses', value: income?.expenses?.operating?.total ?? 0 },
    { name: 'Other Expenses', value: income?.expenses?.other?.total ?? 0 },
  ].filter((slice) => slice.value !== 0);

  const pieOption = {
    textStyle: { fontFamily: APP_FONT_FAMILY },
    tooltip: { trigger: 'item', formatter: ({ name, value, percent }: { name: string; value: number; percent: number }) => `${name}<br/>${taka(value)} (${percent}%)` },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        label: { formatter: '{d}%' },
        data: expenseSlices,
      },
    ],
  };

  return (
    <TabLoadState
      isLoading={report.isLoading}
      error={report.error}
      failureMessage="Failed to load dashboard data"
      hasData={Boolean(report.data)}
      onRetry={() => report.refetch()}
      testId="reports-dashboard"
    >
      <Row gutter={[16, 16]} className="section-spacing">
        {kpis.map((kpi) => (
          <Col key={kpi.key} xs={24} sm={12} xl={8}>
            <Card size="small">
              <Statistic
                title={kpi.title}
                value={kpi.amount}
                prefix={kpi.icon}
                valueStyle={{ color: kpi.color }}
                valueRender={() => <span data-testid={`kpi-${kpi.key}`}>{formatTaka(kpi.amount)}</span>}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title="Revenue vs Expenses">
            <div data-testid="reports-revenue-expenses-chart">
              <ReactEChartsCore key={String(takaFontReady)} echarts={echarts} option={barOption} notMerge style={{ height: 320 }} />
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title="Where the Money Went">
            {expenseSlices.length === 0 ? (
              <div style={{ height: 320, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#8c8c8c' }}>No expenses in this period</div>
            ) : (
              <ReactEChartsCore key={String(takaFontReady)} echarts={echarts} option={pieOption} notMerge style={{ height: 320 }} />
            )}
          </Card>
        </Col>
      </Row>
    </TabLoadState>
  );
}
