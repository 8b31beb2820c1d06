import ReactEChartsCore from 'echarts-for-react/esm/core';
import { APP_FONT_FAMILY } from '../../../app/theme';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { useTakaFont } from '../../../shared/hooks/use-taka-font';
import { echarts } from './echarts-setup';
import type { PriceChange } from './types';

const SERIES: { priceType: PriceChange['priceType'] | undefined; name: string; color: string }[] = [
  { priceType: 'cost', name: 'Cost', color: '#fa8c16' },
  { priceType: 'salePrice', name: 'Sale Price', color: '#1677ff' },
  { priceType: undefined, name: 'Price', color: '#1677ff' },
];

const compactTaka = (value: number) => `৳${Intl.NumberFormat('en-IN', { notation: 'compact' }).format(value)}`;

/** Cost and sale price over time, each held until its next change (a step line). */
export function PriceTrendChart({ entries }: { entries: PriceChange[] }) {
  const takaFontReady = useTakaFont();
  const oldestFirst = [...entries].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  const series = SERIES.map((line) => ({
    ...line,
    points: oldestFirst.filter((entry) => entry.priceType === line.priceType).map((entry) => [entry.effectiveDate, entry.price]),
  }))
    .filter((line) => line.points.length > 0)
    .map((line) => ({ name: line.name, type: 'line', step: 'end', symbolSize: 7, itemStyle: { color: line.color }, data: line.points }));

  const option = {
    textStyle: { fontFamily: APP_FONT_FAMILY },
    tooltip: {
      trigger: 'axis',
      formatter: (params: { seriesName: string; value: [string, number]; marker: string }[]) =>
        [formatDate(params[0]?.value[0]), ...params.map((point) => `${point.marker}${point.seriesName}: ${formatTaka(point.value[1])}`)].join('<br/>'),
    },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true, formatter: (value: number) => formatDate(value) } },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: compactTaka } },
    series,
  };

  return (
    <div data-testid="price-trend-chart">
      <ReactEChartsCore key={String(takaFontReady)} echarts={echarts} option={option} notMerge style={{ height: 260 }} />
    </div>
  );
}
