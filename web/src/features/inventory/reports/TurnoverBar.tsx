import { Progress, Tooltip } from 'antd';

/** Spec §9: the bar is rate × 10 capped at 100; green above 5, amber above 2 (else red). */
export function turnoverColor(rate: number) {
  if (rate > 5) return '#52c41a';
  if (rate > 2) return '#faad14';
  return '#ff4d4f';
}

export function TurnoverBar({ rate }: { rate: number }) {
  const value = Number.isFinite(rate) ? rate : 0;
  return (
    <Tooltip title="Units out in the period over the average stock">
      <Progress
        percent={Math.min(value * 10, 100)}
        strokeColor={turnoverColor(value)}
        size="small"
        format={() => `${value.toFixed(2)}×`}
        style={{ width: 140, margin: 0 }}
        data-testid="turnover-bar"
      />
    </Tooltip>
  );
}
