import dayjs from 'dayjs';
import { fromPoisha, toPoisha } from '../../../shared/format/taka';
import type { Product, StockAdjustmentType, StockMovementType } from './types';
import type { StockAdjustmentValues } from './use-stock';

/** Spec §9 constants. */
export const DEFAULT_REORDER_LEVEL = 5;
export const DEFAULT_REORDER_QUANTITY = 20;
export const PRODUCT_PAGE_SIZE = 50;
export const PRODUCT_PAGE_SIZES = [25, 50, 100, 200];
export const MOVEMENT_PAGE_SIZE = 10;
export const PRICE_TABLE_PAGE_SIZE = 10;
export const PRICE_HISTORY_LIMIT = 20;
export const STOCK_MODAL_WIDTH = 600;
export const PRICE_HISTORY_MODAL_WIDTH = 800;

export const PRODUCTS_ROUTE = '/products';
export const INVENTORY_BREADCRUMB = [{ title: 'Inventory & Stock' }, { title: 'Products', path: PRODUCTS_ROUTE }];

export const productRoutes = {
  edit: (id: string) => `/products/update/${id}`,
  stock: (id: string) => `/products/stock/${id}`,
  details: (id: string) => `/products/details/${id}`,
  reports: (id?: string) => (id ? `/products/reports?productId=${id}` : '/products/reports'),
  motorcycles: (id?: string) => (id ? `/products/motorcycles?productId=${id}` : '/products/motorcycles'),
};

export const SALE_BELOW_COST = 'Sale price must be higher than purchase price';

export const reorderLevelOf = (product: Pick<Product, 'reorderLevel'>) => product.reorderLevel ?? DEFAULT_REORDER_LEVEL;
export const reorderQuantityOf = (product: Pick<Product, 'reorderQuantity'>) => product.reorderQuantity ?? DEFAULT_REORDER_QUANTITY;

/** LOW when stock ≤ reorder level (default 5). */
export const isLowStock = (product: Pick<Product, 'stock' | 'reorderLevel'>) => product.stock <= reorderLevelOf(product);

/** The low-stock badge is red at 1 or less, else orange. */
export const lowStockColor = (stock: number) => (stock <= 1 ? 'red' : 'orange');

/** (sale − cost) / sale × 100; 0 when cost (or sale) is 0 (spec §5 formulas). */
export function profitMargin(salePrice: number | null | undefined, cost: number | null | undefined): number {
  const sale = toPoisha(salePrice);
  const unitCost = toPoisha(cost);
  if (unitCost === 0 || sale === 0) return 0;
  return ((sale - unitCost) / sale) * 100;
}

/** Green above 20, amber above 10, else red. */
export function marginColor(margin: number): string {
  if (margin > 20) return '#389e0d';
  if (margin > 10) return '#d48806';
  return '#cf1322';
}

export const formatPercent = (value: number | null | undefined) => `${(Number.isFinite(value) ? (value as number) : 0).toFixed(2)}%`;

/** The stock's value: the server's (moving average cost), else cost × stock. */
export function inventoryValueOf(product: Pick<Product, 'inventoryValue' | 'cost' | 'stock'>): number {
  if (typeof product.inventoryValue === 'number') return product.inventoryValue;
  return fromPoisha(toPoisha(product.cost) * product.stock);
}

/** quantity × unit price, exact to the poisha. */
export const lineTotal = (quantity: number, unitPrice: number | null | undefined) => fromPoisha(toPoisha(unitPrice) * quantity);

/** Spec §4 labels of the adjustment types; the other movements by what moved them. */
export const MOVEMENT_LABELS: Record<StockMovementType, string> = {
  stock_in: 'Stock Increase',
  stock_out: 'Stock Decrease',
  damaged: 'Damaged Goods',
  adjustment: 'Manual Adjustment',
  opening: 'Opening Stock',
  revaluation: 'Revaluation',
  purchase: 'Purchase',
  purchase_reversal: 'Purchase Reversal',
  sale: 'Sale',
  sale_return: 'Sale Return',
};

export const MOVEMENT_COLORS: Partial<Record<StockMovementType, string>> = {
  stock_in: 'green',
  purchase: 'green',
  opening: 'blue',
  sale_return: 'cyan',
  stock_out: 'orange',
  sale: 'orange',
  damaged: 'red',
  purchase_reversal: 'volcano',
  adjustment: 'purple',
  revaluation: 'geekblue',
};

/**
 * What the stock modal opens with: the date and time at now (spec §2 Stock Management), a manual
 * adjustment counting up, and a stock in at the current average cost.
 */
export function stockAdjustmentOpeningValues(product: Pick<Product, 'averageCost' | 'cost'>, now: Date = new Date()): Partial<StockAdjustmentValues> {
  return { adjustmentDate: dayjs(now), direction: 'increase', unitCost: product.averageCost ?? product.cost };
}

export const STOCK_ACTIONS: { type: StockAdjustmentType; label: string; title: string }[] = [
  { type: 'stock_in', label: 'Stock In', title: 'Stock In' },
  { type: 'stock_out', label: 'Stock Out', title: 'Stock Out' },
  { type: 'adjustment', label: 'Adjustment', title: 'Stock Adjustment' },
  { type: 'damaged', label: 'Mark Damaged', title: 'Mark Damaged' },
];

export const PRODUCT_TYPE_COLORS: Record<string, string> = { Motorcycle: 'blue', 'Spare Parts': 'purple', Accessories: 'cyan' };
