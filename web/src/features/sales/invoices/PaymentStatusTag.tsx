import { Tag, Tooltip, Typography } from 'antd';
import { formatTaka } from '../../../shared/format/taka';

/** Spec §4: Paid green, Partial orange, Unpaid red; a voided invoice shows Voided (red) whatever it had been paid. */
const COLORS: Record<string, string> = { Paid: 'green', Partial: 'orange', Unpaid: 'red' };

export function PaymentStatusTag({ status, voided }: { status: string | null | undefined; voided?: boolean }) {
  if (voided) return <Tag color="red" data-testid="invoice-status-voided">Voided</Tag>;
  return <Tag color={(status && COLORS[status]) || 'red'}>{status || 'Unknown'}</Tag>;
}

/** A figure of a voided invoice: as it stood at the void, struck through, with what became of it. */
export function VoidedFigure({ amount, note }: { amount: number; note?: string }) {
  const figure = (
    <Typography.Text delete type="secondary" data-testid="voided-figure">
      {formatTaka(amount)}
    </Typography.Text>
  );
  return note ? <Tooltip title={note}>{figure}</Tooltip> : figure;
}
