import { Form, Select } from 'antd';
import { RequiredTextField } from '../../../shared/components/RequiredTextField';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { GL_CLASS_TYPES } from '../shared/constants';
import type { GlClassBody } from './use-gl-classes';

export function GlClassFormModal(props: CrudModalProps<GlClassBody>) {
  return (
    <CrudFormModal {...props} title="GL Class" testId="gl-class-form">
      <RequiredTextField name="name" label="Name" message="Please input the name!" placeholder="e.g. Assets" testId="gl-class-form-name" />
      <Form.Item name="type" label="Type" rules={[{ required: true, message: 'Please select the type!' }]}>
        <Select
          placeholder="Select class type"
          options={GL_CLASS_TYPES.map((type) => ({ value: type, label: type }))}
          data-testid="gl-class-form-type"
        />
      </Form.Item>
    </CrudFormModal>
  );
}
