import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Typography, type FormInstance } from 'antd';
import { SwapRightOutlined } from '@ant-design/icons';
import { FormModal } from '../../../shared/components/FormModal';
import { DISPLAY_DATE_FORMAT } from '../../../shared/format/date';
import type { TransferFormValues } from './use-transfers';

interface TransferFormModalProps {
  open: boolean;
  isEditing: boolean;
  form: FormInstance<TransferFormValues>;
  accountOptions: { value: string; label: string }[];
  accountsLoading: boolean;
  submitting: boolean;
  formError: string | null;
  onCancel: () => void;
  onSubmit: (values: TransferFormValues) => void;
}

/** Shown as the spec's dates; typing an ISO date (2025-01-31) also works. */
const DATE_INPUT_FORMATS = [DISPLAY_DATE_FORMAT, 'YYYY-MM-DD'];

export function TransferFormModal(props: TransferFormModalProps) {
  const { open, isEditing, form, accountOptions, accountsLoading, submitting, formError, onCancel, onSubmit } = props;

  const accountSelect = (testId: string, placeholder: string) => (
    <Select
      showSearch
      optionFilterProp="label"
      placeholder={placeholder}
      loading={accountsLoading}
      options={accountOptions}
      // No closing animation: From and To list the same accounts, and a list still fading out
      // would sit over the one just opened.
      transitionName=""
      data-testid={testId}
    />
  );

  return (
    <FormModal
      open={open}
      title={isEditing ? 'Edit Transfer' : 'Add Transfer'}
      okText={isEditing ? 'Update' : 'Create'}
      width={620}
      form={form}
      submitting={submitting}
      formError={formError}
      testId="transfer-form"
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      {isEditing && (
        <Typography.Paragraph type="secondary">
          Saving a change reverses the original posting and posts the transfer anew, so the ledger keeps both.
        </Typography.Paragraph>
      )}
      <Row gutter={12} align="middle" wrap={false}>
        <Col flex="auto">
          <Form.Item name="from" label="From" rules={[{ required: true, message: 'Please select the account to transfer from' }]}>
            {accountSelect('transfer-form-from', 'Account the money leaves')}
          </Form.Item>
        </Col>
        <Col flex="none" style={{ paddingTop: 6 }}>
          <SwapRightOutlined style={{ fontSize: 18, color: '#8c8c8c' }} />
        </Col>
        <Col flex="auto">
          <Form.Item
            name="to"
            label="To"
            dependencies={['from']}
            rules={[
              { required: true, message: 'Please select the account to transfer to' },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  value && value === getFieldValue('from') ? Promise.reject(new Error('Cannot transfer to the same account')) : Promise.resolve(),
              }),
            ]}
          >
            {accountSelect('transfer-form-to', 'Account the money reaches')}
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="amount"
            label="Amount"
            rules={[
              { required: true, message: 'Please enter amount' },
              { type: 'number', min: 0.01, message: 'Amount must be greater than 0' },
            ]}
          >
            <InputNumber prefix="৳" min={0} precision={2} step={0.01} style={{ width: '100%' }} placeholder="0.00" data-testid="transfer-form-amount" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Please select date' }]}>
            <DatePicker format={DATE_INPUT_FORMATS} style={{ width: '100%' }} data-testid="transfer-form-date" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remarks" label="Remarks">
        <Input.TextArea rows={2} maxLength={500} placeholder="Why the money moved, e.g. Cash deposited to bank" data-testid="transfer-form-remarks" />
      </Form.Item>
    </FormModal>
  );
}
