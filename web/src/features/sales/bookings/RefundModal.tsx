import { Form, Input } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import { MoneyModal } from '../../../shared/list';
import { TransactionIdField } from '../../accounts/payment-methods/TransactionIdField';
import { useSalePaymentMethods } from '../invoices/use-invoices';
import { useRefundBooking, type Booking, type RefundFormValues } from './use-bookings';

/** Spec §5: between ৳0.01 and the refundable amount. */
const refundRangeMessage = (refundable: number) => `Refund amount must be between ৳0.01 and ${formatTaka(refundable)}`;

/** Refund: gives back some or all of the booking money that remains, by a method, with a reason (spec §5). */
export function RefundModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const methods = useSalePaymentMethods();
  const refund = useRefundBooking();
  const refundable = booking?.refundableAmount ?? 0;

  return (
    <MoneyModal<Booking, RefundFormValues, { booking: Booking; values: RefundFormValues }>
      target={booking}
      onClose={onClose}
      title={booking ? `Refund · ${booking.bookingNumber ?? ''}` : 'Refund'}
      okText="Process Refund"
      testId="refund-form"
      summary={(booking) => [
        { key: 'customer', label: 'Customer', children: booking.customer.name },
        { key: 'method', label: 'Paid by', children: booking.method.name },
        { key: 'amount', label: 'Amount', children: formatTaka(booking.amount) },
        { key: 'refunded', label: 'Refunded', children: formatTaka(booking.refundedAmount) },
        { key: 'refundable', label: 'Refundable', children: <strong data-testid="refund-refundable">{formatTaka(refundable)}</strong> },
      ]}
      initialValues={(booking) => ({ refundMethod: booking.method._id })}
      amount={{
        name: 'refundAmount',
        label: 'Refund Amount',
        max: refundable,
        messages: { required: refundRangeMessage(refundable), positive: refundRangeMessage(refundable), aboveMax: () => refundRangeMessage(refundable) },
        testId: 'refund-form-amount',
        maxTestId: 'refund-form-max',
      }}
      method={{
        name: 'refundMethod',
        label: 'Refund Method',
        requiredMessage: 'Please select refund method',
        placeholder: 'How the money goes back',
        choices: methods,
        testId: 'refund-form-method',
      }}
      mutation={refund}
      variables={(booking, values) => ({ booking, values })}
      texts={{ succeeded: 'Refund processed successfully', failed: 'Failed to process refund' }}
    >
      <TransactionIdField name="transactionId" methodName="refundMethod" label="Transaction ID" testId="refund-form-transaction-id" />
      <Form.Item
        name="reason"
        label="Reason"
        rules={[
          { required: true, whitespace: true, message: 'Please enter reason' },
          { max: 500, message: 'Reason must be at most 500 characters' },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="Why the money goes back" data-testid="refund-form-reason" />
      </Form.Item>
    </MoneyModal>
  );
}
