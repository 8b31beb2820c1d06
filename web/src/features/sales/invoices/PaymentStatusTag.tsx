import { Tag } from 'antd';

/** Spec §4: Paid green, Partial orange, Unpaid red. */
const COLORS: Record<string, string> = { Paid: 'green', Partial: 'orange', Unpaid: 'red' };

export function PaymentStatusTag({ status, voided }: { status: string | null | undefined; voided?: boolean }) {
  if (voided) return <Tag color="default">Voided</Tag>;
  return <Tag color={(status && COLORS[status]) || 'red'}>{status || 'Unknown'}</Tag>;
}
