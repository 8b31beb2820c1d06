import { DueDateText, StatusTag } from '../shared/StatusTag';
import type { ReceivableStatus } from './use-receivables';

export const RECEIVABLE_STATUS_COLORS: Record<ReceivableStatus, string> = {
  Outstanding: 'gold',
  Partial: 'blue',
  Overdue: 'red',
  Paid: 'green',
  'Written Off': 'purple',
};

export function ReceivableStatusTag({ status }: { status: ReceivableStatus }) {
  return <StatusTag status={status} colors={RECEIVABLE_STATUS_COLORS} />;
}

export const ReceivableDueDate = ({ date, status }: { date: string; status: ReceivableStatus }) => <DueDateText date={date} overdue={status === 'Overdue'} />;
