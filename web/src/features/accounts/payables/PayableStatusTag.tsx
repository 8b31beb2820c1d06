import { Tag, Typography } from 'antd';
import { formatDate } from '../../../shared/format/date';
import type { PayableStatus } from './use-payables';

const STATUS_COLORS: Record<PayableStatus, string> = {
  Pending: 'gold',
  Partial: 'blue',
  Paid: 'green',
  Overdue: 'red',
};

export function PayableStatusTag({ status }: { status: PayableStatus }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{status}</Tag>;
}

/** A due date, red while the payable is overdue. */
export function PayableDueDate({ date, status }: { date: string; status: PayableStatus }) {
  return status === 'Overdue' ? <Typography.Text type="danger">{formatDate(date)}</Typography.Text> : <>{formatDate(date)}</>;
}
