import { useEffect } from 'react';
import { Alert, App, Descriptions, Form, Input, Modal, type ButtonProps } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { formatTaka } from '../../../shared/format/taka';
import { MaxAmountField } from '../../../shared/components/MaxAmountField';
import { fillForm, useDiscardGuard, useServerFormErrors } from '../../../shared/list';
import { useSalePaymentMethods } from '../invoices/use-invoices';
import { useRefundBooking, type Booking, type RefundFormValues } from './use-bookings';

/** Spec §5: between ৳0.01 and the refundable amount. */
const refundRangeMessage = (refundable: number) => `Refund amount must be between ৳0.01 and ${formatTaka(refundable)}`;

/** Refund: gives back some or all of the booking money that remains, by a method, with a reason (spec §5). */
export function RefundModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RefundFormValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const methods = useSalePaymentMethods();
  const refund = useRefundBooking();
  const requestClose = useDiscardGuard(form, onClose);
  const refundable = booking?.refundableAmount ?? 0;

  useEffect(() => {
    if (!booking) return;
    fillForm(form, { refundMethod: booking.method._id });
    clearFormError();
  }, [booking, form]);

  const submit = (values: RefundFormValues) => {
    if (!booking) return;
    refund.mutate(
      { booking, values },
      {
        onSuccess: (result) => {
          message.success(result.message ?? 'Refund processed successfully');
          onClose();
        },
        onError: (error) => {
          message.error(serverMessageOr(error, 'Failed to process refund'));
          showServerErrors(error);
        },
      },
    );
  };

  return (
    <Modal
      open={booking !== null}
      title={booking ? `Refund · ${booking.bookingNumber ?? ''}` : 'Refund'}
      width={fitModalWidth(600)}
      okText="Process Refund"
      confirmLoading={refund.isPending}
      onOk={() => form.submit()}
      onCancel={() => !refund.isPending && requestClose()}
      okButtonProps={{ 'data-testid': 'refund-form-submit' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'refund-form-cancel' } as ButtonProps}
      maskClosable={!refund.isPending}
      forceRender
    >
      {booking && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'customer', label: 'Customer', children: booking.customer.name },
            { key: 'method', label: 'Paid by', children: booking.method.name },
            { key: 'amount', label: 'Amount', children: formatTaka(booking.amount) },
            { key: 'refunded', label: 'Refunded', children: formatTaka(booking.refundedAmount) },
            { key: 'refundable', label: 'Refundable', children: <strong data-testid="refund-refundable">{formatTaka(refundable)}</strong> },
          ]}
        />
      )}
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="refund-form-error" />}
      <Form<RefundFormValues> form={form} layout="vertical" onFinish={submit} data-testid="refund-form">
        <MaxAmountField
          name="refundAmount"
          label="Refund Amount"
          max={refundable}
          messages={{ required: refundRangeMessage(refundable), positive: refundRangeMessage(refundable), aboveMax: () => refundRangeMessage(refundable) }}
          testId="refund-form-amount"
          maxTestId="refund-form-max"
        />
        <Form.Item name="refundMethod" label="Refund Method" rules={[{ required: true, message: 'Please select refund method' }]}>
          <SearchSelect placeholder="How the money goes back" loading={methods.isLoading} options={methods.options} data-testid="refund-form-method" />
        </Form.Item>
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
      </Form>
    </Modal>
  );
}
