import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { toPoisha } from '../../../shared/format/taka';
import { crudResource } from '../../../shared/list';
import { type BookingForInvoice } from '../invoices/use-invoice-booking';
import { bookingKeys, customerKeys, motorcycleKeys, queryKeys } from '../../../shared/query-keys';

export { bookingKeys };

/** Spec §4: chosen in the form; the others the server sets from what happened to the money. */
export const CHOSEN_STATUSES = ['Confirmed', 'Pending', 'Cancelled'] as const;
export const BOOKING_STATUSES = [...CHOSEN_STATUSES, 'Refunded', 'Partial Refund', 'Applied'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Spec §3: the description choices. */
export const BOOKING_DESCRIPTIONS = ['Booking money deposit', 'Motorcycle reservation', 'Service booking', 'Parts reservation'] as const;
/** The description that books a motorcycle: the form then offers the Available units. */
export const MOTORCYCLE_RESERVATION = 'Motorcycle reservation';
/** Spec §4: tag colours (others red: `bookingStatusColor`). */
export const STATUS_COLORS: Partial<Record<string, string>> = { Confirmed: 'green', Pending: 'orange', Refunded: 'purple', 'Partial Refund': 'blue', Applied: 'cyan' };
/** A status's tag colour: Cancelled, and any status the server may add, red (spec §4). */
export const bookingStatusColor = (status: string) => STATUS_COLORS[status] ?? 'red';
/** Spec §9: bookings 10 a page. */
export const BOOKING_PAGE_SIZE = 10;
export const BOOKINGS_PATH = '/bookings';

export interface BookingRefund {
  _id: string;
  bookingId: string;
  amount: number;
  reason: string;
  refundDate: string;
  refundMethod: { _id: string; name: string };
  /** The refund's TrxID, card slip or approval number. */
  transactionId: string | null;
  /** Its money receipt's number (MR-000123). */
  receiptNumber: string | null;
  /** The name of the user who paid it back. */
  refundedBy: string | null;
  journalEntry: { _id: string; entryNumber: number | null } | null;
  createdAt: string;
}

/** A booking as GET /api/bookings answers it. */
export interface Booking extends BookingForInvoice {
  status: BookingStatus;
  chosenStatus: (typeof CHOSEN_STATUSES)[number];
  refundedAmount: number;
  appliedAmount: number;
  appliedInvoice: { _id: string; invoiceNumber: string | null } | null;
  journalEntry: { _id: string; entryNumber: number | null } | null;
  refunds: BookingRefund[];
  /** The deposit's TrxID, card slip or approval number. */
  transactionId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BookingSummary {
  totalAmount: number;
  totalRefunded: number;
  totalRemaining: number;
}

export interface BookingFormValues {
  customer: string;
  amount: number;
  method: string;
  description?: string;
  status: string;
  motorcycleId?: string | null;
  transactionId?: string | null;
}

export interface RefundFormValues {
  refundAmount: number;
  refundMethod: string;
  reason: string;
  transactionId?: string | null;
}

/** A transaction ID as sent: trimmed, left out when blank. */
export const transactionIdToSend = (value: string | null | undefined) => (value?.trim() ? { transactionId: value.trim() } : {});

/** A booking moves money (the books), holds a unit (the register) and is a customer's. */
const AFFECTED = [bookingKeys.all, queryKeys.books, motorcycleKeys.all, customerKeys.all];

/** Add and edit in the modal; delete cancels (the server returns the money that remains). Spec §8: the server's message, else its fallbacks. */
const bookings = crudResource<Booking, BookingFormValues, { status?: BookingStatus }, { summary?: BookingSummary }>({
  path: BOOKINGS_PATH,
  listKey: 'bookings',
  keys: bookingKeys,
  pageSize: BOOKING_PAGE_SIZE,
  filters: ['status'],
  label: 'Booking',
  invalidates: AFFECTED,
  toBody: (values) => ({
    customer: values.customer,
    amount: values.amount,
    method: values.method,
    description: values.description ?? '',
    status: values.status,
    // The form offers a unit only for a motorcycle reservation (and clears it otherwise).
    motorcycleId: values.motorcycleId || null,
    ...transactionIdToSend(values.transactionId),
  }),
  texts: { created: 'Booking created successfully.', updated: 'Booking updated successfully.', deleted: 'Booking cancelled.', saveFailed: 'Operation failed', deleteFailed: 'Failed to delete booking' },
});

export const { useList: useBookingList, useActions: useBookingActions } = bookings;

export function toBookingFormValues(booking: Booking | null): Partial<BookingFormValues> {
  if (!booking) return { status: 'Confirmed', description: 'Booking money deposit', motorcycleId: null };
  return {
    customer: booking.customer._id,
    amount: booking.amount,
    method: booking.method._id,
    description: booking.description || undefined,
    status: booking.chosenStatus,
    motorcycleId: booking.motorcycle?._id ?? null,
    transactionId: booking.transactionId,
  };
}

/** Spec §4: refund only while Confirmed (or partly refunded already) and money remains. */
export const canRefund = (booking: Booking) => (booking.status === 'Confirmed' || booking.status === 'Partial Refund') && toPoisha(booking.refundableAmount) > 0;
/**
 * Spec §4 offers Create Invoice for a Confirmed booking; the dealer also applies what remains of a partly
 * refunded one (issue 23, item 20), as the server allows.
 */
export const canInvoice = (booking: Pick<Booking, 'status' | 'refundableAmount'>) =>
  (booking.status === 'Confirmed' || booking.status === 'Partial Refund') && toPoisha(booking.refundableAmount) > 0;
/** Why Create Invoice is disabled on this booking (undefined while it is enabled). */
export function invoiceDisabledReason(booking: Pick<Booking, 'status' | 'refundableAmount'>): string | undefined {
  if (booking.status !== 'Confirmed' && booking.status !== 'Partial Refund') return `Only a Confirmed or partly refunded booking can be invoiced; this one is ${booking.status}`;
  return canInvoice(booking) ? undefined : 'No booking money is left to apply';
}
/** Applied, cancelled and refunded bookings no longer change. */
export const isSettled = (booking: Booking) => ['Applied', 'Cancelled', 'Refunded'].includes(booking.status);

/** Where Create Invoice leads (spec §2): the choice of invoice type, carrying the booking (its 'Booking Applied' note). */
export function invoicePathFor(booking: Pick<Booking, '_id'>): string {
  return `/sales/invoices/create?bookingId=${encodeURIComponent(booking._id)}`;
}

export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, values }: { booking: Booking; values: RefundFormValues }) =>
      apiClient.post<{ refund: BookingRefund; booking: Booking }>(`${BOOKINGS_PATH}/${booking._id}/refund`, {
        refundAmount: values.refundAmount,
        refundMethod: values.refundMethod,
        reason: values.reason.trim(),
        ...transactionIdToSend(values.transactionId),
      }),
    onSuccess: () => Promise.all(AFFECTED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useBookingRefunds(bookingId: string | null) {
  return useQuery({
    queryKey: [...bookingKeys.detail(bookingId ?? ''), 'refunds'],
    queryFn: () => apiClient.get<{ refunds: BookingRefund[] }>(`${BOOKINGS_PATH}/${bookingId}/refunds`),
    enabled: bookingId !== null,
  });
}
