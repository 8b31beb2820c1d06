import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DollarOutlined, HistoryOutlined } from '@ant-design/icons';
import { RowActions } from '../../../shared/components/RowActions';
import type { DeleteAction } from '../../../shared/list';
import type { OpenItem } from './open-item-resource';

export interface OpenItemActionsProps<Item extends OpenItem> {
  item: Item;
  /** The row's name in the buttons' labels ("bill B-17", "Rahim's receivable"). */
  label: string;
  /** What follows `pay-`, `history-`, `edit-`, `delete-` in the test ids. */
  testIdSuffix: string;
  /** The pay button, shown when `shown`: its tooltip, its aria-label and its test id's stem. */
  pay: { shown: boolean; title: string; label: string; testIdStem: string; onClick: (item: Item) => void };
  onHistory: (item: Item) => void;
  /** Links shown before and after the history button (an invoice; a write-off). */
  beforeHistory?: ReactNode;
  afterHistory?: ReactNode;
  /** Edit and delete, while the item may still be corrected. */
  editable: boolean;
  onEdit: (item: Item) => void;
  remove: DeleteAction<Item>;
}

/** A payable's or receivable's row buttons: pay, the payment history, and edit and delete while nothing was paid. */
export function OpenItemActions<Item extends OpenItem>({ item, label, testIdSuffix, pay, onHistory, beforeHistory, afterHistory, editable, onEdit, remove }: OpenItemActionsProps<Item>) {
  return (
    <Space size={4}>
      {pay.shown && (
        <Tooltip title={pay.title}>
          <Button type="text" icon={<DollarOutlined />} onClick={() => pay.onClick(item)} aria-label={pay.label} data-testid={`${pay.testIdStem}-${testIdSuffix}`} />
        </Tooltip>
      )}
      {beforeHistory}
      <Tooltip title="Payment History">
        <Button type="text" icon={<HistoryOutlined />} onClick={() => onHistory(item)} aria-label={`Payment history of ${label}`} data-testid={`history-${testIdSuffix}`} />
      </Tooltip>
      {afterHistory}
      {editable && (
        <RowActions
          itemLabel={label}
          testIdSuffix={testIdSuffix}
          onEdit={() => onEdit(item)}
          onDelete={() => remove.run(item)}
          deleting={remove.isDeleting(item)}
          deleteDescription="Its posting is reversed."
        />
      )}
    </Space>
  );
}
