import { Alert, Button, Flex, Modal, Skeleton } from 'antd';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { BookingReceiptDocument } from '../../../shared/print/BookingReceiptDocument';
import type { BusinessProfile, PrintableBooking } from '../../../shared/print/document-types';
import { PrintButton } from '../../../shared/print/PrintPaper';
import { useBusinessSettings } from '../../settings/business-profile/use-business-settings';
import { productLabel } from '../../inventory/products/product-options';
import type { Booking } from './use-bookings';

export const NO_PROFILE: BusinessProfile = { businessName: '', address: '', phones: [], email: '', logoDataUrl: '', binVatNumber: '', footerText: '' };

/** A booking as the printed Booking Receipt shows it. */
export function printableBooking(booking: Booking): PrintableBooking {
  const unit = booking.motorcycle;
  return {
    bookingNumber: booking.bookingNumber ?? '—',
    date: booking.bookingDate,
    customer: booking.customer,
    amount: booking.amount,
    description: booking.description,
    method: booking.method.name,
    transactionId: booking.transactionId,
    status: booking.status,
    motorcycle: unit ? { name: unit.product ? productLabel(unit.product) : 'Motorcycle', chassisNo: unit.chassisNo, engineNo: unit.engineNo, color: unit.color } : null,
    refunds: booking.refunds.map((refund) => ({ amount: refund.amount, refundDate: refund.refundDate, method: refund.refundMethod.name, reason: refund.reason, transactionId: refund.transactionId })),
  };
}

/**
 * The Booking Receipt of a booking (A5) with the business profile of the settings: what the
 * receipt preview shows and prints, and what any other screen can show for a booking.
 */
export function BookingReceipt({ booking }: { booking: Booking }) {
  const settings = useBusinessSettings();
  if (settings.isLoading) return <Skeleton active paragraph={{ rows: 6 }} data-testid="booking-receipt-loading" />;
  if (settings.error) return <LoadErrorAlert title="Error loading the business profile" error={settings.error} onRetry={() => settings.refetch()} testId="booking-receipt-error" />;
  return <BookingReceiptDocument booking={printableBooking(booking)} business={settings.data ?? NO_PROFILE} />;
}

/** The receipt print preview (spec §2): the receipt and the browser's print. */
export function BookingReceiptModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  return (
    <Modal
      open={booking !== null}
      title={booking ? `Booking Receipt · ${booking.bookingNumber ?? ''}` : 'Booking Receipt'}
      width={fitModalWidth(720)}
      onCancel={onClose}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'booking-receipt-modal' }}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} data-testid="booking-receipt-close">
            Close
          </Button>
          <PrintButton label="Print Receipt" testId="booking-receipt-print" />
        </Flex>
      }
    >
      {booking ? <BookingReceipt booking={booking} /> : <Alert type="warning" showIcon message="No booking" />}
    </Modal>
  );
}
