import { useState } from 'react';
import { App, Button, Card, Flex, Select, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LedgerLinkButton } from '../../../shared/components/LedgerLinkButton';
import { PageHeader } from '../../../shared/components/PageHeader';
import { RowActions } from '../../../shared/components/RowActions';
import { SearchInput } from '../../../shared/components/SearchInput';
import { formatTaka } from '../../../shared/format/taka';
import { useModalForm } from '../../../shared/hooks/use-modal-form';
import { accountDeletionBlocker } from '../shared/account-deletion';
import { ClassTypeTag } from '../shared/ClassTypeTag';
import { ACCOUNTING_SETUP_BREADCRUMB, GL_CLASS_TYPES } from '../shared/constants';
import type { GlAccount, GlClassType } from '../shared/types';
import { useAllGlGroups } from '../shared/use-account-options';
import { GlAccountFormModal } from './GlAccountFormModal';
import { toGlAccountBody, toGlAccountFormValues, useGlAccountList, useGlAccountMutations, type GlAccountFormValues } from './use-gl-accounts';

export function GlAccountsPage() {
  const { message } = App.useApp();
  const [typeFilter, setTypeFilter] = useState<GlClassType>();
  const list = useGlAccountList(typeFilter);
  const glGroups = useAllGlGroups();
  const { save, remove } = useGlAccountMutations();
  const modal = useModalForm<GlAccount, GlAccountFormValues>(toGlAccountFormValues);

  const submit = (values: GlAccountFormValues) => {
    const isEditing = modal.isEditing;
    save.mutate(
      { id: modal.editing?._id, body: toGlAccountBody(values, modal.editing) },
      {
        onSuccess: () => {
          message.success(isEditing ? 'GL Account updated successfully.' : 'GL Account created successfully.');
          modal.close();
        },
        onError: (error) => {
          message.error('Failed to save GL Account.');
          modal.showServerErrors(error);
        },
      },
    );
  };

  const deleteAccount = (account: GlAccount) =>
    remove.mutate(account._id, {
      onSuccess: () => message.success('GL Account deleted successfully.'),
      onError: () => message.error('Failed to delete GL Account.'),
    });

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
    {
      title: 'Actions',
      key: 'actions',
      width: 150,
      render: (_, account) => (
        <Space size={4}>
          <LedgerLinkButton account={account} />
          <RowActions
            itemLabel={`GL Account ${account.name}`}
            testIdSuffix={`gl-account-${account.code}`}
            onEdit={() => modal.openForEdit(account)}
            onDelete={() => deleteAccount(account)}
            deleting={remove.isPending && remove.variables === account._id}
            deleteDisabledReason={accountDeletionBlocker(account)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="GL Accounts"
        subtitle="The ledger accounts every posting lands in."
        breadcrumb={ACCOUNTING_SETUP_BREADCRUMB}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={modal.openForCreate} data-testid="add-gl-account">
            Add GL Account
          </Button>
        }
      />
      <Card>
        <Flex gap={12} wrap="wrap" className="list-toolbar">
          <SearchInput placeholder="Search by name or code" onSearch={list.setSearch} testId="gl-account-search" />
          <Select
            allowClear
            placeholder="All account types"
            style={{ width: 200 }}
            value={typeFilter}
            onChange={(value?: GlClassType) => {
              setTypeFilter(value);
              list.setPage(1);
            }}
            options={GL_CLASS_TYPES.map((type) => ({ value: type, label: type }))}
            data-testid="gl-account-type-filter"
          />
        </Flex>
        <Table<GlAccount>
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={list.items}
          loading={list.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: list.error ? 'Failed to load GL accounts.' : undefined }}
          pagination={{
            current: list.page,
            pageSize: list.pageSize,
            total: list.total,
            showSizeChanger: false,
            showTotal: (total) => `${total} accounts`,
            onChange: list.setPage,
          }}
          data-testid="gl-accounts-table"
        />
      </Card>
      <GlAccountFormModal
        open={modal.open}
        isEditing={modal.isEditing}
        form={modal.form}
        glGroups={glGroups.data ?? []}
        glGroupsLoading={glGroups.isLoading}
        submitting={save.isPending}
        formError={modal.formError}
        onCancel={modal.close}
        onSubmit={submit}
      />
    </>
  );
}
