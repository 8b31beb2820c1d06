import { Flex, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { LedgerLinkButton } from '../../../shared/components/LedgerLinkButton';
import { formatTaka } from '../../../shared/format/taka';
import { ListFilterSelect, ListPage, useCrudScreen, type CrudRowActions, type ListResource } from '../../../shared/list';
import { accountDeletionBlocker } from '../shared/account-deletion';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import { ACCOUNTING_SETUP_BREADCRUMB, GL_CLASS_TYPES } from '../shared/constants';
import type { GlAccount } from '../shared/types';
import { GlAccountFormModal } from './GlAccountFormModal';
import { toGlAccountFormValues, useGlAccountActions, useGlAccountList } from './use-gl-accounts';

const GL_ACCOUNT_RESOURCE: ListResource = { name: 'GL Account', plural: 'GL accounts', countLabel: 'accounts', id: 'gl-account', pluralId: 'gl-accounts' };

const columns: TableColumnsType<GlAccount> = [
  { title: 'Code', dataIndex: 'code', key: 'code', width: 100 },
  {
    title: 'Name',
    key: 'name',
    render: (_, account) => (
      <Space size={6} wrap>
        <Typography.Text strong>{account.name}</Typography.Text>
        {account.systemRole && (
          <Tooltip title="Used by automatic postings">
            <Tag color="geekblue">System</Tag>
          </Tooltip>
        )}
        {account.integrationMappings?.cashAccount && <Tag color="green">Cash</Tag>}
      </Space>
    ),
  },
  {
    title: 'GL Group',
    key: 'glGroup',
    render: (_, account) => (
      <Flex gap={8} align="center" wrap="wrap">
        {account.glGroup?.name ?? '—'}
        <ClassTypeTag type={account.glGroup?.glClass?.type} />
      </Flex>
    ),
  },
  { title: 'Opening Balance', dataIndex: 'openingBalance', key: 'openingBalance', align: 'right', width: 170, render: (amount: number) => formatTaka(amount) },
  { title: 'Balance', dataIndex: 'balance', key: 'balance', align: 'right', width: 170, render: (amount: number) => <Typography.Text strong>{formatTaka(amount)}</Typography.Text> },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 100,
    render: (active: boolean) => <Tag color={active ? 'success' : 'default'}>{active ? 'Active' : 'Inactive'}</Tag>,
  },
];

/** Beside edit and delete, the account's ledger; an account with postings cannot be deleted. */
const rowActions: CrudRowActions<GlAccount> = {
  testKey: ({ code }) => code,
  deleteDisabledReason: accountDeletionBlocker,
  before: (account) => <LedgerLinkButton account={account} />,
  width: 150,
};

export function GlAccountsPage() {
  const screen = useCrudScreen(GL_ACCOUNT_RESOURCE, { useList: useGlAccountList, useActions: useGlAccountActions, toFormValues: toGlAccountFormValues, form: GlAccountFormModal, rowActions });
  const typeFilter = <ListFilterSelect list={screen.list} name="type" placeholder="All account types" values={GL_CLASS_TYPES} testId="gl-account-type-filter" />;

  return (
    <ListPage
      header={{ title: 'GL Accounts', subtitle: 'The ledger accounts every posting lands in.', breadcrumb: ACCOUNTING_SETUP_BREADCRUMB }}
      screen={screen}
      table={{ columns, scroll: { x: 900 }, search: 'Search by name or code', toolbar: typeFilter }}
    />
  );
}
