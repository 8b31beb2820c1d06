import { Button, Form, Space } from 'antd';
import { formatTaka, toPoisha } from '../format/taka';
import { TakaInput } from '../inputs/TakaInput';

interface MaxAmountFieldProps {
  name?: string;
  label: string;
  /** The most it may be (what remains, what is due), in taka; none while unknown (Max disabled, no bound checked). */
  max: number | null;
  messages: { required: string; positive: string; aboveMax: (max: string) => string };
  /** The input's test id; the button's is `maxTestId`, by default `${testId}-max`. */
  testId: string;
  maxTestId?: string;
}

/** An amount above zero and at most `max`, with a Max button that fills in `max` (a payment, a refund, a write-off). */
export function MaxAmountField({ name = 'amount', label, max, messages, testId, maxTestId = `${testId}-max` }: MaxAmountFieldProps) {
  const form = Form.useFormInstance();
  const problem = (amount: number | null | undefined): Promise<void> => {
    if (typeof amount !== 'number') return Promise.resolve();
    if (toPoisha(amount) < 1) return Promise.reject(new Error(messages.positive));
    if (max !== null && toPoisha(amount) > toPoisha(max)) return Promise.reject(new Error(messages.aboveMax(formatTaka(max))));
    return Promise.resolve();
  };
  return (
    <Form.Item label={label} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={[{ required: true, message: messages.required }, { validator: (_, amount) => problem(amount) }]}>
          <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid={testId} />
        </Form.Item>
        <Button disabled={max === null} onClick={() => form.setFieldValue(name, max)} data-testid={maxTestId}>
          Max
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
