import { App, Button, Card, Flex, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined, StarFilled } from '@ant-design/icons';
import { PageHeader } from '../../../shared/components/PageHeader';
import { RowActions } from '../../../shared/components/RowActions';
import { SearchInput } from '../../../shared/components/SearchInput';
import { useModalForm } from '../../../shared/hooks/use-modal-form';
import { ACCOUNTING_SETUP_BREADCRUMB, PAYMENT_METHOD_TYPE_COLORS } from '../shared/constants';
import type { PaymentMethod } from '../shared/types';
import { accountLabel, useAllGlAccounts } from '../shared/use-account-options';
import { PaymentMethodFormModal } from './PaymentMethodFormModal';
import {
  toPaymentMethodBody,
  toPaymentMethodFormValues,
  usePaymentMethodList,
  usePaymentMethodMutations,
  type PaymentMethodFormValues,
} from './use-payment-methods';

function describeDetails(method: PaymentMethod): string {
  const details = method.details ?? {};
  const parts = [details.bankName, details.cardType, details.mobileProvider, details.accountNumber].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

export function PaymentMethodsPage() {
  const { message } = App.useApp();
  const list = usePaymentMethodList();
  const glAccounts = useAllGlAccounts();
  const { save, remove } = usePaymentMethodMutations();
  const modal = useModalForm<PaymentMethod, PaymentMethodFormValues>(toPaymentMethodFormValues);

  const submit = (values: PaymentMethodFormValues) => {
    const isEditing = modal.isEditing;
    save.mutate(
      { id: modal.editing?._id, body: toPaymentMethodBody(values) },
      {
        onSuccess: () => {
          message.success(isEditing ? 'Payment Method updated successfully.' : 'Payment Method created successfully.');
          modal.close();
        },
        onError: (error) => {
          message.error('Failed to save Payment Method.');
          modal.showServerErrors(error);
        },
      },
    );
  };

  const deleteMethod = (method: PaymentMethod) =>
    remove.mutate(method._id, {
      onSuccess: () => message.success('Payment Method deleted successfully.'),
      onError: () => message.error('Failed to delete Payment Method.'),
    });

  const columns: TableColumnsType<PaymentMethod> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, method) => (
        <Space direction="vertical" size={0}>
          <Space size={6}>
            <Typography.Text strong>{method.name}</Typography.Text>
            {method.isDefault && (
              <Tag color="gold" icon={<StarFilled />}>
                Default
              </Tag>
            )}
          </Space>
          <Typography.Text type="secondary">{method.paymentAccount}</Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'type',
      key: 'type',
      render: (type: PaymentMethod['type']) => <Tag color={PAYMENT_METHOD_TYPE_COLORS[type] ?? 'default'}>{type}</Tag>,
    },
    { title: 'GL Account', key: 'account', render: (_, method) => (method.account ? accountLabel(method.account) : '—') },
    { title: 'Details', key: 'details', render: (_, method) => describeDetails(method) },
    {
      title: 'Processing Fee',
      dataIndex: 'processingFee',
      key: 'processingFee',
      align: 'right',
      render: (fee: number) => `${(fee ?? 0).toFixed(1)}%`,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (status: PaymentMethod['status']) => <Tag color={status === 'active' ? 'success' : 'default'}>{status === 'active' ? 'Active' : 'Inactive'}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, method) => (
        <RowActions
          itemLabel={`Payment Method ${method.name}`}
          testIdSuffix={`payment-method-${method.name}`}
          onEdit={() => modal.openForEdit(method)}
          onDelete={() => deleteMethod(method)}
          deleting={remove.isPending && remove.variables === method._id}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Payment Methods"
        subtitle="How customers pay and suppliers are paid, each tied to the GL account that holds the money."
        breadcrumb={ACCOUNTING_SETUP_BREADCRUMB}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={modal.openForCreate} data-testid="add-payment-method">
            Add Payment Method
          </Button>
        }
      />
      <Card>
        <Flex gap={12} wrap="wrap" className="list-toolbar">
          <SearchInput placeholder="Search payment methods" onSearch={list.setSearch} testId="payment-method-search" />
        </Flex>
        <Table<PaymentMethod>
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={list.items}
          loading={list.isFetching}
          scroll={{ x: 960 }}
          locale={{ emptyText: list.error ? 'Failed to load payment methods.' : undefined }}
          pagination={{
            current: list.page,
            pageSize: list.pageSize,
            total: list.total,
            showSizeChanger: false,
            showTotal: (total) => `${total} payment methods`,
            onChange: list.setPage,
          }}
          data-testid="payment-methods-table"
        />
      </Card>
      <PaymentMethodFormModal
        open={modal.open}
        isEditing={modal.isEditing}
        form={modal.form}
        glAccounts={glAccounts.data ?? []}
        glAccountsLoading={glAccounts.isLoading}
        submitting={save.isPending}
        formError={modal.formError}
        onCancel={modal.close}
        onSubmit={submit}
      />
    </>
  );
}
