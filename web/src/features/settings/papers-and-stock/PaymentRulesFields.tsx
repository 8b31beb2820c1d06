import { Form, InputNumber, Switch, Typography } from 'antd';

const DISCOUNT_LIMIT = 'The discount needing approval must be a percentage from 0 to 100';

/** Payments and approvals: the transaction ID rule for Mobile Banking and Card payments, and the discount a Sales user may give without an approval. */
export function PaymentRulesFields() {
  return (
    <>
      <Typography.Title level={5}>Payments and approvals</Typography.Title>
      <Form.Item
        name="transactionIdRequired"
        label="Require a transaction ID for bKash, Nagad, Rocket and card payments"
        valuePropName="checked"
        extra="The TrxID, card slip or approval number: a payment by a Mobile Banking or Card method is refused without it while this is on."
      >
        <Switch data-testid="settings-transaction-id-required" />
      </Form.Item>
      <Form.Item
        name="discountApprovalAbovePercent"
        label="Sales discount needing approval above (%)"
        extra="A Sales user's invoice discounted above this share of its subtotal waits for an Administrator or Accountant to approve it."
        rules={[{ required: true, type: 'number', min: 0, max: 100, message: DISCOUNT_LIMIT }]}
      >
        <InputNumber min={0} max={100} precision={2} step={0.5} addonAfter="%" style={{ width: 200 }} data-testid="settings-discount-approval-above" />
      </Form.Item>
    </>
  );
}
