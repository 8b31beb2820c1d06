import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { apiClient } from '../../../shared/api/api-client';
import { bookingKeys } from '../../../shared/query-keys';

/** A booking as GET /api/bookings/{id} answers it: what an invoice made from it needs. */
export interface BookingForInvoice {
  _id: string;
  bookingNumber: string | null;
  customer: { _id: string; name: string; phone: string };
  amount: number;
  description: string;
  method: { _id: string; name: string };
  status: string;
  motorcycle: { _id: string; chassisNo: string; engineNo: string; color: string; status: string; product: { name: string; model: string } | null } | null;
  bookingDate: string;
  /** The booking money still held: what the invoice applies. */
  refundableAmount: number;
}

/**
 * The `?bookingId` an invoice screen carries (spec §2): the booking, whether it can still be
 * applied (Confirmed, money remaining), and the amount the locked Booking Money row takes.
 * The spec skips the call when there is no bookingId.
 */
export function useInvoiceBooking() {
  const [searchParams] = useSearchParams();
  const bookingId = searchParams.get('bookingId') || null;
  const query = useQuery({
    queryKey: bookingKeys.detail(bookingId ?? ''),
    queryFn: () => apiClient.get<BookingForInvoice>(`/bookings/${bookingId}`),
    enabled: Boolean(bookingId),
    retry: false,
  });
  const booking = query.data ?? null;
  const problem = !booking
    ? null
    : booking.status !== 'Confirmed' && booking.status !== 'Partial Refund'
      ? `This booking is ${booking.status}: only a Confirmed or partly refunded booking can be applied to an invoice.`
      : booking.refundableAmount <= 0
        ? 'This booking has no booking money left to apply.'
        : null;
  return {
    bookingId,
    booking,
    /** The booking can be applied: its money goes on the locked Booking Money row. */
    applicable: Boolean(booking) && !problem,
    problem,
    bookingAmount: booking && !problem ? booking.refundableAmount : 0,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}

export type InvoiceBookingState = ReturnType<typeof useInvoiceBooking>;
