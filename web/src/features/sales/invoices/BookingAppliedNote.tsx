import { Alert, Skeleton } from 'antd';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { formatTaka } from '../../../shared/format/taka';
import type { InvoiceBookingState } from './use-invoice-booking';

/** Spec §2: an invoice carried from a booking says so ('Booking Applied'), with the money it applies. */
export function BookingAppliedNote({ booking: state }: { booking: InvoiceBookingState }) {
  if (!state.bookingId) return null;
  if (state.isLoading) return <Skeleton.Input active block style={{ marginBottom: 16 }} />;
  if (state.error || !state.booking) {
    return <LoadErrorAlert title="Failed to load the booking" error={state.error} onRetry={() => state.refetch()} style={{ marginBottom: 16 }} testId="booking-applied-error" />;
  }
  const { booking } = state;
  const unit = booking.motorcycle;
  const description = [
    `${booking.bookingNumber ?? 'Booking'} (${booking.customer.name}):`,
    state.applicable ? `${formatTaka(state.bookingAmount)} booking money will be applied as a locked Booking Money payment.` : state.problem,
    unit ? `Reserved motorcycle: ${[unit.product?.name, unit.color].filter(Boolean).join(' · ')} (chassis ${unit.chassisNo}).` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Alert
      type={state.applicable ? 'info' : 'warning'}
      showIcon
      message="Booking Applied"
      description={description}
      style={{ marginBottom: 16 }}
      data-testid="booking-applied-note"
    />
  );
}
