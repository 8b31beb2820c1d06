import { Form, Input } from 'antd';

export const PASSWORD_MIN_LENGTH = 8;

/** A password being chosen (add user, reset, change own), checked as the server checks it. */
export function NewPasswordField({
  name,
  label,
  extra,
  testId,
  requiredMessage = 'Please input the new password!',
}: {
  name: string;
  label: string;
  extra?: string;
  testId: string;
  requiredMessage?: string;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        { required: true, message: requiredMessage },
        { min: PASSWORD_MIN_LENGTH, message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` },
      ]}
    >
      <Input.Password autoComplete="new-password" data-testid={testId} />
    </Form.Item>
  );
}
