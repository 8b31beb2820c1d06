import { Button, Space, Tooltip } from 'antd';
import { FileAddOutlined, HistoryOutlined, PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { RowActions } from '../../../shared/components/RowActions';
import { formatTaka, toPoisha } from '../../../shared/format/taka';
import type { DeleteAction } from '../../../shared/list';
import { canInvoice, canRefund, invoiceDisabledReason, invoicePathFor, isSettled, type Booking } from './use-bookings';

interface BookingActionsProps {
  booking: Booking;
  onReceipt: (booking: Booking) => void;
  onRefund: (booking: Booking) => void;
  onHistory: (booking: Booking) => void;
  onEdit: (booking: Booking) => void;
  remove: DeleteAction<Booking>;
  /** False for a role that only reads sales: the receipt and the refund history only. */
  canChange: boolean;
}

/** What deleting a booking does: it is cancelled, what remains goes back, its unit is released. */
function cancelDescription(booking: Booking): string {
  const back = toPoisha(booking.refundableAmount) > 0 ? ` ${formatTaka(booking.refundableAmount)} goes back to ${booking.method.name}.` : '';
  const unit = booking.motorcycle ? ` Motorcycle ${booking.motorcycle.chassisNo} is released.` : '';
  return `The booking is cancelled and stays listed.${back}${unit}`;
}

/**
 * A booking's buttons (spec §2, §4): the receipt preview; Create Invoice, enabled only while Confirmed;
 * Refund while Confirmed (or partly refunded) with money remaining; Refund History when refunds
 * exist; edit and delete (cancel) until it is applied, cancelled or refunded.
 */
export function BookingActions({ booking, onReceipt, onRefund, onHistory, onEdit, remove, canChange }: BookingActionsProps) {
  const navigate = useNavigate();
  const number = booking.bookingNumber ?? booking._id;
  const settled = isSettled(booking) ? `This booking is ${booking.status}` : undefined;
  return (
    <Space size={2} wrap>
      <Tooltip title="Booking Receipt">
        <Button type="text" icon={<PrinterOutlined />} onClick={() => onReceipt(booking)} aria-label={`Receipt of booking ${number}`} data-testid={`receipt-booking-${number}`} />
      </Tooltip>
      {canChange && (
        // Spec §4: shown for every booking, enabled only while it is Confirmed (with money to apply).
        <Tooltip title={invoiceDisabledReason(booking) ?? 'Create Invoice'}>
          <span>
            <Button
              type="text"
              icon={<FileAddOutlined />}
              disabled={!canInvoice(booking)}
              onClick={() => navigate(invoicePathFor(booking))}
              aria-label={`Create invoice from booking ${number}`}
              data-testid={`invoice-booking-${number}`}
            />
          </span>
        </Tooltip>
      )}
      {canChange && canRefund(booking) && (
        <Tooltip title="Refund">
          <Button type="text" icon={<RollbackOutlined />} onClick={() => onRefund(booking)} aria-label={`Refund booking ${number}`} data-testid={`refund-booking-${number}`} />
        </Tooltip>
      )}
      {booking.refunds.length > 0 && (
        <Tooltip title="Refund History">
          <Button type="text" icon={<HistoryOutlined />} onClick={() => onHistory(booking)} aria-label={`Refund history of booking ${number}`} data-testid={`refunds-booking-${number}`} />
        </Tooltip>
      )}
      {canChange && (
        <RowActions
          itemLabel={`booking ${number}`}
          testIdSuffix={`booking-${number}`}
          onEdit={() => onEdit(booking)}
          onDelete={() => remove.run(booking)}
          deleting={remove.isDeleting(booking)}
          editDisabledReason={settled}
          deleteDisabledReason={settled}
          deleteDescription={cancelDescription(booking)}
        />
      )}
    </Space>
  );
}
