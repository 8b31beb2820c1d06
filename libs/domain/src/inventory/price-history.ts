import type { Poisha } from '../shared/money';
import { divideRoundHalfUp } from './valuation';
import { productUnitCost, profitMarginPercent, type PriceType, type ProductPriceChange, type ProductState } from './products';

/**
 * The price-history answer of a product (spec: Product Details > Price History): its current
 * prices, the cost trend, margin, inventory value and average purchase price, the price changes
 * (newest first, each with its variance against the next older change of the same price) and its
 * recent purchases. Pure: the read models hold the rows, this computes the answer.
 */
export type CostTrend = 'increasing' | 'decreasing' | 'stable';

export interface PurchaseHistoryRow {
  purchaseId: string;
  purchaseDate: string;
  memoNumber: string;
  supplier: string;
  quantity: number;
  purchasePrice: Poisha;
  total: Poisha;
}

export interface PriceHistoryRow {
  effectiveDate: string;
  priceType: PriceType;
  price: Poisha;
  reason: string;
  source: ProductPriceChange['source'];
  reference: string;
  /** Against the next older change of the same price; null for the oldest. */
  variance: Poisha | null;
  /** Percent to one decimal; null for the oldest or when the older price was 0. */
  variancePercent: number | null;
}

export interface PriceHistoryAnswer {
  product: { productId: string; name: string; currentCost: Poisha; currentSalePrice: Poisha; stock: number };
  analytics: { costTrend: CostTrend; profitMargin: number; inventoryValue: Poisha; averagePurchasePrice: Poisha };
  priceHistory: PriceHistoryRow[];
  purchaseHistory: PurchaseHistoryRow[];
}

/** Newer first: by date, then by when it was recorded. */
const newestFirst = (a: ProductPriceChange, b: ProductPriceChange) =>
  a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.changedAt !== b.changedAt ? (a.changedAt < b.changedAt ? 1 : -1) : 0;

/** Increasing or decreasing as the latest cost compares with the one before it; stable with fewer than two. */
export function costTrend(changes: readonly ProductPriceChange[]): CostTrend {
  const costs = changes.filter((change) => change.priceType === 'cost').sort(newestFirst);
  if (costs.length < 2) return 'stable';
  const [latest, previous] = costs;
  return latest.price > previous.price ? 'increasing' : latest.price < previous.price ? 'decreasing' : 'stable';
}

/** Quantity-weighted average unit price of the purchases (half up); the current cost when there are none. */
export function averagePurchasePrice(purchases: readonly PurchaseHistoryRow[], fallback: Poisha): Poisha {
  let quantity = 0n;
  let total = 0n;
  for (const row of purchases) {
    quantity += BigInt(row.quantity);
    total += BigInt(row.total);
  }
  return quantity > 0n ? Number(divideRoundHalfUp(total, quantity)) : fallback;
}

/**
 * `changes`: the product's ProductPriceChanged data; `purchases`: its purchase lines; `stock`,
 * `inventoryValue`: for a Motorcycle product its units not Sold and their value (the register),
 * else left out (the product's quantity and stock value). `limit` cuts both tables (spec: 20).
 */
export function priceHistoryAnswer(
  product: ProductState,
  changes: readonly ProductPriceChange[],
  purchases: readonly PurchaseHistoryRow[],
  options: { limit?: number; stock?: number; inventoryValue?: Poisha } = {},
): PriceHistoryAnswer {
  const limit = options.limit ?? 20;
  const currentCost = productUnitCost(product);
  const stock = options.stock ?? product.quantity;
  const inventoryValue = options.inventoryValue ?? product.stockValue;
  const sorted = [...changes].sort(newestFirst);
  const priceHistory: PriceHistoryRow[] = sorted.map((change, index) => {
    const older = sorted.slice(index + 1).find((candidate) => candidate.priceType === change.priceType);
    const variance = older ? change.price - older.price : null;
    const variancePercent = older && older.price !== 0 ? Math.round(((change.price - older.price) * 1000) / older.price) / 10 : null;
    return { effectiveDate: change.date, priceType: change.priceType, price: change.price, reason: change.reason, source: change.source, reference: change.reference, variance, variancePercent };
  });
  const purchaseHistory = [...purchases].sort((a, b) => (a.purchaseDate < b.purchaseDate ? 1 : a.purchaseDate > b.purchaseDate ? -1 : 0));
  return {
    product: { productId: product.productId, name: product.name, currentCost, currentSalePrice: product.salePrice, stock },
    analytics: {
      costTrend: costTrend(changes),
      profitMargin: profitMarginPercent(product.salePrice, currentCost),
      inventoryValue,
      averagePurchasePrice: averagePurchasePrice(purchases, currentCost),
    },
    priceHistory: priceHistory.slice(0, limit),
    purchaseHistory: purchaseHistory.slice(0, limit),
  };
}
