import { DueDateText, StatusTag } from '../shared/StatusTag';
import type { PayableStatus } from './use-payables';

const STATUS_COLORS: Record<PayableStatus, string> = {
  Pending: 'gold',
  Partial: 'blue',
  Paid: 'green',
  Overdue: 'red',
};

export function PayableStatusTag({ status }: { status: PayableStatus }) {
  return <StatusTag status={status} colors={STATUS_COLORS} />;
}

/** A due date, red while the payable is overdue. */
export function PayableDueDate({ date, status }: { date: string; status: PayableStatus }) {
  return <DueDateText date={date} overdue={status === 'Overdue'} />;
}
