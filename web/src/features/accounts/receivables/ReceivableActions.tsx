import { Button, Space, Tooltip } from 'antd';
import { DollarOutlined, FileTextOutlined, HistoryOutlined, StopOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { RowActions } from '../../../shared/components/RowActions';
import type { DeleteAction } from '../../../shared/list';
import { hasRemaining, isEditable, type Receivable } from './use-receivables';

interface ReceivableActionsProps {
  receivable: Receivable;
  onReceive: (receivable: Receivable) => void;
  onHistory: (receivable: Receivable) => void;
  onEdit: (receivable: Receivable) => void;
  remove: DeleteAction<Receivable>;
  /** False for a role that only reads the books: the invoice link and the history only. */
  canChange: boolean;
}

/** The bad debt screen's write-off form, opened on this receivable. */
export const writeOffPath = (receivable: Receivable) => `/accounts/baddebts?writeOff=${receivable._id}`;

/**
 * Receive Payment and Write Off while something remains; an invoice's due is paid on its invoice.
 * A receivable entered by hand is edited or deleted until anything is received or written off.
 */
export function ReceivableActions({ receivable, onReceive, onHistory, onEdit, remove, canChange }: ReceivableActionsProps) {
  const suffix = `receivable-${receivable._id}`;
  const label = `${receivable.customer.name}'s receivable`;
  return (
    <Space size={4}>
      {canChange && hasRemaining(receivable) && receivable.source === 'manual' && (
        <Tooltip title="Receive Payment">
          <Button type="text" icon={<DollarOutlined />} onClick={() => onReceive(receivable)} aria-label={`Receive payment on ${label}`} data-testid={`receive-${suffix}`} />
        </Tooltip>
      )}
      {receivable.invoice && (
        <Tooltip title={hasRemaining(receivable) ? 'Add the payment on its invoice' : 'View invoice'}>
          <Link to={`/sales/invoices/view/${receivable.invoice._id}`} aria-label={`Invoice of ${label}`} data-testid={`invoice-${suffix}`}>
            <Button type="text" icon={<FileTextOutlined />} />
          </Link>
        </Tooltip>
      )}
      <Tooltip title="Payment History">
        <Button type="text" icon={<HistoryOutlined />} onClick={() => onHistory(receivable)} aria-label={`Payment history of ${label}`} data-testid={`history-${suffix}`} />
      </Tooltip>
      {canChange && hasRemaining(receivable) && (
        <Tooltip title="Write Off Bad Debt">
          <Link to={writeOffPath(receivable)} aria-label={`Write off ${label}`} data-testid={`write-off-${suffix}`}>
            <Button type="text" danger icon={<StopOutlined />} />
          </Link>
        </Tooltip>
      )}
      {canChange && isEditable(receivable) && (
        <RowActions
          itemLabel={label}
          testIdSuffix={suffix}
          onEdit={() => onEdit(receivable)}
          onDelete={() => remove.run(receivable)}
          deleting={remove.isDeleting(receivable)}
          deleteDescription="Its posting is reversed."
        />
      )}
    </Space>
  );
}
