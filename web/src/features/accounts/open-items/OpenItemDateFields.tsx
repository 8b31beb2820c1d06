import { Form } from 'antd';
import { DateInput } from '../../../shared/inputs/DateInput';

interface OpenItemDateFieldsProps {
  /** The day the item opens: a bill's date, a debt's. */
  opened: { name: string; label: string; tooltip?: string; requiredMessage: string };
  /** The due date's test id is `${testId}-due-date`. */
  testId: string;
  openedTestId: string;
}

/** When a payable or receivable opens and when it falls due, both required. */
export function OpenItemDateFields({ opened, testId, openedTestId }: OpenItemDateFieldsProps) {
  return (
    <>
      <Form.Item name={opened.name} label={opened.label} tooltip={opened.tooltip} rules={[{ required: true, message: opened.requiredMessage }]}>
        <DateInput data-testid={openedTestId} />
      </Form.Item>
      <Form.Item name="dueDate" label="Due Date" rules={[{ required: true, message: 'Please select a due date!' }]}>
        <DateInput data-testid={`${testId}-due-date`} />
      </Form.Item>
    </>
  );
}
