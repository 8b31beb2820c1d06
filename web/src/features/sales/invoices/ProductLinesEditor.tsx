import { Button, Col, Form, InputNumber, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LineCard, LineCardsList, LineTotal, productOnceRule } from '../../../shared/components/LineCards';
import { SearchSelect } from '../../../shared/components/SearchSelect';
import { TakaInput } from '../../../shared/inputs/TakaInput';
import { productLabel, type ProductOption } from '../../inventory/products/product-options';
import { lineTotalOf } from './invoice-form';
import { INVOICE_TEXTS } from './invoice-texts';

export interface ProductLineValues {
  product?: string;
  quantity?: number | null;
  unitPrice?: number | null;
}

export const emptyProductLine = (): ProductLineValues => ({ product: undefined, quantity: 1, unitPrice: null });

/** "Helmet · Full face (12 in stock)"; out of stock cannot be picked. */
const optionOf = (product: ProductOption) => ({
  value: product._id,
  label: `${productLabel(product)} (${product.stock > 0 ? `${product.stock} in stock` : 'out of stock'})`,
  disabled: product.stock <= 0,
});

/**
 * The products invoice's lines (spec §5): a spare part or accessory each, quantity from 1 to its
 * stock, the sale price (the product's unless changed) and the line total.
 */
export function ProductLinesEditor({ products, loading }: { products: ProductOption[]; loading: boolean }) {
  return (
    <LineCardsList
      emptyMessage={INVOICE_TEXTS.productsRequired}
      renderLine={({ key, name, index, remove }) => <ProductLine key={key} name={name} index={index} products={products} loading={loading} onRemove={remove} />}
      renderAdd={(add) => (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(emptyProductLine())} style={{ marginBottom: 16 }} data-testid="product-invoice-add-line">
          Add Product
        </Button>
      )}
    />
  );
}

function ProductLine({ name, index, products, loading, onRemove }: { name: number; index: number; products: ProductOption[]; loading: boolean; onRemove: () => void }) {
  const form = Form.useFormInstance();
  const line = Form.useWatch(['items', name], form) as ProductLineValues | undefined;
  const product = products.find((candidate) => candidate._id === line?.product);
  const path = (field: keyof ProductLineValues) => ['items', name, field];

  const onProductChange = (productId: string) => {
    const chosen = products.find((candidate) => candidate._id === productId);
    if (chosen && chosen.salePrice > 0) form.setFieldValue(path('unitPrice'), chosen.salePrice);
    form.validateFields([path('quantity')]).catch(() => undefined);
  };

  return (
    <LineCard noun="Product" index={index} onRemove={onRemove} testId={`product-invoice-line-${index}`} removeTestId={`product-invoice-line-${index}-remove`}>
      <Form.Item
        name={[name, 'product']}
        label="Product"
        rules={[
          { required: true, message: 'Please select a product!' },
          productOnceRule(form, index),
        ]}
      >
        <SearchSelect
          placeholder="Select a spare part or accessory"
          loading={loading}
          options={products.map(optionOf)}
          onChange={onProductChange}
          popupMatchSelectWidth={false}
          transitionName=""
          data-testid={`product-invoice-line-${index}-product`}
        />
      </Form.Item>
      <Row gutter={8}>
        <Col xs={8} sm={6}>
          <Form.Item
            name={[name, 'quantity']}
            label="Quantity"
            dependencies={[path('product')]}
            extra={product && <span data-testid={`product-invoice-line-${index}-stock`}>In stock: {product.stock}</span>}
            rules={[
              { required: true, message: 'Please enter quantity!' },
              { type: 'number', min: 1, message: 'Quantity must be at least 1' },
              {
                validator: (_, quantity: number | null | undefined) =>
                  product && typeof quantity === 'number' && quantity > product.stock
                    ? Promise.reject(new Error(`Only ${product.stock} in stock`))
                    : Promise.resolve(),
              },
            ]}
          >
            <InputNumber min={1} max={product ? Math.max(1, product.stock) : undefined} precision={0} style={{ width: '100%' }} data-testid={`product-invoice-line-${index}-quantity`} />
          </Form.Item>
        </Col>
        <Col xs={16} sm={9}>
          <Form.Item
            name={[name, 'unitPrice']}
            label="Unit Price"
            rules={[
              { required: true, message: 'Please enter a price!' },
              { type: 'number', min: 0.01, message: 'Price must be greater than 0!' },
            ]}
          >
            <TakaInput min={0} prefix="৳" placeholder="0.00" data-testid={`product-invoice-line-${index}-price`} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={9}>
          <LineTotal amount={lineTotalOf(line?.quantity, line?.unitPrice)} testId={`product-invoice-line-${index}-total`} />
        </Col>
      </Row>
    </LineCard>
  );
}
