import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { LedgerLinkButton } from '../../../shared/components/LedgerLinkButton';
import { RowActions } from '../../../shared/components/RowActions';
import { formatTaka } from '../../../shared/format/taka';
import { accountDeletionBlocker } from '../shared/account-deletion';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import { isAccountActive, type ChartAccount } from './chart-types';

/** Chart of accounts shows 20 rows per page (accounting spec §9). */
const CHART_PAGE_SIZE = 20;

interface ChartAccountsTableProps {
  accounts: ChartAccount[];
  page: number;
  onPageChange: (page: number) => void;
  deletingId: string | null;
  onEdit: (account: ChartAccount) => void;
  onDelete: (account: ChartAccount) => void;
}

export function ChartAccountsTable({ accounts, page, onPageChange, deletingId, onEdit, onDelete }: ChartAccountsTableProps) {
  const columns: TableColumnsType<ChartAccount> = [
    { title: 'Code', dataIndex: 'code', key: 'code', width: 100, sorter: (left, right) => left.code.localeCompare(right.code) },
    {
      title: 'Account Name',
      key: 'name',
      sorter: (left, right) => left.name.localeCompare(right.name),
      render: (_, account) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{account.name}</Typography.Text>
          {account.description && (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320 }}>
              {account.description}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: 'Type', dataIndex: 'glClassType', key: 'type', width: 110, render: (type: ChartAccount['glClassType']) => <ClassTypeTag type={type} /> },
    {
      title: 'Group',
      key: 'group',
      render: (_, account) => (
        <Space direction="vertical" size={0}>
          {account.groupName}
          <Typography.Text type="secondary">{account.groupCode}</Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Balance',
      dataIndex: 'balance',
      key: 'balance',
      align: 'right',
      width: 170,
      sorter: (left, right) => left.balance - right.balance,
      render: (balance: number) => (
        <Typography.Text strong type={balance < 0 ? 'danger' : undefined}>
          {formatTaka(balance)}
        </Typography.Text>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 100,
      render: (_, account) => (isAccountActive(account) ? <Tag color="success">Active</Tag> : <Tag>Inactive</Tag>),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 150,
      render: (_, account) => (
        <Space size={4}>
          <LedgerLinkButton account={account} />
          <RowActions
            itemLabel={`account ${account.name}`}
            testIdSuffix={`account-${account.code}`}
            onEdit={() => onEdit(account)}
            onDelete={() => onDelete(account)}
            deleting={deletingId === account._id}
            deleteDisabledReason={accountDeletionBlocker(account)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Table<ChartAccount>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={accounts}
      scroll={{ x: 900 }}
      pagination={{
        current: page,
        pageSize: CHART_PAGE_SIZE,
        showSizeChanger: false,
        showTotal: (total, [first, last]) => `${first}-${last} of ${total} accounts`,
        onChange: onPageChange,
      }}
      data-testid="chart-accounts-table"
    />
  );
}
