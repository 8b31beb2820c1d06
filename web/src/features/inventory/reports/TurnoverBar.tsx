import { Progress, Tooltip } from 'antd';

/** Spec §9: the bar is rate × 10 capped at 100; green above 5, amber above 2 (else red). */
export function turnoverColor(rate: number) {
  if (rate > 5) return '#52c41a';
  if (rate > 2) return '#faad14';
  return '#ff4d4f';
}

/** The bar's fill: rate × 10, capped at 100 (a rate of 10 or more fills it). */
export const turnoverPercent = (rate: number) => Math.min(Math.max(rate, 0) * 10, 100);

export function TurnoverBar({ rate }: { rate: number }) {
  const value = Number.isFinite(rate) ? rate : 0;
  return (
    <Tooltip title="Units out in the period over the average stock">
      <Progress
        percent={turnoverPercent(value)}
        strokeColor={turnoverColor(value)}
        size="small"
        format={() => `${value.toFixed(2)}×`}
        style={{ width: 140, margin: 0 }}
        data-testid="turnover-bar"
      />
    </Tooltip>
  );
}
