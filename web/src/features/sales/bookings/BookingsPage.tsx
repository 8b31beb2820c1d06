import { useState } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { historyColumn } from '../../../shared/history';
import { amountColumn, CellNote, ListFilterSelect, ListPage, notedColumn, useCrudScreen, type CrudRowActions, type ListCardDescription, type ListResource } from '../../../shared/list';
import { figuresOf, SummaryCards, type SummaryFigure } from '../../accounts/shared/SummaryCards';
import { BookingActions } from './BookingActions';
import { BookingFormModal } from './BookingFormModal';
import { BookingReceiptModal } from './BookingReceipt';
import { RefundHistoryModal } from './RefundHistoryModal';
import { RefundModal } from './RefundModal';
import { BOOKING_STATUSES, bookingStatusColor, toBookingFormValues, useBookingActions, useBookingList, type Booking, type BookingSummary } from './use-bookings';

const BOOKING_RESOURCE: ListResource = { name: 'Booking', plural: 'bookings', countLabel: 'bookings', id: 'booking', pluralId: 'bookings' };
const BOOKING_TOTALS: SummaryFigure<BookingSummary>[] = [
  { key: 'amount', title: 'Booking Money Taken', field: 'totalAmount' },
  { key: 'refunded', title: 'Refunded', field: 'totalRefunded' },
  { key: 'remaining', title: 'Held (Customer Deposits)', field: 'totalRemaining' },
];

/** Seven columns fit a laptop: the unit under the description, the refundable amount under the amount. */
const columns: TableColumnsType<Booking> = [
  notedColumn<Booking>('Booking', 'bookingNumber', { width: 110, note: (booking) => formatDate(booking.bookingDate) }),
  {
    title: 'Customer',
    key: 'customer',
    width: 150,
    render: (_, booking) => (
      <>
        {booking.customer.name}
        <CellNote>{booking.customer.phone}</CellNote>
      </>
    ),
  },
  {
    title: 'Description',
    key: 'description',
    width: 170,
    render: (_, booking) => (
      <>
        {booking.description || '—'}
        {booking.motorcycle && <CellNote>{`${booking.motorcycle.chassisNo}${booking.motorcycle.product ? ` · ${booking.motorcycle.product.name}` : ''}`}</CellNote>}
      </>
    ),
  },
  amountColumn<Booking>('Amount', 'amount', { width: 140, note: (booking, amount) => booking.refundableAmount !== amount && `Refundable ${formatTaka(booking.refundableAmount)}` }),
  { title: 'Method', key: 'method', width: 90, render: (_, booking) => booking.method.name },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 115,
    render: (status: string, booking) => (
      <Tag color={bookingStatusColor(status)} data-testid={`booking-status-${booking.bookingNumber}`}>
        {status}
      </Tag>
    ),
  },
  historyColumn<Booking>((booking) => `booking-${booking._id}`, 'Booking history', (booking) => `booking-history-${booking.bookingNumber}`),
];

/** A booking on a phone: its number, customer and date, the money taken and what is refundable, its status; the table's actions. */
const cards: ListCardDescription<Booking> = {
  title: (booking) => booking.bookingNumber,
  subtitle: (booking) => `${booking.customer.name} · ${formatDate(booking.bookingDate)}`,
  status: (booking) => <Tag color={bookingStatusColor(booking.status)}>{booking.status}</Tag>,
  figures: (booking) => [
    { label: 'Amount', value: formatTaka(booking.amount) },
    { label: 'Refundable', value: formatTaka(booking.refundableAmount) },
    { label: 'Method', value: booking.method.name },
  ],
};

/** Booking Management (/sales/bookings): booking money taken ahead of an invoice, its refunds and receipts. */
export function BookingsPage() {
  const [receipt, setReceipt] = useState<Booking | null>(null);
  const [refunding, setRefunding] = useState<Booking | null>(null);
  const [history, setHistory] = useState<Booking | null>(null);
  const rowActions: CrudRowActions<Booking> = {
    cell: (booking, { edit, remove, canChange }) => (
      <BookingActions booking={booking} onReceipt={setReceipt} onRefund={setRefunding} onHistory={setHistory} onEdit={edit} remove={remove} canChange={canChange} />
    ),
    width: 200,
  };
  const screen = useCrudScreen(BOOKING_RESOURCE, { useList: useBookingList, useActions: useBookingActions, toFormValues: toBookingFormValues, form: BookingFormModal, rowActions });
  const summary = screen.list.data?.summary;

  return (
    <ListPage
      header={{ title: 'Booking Management', subtitle: 'Booking money taken ahead of an invoice: held in Customer Deposits until invoiced or refunded.', breadcrumb: [{ title: 'Sales & Revenue' }] }}
      screen={screen}
      above={
        <SummaryCards testIdPrefix="booking-total" cards={figuresOf(summary, BOOKING_TOTALS)} />
      }
      table={{
        columns,
        cards,
        emptyText: 'No bookings',
        search: 'Search by booking number, customer name or phone, description',
        toolbar: <ListFilterSelect list={screen.list} name="status" placeholder="All statuses" width={160} values={[...BOOKING_STATUSES]} testId="booking-status-filter" />,
      }}
    >
      <BookingReceiptModal booking={receipt} onClose={() => setReceipt(null)} />
      <RefundModal booking={refunding} onClose={() => setRefunding(null)} />
      <RefundHistoryModal booking={history} onClose={() => setHistory(null)} />
    </ListPage>
  );
}
