import { useEffect } from 'react';
import { Alert, Divider, Form, Input, InputNumber, Select, Switch, type FormInstance } from 'antd';
import { FieldColumns } from '../../../shared/components/FieldColumns';
import { formatTaka } from '../../../shared/format/taka';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import type { ProductFormValues } from './product-form';
import { useVehicleOptions } from '../../vehicles/vehicle-options';
import { useSupplierOptions } from '../suppliers/supplier-options';
import { SALE_BELOW_COST } from './product-rules';
import { ProductVatFields } from './ProductVatFields';
import { PRODUCT_TYPES, type Product } from './types';

interface ProductFormFieldsProps {
  form: FormInstance<ProductFormValues>;
  /** The product being edited; null when adding. */
  product: Product | null;
}

/** The fields of Add and Edit Product; stock is opening stock on Add and not editable on Edit. */
export function ProductFormFields({ form, product }: ProductFormFieldsProps) {
  const type = Form.useWatch('type', form);
  const cost = Form.useWatch('cost', form);
  const vehicles = useVehicleOptions();
  const suppliers = useSupplierOptions(product?.supplier);
  const isEditing = product !== null;
  const isMotorcycle = type === 'Motorcycle';

  // A Motorcycle product's stock is its units in the register: it opens at 0.
  useEffect(() => {
    if (!isEditing && isMotorcycle) form.setFieldValue('stock', 0);
  }, [isEditing, isMotorcycle, form]);

  const revalues = isEditing && product.stock > 0 && typeof cost === 'number' && cost !== product.cost;

  return (
    <>
      <Divider orientation="left" orientationMargin={0}>
        Basic Information
      </Divider>
      <FieldColumns spans={[12]}>
        <Form.Item name="name" label="Product Name" rules={[{ required: true, whitespace: true, message: 'Product name is required.' }]}>
          <Input maxLength={200} placeholder="e.g. Brake Pad Set" data-testid="product-form-name" />
        </Form.Item>
        <Form.Item name="model" label="Model" rules={[{ required: true, whitespace: true, message: 'Model is required.' }]}>
          <Input maxLength={100} placeholder="e.g. BP-150" data-testid="product-form-model" />
        </Form.Item>
        <Form.Item name="type" label="Product Type" rules={[{ required: true, message: 'Product type is required.' }]}>
          <Select placeholder="Select product type" options={PRODUCT_TYPES.map((value) => ({ value, label: value }))} data-testid="product-form-type" />
        </Form.Item>
        <Form.Item name="supplier" label="Supplier">
          <Select allowClear showSearch optionFilterProp="label" placeholder="Select supplier" loading={suppliers.isLoading} options={suppliers.options} data-testid="product-form-supplier" />
        </Form.Item>
        <Form.Item name="sku" label="SKU">
          <Input maxLength={50} placeholder="Stock keeping unit" data-testid="product-form-sku" />
        </Form.Item>
        <Form.Item name="barcode" label="Barcode">
          <Input maxLength={50} data-testid="product-form-barcode" />
        </Form.Item>
        <Form.Item name="color" label="Color">
          <Input maxLength={50} data-testid="product-form-color" />
        </Form.Item>
        <Form.Item name="location" label="Location">
          <Input maxLength={100} placeholder="e.g. Rack B-3" data-testid="product-form-location" />
        </Form.Item>
      </FieldColumns>
      {type === 'Spare Parts' && (
        <Form.Item
          name="compatibility"
          label="Compatible Vehicles"
          rules={[{ required: true, type: 'array', min: 1, message: 'Compatibility is required for Spare Parts.' }]}
          extra={vehicles.error ? 'Failed to fetch vehicles. Please try again.' : undefined}
        >
          <Select mode="multiple" allowClear showSearch optionFilterProp="label" placeholder="Select the vehicles this part fits" loading={vehicles.isLoading} options={vehicles.options} data-testid="product-form-compatibility" />
        </Form.Item>
      )}

      <Divider orientation="left" orientationMargin={0}>
        Pricing & Stock
      </Divider>
      <FieldColumns spans={[12]}>
        <Form.Item name="cost" label="Cost (Purchase Price)" rules={[{ type: 'number', min: 0, message: 'Cost cannot be negative' }]}>
          <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid="product-form-cost" />
        </Form.Item>
        <Form.Item
          name="salePrice"
          label="Sale Price"
          dependencies={['cost']}
          rules={[
            { required: true, message: 'Sale price is required.' },
            { type: 'number', min: 0, message: 'Sale price cannot be negative' },
            ({ getFieldValue }) => ({
              validator: (_, value: number | null) => {
                const currentCost = getFieldValue('cost');
                return typeof value === 'number' && typeof currentCost === 'number' && value < currentCost ? Promise.reject(new Error(SALE_BELOW_COST)) : Promise.resolve();
              },
            }),
          ]}
        >
          <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid="product-form-sale-price" />
        </Form.Item>
        {!isEditing && (
          <Form.Item
            name="stock"
            label="Opening Stock"
            rules={[{ required: true, message: 'Stock is required.' }, { type: 'number', min: 0, message: 'Stock cannot be negative' }]}
            extra={
              isMotorcycle
                ? 'A motorcycle’s stock is its units: add them in Motorcycle Inventory or on a purchase.'
                : 'Brought in at cost: posts Inventory against Opening Balance Equity.'
            }
          >
            <InputNumber min={0} precision={0} style={{ width: '100%' }} disabled={isMotorcycle} data-testid="product-form-stock" />
          </Form.Item>
        )}
        <Form.Item name="reorderLevel" label="Reorder Level" rules={[{ type: 'number', min: 0, message: 'Reorder level cannot be negative' }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="product-form-reorder-level" />
        </Form.Item>
        <Form.Item name="reorderQuantity" label="Reorder Quantity" rules={[{ type: 'number', min: 1, message: 'Reorder quantity must be at least 1' }]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="product-form-reorder-quantity" />
        </Form.Item>
      </FieldColumns>
      <ProductVatFields form={form} />
      {revalues && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Changing the cost revalues the stock"
          description={`The ${product.stock} units in stock will be valued at ${formatTaka(cost)} each; the difference is posted to Inventory Gain or Inventory Loss.`}
          data-testid="product-form-revalue-note"
        />
      )}

      <Divider orientation="left" orientationMargin={0}>
        Details
      </Divider>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={2000} data-testid="product-form-description" />
      </Form.Item>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={2} maxLength={2000} data-testid="product-form-notes" />
      </Form.Item>
      <FieldColumns spans={[12]}>
        <Form.Item name="isActive" label="Active" valuePropName="checked">
          <Switch data-testid="product-form-active" />
        </Form.Item>
        <Form.Item name="trackInventory" label="Track Inventory" valuePropName="checked">
          <Switch data-testid="product-form-track-inventory" />
        </Form.Item>
      </FieldColumns>
    </>
  );
}
