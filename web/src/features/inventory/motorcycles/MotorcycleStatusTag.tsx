import { Tag, Typography } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { STATUS_COLORS, type MotorcycleStatus } from './motorcycle-types';
import { isServiceOverdue } from './use-motorcycles';

export function MotorcycleStatusTag({ status }: { status: MotorcycleStatus }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{status}</Tag>;
}

/** The next service date, red once it has passed. */
export function NextServiceDate({ date }: { date: string | null | undefined }) {
  if (!date) return <>—</>;
  return isServiceOverdue(date) ? (
    <Typography.Text type="danger" data-testid="service-overdue">
      {formatDate(date)}
    </Typography.Text>
  ) : (
    <>{formatDate(date)}</>
  );
}
