import { Form, Select } from 'antd';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { RequiredTextField } from '../../../shared/components/RequiredTextField';
import { CrudFormModal, type CrudModalProps } from '../../../shared/list';
import { SECTIONS_BY_CLASS_TYPE, sectionLabel } from '../shared/constants';
import { useAllGlClasses } from '../shared/use-account-options';
import type { GlGroupFormValues } from './use-gl-groups';

export function GlGroupFormModal(props: CrudModalProps<GlGroupFormValues>) {
  const { form } = props.modal;
  const glClassQuery = useAllGlClasses();
  const glClasses = glClassQuery.data ?? [];
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
    <CrudFormModal {...props} title="GL Group" testId="gl-group-form">
      <RequiredTextField name="name" label="Name" message="Please input the name!" placeholder="e.g. Current Assets" testId="gl-group-form-name" />
      <RequiredTextField name="code" label="Code" message="Please input the code!" placeholder="e.g. 1100" testId="gl-group-form-code" />
      <Form.Item name="glClass" label="GL Class" rules={[{ required: true, message: 'Please select a GL Class!' }]}>
        <SearchSelect
                    placeholder="Select GL class"
          loading={glClassQuery.isLoading}
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
    </CrudFormModal>
  );
}
