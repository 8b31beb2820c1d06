import { useEffect } from 'react';
import { Alert, App, Descriptions, Form, Modal, type ButtonProps } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { MaxAmountField } from '../../../shared/components/MaxAmountField';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { TextAreaField } from '../../../shared/components/TextAreaField';
import { dhakaTodayValue, formatDate } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { DateInput } from '../../../shared/inputs/DateInput';
import { fillForm, useDiscardGuard, useServerFormErrors } from '../../../shared/list';
import { usePaymentMethodOptions } from '../../inventory/purchases/purchasing-options';
import { useReceivePayment, type Receivable, type ReceivablePaymentValues } from './use-receivables';

/** Receive Payment: some or all of what remains on a receivable entered by hand, into a payment method's account. */
export function ReceivablePaymentModal({ receivable, onClose }: { receivable: Receivable | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReceivablePaymentValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const paymentMethods = usePaymentMethodOptions();
  const receive = useReceivePayment();
  const requestClose = useDiscardGuard(form, onClose);
  const remaining = receivable?.remaining ?? 0;

  useEffect(() => {
    if (!receivable) return;
    fillForm(form, { paymentDate: dhakaTodayValue(), paymentMethod: paymentMethods.defaultMethod?._id });
    clearFormError();
  }, [receivable, form]);

  const submit = (values: ReceivablePaymentValues) => {
    if (!receivable) return;
    receive.mutate(
      { receivable, values },
      {
        onSuccess: (result) => {
          message.success(result.message ?? 'Payment received successfully');
          onClose();
        },
        onError: (error) => {
          message.error(serverMessageOr(error, 'Failed to process payment. Please try again.'));
          showServerErrors(error);
        },
      },
    );
  };

  return (
    <Modal
      open={receivable !== null}
      title="Receive Payment"
      width={fitModalWidth(600)}
      okText="Receive Payment"
      confirmLoading={receive.isPending}
      onOk={() => form.submit()}
      onCancel={() => !receive.isPending && requestClose()}
      okButtonProps={{ 'data-testid': 'receivable-payment-submit' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'receivable-payment-cancel' } as ButtonProps}
      maskClosable={!receive.isPending}
      forceRender
    >
      {receivable && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'customer', label: 'Customer', children: receivable.customer.name },
            { key: 'due', label: 'Due Date', children: formatDate(receivable.dueDate) },
            { key: 'amount', label: 'Amount', children: formatTaka(receivable.amount) },
            { key: 'remaining', label: 'Remaining', children: <strong data-testid="receivable-payment-remaining">{formatTaka(remaining)}</strong> },
          ]}
        />
      )}
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="receivable-payment-error" />}
      <Form<ReceivablePaymentValues> form={form} layout="vertical" onFinish={submit} data-testid="receivable-payment-form">
        <FieldColumns spans={[12]}>
          <MaxAmountField
            label="Amount"
            max={remaining}
            messages={{ required: 'Please enter amount!', positive: 'Amount must be greater than 0!', aboveMax: (due) => `Payment cannot exceed the due amount of ${due}` }}
            testId="receivable-payment-amount"
          />
          <Form.Item name="paymentDate" label="Payment Date" rules={[{ required: true, message: 'Please select a payment date!' }]}>
            <DateInput data-testid="receivable-payment-date" />
          </Form.Item>
          <Form.Item name="paymentMethod" label="Payment Method" rules={[{ required: true, message: 'Please select a payment method!' }]}>
            <SearchSelect placeholder="Select a payment method" loading={paymentMethods.isLoading} options={paymentMethods.options} data-testid="receivable-payment-method" />
          </Form.Item>
        </FieldColumns>
        <TextAreaField name="notes" label="Notes" maxLength={500} testId="receivable-payment-notes" />
      </Form>
    </Modal>
  );
}
