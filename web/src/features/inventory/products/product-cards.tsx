import { Typography } from 'antd';
import { formatTaka } from '../../../shared/format/taka';
import type { CardFigure, ListCardDescription } from '../../../shared/list';
import { ProductNameCell, ProductTypeTag, StockCell } from './ProductCells';
import { inventoryValueOf } from './product-rules';
import type { Product } from './types';

/**
 * A product on a phone: its name and model, type and SKU, the stock, the sale price and (for a
 * role that sees costs) its stock value; the buttons are the table's Actions.
 */
export function productCards(seesCosts: boolean): ListCardDescription<Product> {
  return {
    title: (product) => <ProductNameCell product={product} />,
    subtitle: (product) => [product.sku, product.supplier?.name].filter(Boolean).join(' · '),
    status: (product) => <ProductTypeTag type={product.type} />,
    figures: (product) => {
      const figures: CardFigure[] = [
        { label: 'Stock', value: <StockCell product={product} /> },
        { label: 'Sale Price', value: formatTaka(product.salePrice) },
      ];
      if (seesCosts) figures.push({ label: 'Inventory Value', value: <Typography.Text strong>{formatTaka(inventoryValueOf(product))}</Typography.Text> });
      return figures;
    },
  };
}
