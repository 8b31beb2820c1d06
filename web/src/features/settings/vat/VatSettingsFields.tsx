import { Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { DateInput } from '../../../shared/inputs/DateInput';
import { VAT_RATE_TYPES, VAT_RATES } from './use-vat-settings';

const slug = (type: string) => type.toLowerCase().replace(/\s+/g, '-');
const rateOptions = (rates: readonly number[]) => rates.map((rate) => ({ value: rate, label: `${rate}%` }));
const TRADE_RATES = VAT_RATES.filter((rate) => rate > 0);

/** The VAT settings' fields: registration and scheme, the rates, who signs the tax invoices, and from when. */
export function VatSettingsFields() {
  return (
    <>
      <Typography.Title level={5}>Registration</Typography.Title>
      <FieldColumns spans={[12]}>
        <Form.Item name="registered" label="Registered for VAT" valuePropName="checked" extra="Off: no VAT on any invoice or purchase, as before.">
          <Switch data-testid="vat-registered" />
        </Form.Item>
        <Form.Item name="pricesIncludeVat" label="Prices include VAT" valuePropName="checked" extra="On: the VAT is inside the price. Off: the VAT is added to the invoice.">
          <Switch data-testid="vat-prices-include-vat" />
        </Form.Item>
        <Form.Item name="scheme" label="Scheme" extra="Standard: each product's rate, input VAT credited. Trade: one rate on every sale, no input credit.">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'Standard', label: 'Standard' },
              { value: 'Trade', label: 'Trade' },
            ]}
            data-testid="vat-scheme"
          />
        </Form.Item>
        <Form.Item name="tradeRatePercent" label="Trade Rate" rules={[{ required: true, message: 'The trade rate is required' }]}>
          <Select options={rateOptions(TRADE_RATES)} data-testid="vat-trade-rate" />
        </Form.Item>
      </FieldColumns>
      <Typography.Title level={5}>Rates by type (Standard)</Typography.Title>
      <Typography.Paragraph type="secondary">A product may carry its own rate or be exempt; the others take their type's. Service is the workshop's labour.</Typography.Paragraph>
      <FieldColumns spans={[6]}>
        {VAT_RATE_TYPES.map((type) => (
          <Form.Item key={type} name={['ratesByType', type]} label={type} rules={[{ required: true, message: `The ${type} rate is required` }]}>
            <Select options={rateOptions(VAT_RATES)} data-testid={`vat-rate-${slug(type)}`} />
          </Form.Item>
        ))}
      </FieldColumns>
      <Typography.Title level={5}>Authorized person</Typography.Title>
      <Typography.Paragraph type="secondary">Who signs the Mushak-6.3 tax invoices: printed under the signature line.</Typography.Paragraph>
      <FieldColumns spans={[12]}>
        <Form.Item name={['authorizedPerson', 'name']} label="Name" dependencies={['registered']} rules={[({ getFieldValue }) => ({ required: getFieldValue('registered') === true, whitespace: true, message: 'A registered business names the person who signs its tax invoices' })]}>
          <Input maxLength={120} placeholder="e.g. Rahim Uddin" data-testid="vat-authorized-name" />
        </Form.Item>
        <Form.Item name={['authorizedPerson', 'designation']} label="Designation">
          <Input maxLength={120} placeholder="e.g. Managing Director" data-testid="vat-authorized-designation" />
        </Form.Item>
      </FieldColumns>
      <FieldColumns spans={[12]}>
        <Form.Item name="effectiveFrom" label="Effective From" extra="Documents dated on or after this day use these settings; an issued document keeps its rates." rules={[{ required: true, message: 'Effective from is required' }]}>
          <DateInput allowClear={false} data-testid="vat-effective-from" />
        </Form.Item>
      </FieldColumns>
    </>
  );
}
