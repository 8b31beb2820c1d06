import { useState } from 'react';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import type { PrintableMoneyReceipt } from '../../../shared/print/document-types';
import { MoneyReceiptModal } from '../invoices/MoneyReceiptModal';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { formatDate } from '../../../shared/format/date';
import { formatTaka, sumTaka } from '../../../shared/format/taka';
import { ellipsisColumn } from '../../../shared/list';
import { useBookingRefunds, type Booking, type BookingRefund } from './use-bookings';

const columns: TableColumnsType<BookingRefund> = [
  { title: 'Date', dataIndex: 'refundDate', key: 'refundDate', width: 120, render: (date: string) => formatDate(date) },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 130, align: 'right', render: (amount: number) => formatTaka(amount) },
  { title: 'Method', key: 'method', width: 140, render: (_, refund) => refund.refundMethod.name },
  { title: 'Transaction ID', dataIndex: 'transactionId', key: 'transactionId', width: 140, render: (id: string | null) => id ?? '—' },
  { title: 'Receipt No', dataIndex: 'receiptNumber', key: 'receiptNumber', width: 110, render: (number: string | null) => number ?? '—' },
  ellipsisColumn<BookingRefund>('Reason', 'reason', { width: 260 }),
  { title: 'Entry', key: 'entry', width: 80, render: (_, refund) => (refund.journalEntry?.entryNumber ? `#${refund.journalEntry.entryNumber}` : '—') },
];

/** The refunds of one booking, oldest first (spec §2: shown when refunds exist). */
/** A refund as its receipt prints it: the money paid back to the customer. */
const receiptOf = (booking: Booking, refund: BookingRefund): PrintableMoneyReceipt => ({
  receiptNumber: refund.receiptNumber,
  direction: 'refunded',
  date: refund.refundDate,
  customer: { name: booking.customer.name, phone: booking.customer.phone },
  against: `Booking ${booking.bookingNumber ?? ''}`.trim(),
  amount: refund.amount,
  method: refund.refundMethod.name,
  transactionId: refund.transactionId,
  handledBy: refund.refundedBy,
  note: refund.reason,
});

export function RefundHistoryModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const refunds = useBookingRefunds(booking?._id ?? null);
  const [receipt, setReceipt] = useState<PrintableMoneyReceipt | null>(null);
  const withReceipt: TableColumnsType<BookingRefund> = [
    ...columns,
    {
      title: 'Receipt',
      key: 'receipt',
      render: (_, refund, index) => booking && <Button size="small" onClick={() => setReceipt(receiptOf(booking, refund))} data-testid={`refund-${index}-receipt`}>Receipt</Button>,
    },
  ];
  const rows = refunds.data?.refunds ?? [];
  const total = sumTaka(rows.map((refund) => refund.amount));
  return (
    <Modal
      open={booking !== null}
      title={booking ? `Refund History · ${booking.bookingNumber ?? ''}` : 'Refund History'}
      width={fitModalWidth(760)}
      onCancel={onClose}
      footer={<Button onClick={onClose} data-testid="refund-history-close">Close</Button>}
    >
      {refunds.error ? <LoadErrorAlert title="Failed to load refunds." error={refunds.error} onRetry={() => refunds.refetch()} style={{ marginBottom: 16 }} /> : null}
      <Table<BookingRefund>
        rowKey="_id"
        size="small"
        columns={withReceipt}
        dataSource={rows}
        loading={refunds.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No refunds yet' }}
        pagination={false}
        summary={() =>
          rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>Total refunded</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong data-testid="refund-history-total">{formatTaka(total)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={6} />
            </Table.Summary.Row>
          ) : null
        }
        data-testid="refund-history-table"
      />
      <MoneyReceiptModal receipt={receipt} onClose={() => setReceipt(null)} />
    </Modal>
  );
}
