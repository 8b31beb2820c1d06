import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { ListPage, useCrudScreen, type ListResource } from '../../../shared/list';
import { ACCOUNTING_SETUP_BREADCRUMB, PAYMENT_METHOD_TYPE_COLORS } from '../shared/constants';
import type { PaymentMethod } from '../shared/types';
import { ChartRequiredNotice } from '../shared/ChartRequiredNotice';
import { accountLabel } from '../shared/use-account-options';
import { PaymentMethodFormModal } from './PaymentMethodFormModal';
import { formatProcessingFee, toPaymentMethodFormValues, usePaymentMethodActions, usePaymentMethodList } from './use-payment-methods';

const PAGE_SUBTITLE = 'How customers pay and suppliers are paid, each tied to the GL account that holds the money.';

function describeDetails(method: PaymentMethod): string {
  const details = method.details ?? {};
  const parts = [details.bankName, details.cardType, details.mobileProvider, details.accountNumber].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

const PAYMENT_METHOD_RESOURCE: ListResource = { name: 'Payment Method', plural: 'payment methods', countLabel: 'payment methods', id: 'payment-method', pluralId: 'payment-methods' };

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
    render: (fee: number) => formatProcessingFee(fee),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 100,
    render: (status: PaymentMethod['status']) => <Tag color={status === 'active' ? 'success' : 'default'}>{status === 'active' ? 'Active' : 'Inactive'}</Tag>,
  },
];

export function PaymentMethodsPage() {
  const screen = useCrudScreen(PAYMENT_METHOD_RESOURCE, { useList: usePaymentMethodList, useActions: usePaymentMethodActions, toFormValues: toPaymentMethodFormValues, form: PaymentMethodFormModal, rowActions: { width: 110 } });
  return (
    <ListPage
      header={{ title: 'Payment Methods', subtitle: PAGE_SUBTITLE, breadcrumb: ACCOUNTING_SETUP_BREADCRUMB }}
      screen={screen}
      above={<ChartRequiredNotice what="A payment method" />}
      table={{ columns, scroll: { x: 960 }, search: 'Search payment methods' }}
    />
  );
}
