import { Form, Input, Select, type FormInstance } from 'antd';
import { FormModal } from '../../../shared/components/FormModal';
import { SECTIONS_BY_CLASS_TYPE, sectionLabel } from '../shared/constants';
import type { GlClass } from '../shared/types';
import type { GlGroupFormValues } from './use-gl-groups';

interface GlGroupFormModalProps {
  open: boolean;
  isEditing: boolean;
  form: FormInstance<GlGroupFormValues>;
  glClasses: GlClass[];
  glClassesLoading: boolean;
  submitting: boolean;
  formError: string | null;
  onCancel: () => void;
  onSubmit: (values: GlGroupFormValues) => void;
}

export function GlGroupFormModal(props: GlGroupFormModalProps) {
  const { open, isEditing, form, glClasses, glClassesLoading, submitting, formError, onCancel, onSubmit } = props;
  const chosenClassId = Form.useWatch('glClass', form);
  const chosenClass = glClasses.find((glClass) => glClass._id === chosenClassId);
  const sections = chosenClass ? SECTIONS_BY_CLASS_TYPE[chosenClass.type] ?? [] : [];

  // A section belongs to one class type; changing the class drops a section that no longer fits.
  const clearSectionIfInvalid = (classId: string) => {
    const nextClass = glClasses.find((glClass) => glClass._id === classId);
    const allowed = nextClass ? SECTIONS_BY_CLASS_TYPE[nextClass.type] ?? [] : [];
    if (!allowed.includes(form.getFieldValue('section'))) form.setFieldValue('section', undefined);
  };

  return (
    <FormModal
      open={open}
      title={isEditing ? 'Edit GL Group' : 'Add GL Group'}
      okText={isEditing ? 'Update' : 'Create'}
      form={form}
      submitting={submitting}
      formError={formError}
      testId="gl-group-form"
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Please input the name!' }]}>
        <Input placeholder="e.g. Current Assets" data-testid="gl-group-form-name" />
      </Form.Item>
      <Form.Item name="code" label="Code" rules={[{ required: true, whitespace: true, message: 'Please input the code!' }]}>
        <Input placeholder="e.g. 1100" data-testid="gl-group-form-code" />
      </Form.Item>
      <Form.Item name="glClass" label="GL Class" rules={[{ required: true, message: 'Please select a GL Class!' }]}>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="Select GL class"
          loading={glClassesLoading}
          options={glClasses.map((glClass) => ({ value: glClass._id, label: `${glClass.name} (${glClass.type})` }))}
          onChange={clearSectionIfInvalid}
          data-testid="gl-group-form-class"
        />
      </Form.Item>
      <Form.Item name="section" label="Section" extra="Where the group appears on the balance sheet or income statement.">
        <Select
          allowClear
          placeholder={chosenClass ? 'Select section' : 'Choose a GL class first'}
          disabled={!chosenClass}
          options={sections.map((section) => ({ value: section, label: sectionLabel(section) }))}
          data-testid="gl-group-form-section"
        />
      </Form.Item>
    </FormModal>
  );
}
