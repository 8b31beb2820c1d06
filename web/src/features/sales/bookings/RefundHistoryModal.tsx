import { Button, Modal, Table, type TableColumnsType } from 'antd';
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
  ellipsisColumn<BookingRefund>('Reason', 'reason', { width: 260 }),
  { title: 'Entry', key: 'entry', width: 80, render: (_, refund) => (refund.journalEntry?.entryNumber ? `#${refund.journalEntry.entryNumber}` : '—') },
];

/** The refunds of one booking, oldest first (spec §2: shown when refunds exist). */
export function RefundHistoryModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const refunds = useBookingRefunds(booking?._id ?? null);
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
        columns={columns}
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
              <Table.Summary.Cell index={2} colSpan={3} />
            </Table.Summary.Row>
          ) : null
        }
        data-testid="refund-history-table"
      />
    </Modal>
  );
}
