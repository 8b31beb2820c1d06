import { Col, Form, Input, InputNumber, Row, Select, Switch, type FormInstance } from 'antd';
import { FormModal } from '../../../shared/components/FormModal';
import { PAYMENT_METHOD_TYPES } from '../shared/constants';
import type { GlAccount } from '../shared/types';
import { toAccountOptions } from '../shared/use-account-options';
import { PaymentMethodDetailsFields } from './PaymentMethodDetailsFields';
import type { PaymentMethodFormValues } from './use-payment-methods';

interface PaymentMethodFormModalProps {
  open: boolean;
  isEditing: boolean;
  form: FormInstance<PaymentMethodFormValues>;
  glAccounts: GlAccount[];
  glAccountsLoading: boolean;
  submitting: boolean;
  formError: string | null;
  onCancel: () => void;
  onSubmit: (values: PaymentMethodFormValues) => void;
}

export function PaymentMethodFormModal(props: PaymentMethodFormModalProps) {
  const { open, isEditing, form, glAccounts, glAccountsLoading, submitting, formError, onCancel, onSubmit } = props;
  const chosenType = Form.useWatch('type', form);
  const accountOptions = toAccountOptions(glAccounts);
  const accountSelectProps = { showSearch: true, optionFilterProp: 'label', loading: glAccountsLoading, options: accountOptions } as const;

  return (
    <FormModal
      open={open}
      title={isEditing ? 'Edit Payment Method' : 'Add Payment Method'}
      okText={isEditing ? 'Update' : 'Create'}
      width={680}
      form={form}
      submitting={submitting}
      formError={formError}
      testId="payment-method-form"
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Please input the name!' }]}>
            <Input placeholder="e.g. bKash Merchant" data-testid="payment-method-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="paymentAccount"
            label="Payment Account"
            tooltip="The name staff see when choosing how a customer paid"
            rules={[{ required: true, whitespace: true, message: 'Please input the payment account!' }]}
          >
            <Input placeholder="e.g. bKash 01XXXXXXXXX" data-testid="payment-method-form-payment-account" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="account" label="GL Account" rules={[{ required: true, message: 'Please select a GL account!' }]}>
            <Select {...accountSelectProps} placeholder="Where the money lands" data-testid="payment-method-form-account" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="type" label="Type" rules={[{ required: true, message: 'Please select the type!' }]}>
            <Select options={PAYMENT_METHOD_TYPES.map((type) => ({ value: type, label: type }))} data-testid="payment-method-form-type" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="processingFee" label="Processing Fee (%)">
            <InputNumber min={0} max={100} step={0.1} precision={1} addonAfter="%" style={{ width: '100%' }} data-testid="payment-method-form-processing-fee" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="processingFeeAccount" label="Processing Fee Account">
            <Select {...accountSelectProps} allowClear placeholder="Expense account for fees" data-testid="payment-method-form-fee-account" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Please select the status!' }]}>
            <Select
              options={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
              data-testid="payment-method-form-status"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item name="isDefault" label="Default method" valuePropName="checked">
            <Switch data-testid="payment-method-form-default" />
          </Form.Item>
        </Col>
      </Row>
      <PaymentMethodDetailsFields type={chosenType} />
    </FormModal>
  );
}
