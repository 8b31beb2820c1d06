import { Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { DateInput } from '../../../shared/inputs/DateInput';
import { againstField } from '../../../shared/inputs/field-rules';

const SCHEME_HINT = {
  Standard: 'With the supplier’s Mushak-6.3 (number and date) the VAT is input credit (VAT Input Credit); without it, the VAT is part of the goods’ cost.',
  Trade: 'Trade scheme: the VAT the supplier charged is part of the goods’ cost (no input credit).',
} as const;

/** The supplier's Mushak-6.3 (issue 24): shown only when the business is registered for VAT on the purchase date. */
export function PurchaseMushakFields({ scheme }: { scheme: 'Standard' | 'Trade' }) {
  return (
    <>
      <FieldColumns spans={[12]}>
        <Form.Item name="supplierMushakNumber" label="Supplier's Mushak-6.3 No" rules={[{ max: 40, message: 'The supplier’s Mushak-6.3 number must be at most 40 characters' }]}>
          <Input placeholder="The number on the supplier's tax invoice" maxLength={40} data-testid="purchase-form-mushak-number" />
        </Form.Item>
        <Form.Item
          name="supplierMushakDate"
          label="6.3 date"
          dependencies={['purchaseDate']}
          rules={[
            againstField<Dayjs | null, Dayjs>('purchaseDate', (mushakDate, purchaseDate) => Boolean(mushakDate && purchaseDate && mushakDate.isAfter(purchaseDate, 'day')) && 'The 6.3 date cannot be after the purchase date'),
          ]}
        >
          <DateInput data-testid="purchase-form-mushak-date" />
        </Form.Item>
      </FieldColumns>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }} data-testid="purchase-form-vat-hint">
        {SCHEME_HINT[scheme]}
      </Typography.Paragraph>
    </>
  );
}
