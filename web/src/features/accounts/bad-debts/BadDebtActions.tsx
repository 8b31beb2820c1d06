import { Button, Popconfirm, Space, Tooltip, type ButtonProps } from 'antd';
import { CheckCircleOutlined, SendOutlined } from '@ant-design/icons';
import { RowActions } from '../../../shared/components/RowActions';
import { formatTaka } from '../../../shared/format/taka';
import type { DeleteAction } from '../../../shared/list';
import type { BadDebt, useBadDebtTransition } from './use-bad-debts';

/** Why a posted record stays as it is (accounting spec §4). */
const POSTED_REASON = 'Posted: its write-off is in the books and cannot be changed';

interface BadDebtActionsProps {
  badDebt: BadDebt;
  approve: ReturnType<typeof useBadDebtTransition>;
  post: ReturnType<typeof useBadDebtTransition>;
  onEdit: (badDebt: BadDebt) => void;
  remove: DeleteAction<BadDebt>;
}

/** Approve a Draft, Post an approved record (after a confirmation saying what it posts); edit and delete, disabled once Posted. */
export function BadDebtActions({ badDebt, approve, post, onEdit, remove }: BadDebtActionsProps) {
  const suffix = `bad-debt-${badDebt._id}`;
  const label = `${badDebt.customer.name}'s bad debt`;
  const posted = badDebt.status === 'Posted';
  return (
    <Space size={4}>
      {badDebt.status === 'Draft' && (
        <Tooltip title="Approve">
          <Button type="text" icon={<CheckCircleOutlined />} loading={approve.isRunning(badDebt)} onClick={() => approve.run(badDebt)} aria-label={`Approve ${label}`} data-testid={`approve-${suffix}`} />
        </Tooltip>
      )}
      {badDebt.status === 'Approved' && (
        <Popconfirm
          title="Post this write-off?"
          description={`Bad Debt Expense is debited and Accounts Receivable credited with up to ${formatTaka(badDebt.writeOffAmount)}. A posted record cannot be edited or deleted.`}
          okText="Post"
          cancelText="Cancel"
          okButtonProps={{ 'data-testid': 'confirm-post' } as ButtonProps}
          onConfirm={() => post.run(badDebt)}
        >
          <Tooltip title="Post">
            <Button type="text" icon={<SendOutlined />} loading={post.isRunning(badDebt)} aria-label={`Post ${label}`} data-testid={`post-${suffix}`} />
          </Tooltip>
        </Popconfirm>
      )}
      <RowActions
        itemLabel={label}
        testIdSuffix={suffix}
        onEdit={() => onEdit(badDebt)}
        onDelete={() => remove.run(badDebt)}
        deleting={remove.isDeleting(badDebt)}
        editDisabledReason={posted ? POSTED_REASON : undefined}
        deleteDisabledReason={posted ? POSTED_REASON : undefined}
        deleteDescription="Nothing was posted yet; the record goes."
      />
    </Space>
  );
}
