import { Button, Space, Tooltip } from 'antd';
import { DollarOutlined, HistoryOutlined } from '@ant-design/icons';
import { RowActions } from '../../../shared/components/RowActions';
import type { DeleteAction } from '../../../shared/list';
import { hasPayments, hasRemaining, type Payable } from './use-payables';

interface PayableActionsProps {
  payable: Payable;
  onPay: (payable: Payable) => void;
  onHistory: (payable: Payable) => void;
  onEdit: (payable: Payable) => void;
  remove: DeleteAction<Payable>;
  /** False for a role that only reads the books: the payment history only. */
  canChange: boolean;
}

/**
 * Process Payment only while something remains (accounting spec §4); the payment history; and for
 * a bill entered by hand, edit and delete until it has payments. A purchase's payable changes with its purchase.
 */
export function PayableActions({ payable, onPay, onHistory, onEdit, remove, canChange }: PayableActionsProps) {
  const suffix = `payable-${payable.billNumber}`;
  return (
    <Space size={4}>
      {canChange && hasRemaining(payable) && (
        <Tooltip title="Process Payment">
          <Button type="text" icon={<DollarOutlined />} onClick={() => onPay(payable)} aria-label={`Pay bill ${payable.billNumber}`} data-testid={`pay-${suffix}`} />
        </Tooltip>
      )}
      <Tooltip title="Payment History">
        <Button type="text" icon={<HistoryOutlined />} onClick={() => onHistory(payable)} aria-label={`Payment history of bill ${payable.billNumber}`} data-testid={`history-${suffix}`} />
      </Tooltip>
      {canChange && payable.source === 'bill' && !hasPayments(payable) && (
        <RowActions
          itemLabel={`bill ${payable.billNumber}`}
          testIdSuffix={suffix}
          onEdit={() => onEdit(payable)}
          onDelete={() => remove.run(payable)}
          deleting={remove.isDeleting(payable)}
          deleteDescription="Its posting is reversed."
        />
      )}
    </Space>
  );
}
