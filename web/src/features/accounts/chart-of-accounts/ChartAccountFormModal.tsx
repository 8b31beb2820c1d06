import { Form, Input, Select, Switch } from 'antd';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { RequiredTextField } from '../../../shared/components/RequiredTextField';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
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

interface ChartAccountFormModalProps extends CrudModalProps<ChartAccountFormValues> {
  chartClasses: ChartClass[];
}

/** Groups of every class of the chosen type, so an account can only sit under a matching group. */
function groupOptionsFor(type: GlClassType | undefined, chartClasses: ChartClass[]) {
  if (!type) return [];
  return chartClasses
    .filter((chartClass) => chartClass.type === type)
    .flatMap((chartClass) => chartClass.groups)
    .map((group) => ({ value: group._id, label: `${group.code} · ${group.name}` }));
}

export function ChartAccountFormModal({ chartClasses, ...props }: ChartAccountFormModalProps) {
  const { form } = props.modal;
  const chosenType = Form.useWatch('type', form);
  const groupOptions = groupOptionsFor(chosenType, chartClasses);

  return (
    <CrudFormModal {...props} title="Account" testId="account-form" width={620} okText={{ create: 'Create Account', update: 'Update Account' }}>
      <FieldColumns spans={[8, 16, 12, 12]}>
        <RequiredTextField name="code" label="Account Code" message="Please enter account code" placeholder="e.g. 1105" testId="account-form-code" />
        <RequiredTextField name="name" label="Account Name" message="Please enter account name" placeholder="e.g. Petty Cash" testId="account-form-name" />
        <Form.Item name="type" label="Account Type" rules={[{ required: true, message: 'Please select account type' }]}>
          <Select
            placeholder="Select type"
            options={GL_CLASS_TYPES.map((type) => ({ value: type, label: type }))}
            // The group list depends on the type, so a previous group choice no longer applies.
            onChange={() => form.setFieldValue('glGroup', undefined)}
            data-testid="account-form-type"
          />
        </Form.Item>
        <Form.Item name="glGroup" label="Account Group" rules={[{ required: true, message: 'Please select account group' }]}>
          <SearchSelect
                          placeholder={chosenType ? 'Select group' : 'Choose a type first'}
            disabled={!chosenType}
            options={groupOptions}
            notFoundContent="No groups for this type"
            data-testid="account-form-group"
          />
        </Form.Item>
      </FieldColumns>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="What this account is used for" data-testid="account-form-description" />
      </Form.Item>
      <Form.Item name="isActive" label="Active" valuePropName="checked">
        <Switch data-testid="account-form-active" />
      </Form.Item>
    </CrudFormModal>
  );
}
