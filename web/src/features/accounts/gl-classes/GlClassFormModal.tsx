import { Form, Input, Select, type FormInstance } from 'antd';
import { FormModal } from '../../../shared/components/FormModal';
import { GL_CLASS_TYPES } from '../shared/constants';
import type { GlClassBody } from './use-gl-classes';

interface GlClassFormModalProps {
  open: boolean;
  isEditing: boolean;
  form: FormInstance<GlClassBody>;
  submitting: boolean;
  formError: string | null;
  onCancel: () => void;
  onSubmit: (values: GlClassBody) => void;
}

export function GlClassFormModal({ open, isEditing, form, submitting, formError, onCancel, onSubmit }: GlClassFormModalProps) {
  return (
    <FormModal
      open={open}
      title={isEditing ? 'Edit GL Class' : 'Add GL Class'}
      okText={isEditing ? 'Update' : 'Create'}
      form={form}
      submitting={submitting}
      formError={formError}
      testId="gl-class-form"
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Please input the name!' }]}>
        <Input placeholder="e.g. Assets" data-testid="gl-class-form-name" />
      </Form.Item>
      <Form.Item name="type" label="Type" rules={[{ required: true, message: 'Please select the type!' }]}>
        <Select
          placeholder="Select class type"
          options={GL_CLASS_TYPES.map((type) => ({ value: type, label: type }))}
          data-testid="gl-class-form-type"
        />
      </Form.Item>
    </FormModal>
  );
}
