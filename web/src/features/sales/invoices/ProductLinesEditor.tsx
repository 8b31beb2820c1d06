import { Button, Form } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LineCardsList } from '../../../shared/components/LineCards';
import { LinePriceField, ProductLineCard } from '../../../shared/components/ProductLineCard';
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
 * stock (more is kept as typed and refused on the line), the sale price (the product's unless changed) and the line total.
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
    <ProductLineCard
      name={name}
      index={index}
      noun="Product"
      onRemove={onRemove}
      testId={`product-invoice-line-${index}`}
      removeTestId={`product-invoice-line-${index}-remove`}
      product={{ placeholder: 'Select a spare part or accessory', loading, options: products.map(optionOf), onChange: onProductChange }}
      quantity={{
        span: { xs: 8, sm: 6 },
        minMessage: 'Quantity must be at least 1',
        // No max on the input: it would turn 10 typed into the 4 in stock on blur, unsaid. The rule below says 'Only 4 in stock'.
        extra: product && <span data-testid={`product-invoice-line-${index}-stock`}>In stock: {product.stock}</span>,
        dependencies: [path('product')],
        moreRules: [{ validator: (_, quantity: number | null | undefined) => (product && typeof quantity === 'number' && quantity > product.stock ? Promise.reject(new Error(`Only ${product.stock} in stock`)) : Promise.resolve()) }],
      }}
      prices={<LinePriceField span={{ xs: 16, sm: 9 }} name={[name, 'unitPrice']} label="Unit Price" testId={`product-invoice-line-${index}-price`} />}
      total={{ span: { xs: 24, sm: 9 }, amount: lineTotalOf(line?.quantity, line?.unitPrice) }}
    />
  );
}
