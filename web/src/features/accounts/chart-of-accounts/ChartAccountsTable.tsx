import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { LedgerLinkButton } from '../../../shared/components/LedgerLinkButton';
import { formatTaka } from '../../../shared/format/taka';
import { EllipsisText, ListTable, rowActionsColumn, type DeleteAction, type ListTableSource } from '../../../shared/list';
import { accountDeletionBlocker } from '../shared/account-deletion';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import { isAccountActive, type ChartAccount } from './chart-types';

interface ChartAccountsTableProps {
  /** The accounts of the chosen category and search, paged in the browser. */
  list: ListTableSource<ChartAccount>;
  onEdit: (account: ChartAccount) => void;
  remove: DeleteAction<ChartAccount>;
  /** Edit and delete are offered only to a role that may change the books; the ledger link to every reader. */
  canChange: boolean;
}

export function ChartAccountsTable({ list, onEdit, remove, canChange }: ChartAccountsTableProps) {
  const columns: TableColumnsType<ChartAccount> = [
    { title: 'Code', dataIndex: 'code', key: 'code', width: 100, sorter: (left, right) => (left.code ?? '').localeCompare(right.code ?? '') },
    {
      title: 'Account Name',
      key: 'name',
      sorter: (left, right) => (left.name ?? '').localeCompare(right.name ?? ''),
      render: (_, account) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{account.name}</Typography.Text>
          {account.description && (
            <Typography.Text type="secondary">
              <EllipsisText text={account.description} maxWidth={320} />
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
    rowActionsColumn<ChartAccount>({
      itemLabel: (account) => `account ${account.name}`,
      testIdSuffix: (account) => `account-${account.code}`,
      onEdit,
      remove,
      deleteDisabledReason: accountDeletionBlocker,
      before: (account) => <LedgerLinkButton account={account} />,
      width: canChange ? 150 : 80,
      canChange,
    }),
  ];

  return (
    <ListTable<ChartAccount>
      list={list}
      columns={columns}
      scroll={{ x: 900 }}
      totalLabel={(total, [first, last]) => `${first}-${last} of ${total} accounts`}
      errorTitle="Failed to load the chart of accounts."
      testId="chart-accounts-table"
    />
  );
}
