import { Form, Typography } from 'antd';
import { formatTaka, toPoisha } from '../../../shared/format/taka';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { cashChange, changeWarning, payInFullAmount, type PaymentRowValues } from './invoice-form';

interface CashTenderedFieldProps {
  /** The row's name in the form list `payments`, and its place on screen. */
  name: number;
  index: number;
  /** What the payment rows together may pay (the total less booking money). */
  owed: number;
  /** The cash methods: the field shows on a row paid by one of them. */
  cashMethodIds: string[];
  testId: string;
}

/**
 * Change at the counter (spec §5): the cash the customer hands over, on a cash row. The payment
 * stays the row's amount (never above what is owed); what the cash passes it by is shown as change.
 * Typed on a row without an amount, the amount becomes what the cash covers of what is owed.
 */
export function CashTenderedField({ name, index, owed, cashMethodIds, testId }: CashTenderedFieldProps) {
  const form = Form.useFormInstance();
  const row = Form.useWatch(['payments', name], form) as PaymentRowValues | undefined;
  const change = cashChange(row?.amount, row?.tendered);

  // On leaving the field, not per keystroke: '6' of '6000' must not become the amount.
  const onTendered = () => {
    const tendered = form.getFieldValue(['payments', name, 'tendered']) as number | null | undefined;
    const amount = form.getFieldValue(['payments', name, 'amount']) as number | null | undefined;
    if (typeof tendered !== 'number' || tendered <= 0 || typeof amount === 'number') return;
    const left = payInFullAmount(owed, form.getFieldValue('payments') as PaymentRowValues[], name);
    form.setFieldValue(['payments', name, 'amount'], toPoisha(tendered) < toPoisha(left) ? tendered : left);
  };

  if (!row?.method || !cashMethodIds.includes(row.method)) return null;
  return (
    <div className="invoice-cash-tendered">
      <Form.Item
        name={[name, 'tendered']}
        dependencies={[['payments', name, 'amount']]}
        rules={[
          { type: 'number', min: 0, message: 'Cash tendered cannot be negative' },
          ({ getFieldValue }) => ({
            validator: (_, tendered: number | null | undefined) => {
              const amount = getFieldValue(['payments', name, 'amount']) as number | null | undefined;
              return typeof tendered === 'number' && tendered > 0 && toPoisha(tendered) < toPoisha(amount) ? Promise.reject(new Error('Cash tendered is less than the amount')) : Promise.resolve();
            },
          }),
        ]}
      >
        <TakaInput min={0} prefix="৳" addonBefore="Cash tendered" placeholder="0.00" onBlur={onTendered} data-testid={`${testId}-payment-${index}-tendered`} />
      </Form.Item>
      {change > 0 && (
        <Typography.Text type="success" strong data-testid={`${testId}-payment-${index}-change`}>
          {changeWarning(formatTaka(change))}
        </Typography.Text>
      )}
    </div>
  );
}
