import { useRef } from 'react';
import { Button, Flex, Form, Select, Tooltip, Typography } from 'antd';
import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { RemoveRowButton } from '../../../shared/components/RemoveRowButton';
import type { Rule } from 'antd/es/form';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { TransactionIdField } from '../../accounts/payment-methods/TransactionIdField';
import { CashTenderedField } from './CashTenderedField';
import { emptyPaymentRow, payInFullAmount, type PaymentRowValues } from './invoice-form';
import { INVOICE_TEXTS } from './invoice-texts';

interface PaymentRowsEditorProps {
  /** The methods a payment may take (Booking Money left out: it comes only from a booking). */
  methodOptions: { value: string; label: string }[];
  methodsLoading: boolean;
  /** The booking money applied: a locked Booking Money row above the others. */
  bookingAmount?: number;
  /**
   * Add Payment (spec §5): every row needs its method and amount, and Max fills a row with what is
   * still due after the other rows. On an invoice being created, empty rows are simply not sent.
   */
  due?: number;
  strict?: boolean;
  /**
   * An invoice being created: what the rows may pay (the total less booking money). 'Pay in full'
   * fills the row last typed in (else the first) with what is still owed, and a cash row takes
   * the cash tendered for the change.
   */
  payInFull?: number;
  cashMethodIds?: string[];
  testId: string;
}

const AMOUNT_RULES: Rule[] = [{ type: 'number', min: 0, message: 'Amount cannot be negative' }];

/** Split tender (spec §2, §5): rows of method and amount; at least one row stays. */
export function PaymentRowsEditor({ methodOptions, methodsLoading, bookingAmount = 0, due, strict, payInFull, cashMethodIds, testId }: PaymentRowsEditorProps) {
  const form = Form.useFormInstance();
  const selectedRow = useRef(0);

  /** Max and Pay in full: what is owed less what the other rows already pay. */
  const fillMax = (index: number) => {
    const rows = (form.getFieldValue('payments') ?? []) as (PaymentRowValues | undefined)[];
    form.setFieldValue(['payments', index, 'amount'], payInFullAmount(due ?? payInFull, rows, index));
    form.validateFields([['payments', index, 'amount']]).catch(() => undefined);
  };

  return (
    <div data-testid={`${testId}-payments`}>
      {bookingAmount > 0 && (
        <div className="invoice-payment-row" data-testid={`${testId}-booking-row`}>
          <Form.Item>
            <Select value="booking" disabled options={[{ value: 'booking', label: 'Booking Money' }]} suffixIcon={<LockOutlined />} aria-label="Booking Money (locked)" />
          </Form.Item>
          <Form.Item>
            <TakaInput value={bookingAmount} disabled prefix="৳" data-testid={`${testId}-booking-amount`} />
          </Form.Item>
          <Tooltip title="Booking money applied from the booking: locked">
            <LockOutlined style={{ padding: 8, color: 'rgba(0,0,0,0.45)' }} />
          </Tooltip>
        </div>
      )}
      <Form.List name="payments">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }, index) => (
              <div key={key} className="invoice-payment-row" onFocusCapture={() => (selectedRow.current = name)} data-testid={`${testId}-payment-${index}`}>
                <Form.Item
                  name={[name, 'method']}
                  dependencies={[['payments', name, 'amount']]}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, method: string | undefined) => {
                        const amount = getFieldValue(['payments', name, 'amount']) as number | null | undefined;
                        const needed = strict || (typeof amount === 'number' && amount > 0);
                        return needed && !method ? Promise.reject(new Error(INVOICE_TEXTS.paymentMethodRequired)) : Promise.resolve();
                      },
                    }),
                  ]}
                >
                  <Select
                    placeholder="Payment method"
                    options={methodOptions}
                    loading={methodsLoading}
                    allowClear={!strict}
                    showSearch
                    optionFilterProp="label"
                    transitionName=""
                    popupMatchSelectWidth={false}
                    data-testid={`${testId}-payment-${index}-method`}
                  />
                </Form.Item>
                <Form.Item name={[name, 'amount']} rules={strict ? [{ required: true, message: INVOICE_TEXTS.amountRequired }, ...AMOUNT_RULES] : AMOUNT_RULES}>
                  <TakaInput
                    min={0}
                    prefix="৳"
                    placeholder="0.00"
                    data-testid={`${testId}-payment-${index}-amount`}
                    addonAfter={
                      due !== undefined ? (
                        <Button type="link" size="small" onClick={() => fillMax(name)} style={{ padding: 0, height: 'auto' }} data-testid={`${testId}-payment-${index}-max`}>
                          Max
                        </Button>
                      ) : undefined
                    }
                  />
                </Form.Item>
                <RemoveRowButton
                  title="Remove payment"
                  blocked={fields.length <= 1}
                  blockedTitle="At least one payment row stays"
                  onRemove={() => remove(name)}
                  label={`Remove payment ${index + 1}`}
                  testId={`${testId}-payment-${index}-remove`}
                />
                <TransactionIdField name={[name, 'transactionId']} methodName={['payments', name, 'method']} className="invoice-transaction-id" testId={`${testId}-payment-${index}-transaction-id`} />
                {cashMethodIds && <CashTenderedField name={name} index={index} owed={payInFull ?? 0} cashMethodIds={cashMethodIds} testId={testId} />}
              </div>
            ))}
            <Flex gap={8}>
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(emptyPaymentRow())} data-testid={`${testId}-add-payment-row`}>
                Add Payment Method
              </Button>
              {payInFull !== undefined && (
                <Button onClick={() => fillMax(fields.some((field) => field.name === selectedRow.current) ? selectedRow.current : fields[0].name)} disabled={fields.length === 0} data-testid={`${testId}-pay-in-full`}>
                  Pay in full
                </Button>
              )}
            </Flex>
            {methodOptions.length === 0 && !methodsLoading && (
              <Typography.Text type="warning">No active payment method: add one under Accounts → Payment Methods.</Typography.Text>
            )}
          </>
        )}
      </Form.List>
    </div>
  );
}
