import { Button, Col, Form, InputNumber, Row, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LineCard, LineCardsList, LineTotal, productOnceRule } from '../../../shared/components/LineCards';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { MotorcycleUnitsEditor } from './MotorcycleUnitsEditor';
import { emptyItem, lineTotal, LOW_PURCHASE_STOCK, MAX_UNITS_PER_LINE } from './purchase-form';
import type { PurchaseFormValues, PurchaseItemValues } from './purchase-types';
import type { ProductOption } from '../products/product-options';

interface ItemsEditorProps {
  products: ProductOption[];
  productOptions: { value: string; label: string }[];
  productsLoading: boolean;
  /** Product types of the lines of the purchase being edited (for products no longer served). */
  knownTypes: Map<string, string>;
}

const priceRules = (required: string) => [
  { required: true, message: required },
  { type: 'number' as const, min: 0.01, message: 'Price must be greater than 0!' },
];

/** The purchase's lines: product (with its stock), quantity, purchase and sale price, line total; a Motorcycle line's units. */
export function PurchaseItemsEditor(props: ItemsEditorProps) {
  return (
    <LineCardsList
      emptyMessage="You must add at least one item."
      renderLine={({ key, name, index, remove }) => <PurchaseItemLine key={key} name={name} index={index} onRemove={remove} {...props} />}
      renderAdd={(add) => (
        <Form.Item>
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(emptyItem())} data-testid="add-purchase-line">
            Add Item
          </Button>
        </Form.Item>
      )}
    />
  );
}

interface ItemLineProps extends ItemsEditorProps {
  name: number;
  index: number;
  onRemove: () => void;
}

function PurchaseItemLine({ name, index, onRemove, products, productOptions, productsLoading, knownTypes }: ItemLineProps) {
  const form = Form.useFormInstance<PurchaseFormValues>();
  const item = Form.useWatch(['items', name], form) as PurchaseItemValues | undefined;
  const product = products.find((candidate) => candidate._id === item?.product);
  const isMotorcycle = (product?.type ?? (item?.product ? knownTypes.get(item.product) : undefined)) === 'Motorcycle';

  /** A chosen product brings its current cost and sale price into empty price fields. */
  const onProductChange = (productId: string) => {
    const chosen = products.find((candidate) => candidate._id === productId);
    const path = (field: keyof PurchaseItemValues) => ['items', name, field] as never;
    if (chosen && !form.getFieldValue(path('purchasePrice')) && chosen.cost > 0) form.setFieldValue(path('purchasePrice'), chosen.cost);
    if (chosen && !form.getFieldValue(path('salePrice')) && chosen.salePrice > 0) form.setFieldValue(path('salePrice'), chosen.salePrice);
    if (chosen?.type !== 'Motorcycle') form.setFieldValue(path('units'), []);
  };

  return (
    <LineCard noun="Item" index={index} onRemove={onRemove} testId={`purchase-line-${index}`} removeTestId={`remove-purchase-line-${index}`}>
      <Form.Item
        name={[name, 'product']}
        label="Product"
        rules={[
          { required: true, message: 'Please select a product!' },
          productOnceRule(form, index),
        ]}
        extra={
          product && (
            <Typography.Text type={product.stock < LOW_PURCHASE_STOCK ? 'danger' : 'secondary'} data-testid={`purchase-line-${index}-stock`}>
              In stock: {product.stock} · {product.type}
            </Typography.Text>
          )
        }
      >
        <SearchSelect
          placeholder="Select a product"
          loading={productsLoading}
          options={productOptions}
          popupMatchSelectWidth={false}
          transitionName=""
          onChange={onProductChange}
          data-testid={`purchase-line-${index}-product`}
        />
      </Form.Item>
      <Row gutter={8}>
        <Col xs={6} sm={6}>
          <Form.Item
            name={[name, 'quantity']}
            label="Quantity"
            rules={[
              { required: true, message: 'Please enter quantity!' },
              { type: 'number', min: 1, message: 'Quantity must be greater than 0!' },
            ]}
          >
            <InputNumber min={1} max={isMotorcycle ? MAX_UNITS_PER_LINE : undefined} precision={0} style={{ width: '100%' }} data-testid={`purchase-line-${index}-quantity`} />
          </Form.Item>
        </Col>
        <Col xs={9} sm={6}>
          <Form.Item name={[name, 'purchasePrice']} label="Purchase Price" rules={priceRules('Please enter a price!')}>
            <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid={`purchase-line-${index}-purchase-price`} />
          </Form.Item>
        </Col>
        <Col xs={9} sm={6}>
          <Form.Item
            name={[name, 'salePrice']}
            label="Sale Price"
            dependencies={[['items', name, 'purchasePrice']]}
            rules={[
              ...priceRules('Please enter a price!'),
              {
                validator: (_, value: number | null | undefined) => {
                  const cost = form.getFieldValue(['items', name, 'purchasePrice']) as number | null | undefined;
                  return typeof value === 'number' && typeof cost === 'number' && value < cost
                    ? Promise.reject(new Error('Sale price must be higher than purchase price'))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid={`purchase-line-${index}-sale-price`} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={6}>
          <LineTotal amount={lineTotal(item)} testId={`purchase-line-${index}-total`} />
        </Col>
      </Row>
      {isMotorcycle && <MotorcycleUnitsEditor name={name} lineIndex={index} />}
    </LineCard>
  );
}
