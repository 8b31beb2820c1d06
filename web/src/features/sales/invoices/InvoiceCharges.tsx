import { Alert, Col, Form, Row, Select, Typography } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { changeWarning, PAYMENTS_EXCEED_TOTAL, type InvoiceSums } from './invoice-form';
import type { InvoiceVatPreview } from './invoice-vat-form';
import type { DiscountType } from './invoice-types';

/** Shipping / other charges and the discount (flat taka or a percentage of the subtotal). */
export function InvoiceChargesFields({ subtotal, testId }: { subtotal: number; testId: string }) {
  const discountType = Form.useWatch('discountType') as DiscountType | undefined;
  const percentage = discountType === 'percentage';
  return (
    <Row gutter={12}>
      <Col xs={24} sm={8}>
        <Form.Item name="shippingCharge" label="Shipping / Other Charges" rules={[{ type: 'number', min: 0, message: 'Shipping charge cannot be negative' }]}>
          <TakaInput min={0} prefix="৳" placeholder="0.00" data-testid={`${testId}-shipping`} />
        </Form.Item>
      </Col>
      <Col xs={10} sm={6}>
        <Form.Item name="discountType" label="Discount Type">
          <Select
            options={[
              { value: 'flat', label: 'Flat (৳)' },
              { value: 'percentage', label: 'Percentage (%)' },
            ]}
            transitionName=""
            data-testid={`${testId}-discount-type`}
          />
        </Form.Item>
      </Col>
      <Col xs={14} sm={10}>
        <Form.Item
          name="discountValue"
          label="Discount"
          dependencies={['discountType']}
          rules={[
            { type: 'number', min: 0, message: 'Discount cannot be negative' },
            percentage
              ? { type: 'number', max: 100, message: 'A percentage discount is at most 100' }
              : { type: 'number', max: subtotal, message: `Discount cannot be more than the subtotal ${formatTaka(subtotal)}` },
          ]}
        >
          <TakaInput min={0} prefix={percentage ? undefined : '৳'} suffix={percentage ? '%' : undefined} placeholder="0" data-testid={`${testId}-discount`} />
        </Form.Item>
      </Col>
    </Row>
  );
}

function SumRow({ label, amount, testId, strong, type }: { label: string; amount: string; testId: string; strong?: boolean; type?: 'danger' | 'success' | 'secondary' }) {
  return (
    <div className="invoice-sum-row">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong={strong} type={type} data-testid={testId}>
        {amount}
      </Typography.Text>
    </div>
  );
}

/** Subtotal, charges, discount, total, what is paid and what stays due; the change warning when payments pass the total (spec §5). */
export function InvoiceSumsPanel({ sums, vat, bookingAmount, testId }: { sums: InvoiceSums; vat?: InvoiceVatPreview | null; bookingAmount: number; testId: string }) {
  return (
    <div className="invoice-sums" data-testid={`${testId}-sums`}>
      <SumRow label="Subtotal" amount={formatTaka(sums.subtotal)} testId={`${testId}-subtotal`} />
      <SumRow label="Shipping / Other Charges" amount={formatTaka(sums.shippingCharge)} testId={`${testId}-shipping-sum`} />
      <SumRow label="Discount (−)" amount={formatTaka(sums.discount)} testId={`${testId}-discount-sum`} />
      {vat && <SumRow label={vat.pricesIncludeVat ? 'VAT (included)' : 'VAT'} amount={formatTaka(vat.vatTotal)} testId={`${testId}-vat-total`} />}
      <SumRow label={vat ? 'Total with VAT' : 'Total'} amount={formatTaka(sums.total)} testId={`${testId}-total`} strong />
      {bookingAmount > 0 && <SumRow label="Booking Money" amount={formatTaka(bookingAmount)} testId={`${testId}-booking-sum`} />}
      <SumRow label="Paid" amount={formatTaka(sums.paid)} testId={`${testId}-paid`} />
      <SumRow label="Due" amount={formatTaka(sums.due)} testId={`${testId}-due`} strong type={sums.due > 0 ? 'danger' : 'success'} />
      {sums.change > 0 && (
        <>
          <Alert type="warning" showIcon message={changeWarning(formatTaka(sums.change))} style={{ marginTop: 8 }} data-testid={`${testId}-change-warning`} />
          <Alert type="error" showIcon message={PAYMENTS_EXCEED_TOTAL} style={{ marginTop: 8 }} data-testid={`${testId}-overpaid-error`} />
        </>
      )}
    </div>
  );
}
