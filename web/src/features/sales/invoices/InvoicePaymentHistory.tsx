import { useState } from 'react';
import { Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { formatDate } from '../../../shared/format/date';
import { formatTaka, sumTaka } from '../../../shared/format/taka';
import type { PrintableMoneyReceipt } from '../../../shared/print/document-types';
import type { Invoice, InvoicePayment } from './invoice-types';
import { MoneyReceiptModal } from './MoneyReceiptModal';

/** A payment on the invoice as its money receipt prints it. */
const receiptOf = (invoice: Invoice, payment: InvoicePayment): PrintableMoneyReceipt => ({
  receiptNumber: payment.receiptNumber,
  direction: 'received',
  date: payment.date,
  customer: { name: invoice.customer.name, phone: invoice.customer.phone },
  against: `Invoice ${invoice.invoiceId ?? ''}`.trim(),
  amount: payment.amount,
  method: payment.method.name,
  transactionId: typeof payment.transactionId === 'string' ? payment.transactionId : null,
  handledBy: payment.receivedBy,
});

/** Payment History: the booking money applied (locked) and every payment, with its method, TrxID and date, and its money receipt. */
export function InvoicePaymentHistory({ invoice }: { invoice: Invoice }) {
  const [receipt, setReceipt] = useState<PrintableMoneyReceipt | null>(null);
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
    { title: 'Transaction ID', dataIndex: 'transactionId', key: 'transactionId', render: (id: unknown) => (typeof id === 'string' ? id : '—') },
    { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right', render: (amount: number) => formatTaka(amount) },
    {
      title: 'Processing Fee',
      dataIndex: 'processingFee',
      key: 'processingFee',
      align: 'right',
      render: (fee: number) => (fee > 0 ? formatTaka(fee) : '—'),
    },
    { title: 'Receipt No', dataIndex: 'receiptNumber', key: 'receiptNumber', render: (number: string | null) => number ?? '—' },
    {
      title: 'Receipt',
      key: 'receipt',
      render: (_, payment, index) =>
        payment.kind === 'payment' && !payment.refunded ? (
          <Button size="small" onClick={() => setReceipt(receiptOf(invoice, payment))} data-testid={`invoice-payment-${index}-receipt`}>
            Receipt
          </Button>
        ) : null,
    },
  ];
  const payments = invoice.payments ?? [];
  return (
    <>
    <MoneyReceiptModal receipt={receipt} onClose={() => setReceipt(null)} />
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
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>Total paid</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <Typography.Text strong data-testid="invoice-payment-history-total">
                {formatTaka(sumTaka(payments.filter((payment) => !payment.refunded).map((payment) => payment.amount)))}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} colSpan={3} />
          </Table.Summary.Row>
        )
      }
    />
    </>
  );
}
