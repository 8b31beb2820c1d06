import { Button, Form, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LineCardsList } from '../../../shared/components/LineCards';
import { LinePriceField, PRICE_RULES, ProductLineCard } from '../../../shared/components/ProductLineCard';
import { MotorcycleUnitsEditor } from './MotorcycleUnitsEditor';
import { PurchaseLineVatFields } from './PurchaseLineVatFields';
import { emptyItem, lineTotal, LOW_PURCHASE_STOCK, MAX_UNITS_PER_LINE } from './purchase-form';
import type { PurchaseFormValues, PurchaseItemValues } from './purchase-types';
import type { ProductOption } from '../products/product-options';

interface ItemsEditorProps {
  products: ProductOption[];
  productOptions: { value: string; label: string }[];
  productsLoading: boolean;
  /** Product types of the lines of the purchase being edited (for products no longer served). */
  knownTypes: Map<string, string>;
  /** The business is registered for VAT on the purchase date: each line takes the supplier's VAT. */
  withVat: boolean;
}

/** A sale price below the purchase price is refused. */
const saleAboveCost = (value: number | null | undefined, cost: number | null | undefined) =>
  typeof value === 'number' && typeof cost === 'number' && value < cost ? Promise.reject(new Error('Sale price must be higher than purchase price')) : Promise.resolve();

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

function PurchaseItemLine({ name, index, onRemove, products, productOptions, productsLoading, knownTypes, withVat }: ItemLineProps) {
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
    <ProductLineCard
      name={name}
      index={index}
      noun="Item"
      onRemove={onRemove}
      testId={`purchase-line-${index}`}
      removeTestId={`remove-purchase-line-${index}`}
      product={{
        placeholder: 'Select a product',
        loading: productsLoading,
        options: productOptions,
        onChange: onProductChange,
        extra: product && (
          <Typography.Text type={product.stock < LOW_PURCHASE_STOCK ? 'danger' : 'secondary'} data-testid={`purchase-line-${index}-stock`}>
            In stock: {product.stock} · {product.type}
          </Typography.Text>
        ),
      }}
      quantity={{ span: { xs: 6, sm: 6 }, minMessage: 'Quantity must be greater than 0!', max: isMotorcycle ? MAX_UNITS_PER_LINE : undefined }}
      prices={
        <>
          <LinePriceField span={{ xs: 9, sm: 6 }} name={[name, 'purchasePrice']} label="Purchase Price" testId={`purchase-line-${index}-purchase-price`} />
          <LinePriceField
            span={{ xs: 9, sm: 6 }}
            name={[name, 'salePrice']}
            label="Sale Price"
            dependencies={[['items', name, 'purchasePrice']]}
            rules={[...PRICE_RULES, { validator: (_, value: number | null | undefined) => saleAboveCost(value, form.getFieldValue(['items', name, 'purchasePrice'])) }]}
            testId={`purchase-line-${index}-sale-price`}
          />
        </>
      }
      total={{ span: { xs: 24, sm: 6 }, amount: lineTotal(item) }}
    >
      {withVat && <PurchaseLineVatFields name={name} index={index} item={item} lineValue={lineTotal(item)} />}
      {isMotorcycle && <MotorcycleUnitsEditor name={name} lineIndex={index} />}
    </ProductLineCard>
  );
}
