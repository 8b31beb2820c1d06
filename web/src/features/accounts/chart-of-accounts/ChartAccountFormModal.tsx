import { Col, Form, Input, Row, Select, Switch, type FormInstance } from 'antd';
import { FormModal } from '../../../shared/components/FormModal';
import { GL_CLASS_TYPES } from '../shared/constants';
import type { GlClassType } from '../shared/types';
import type { ChartClass } from './chart-types';

export interface ChartAccountFormValues {
  code: string;
  name: string;
  type: GlClassType;
  glGroup: string;
  description?: string;
  isActive: boolean;
}

interface ChartAccountFormModalProps {
  open: boolean;
  isEditing: boolean;
  form: FormInstance<ChartAccountFormValues>;
  chartClasses: ChartClass[];
  submitting: boolean;
  formError: string | null;
  onCancel: () => void;
  onSubmit: (values: ChartAccountFormValues) => void;
}

/** Groups of every class of the chosen type, so an account can only sit under a matching group. */
function groupOptionsFor(type: GlClassType | undefined, chartClasses: ChartClass[]) {
  if (!type) return [];
  return chartClasses
    .filter((chartClass) => chartClass.type === type)
    .flatMap((chartClass) => chartClass.groups)
    .map((group) => ({ value: group._id, label: `${group.code} · ${group.name}` }));
}

export function ChartAccountFormModal(props: ChartAccountFormModalProps) {
  const { open, isEditing, form, chartClasses, submitting, formError, onCancel, onSubmit } = props;
  const chosenType = Form.useWatch('type', form);
  const groupOptions = groupOptionsFor(chosenType, chartClasses);

  return (
    <FormModal
      open={open}
      title={isEditing ? 'Edit Account' : 'Add Account'}
      okText={isEditing ? 'Update Account' : 'Create Account'}
      width={620}
      form={form}
      submitting={submitting}
      formError={formError}
      testId="account-form"
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="code" label="Account Code" rules={[{ required: true, whitespace: true, message: 'Please enter account code' }]}>
            <Input placeholder="e.g. 1105" data-testid="account-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item name="name" label="Account Name" rules={[{ required: true, whitespace: true, message: 'Please enter account name' }]}>
            <Input placeholder="e.g. Petty Cash" data-testid="account-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="type" label="Account Type" rules={[{ required: true, message: 'Please select account type' }]}>
            <Select
              placeholder="Select type"
              options={GL_CLASS_TYPES.map((type) => ({ value: type, label: type }))}
              // The group list depends on the type, so a previous group choice no longer applies.
              onChange={() => form.setFieldValue('glGroup', undefined)}
              data-testid="account-form-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="glGroup" label="Account Group" rules={[{ required: true, message: 'Please select account group' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={chosenType ? 'Select group' : 'Choose a type first'}
              disabled={!chosenType}
              options={groupOptions}
              notFoundContent="No groups for this type"
              data-testid="account-form-group"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} placeholder="What this account is used for" data-testid="account-form-description" />
      </Form.Item>
      <Form.Item name="isActive" label="Active" valuePropName="checked">
        <Switch data-testid="account-form-active" />
      </Form.Item>
    </FormModal>
  );
}
