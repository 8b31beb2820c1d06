import { Form, Input } from 'antd';

interface RequiredTextFieldProps {
  name: string;
  label: string;
  /** Shown when the field is empty or only spaces. */
  message: string;
  placeholder?: string;
  testId: string;
}

/** A form's required text input. */
export function RequiredTextField({ name, label, message, placeholder, testId }: RequiredTextFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, message }]}>
      <Input placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}
