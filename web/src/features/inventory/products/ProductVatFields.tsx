import { Checkbox, Form, Select, type FormInstance } from 'antd';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import type { ProductFormValues } from './product-form';

/** The rates a product may carry (issue 24), in percent; none: its type's rate from the VAT settings. */
export const PRODUCT_VAT_RATES = [0, 5, 7.5, 10, 15] as const;

/** A product's own VAT rate or its exemption (used under the Standard scheme; Trade charges one rate). */
export function ProductVatFields({ form }: { form: FormInstance<ProductFormValues> }) {
  const exempt = Form.useWatch('vatExempt', form);
  return (
    <FieldColumns spans={[12]}>
      <Form.Item name="vatRate" label="VAT Rate" extra="Left empty: the product type’s rate from the VAT settings.">
        <Select
          allowClear
          disabled={exempt === true}
          placeholder="Product type’s rate"
          options={PRODUCT_VAT_RATES.map((rate) => ({ value: rate, label: `${rate}%` }))}
          data-testid="product-form-vat-rate"
        />
      </Form.Item>
      <Form.Item name="vatExempt" label="VAT Exempt" valuePropName="checked">
        <Checkbox onChange={(event) => event.target.checked && form.setFieldValue('vatRate', null)} data-testid="product-form-vat-exempt">
          Exempt from VAT
        </Checkbox>
      </Form.Item>
    </FieldColumns>
  );
}
