import { Form, type FormItemProps } from 'antd';
import { TakaInput } from '../inputs/TakaInput';

interface AmountFieldProps {
  name?: string;
  label?: string;
  /** The messages when the amount is missing and when it is below `minimum`. */
  messages: { required: string; positive: string };
  /** The least amount taken: above zero unless said (a booking may be ৳0). */
  minimum?: number;
  disabled?: boolean;
  testId: string;
}

/** A required amount of taka, by default above zero (a transfer's, a bill's). */
export function AmountField({ name = 'amount', label = 'Amount', messages, minimum = 0.01, disabled, testId }: AmountFieldProps) {
  const rules: FormItemProps['rules'] = [{ required: true, message: messages.required }, { type: 'number', min: minimum, message: messages.positive }];
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <TakaInput prefix="৳" min={0} placeholder="0.00" disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
}
