import { Tag, Typography } from 'antd';
import { formatDate } from '../../../shared/format/date';

/** A status in its colour (`colors` by status; others grey). */
export function StatusTag<Status extends string>({ status, colors, testId }: { status: Status; colors: Partial<Record<Status, string>>; testId?: string }) {
  return (
    <Tag color={colors[status] ?? 'default'} data-testid={testId}>
      {status}
    </Tag>
  );
}

/** A due date, red while what is due is overdue. */
export function DueDateText({ date, overdue }: { date: string; overdue: boolean }) {
  return overdue ? <Typography.Text type="danger">{formatDate(date)}</Typography.Text> : <>{formatDate(date)}</>;
}
