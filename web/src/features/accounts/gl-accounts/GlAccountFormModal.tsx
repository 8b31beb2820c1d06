import { Col, Divider, Form, Input, InputNumber, Row, Select, Switch, type FormInstance } from 'antd';
import { FormModal } from '../../../shared/components/FormModal';
import type { GlGroup } from '../shared/types';
import type { GlAccountFormValues } from './use-gl-accounts';

interface GlAccountFormModalProps {
  open: boolean;
  isEditing: boolean;
  form: FormInstance<GlAccountFormValues>;
  glGroups: GlGroup[];
  glGroupsLoading: boolean;
  submitting: boolean;
  formError: string | null;
  onCancel: () => void;
  onSubmit: (values: GlAccountFormValues) => void;
}

const takaInputProps = { prefix: '৳', precision: 2, step: 0.01, style: { width: '100%' } } as const;

export function GlAccountFormModal(props: GlAccountFormModalProps) {
  const { open, isEditing, form, glGroups, glGroupsLoading, submitting, formError, onCancel, onSubmit } = props;

  // A new account's balance is its opening balance until something is posted to it.
  const syncBalance = (openingBalance: number | null) => {
    if (!isEditing) form.setFieldValue('balance', openingBalance ?? 0);
  };

  return (
    <FormModal
      open={open}
      title={isEditing ? 'Edit GL Account' : 'Add GL Account'}
      okText={isEditing ? 'Update' : 'Create'}
      width={640}
      form={form}
      submitting={submitting}
      formError={formError}
      testId="gl-account-form"
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Please input the name!' }]}>
            <Input placeholder="e.g. Cash in Hand" data-testid="gl-account-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="code" label="Code" rules={[{ required: true, whitespace: true, message: 'Please input the code!' }]}>
            <Input placeholder="e.g. 1101" data-testid="gl-account-form-code" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="glGroup" label="GL Group" rules={[{ required: true, message: 'Please select a GL Group!' }]}>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="Select GL group"
          loading={glGroupsLoading}
          options={glGroups.map((group) => ({ value: group._id, label: `${group.code} · ${group.name} (${group.glClass?.type ?? '—'})` }))}
          data-testid="gl-account-form-group"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="openingBalance"
            label="Opening Balance"
            rules={[{ required: true, message: 'Please input the opening balance!' }]}
            extra={isEditing ? 'Fixed once the account exists.' : undefined}
          >
            <InputNumber
              {...takaInputProps}
              disabled={isEditing}
              onChange={(value) => syncBalance(typeof value === 'number' ? value : null)}
              data-testid="gl-account-form-opening-balance"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="balance" label="Balance" rules={[{ required: true, message: 'Please input the balance!' }]}>
            <InputNumber {...takaInputProps} disabled data-testid="gl-account-form-balance" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={2} placeholder="What this account is used for" data-testid="gl-account-form-description" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="status" label="Active" valuePropName="checked">
            <Switch data-testid="gl-account-form-status" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="cashAccount" label="Cash account" valuePropName="checked" tooltip="Offered where cash is paid or received">
            <Switch data-testid="gl-account-form-cash-account" />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left" plain>
        Bank details (optional)
      </Divider>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="bankName" label="Bank Name">
            <Input placeholder="e.g. Dutch-Bangla Bank" data-testid="gl-account-form-bank-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="accountNumber" label="Account Number">
            <Input data-testid="gl-account-form-account-number" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
