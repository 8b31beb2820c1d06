import { Card, Col, Empty, Row } from 'antd';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { APP_FONT_FAMILY } from '../../app/theme';
import { formatDate } from '../../shared/format/date';
import { formatTaka } from '../../shared/format/taka';
import { useTakaFont } from '../../shared/hooks/use-taka-font';
import type { DashboardOverview } from './dashboard-types';
import { echarts } from './echarts-setup';

const compactTaka = (value: number) => `${value < 0 ? '-' : ''}৳${Intl.NumberFormat('en-IN', { notation: 'compact' }).format(Math.abs(value))}`;
const CHART_HEIGHT = 300;

/** The three charts of the / screen: daily revenue (line), inventory mix (doughnut), financial summary (bars). */
export function DashboardCharts({ data }: { data: DashboardOverview }) {
  const takaFontReady = useTakaFont();
  const textStyle = { fontFamily: APP_FONT_FAMILY };

  const revenueOption = {
    textStyle,
    tooltip: { trigger: 'axis', valueFormatter: formatTaka },
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', boundaryGap: false, data: data.sales.dailyTrend.map((point) => formatDate(point.date).replace(/, \d{4}$/, '')) },
    yAxis: { type: 'value', axisLabel: { formatter: compactTaka } },
    series: [{ name: 'Revenue', type: 'line', areaStyle: { opacity: 0.12 }, data: data.sales.dailyTrend.map((point) => point.revenue) }],
  };

  // A role that does not see costs (Sales) gets no stock value: the mix is then by units in stock.
  const byValue = data.inventory.categoryBreakdown.every((slice) => typeof slice.value === 'number');
  const sliceFigure = (slice: { value: number; quantity: number }) => (byValue ? slice.value : slice.quantity);
  const mix = data.inventory.categoryBreakdown.filter((slice) => sliceFigure(slice) !== 0);
  const mixOption = {
    textStyle,
    tooltip: {
      trigger: 'item',
      formatter: ({ name, value, percent }: { name: string; value: number; percent: number }) => `${name}<br/>${byValue ? formatTaka(value) : `${value} units`} (${percent}%)`,
    },
    legend: { bottom: 0 },
    series: [{ type: 'pie', radius: ['42%', '68%'], center: ['50%', '44%'], label: { formatter: '{d}%' }, data: mix.map((slice) => ({ name: slice.category, value: sliceFigure(slice) })) }],
  };

  const financialOption = {
    textStyle,
    tooltip: { trigger: 'axis', valueFormatter: formatTaka },
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', axisLabel: { interval: 0, fontSize: 11 }, data: ['Cash', 'Receivables', 'Payables'] },
    yAxis: { type: 'value', axisLabel: { formatter: compactTaka } },
    series: [
      {
        type: 'bar',
        barMaxWidth: 56,
        data: [
          { value: data.financial?.totalCash, itemStyle: { color: '#1677ff' } },
          { value: data.financial?.totalReceivables, itemStyle: { color: '#52c41a' } },
          { value: data.financial?.totalPayables, itemStyle: { color: '#fa8c16' } },
        ],
      },
    ],
  };

  const chart = (testId: string, option: object) => (
    <div data-testid={testId}>
      <ReactEChartsCore key={String(takaFontReady)} echarts={echarts} option={option} notMerge style={{ height: CHART_HEIGHT }} />
    </div>
  );

  return (
    <Row gutter={[16, 16]} className="section-spacing">
      <Col xs={24} xl={12}>
        <Card size="small" title="Daily Revenue">
          {chart('dashboard-revenue-chart', revenueOption)}
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card size="small" title="Inventory Mix">
          {mix.length === 0 ? <Empty style={{ height: CHART_HEIGHT - 40 }} description="No stock" /> : chart('dashboard-inventory-chart', mixOption)}
        </Card>
      </Col>
      {/* The cash position, receivables and payables are the books': not in a Sales user's answer. */}
      {data.financial && (
        <Col xs={24} md={12} xl={6}>
          <Card size="small" title="Financial Summary">
            {chart('dashboard-financial-chart', financialOption)}
          </Card>
        </Col>
      )}
    </Row>
  );
}
