import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { formatDate } from '../../../shared/format/date';
import { formatTaka, sumTaka } from '../../../shared/format/taka';
import type { Invoice, InvoicePayment } from './invoice-types';

/** Payment History: the booking money applied (locked) and every payment, with its method and date. */
export function InvoicePaymentHistory({ invoice }: { invoice: Invoice }) {
  const columns: TableColumnsType<InvoicePayment> = [
    { title: 'Date', dataIndex: 'date', key: 'date', render: (date: string) => formatDate(date) },
    {
      title: 'Method',
      key: 'method',
      render: (_, payment) => (
        <>
          {payment.method.name}
          {payment.locked && <LockOutlined style={{ marginLeft: 6 }} aria-label="locked" />}
          {payment.refunded && (
            <Tag color="default" style={{ marginLeft: 6 }}>
              Refunded
            </Tag>
          )}
        </>
      ),
    },
    { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right', render: (amount: number) => formatTaka(amount) },
    {
      title: 'Processing Fee',
      dataIndex: 'processingFee',
      key: 'processingFee',
      align: 'right',
      render: (fee: number) => (fee > 0 ? formatTaka(fee) : '—'),
    },
  ];
  const payments = invoice.payments ?? [];
  return (
    <Table<InvoicePayment>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={payments}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No payments yet' }}
      data-testid="invoice-payment-history"
      summary={() =>
        payments.length > 0 && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>Total paid</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Typography.Text strong data-testid="invoice-payment-history-total">
                {formatTaka(sumTaka(payments.filter((payment) => !payment.refunded).map((payment) => payment.amount)))}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
          </Table.Summary.Row>
        )
      }
    />
  );
}
