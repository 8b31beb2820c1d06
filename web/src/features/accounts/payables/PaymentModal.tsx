import { useEffect } from 'react';
import { Alert, App, Descriptions, Form, Modal, type ButtonProps } from 'antd';
import { serverMessageOr } from '../../../shared/api/api-error';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { fitModalWidth } from '../../../shared/components/modal-width';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { TextAreaField } from '../../../shared/components/TextAreaField';
import { formatDate, dhakaTodayValue } from '../../../shared/format/date';
import { formatTaka } from '../../../shared/format/taka';
import { DateInput } from '../../../shared/inputs/DateInput';
import { MaxAmountField } from '../../../shared/components/MaxAmountField';
import { fillForm, useDiscardGuard, useServerFormErrors } from '../../../shared/list';
import { usePaymentMethodOptions } from '../../inventory/purchases/purchasing-options';
import { usePayableAccountOptions } from './payable-accounts';
import { usePayPayable, type Payable, type PaymentFormValues } from './use-payables';

/** Accounting spec §5: between ৳0.01 and the remaining amount. */
const amountRangeMessage = (remaining: number) => `Amount must be between ৳0.01 and ${formatTaka(remaining)}`;
const rangeMessages = (remaining: number) => ({ required: amountRangeMessage(remaining), positive: amountRangeMessage(remaining), aboveMax: () => amountRangeMessage(remaining) });

/** Process Payment: pays some or all of what remains on a payable, from a payment method (or a chosen cash account). */
export function PaymentModal({ payable, onClose }: { payable: Payable | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PaymentFormValues>();
  const { formError, showServerErrors, clearFormError } = useServerFormErrors(form);
  const paymentMethods = usePaymentMethodOptions();
  const accounts = usePayableAccountOptions();
  const pay = usePayPayable();
  const requestClose = useDiscardGuard(form, onClose);
  const remaining = payable?.remaining ?? 0;

  useEffect(() => {
    if (!payable) return;
    fillForm(form, { paymentDate: dhakaTodayValue(), paymentMethod: paymentMethods.defaultMethod?._id });
    clearFormError();
  }, [payable, form]);

  const submit = (values: PaymentFormValues) => {
    if (!payable) return;
    pay.mutate(
      { payable, values },
      {
        onSuccess: (result) => {
          message.success(result.message ?? 'Payment processed successfully');
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
      open={payable !== null}
      title="Process Payment"
      width={fitModalWidth(600)}
      okText="Process Payment"
      confirmLoading={pay.isPending}
      onOk={() => form.submit()}
      onCancel={() => !pay.isPending && requestClose()}
      okButtonProps={{ 'data-testid': 'payment-form-submit' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'payment-form-cancel' } as ButtonProps}
      maskClosable={!pay.isPending}
      forceRender
    >
      {payable && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'supplier', label: 'Supplier', children: payable.supplier?.name ?? '—' },
            { key: 'bill', label: 'Bill Number', children: payable.billNumber },
            { key: 'amount', label: 'Amount', children: formatTaka(payable.amount) },
            { key: 'paid', label: 'Paid', children: formatTaka(payable.paidAmount) },
            { key: 'remaining', label: 'Remaining', children: <strong data-testid="payment-remaining">{formatTaka(remaining)}</strong> },
            { key: 'due', label: 'Due Date', children: formatDate(payable.dueDate) },
          ]}
        />
      )}
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} data-testid="payment-form-error" />}
      <Form<PaymentFormValues> form={form} layout="vertical" onFinish={submit} data-testid="payment-form">
        <FieldColumns spans={[12]}>
          <MaxAmountField label="Amount" max={remaining} messages={rangeMessages(remaining)} testId="payment-form-amount" maxTestId="payment-form-max" />
          <Form.Item name="paymentDate" label="Payment Date" rules={[{ required: true, message: 'Please select a payment date!' }]}>
            <DateInput data-testid="payment-form-date" />
          </Form.Item>
          <Form.Item name="paymentMethod" label="Payment Method" rules={[{ required: true, message: 'Please select a payment method!' }]}>
            <SearchSelect
              placeholder="Select a payment method"
              loading={paymentMethods.isLoading}
              options={paymentMethods.options}
              data-testid="payment-form-method"
            />
          </Form.Item>
          <Form.Item name="cashAccount" label="Cash Account" tooltip="Leave empty to pay from the payment method's own account">
            <SearchSelect allowClear placeholder="The payment method's account" loading={accounts.isLoading} options={accounts.cashAccounts} data-testid="payment-form-cash-account" />
          </Form.Item>
        </FieldColumns>
        <TextAreaField name="notes" label="Notes" maxLength={500} testId="payment-form-notes" />
      </Form>
    </Modal>
  );
}
