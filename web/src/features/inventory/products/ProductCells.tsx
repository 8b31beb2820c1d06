import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { isLowStock, lowStockColor, PRODUCT_TYPE_COLORS, productRoutes } from './product-rules';
import type { Product } from './types';

/** Name (to the details page) with the model under it. */
export function ProductNameCell({ product }: { product: Pick<Product, '_id' | 'name' | 'model'> }) {
  return (
    <Space direction="vertical" size={0}>
      <Link to={productRoutes.details(product._id)} data-testid={`product-link-${product._id}`}>
        {product.name}
      </Link>
      {product.model && <Typography.Text type="secondary">{product.model}</Typography.Text>}
    </Space>
  );
}

export function ProductTypeTag({ type }: { type: string }) {
  return <Tag color={PRODUCT_TYPE_COLORS[type] ?? 'default'}>{type}</Tag>;
}

/** The stock with a LOW tag at or below the reorder level (red at 1 or less). */
export function StockCell({ product }: { product: Pick<Product, 'stock' | 'reorderLevel'> }) {
  const low = isLowStock(product);
  return (
    <Space size={6}>
      <span style={{ fontWeight: 500 }}>{product.stock}</span>
      {low && (
        <Tag color={lowStockColor(product.stock)} style={{ marginInlineEnd: 0 }}>
          LOW
        </Tag>
      )}
    </Space>
  );
}
