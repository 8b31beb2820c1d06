import { Button, Card, Col, Flex, Form, InputNumber, Row, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { formatTaka } from '../../../shared/format/taka';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { MotorcycleUnitsEditor } from './MotorcycleUnitsEditor';
import { emptyItem, lineTotal, LOW_PURCHASE_STOCK, MAX_UNITS_PER_LINE } from './purchase-form';
import type { PurchaseFormValues, PurchaseItemValues } from './purchase-types';
import type { ProductOption } from './purchasing-options';

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
    <Form.List
      name="items"
      rules={[
        {
          validator: async (_, items: PurchaseItemValues[] | undefined) => {
            if (!items || items.length === 0) throw new Error('You must add at least one item.');
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map(({ key, name }, index) => (
            <PurchaseItemLine key={key} name={name} index={index} onRemove={() => remove(name)} {...props} />
          ))}
          <Form.ErrorList errors={errors} />
          <Form.Item>
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(emptyItem())} data-testid="add-purchase-line">
              Add Item
            </Button>
          </Form.Item>
        </>
      )}
    </Form.List>
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
    <Card
      size="small"
      title={`Item ${index + 1}`}
      style={{ marginBottom: 12 }}
      extra={
        <Tooltip title="Remove item">
          <Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={`Remove item ${index + 1}`} data-testid={`remove-purchase-line-${index}`} />
        </Tooltip>
      }
      data-testid={`purchase-line-${index}`}
    >
      <Form.Item
        name={[name, 'product']}
        label="Product"
        rules={[
          { required: true, message: 'Please select a product!' },
          {
            validator: (_, value: string | undefined) => {
              const items = (form.getFieldValue('items') ?? []) as PurchaseItemValues[];
              const first = items.findIndex((other) => other?.product === value);
              return value && first !== -1 && first < index ? Promise.reject(new Error(`This product is already on line ${first + 1}`)) : Promise.resolve();
            },
          },
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
          <Form.Item label="Line Total">
            <Flex align="center" style={{ minHeight: 32 }}>
              <Typography.Text strong data-testid={`purchase-line-${index}-total`}>
                {formatTaka(lineTotal(item))}
              </Typography.Text>
            </Flex>
          </Form.Item>
        </Col>
      </Row>
      {isMotorcycle && <MotorcycleUnitsEditor name={name} lineIndex={index} />}
    </Card>
  );
}
