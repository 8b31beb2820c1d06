import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../shared/api/api-error';
import { PageHeader } from '../../../shared/components/PageHeader';
import { SearchInput } from '../../../shared/components/SearchInput';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { useModalForm } from '../../../shared/hooks/use-modal-form';
import { accountLabel, toAccountOptions, useAllGlAccounts } from '../shared/use-account-options';
import { TransferFormModal } from './TransferFormModal';
import {
  toTransferBody,
  toTransferFormValues,
  useTransferList,
  useTransferMutations,
  type Transfer,
  type TransferFormValues,
  type TransferStatus,
} from './use-transfers';

const FINANCE_BREADCRUMB = [{ title: 'Financial Management' }];

/** Two lines: the fixed text a test can match, then what the server said. */
function failureContent(summary: string, error: unknown) {
  const detail = serverMessageOr(error, '');
  return (
    <span>
      <span>{summary}</span>
      {detail && <span style={{ display: 'block' }}>{detail}</span>}
    </span>
  );
}

export function TransfersPage() {
  const { message } = App.useApp();
  const [statusFilter, setStatusFilter] = useState<TransferStatus>();
  const list = useTransferList(statusFilter);
  const glAccounts = useAllGlAccounts();
  const { save, remove } = useTransferMutations();
  const modal = useModalForm<Transfer, TransferFormValues>(toTransferFormValues);

  // Money moves between active accounts; a transfer being edited keeps its own accounts selectable.
  const accountOptions = useMemo(() => {
    const active = (glAccounts.data ?? []).filter((account) => account.status !== false);
    const current = modal.editing ? [modal.editing.from, modal.editing.to].filter(Boolean) : [];
    const missing = current.filter((account) => !active.some((option) => option._id === account._id));
    return toAccountOptions([...active, ...missing]);
  }, [glAccounts.data, modal.editing]);

  const submit = (values: TransferFormValues) => {
    const isEditing = modal.isEditing;
    save.mutate(
      { id: modal.editing?._id, body: toTransferBody(values) },
      {
        onSuccess: () => {
          message.success(isEditing ? 'Transfer updated successfully.' : 'Transfer created successfully.');
          modal.close();
        },
        onError: (error) => {
          message.error(failureContent('Failed to save Transfer.', error));
          modal.showServerErrors(error);
        },
      },
    );
  };

  const deleteTransfer = (transfer: Transfer) =>
    remove.mutate(transfer._id, {
      onSuccess: () => message.success('Transfer voided successfully.'),
      onError: (error) => message.error(failureContent('Failed to delete Transfer.', error)),
    });

  const columns: TableColumnsType<Transfer> = [
    { title: 'Date', dataIndex: 'date', key: 'date', width: 130, render: (date: string) => formatDate(date) },
    {
      title: 'From',
      key: 'from',
      render: (_, transfer) => (transfer.from ? accountLabel(transfer.from) : '—'),
    },
    {
      title: 'To',
      key: 'to',
      render: (_, transfer) => (transfer.to ? accountLabel(transfer.to) : '—'),
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      width: 160,
      render: (amount: number, transfer) => (
        <Typography.Text strong delete={transfer.status === 'Voided'}>
          {formatTaka(amount)}
        </Typography.Text>
      ),
    },
    { title: 'Remarks', dataIndex: 'remarks', key: 'remarks', render: (remarks: string) => remarks || '—' },
    {
      title: 'Entry',
      key: 'entry',
      width: 90,
      render: (_, transfer) => (transfer.journalEntry?.entryNumber ? `#${transfer.journalEntry.entryNumber}` : '—'),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (status: TransferStatus) =>
        status === 'Voided' ? (
          <Tooltip title="Reversed in the ledger">
            <Tag color="error">Voided</Tag>
          </Tooltip>
        ) : (
          <Tag color="success">{status ?? 'Posted'}</Tag>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, transfer) => {
        if (transfer.status === 'Voided') return null;
        const testIdSuffix = `transfer-${transfer.remarks || transfer._id}`;
        return (
          <Space size={4}>
            <Tooltip title="Edit">
              <Button
                type="text"
                icon={<EditOutlined />}
                onClick={() => modal.openForEdit(transfer)}
                aria-label="Edit transfer"
                data-testid={`edit-${testIdSuffix}`}
              />
            </Tooltip>
            <Popconfirm
              title="Delete this transfer?"
              description={
                <div style={{ maxWidth: 300 }}>
                  The transfer is voided by a reversing journal entry: the money returns to {transfer.from?.name ?? 'the source account'} and both
                  postings stay in the books.
                </div>
              }
              okText="Delete"
              cancelText="Cancel"
              okButtonProps={{ danger: true, 'data-testid': 'confirm-delete' } as ButtonProps}
              onConfirm={() => deleteTransfer(transfer)}
            >
              <Button
                danger
                type="text"
                icon={<DeleteOutlined />}
                loading={remove.isPending && remove.variables === transfer._id}
                aria-label="Delete transfer"
                data-testid={`delete-${testIdSuffix}`}
              />
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title="Transfers"
        subtitle="Move money between accounts, e.g. cash deposited to the bank."
        breadcrumb={FINANCE_BREADCRUMB}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={modal.openForCreate} data-testid="add-transfer">
            Add Transfer
          </Button>
        }
      />
      <Card>
        <Flex gap={12} wrap="wrap" className="list-toolbar">
          <SearchInput placeholder="Search transfers" onSearch={list.setSearch} testId="transfer-search" />
          <Select
            allowClear
            placeholder="All statuses"
            style={{ width: 180 }}
            value={statusFilter}
            onChange={(value?: TransferStatus) => {
              setStatusFilter(value);
              list.setPage(1);
            }}
            options={[
              { value: 'Posted', label: 'Posted' },
              { value: 'Voided', label: 'Voided' },
            ]}
            data-testid="transfer-status-filter"
          />
        </Flex>
        <Table<Transfer>
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={list.items}
          loading={list.isFetching}
          scroll={{ x: 1000 }}
          locale={{ emptyText: list.error ? 'Failed to load transfers.' : undefined }}
          pagination={{
            current: list.page,
            pageSize: list.pageSize,
            total: list.total,
            showSizeChanger: false,
            showTotal: (total) => `${total} transfers`,
            onChange: list.setPage,
          }}
          data-testid="transfers-table"
        />
      </Card>
      <TransferFormModal
        open={modal.open}
        isEditing={modal.isEditing}
        form={modal.form}
        accountOptions={accountOptions}
        accountsLoading={glAccounts.isLoading}
        submitting={save.isPending}
        formError={modal.formError}
        onCancel={modal.close}
        onSubmit={submit}
      />
    </>
  );
}
