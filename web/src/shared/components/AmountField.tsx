import { Form, type FormItemProps } from 'antd';
import { TakaInput } from '../inputs/TakaInput';

interface AmountFieldProps {
  name?: string;
  label?: string;
  /** The messages when the amount is missing and when it is not above zero. */
  messages: { required: string; positive: string };
  testId: string;
}

/** A required amount of taka above zero (a transfer's, a bill's). */
export function AmountField({ name = 'amount', label = 'Amount', messages, testId }: AmountFieldProps) {
  const rules: FormItemProps['rules'] = [{ required: true, message: messages.required }, { type: 'number', min: 0.01, message: messages.positive }];
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid={testId} />
    </Form.Item>
  );
}
