import { Button, Tooltip } from 'antd';
import { FileTextOutlined, StopOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { DeleteAction } from '../../../shared/list';
import { hasRemaining } from '../open-items/open-item-resource';
import { OpenItemActions } from '../open-items/OpenItemActions';
import { isEditable, type Receivable } from './use-receivables';

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
  const open = hasRemaining(receivable);
  return (
    <OpenItemActions
      item={receivable}
      label={label}
      testIdSuffix={suffix}
      pay={{ shown: canChange && open && receivable.source === 'manual', title: 'Receive Payment', label: `Receive payment on ${label}`, testIdStem: 'receive', onClick: onReceive }}
      beforeHistory={
        receivable.invoice && (
          <Tooltip title={open ? 'Add the payment on its invoice' : 'View invoice'}>
            <Link to={`/sales/invoices/view/${receivable.invoice._id}`} aria-label={`Invoice of ${label}`} data-testid={`invoice-${suffix}`}>
              <Button type="text" icon={<FileTextOutlined />} />
            </Link>
          </Tooltip>
        )
      }
      onHistory={onHistory}
      afterHistory={
        canChange &&
        open && (
          <Tooltip title="Write Off Bad Debt">
            <Link to={writeOffPath(receivable)} aria-label={`Write off ${label}`} data-testid={`write-off-${suffix}`}>
              <Button type="text" danger icon={<StopOutlined />} />
            </Link>
          </Tooltip>
        )
      }
      editable={canChange && isEditable(receivable)}
      onEdit={onEdit}
      remove={remove}
    />
  );
}
