import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { DateInput } from '../../../shared/inputs/DateInput';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { productSelectOptions, useProductOptions } from '../products/product-options';
import { FUEL_TYPES, SETTABLE_STATUSES, type Motorcycle } from './motorcycle-types';
import { lockedFields } from './use-motorcycles';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface FieldsProps {
  editing: Motorcycle | null;
}

/** Chassis, engine, product, colour, status, fuel; the spec's required fields. */
export function BasicFields({ editing }: FieldsProps) {
  const products = useProductOptions('Motorcycle');
  const { fromPurchase, sold } = lockedFields(editing);
  const statusOptions = sold ? toOptions(['Sold']) : toOptions(SETTABLE_STATUSES);
  return (
    <>
      {products.isError && <Alert type="error" showIcon message="Failed to fetch products. Please try again." style={{ marginBottom: 16 }} />}
      {fromPurchase && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Received on ${editing?.purchase?.purchaseNumber ? `purchase ${editing.purchase.purchaseNumber}` : 'a purchase'}: its chassis and engine numbers, product and price are changed on the purchase.`}
        />
      )}
      <Form.Item name="productId" label="Product" rules={[{ required: true, message: 'Please select a product!' }]}>
        <SearchSelect
          placeholder="Select a motorcycle product"
          loading={products.isLoading}
          disabled={fromPurchase}
          options={productSelectOptions(products.data, editing?.productId ? [editing.productId] : [])}
          data-testid="motorcycle-form-product"
        />
      </Form.Item>
      <FieldColumns spans={[12]}>
        <Form.Item name="chassisNo" label="Chassis Number" rules={[{ required: true, whitespace: true, message: 'Please enter chassis number!' }]}>
          <Input placeholder="e.g. MBLJC4xxxxx" maxLength={50} disabled={fromPurchase} data-testid="motorcycle-form-chassis" />
        </Form.Item>
        <Form.Item name="engineNo" label="Engine Number" rules={[{ required: true, whitespace: true, message: 'Please enter engine number!' }]}>
          <Input placeholder="Engine number" maxLength={50} disabled={fromPurchase} data-testid="motorcycle-form-engine" />
        </Form.Item>
        <Form.Item name="color" label="Colour" rules={[{ required: true, whitespace: true, message: 'Please enter color!' }]}>
          <Input placeholder="e.g. Matte Black" maxLength={50} data-testid="motorcycle-form-color" />
        </Form.Item>
        <Form.Item
          name="status"
          label="Status"
          rules={[{ required: true, message: 'Please select status!' }]}
          extra={sold ? 'A sold motorcycle’s status is changed by its invoice.' : undefined}
        >
          <Select options={statusOptions} disabled={sold} data-testid="motorcycle-form-status" />
        </Form.Item>
        <Form.Item name="fuelType" label="Fuel Type">
          <Select allowClear placeholder="Select fuel type" options={toOptions(FUEL_TYPES)} data-testid="motorcycle-form-fuel" />
        </Form.Item>
      </FieldColumns>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={2} maxLength={1000} data-testid="motorcycle-form-notes" />
      </Form.Item>
    </>
  );
}

export function PurchaseRegistrationFields({ editing }: FieldsProps) {
  const { fromPurchase, sold } = lockedFields(editing);
  return (
    <FieldColumns spans={[12]}>
      <Form.Item name="purchaseDate" label="Purchase Date">
        <DateInput disabled={fromPurchase} data-testid="motorcycle-form-purchase-date" />
      </Form.Item>
      <Form.Item
        name="purchasePrice"
        label="Purchase Price"
        extra={sold && !fromPurchase ? 'The purchase price of a sold motorcycle cannot be changed.' : 'Posted to Inventory - Motorcycles.'}
        rules={[{ type: 'number', min: 0, message: 'Purchase price cannot be negative' }]}
      >
        <TakaInput prefix="৳" min={0} placeholder="0.00" disabled={fromPurchase || sold} data-testid="motorcycle-form-purchase-price" />
      </Form.Item>
      <Form.Item name="registrationDate" label="Registration Date">
        <DateInput data-testid="motorcycle-form-registration-date" />
      </Form.Item>
      <Form.Item name="registrationNumber" label="Registration Number">
        <Input placeholder="e.g. Dhaka Metro-HA 12-3456" maxLength={50} data-testid="motorcycle-form-registration-number" />
      </Form.Item>
      <Form.Item label="Year of Manufacture" tooltip="Read from the chassis number">
        <Input value={editing?.yearOfManufacture ?? '—'} disabled data-testid="motorcycle-form-year" />
      </Form.Item>
    </FieldColumns>
  );
}

export function ServiceFields() {
  return (
    <FieldColumns spans={[8]}>
      <Form.Item name="mileage" label="Mileage (km)" rules={[{ type: 'number', min: 0, message: 'Mileage cannot be negative' }]}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="motorcycle-form-mileage" />
      </Form.Item>
      <Form.Item name="lastServiceDate" label="Last Service Date">
        <DateInput data-testid="motorcycle-form-last-service" />
      </Form.Item>
      <Form.Item name="nextServiceDate" label="Next Service Date">
        <DateInput data-testid="motorcycle-form-next-service" />
      </Form.Item>
    </FieldColumns>
  );
}

export function LocationFields() {
  return (
    <FieldColumns spans={[8]}>
      <Form.Item name={['location', 'warehouse']} label="Warehouse">
        <Input placeholder="e.g. Main Showroom" maxLength={100} data-testid="motorcycle-form-warehouse" />
      </Form.Item>
      <Form.Item name={['location', 'section']} label="Section">
        <Input placeholder="e.g. A" maxLength={100} data-testid="motorcycle-form-section" />
      </Form.Item>
      <Form.Item name={['location', 'position']} label="Position">
        <Input placeholder="e.g. 12" maxLength={100} data-testid="motorcycle-form-position" />
      </Form.Item>
    </FieldColumns>
  );
}

export function InsuranceFields() {
  return (
    <FieldColumns spans={[12]}>
      <Form.Item name={['insuranceDetails', 'provider']} label="Provider">
        <Input placeholder="e.g. Green Delta Insurance" maxLength={100} data-testid="motorcycle-form-insurer" />
      </Form.Item>
      <Form.Item name={['insuranceDetails', 'policyNumber']} label="Policy Number">
        <Input maxLength={100} data-testid="motorcycle-form-policy" />
      </Form.Item>
      <Form.Item name={['insuranceDetails', 'expiryDate']} label="Expiry Date">
        <DateInput data-testid="motorcycle-form-insurance-expiry" />
      </Form.Item>
      <Form.Item name={['insuranceDetails', 'premium']} label="Premium" rules={[{ type: 'number', min: 0, message: 'Premium cannot be negative' }]}>
        <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid="motorcycle-form-premium" />
      </Form.Item>
    </FieldColumns>
  );
}
