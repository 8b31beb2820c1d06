import { Button, Tag, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import type { NavigateFunction } from 'react-router-dom';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import type { ListCardDescription } from '../../../shared/list';
import type { InvoiceSummary } from './invoice-types';
import { PaymentStatusTag } from './PaymentStatusTag';
import { invoiceRoutes } from './use-invoices';

/** An invoice on a phone: its number, customer and date, the total, paid and due, its status and View. */
export function invoiceCards(navigate: NavigateFunction): ListCardDescription<InvoiceSummary> {
  const voided = (invoice: InvoiceSummary) => invoice.status === 'Voided';
  return {
    title: (invoice) => (
      <>
        {invoice.invoiceId ?? '—'} <Tag color={invoice.invoiceType === 'Motorcycle' ? 'blue' : 'purple'}>{invoice.invoiceType}</Tag>
      </>
    ),
    subtitle: (invoice) => `${invoice.customer.name} · ${formatDate(invoice.date)}`,
    figures: (invoice) => [
      { label: 'Total', value: <Typography.Text delete={voided(invoice)}>{formatTaka(invoice.totalAmount)}</Typography.Text> },
      { label: 'Paid', value: formatTaka(invoice.paidAmount) },
      { label: 'Due', value: <Typography.Text type={invoice.due > 0 && !voided(invoice) ? 'danger' : undefined}>{formatTaka(invoice.due)}</Typography.Text> },
    ],
    status: (invoice) => <PaymentStatusTag status={invoice.paymentStatus} voided={voided(invoice)} />,
    actions: (invoice) => (
      <Button icon={<EyeOutlined />} onClick={() => navigate(invoiceRoutes.view(invoice._id))} aria-label={`View invoice ${invoice.invoiceId ?? ''}`} data-testid={`view-invoice-${invoice._id}`}>
        View
      </Button>
    ),
  };
}
