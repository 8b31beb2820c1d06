/** The shapes of docs/api/inventory.md (products, stock, price history). Money is decimal taka. */
export type ProductType = 'Motorcycle' | 'Spare Parts' | 'Accessories';

export const PRODUCT_TYPES: readonly ProductType[] = ['Motorcycle', 'Spare Parts', 'Accessories'];

export interface Reference {
  _id: string;
  name: string;
}

export interface VehicleReference extends Reference {
  model?: string;
}

export interface Product {
  _id: string;
  name: string;
  model: string;
  sku: string;
  barcode: string;
  description: string;
  color: string;
  specifications?: { color?: string };
  type: ProductType;
  supplier: Reference | null;
  compatibility: (VehicleReference | string)[];
  salePrice: number;
  cost: number;
  averageCost?: number;
  trackInventory: boolean;
  stock: number;
  inventoryValue?: number;
  reorderLevel?: number;
  reorderQuantity?: number;
  isLowStock?: boolean;
  location: string;
  notes: string;
  isActive: boolean;
  lastUpdated?: string;
  createdAt?: string;
}

export type StockAdjustmentType = 'stock_in' | 'stock_out' | 'adjustment' | 'damaged';

export type StockMovementType = 'opening' | StockAdjustmentType | 'revaluation' | 'purchase' | 'purchase_reversal' | 'sale' | 'sale_return';

export interface StockMovement {
  _id: string;
  date: string;
  type: StockMovementType;
  typeLabel?: string;
  quantityChange: number;
  valueImpact: number;
  unitCost: number | null;
  reference: string;
  reason: string;
  balanceAfter: number;
  valueAfter?: number;
  journalEntry?: { _id: string; entryNumber: number | null } | null;
  recordedBy?: Reference;
  recordedAt?: string;
}

export interface PriceChange {
  _id?: string;
  effectiveDate: string;
  priceType?: 'cost' | 'salePrice';
  price: number;
  previousPrice?: number | null;
  reason: string;
  source?: string;
  reference?: string;
}

export interface PurchaseLine {
  purchaseId: string;
  purchaseNumber?: string;
  purchaseDate: string;
  memoNumber: string;
  supplier: Reference | string | null;
  quantity: number;
  purchasePrice: number;
  total: number;
}

export interface PriceHistory {
  product: { _id?: string; name: string; model?: string; sku?: string; currentCost: number; currentSalePrice: number; averageCost?: number; stock: number };
  analytics: { costTrend: 'increasing' | 'decreasing' | 'stable'; profitMargin: number; inventoryValue: number; averagePurchasePrice: number };
  priceHistory: PriceChange[];
  purchaseHistory: PurchaseLine[];
}
