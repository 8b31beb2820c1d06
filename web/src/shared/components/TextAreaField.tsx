import { Form, Input } from 'antd';

interface TextAreaFieldProps {
  name: string;
  label: string;
  maxLength: number;
  /** Shows how many of `maxLength` characters are used. */
  showCount?: boolean;
  placeholder?: string;
  testId: string;
}

/** A form's optional free text (a description, remarks, notes), two rows high. */
export function TextAreaField({ name, label, testId, ...textArea }: TextAreaFieldProps) {
  return (
    <Form.Item name={name} label={label}>
      <Input.TextArea rows={2} {...textArea} data-testid={testId} />
    </Form.Item>
  );
}
