import type { ReactNode } from 'react';
import { Col, Form, InputNumber, Row, type ColProps, type FormItemProps } from 'antd';
import { TakaInput } from '../inputs/TakaInput';
import { LineCard, LineTotal, productOnceRule } from './LineCards';
import { SearchSelect } from './SearchSelect';

type Span = Pick<ColProps, 'xs' | 'sm'>;
type Rules = NonNullable<FormItemProps['rules']>;

/** A price is required and above zero. */
export const PRICE_RULES: Rules = [
  { required: true, message: 'Please enter a price!' },
  { type: 'number', min: 0.01, message: 'Price must be greater than 0!' },
];

interface ProductLineCardProps {
  /** The line's name in the form list `items`, and its place on screen. */
  name: number;
  index: number;
  /** 'Item' or 'Product': the card's title. */
  noun: string;
  onRemove: () => void;
  /** The card's test id; its fields' are `${testId}-product`, `-quantity` and `-total`. */
  testId: string;
  removeTestId: string;
  product: { placeholder: string; loading: boolean; options: { value: string; label: string; disabled?: boolean }[]; onChange: (productId: string) => void; extra?: ReactNode };
  quantity: { span: Span; minMessage: string; max?: number; extra?: ReactNode; dependencies?: FormItemProps['dependencies']; moreRules?: Rules };
  /** The price columns between the quantity and the total. */
  prices: ReactNode;
  total: { span: Span; amount: number };
  /** Below the line's fields (a motorcycle line's units). */
  children?: ReactNode;
}

/**
 * One product line of a purchase or an invoice: the product (on one line only), its quantity, its
 * prices and the line total. Each document says what its prices are and what a quantity may be.
 */
export function ProductLineCard({ name, index, noun, onRemove, testId, removeTestId, product, quantity, prices, total, children }: ProductLineCardProps) {
  const form = Form.useFormInstance();
  return (
    <LineCard noun={noun} index={index} onRemove={onRemove} testId={testId} removeTestId={removeTestId}>
      <Form.Item name={[name, 'product']} label="Product" rules={[{ required: true, message: 'Please select a product!' }, productOnceRule(form, index)]} extra={product.extra}>
        <SearchSelect
          placeholder={product.placeholder}
          loading={product.loading}
          options={product.options}
          popupMatchSelectWidth={false}
          transitionName=""
          onChange={product.onChange}
          data-testid={`${testId}-product`}
        />
      </Form.Item>
      <Row gutter={8}>
        <Col {...quantity.span}>
          <Form.Item
            name={[name, 'quantity']}
            label="Quantity"
            dependencies={quantity.dependencies}
            extra={quantity.extra}
            rules={[{ required: true, message: 'Please enter quantity!' }, { type: 'number', min: 1, message: quantity.minMessage }, ...(quantity.moreRules ?? [])]}
          >
            <InputNumber min={1} max={quantity.max} precision={0} style={{ width: '100%' }} data-testid={`${testId}-quantity`} />
          </Form.Item>
        </Col>
        {prices}
        <Col {...total.span}>
          <LineTotal amount={total.amount} testId={`${testId}-total`} />
        </Col>
      </Row>
      {children}
    </LineCard>
  );
}

/** A price column of a line: a required taka amount above zero. */
export function LinePriceField({ span, name, label, rules = PRICE_RULES, dependencies, testId }: { span: Span; name: (string | number)[]; label: string; rules?: Rules; dependencies?: FormItemProps['dependencies']; testId: string }) {
  return (
    <Col {...span}>
      <Form.Item name={name} label={label} dependencies={dependencies} rules={rules}>
        <TakaInput prefix="৳" min={0} placeholder="0.00" data-testid={testId} />
      </Form.Item>
    </Col>
  );
}
