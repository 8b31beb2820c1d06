import { useEffect, useRef } from 'react';
import { Col, Form, Row, Select } from 'antd';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { PURCHASE_VAT_RATES, suggestedLineVat } from './purchase-vat';
import type { PurchaseFormValues, PurchaseItemValues } from './purchase-types';

const RATE_OPTIONS = [{ value: null as number | null, label: 'No VAT' }, ...PURCHASE_VAT_RATES.map((rate) => ({ value: rate as number | null, label: `${rate}%` }))];

/**
 * A line's VAT as the supplier's 6.3 shows it (issue 24): its rate, and the VAT of the whole line,
 * prefilled as the rate on the line's value whenever the rate, quantity or price changes, and editable.
 */
export function PurchaseLineVatFields({ name, index, item, lineValue }: { name: number; index: number; item: PurchaseItemValues | undefined; lineValue: number }) {
  const form = Form.useFormInstance<PurchaseFormValues>();
  const rate = item?.vatRate ?? null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const key = `${rate}/${lineValue}`;
    // The first look is what the form was opened with (an edit keeps the VAT it was saved with).
    if (seen.current !== null && seen.current !== key) form.setFieldValue(['items', name, 'vat'] as never, suggestedLineVat(item, lineValue));
    seen.current = key;
  }, [rate, lineValue]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Row gutter={8}>
      <Col xs={12} sm={6}>
        <Form.Item name={[name, 'vatRate']} label="VAT %">
          <Select options={RATE_OPTIONS} placeholder="No VAT" data-testid={`purchase-line-${index}-vat-rate`} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item
          name={[name, 'vat']}
          label="VAT (৳)"
          tooltip="The VAT of the whole line as the supplier's 6.3 shows it"
          rules={[{ type: 'number', min: 0, message: 'The VAT cannot be negative' }]}
        >
          <TakaInput prefix="৳" min={0} placeholder="0.00" disabled={rate === null} data-testid={`purchase-line-${index}-vat`} />
        </Form.Item>
      </Col>
    </Row>
  );
}
