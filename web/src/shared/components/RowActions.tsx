import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, Tooltip, type ButtonProps } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';

interface RowActionsProps {
  /** Human name of the row, used in the confirmation text. */
  itemLabel: string;
  testIdSuffix: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
  deleteDisabledReason?: string;
  /** Why the row cannot be edited (the button shows disabled, this as its tooltip). */
  editDisabledReason?: string;
  /** What deleting does, under the confirmation's question. */
  deleteDescription?: ReactNode;
}

export function RowActions({ itemLabel, testIdSuffix, onEdit, onDelete, deleting, deleteDisabledReason, editDisabledReason, deleteDescription = 'This cannot be undone.' }: RowActionsProps) {
  const deleteButton = (
    <Button
      danger
      type="text"
      icon={<DeleteOutlined />}
      loading={deleting}
      disabled={Boolean(deleteDisabledReason)}
      aria-label={`Delete ${itemLabel}`}
      data-testid={`delete-${testIdSuffix}`}
    />
  );

  return (
    <Space size={4}>
      {editDisabledReason ? (
        <Tooltip title={editDisabledReason}>
          <span>
            <Button type="text" icon={<EditOutlined />} disabled aria-label={`Edit ${itemLabel}`} data-testid={`edit-${testIdSuffix}`} />
          </span>
        </Tooltip>
      ) : (
        <Tooltip title="Edit">
          <Button type="text" icon={<EditOutlined />} onClick={onEdit} aria-label={`Edit ${itemLabel}`} data-testid={`edit-${testIdSuffix}`} />
        </Tooltip>
      )}
      {deleteDisabledReason ? (
        <Tooltip title={deleteDisabledReason}>
          <span>{deleteButton}</span>
        </Tooltip>
      ) : (
        <Popconfirm
          title={`Delete ${itemLabel}?`}
          description={deleteDescription}
          okText="Delete"
          cancelText="Cancel"
          okButtonProps={{ danger: true, 'data-testid': 'confirm-delete' } as ButtonProps}
          onConfirm={onDelete}
        >
          {deleteButton}
        </Popconfirm>
      )}
    </Space>
  );
}
