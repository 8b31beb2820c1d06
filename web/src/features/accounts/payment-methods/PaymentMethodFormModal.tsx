import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { RequiredTextField } from '../../../shared/components/RequiredTextField';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { PAYMENT_METHOD_TYPES } from '../shared/constants';
import { ChartRequiredNotice } from '../shared/ChartRequiredNotice';
import { toAccountOptions, useAllGlAccounts } from '../shared/use-account-options';
import { PaymentMethodDetailsFields } from './PaymentMethodDetailsFields';
import { PROCESSING_FEE_STEP, type PaymentMethodFormValues } from './use-payment-methods';

export function PaymentMethodFormModal(props: CrudModalProps<PaymentMethodFormValues>) {
  const chosenType = Form.useWatch('type', props.modal.form);
  const glAccounts = useAllGlAccounts();
  const accountSelectProps = { showSearch: true, optionFilterProp: 'label', loading: glAccounts.isLoading, options: toAccountOptions(glAccounts.data) } as const;
  // Card and wallet fees are an expense (issue 23, item 19): only expense accounts, and the one already chosen.
  const chosenFeeAccount = Form.useWatch('processingFeeAccount', props.modal.form);
  const feeAccountOptions = toAccountOptions(glAccounts.data?.filter((account) => account.glGroup?.glClass?.type === 'Expense' || account._id === chosenFeeAccount));

  return (
    <CrudFormModal {...props} title="Payment Method" testId="payment-method-form" width={680}>
      <ChartRequiredNotice what="A payment method" testId="payment-method-form-chart-required" />
      <FieldColumns spans={[12]}>
        <RequiredTextField name="name" label="Name" message="Please input the name!" placeholder="e.g. bKash Merchant" testId="payment-method-form-name" />
        <Form.Item
          name="paymentAccount"
          label="Payment Account"
          tooltip="The name staff see when choosing how a customer paid"
          rules={[{ required: true, whitespace: true, message: 'Please input the payment account!' }]}
        >
          <Input placeholder="e.g. bKash 01XXXXXXXXX" data-testid="payment-method-form-payment-account" />
        </Form.Item>
        <Form.Item name="account" label="GL Account" rules={[{ required: true, message: 'Please select a GL account!' }]}>
          <Select {...accountSelectProps} placeholder="Where the money lands" data-testid="payment-method-form-account" />
        </Form.Item>
        <Form.Item name="type" label="Type" rules={[{ required: true, message: 'Please select the type!' }]}>
          <Select options={PAYMENT_METHOD_TYPES.map((type) => ({ value: type, label: type }))} data-testid="payment-method-form-type" />
        </Form.Item>
        {/* The arrows move 0.1 (spec §5); a fee like 1.85% is still typed and kept exactly (2 decimals). */}
        <Form.Item name="processingFee" label="Processing Fee (%)">
          <InputNumber min={0} max={100} step={PROCESSING_FEE_STEP} precision={2} addonAfter="%" style={{ width: '100%' }} data-testid="payment-method-form-processing-fee" />
        </Form.Item>
        <Form.Item name="processingFeeAccount" label="Processing Fee Account">
          <Select {...accountSelectProps} options={feeAccountOptions} allowClear placeholder="Expense account for fees" data-testid="payment-method-form-fee-account" />
        </Form.Item>
        <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Please select the status!' }]}>
          <Select
            options={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            data-testid="payment-method-form-status"
          />
        </Form.Item>
        <Form.Item name="isDefault" label="Default method" valuePropName="checked">
          <Switch data-testid="payment-method-form-default" />
        </Form.Item>
      </FieldColumns>
      <PaymentMethodDetailsFields type={chosenType} />
    </CrudFormModal>
  );
}
