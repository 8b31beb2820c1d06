import type { ProductType, StockMovementType } from '../products/types';

/** The shapes of docs/api/inventory.md, Inventory reports and Exports. Money is decimal taka. */
export interface ReportFilters {
  type?: string;
  productId?: string;
  startDate?: string;
  endDate?: string;
}

export interface TypeSummary {
  totalValue: number;
  productCount: number;
  stock?: number;
}

export interface InventorySummary {
  totalInventoryValue: number;
  productCount: number;
  totalStock?: number;
  lowStockCount?: number;
  totalPotentialProfit: number;
  byType: Partial<Record<ProductType, TypeSummary>>;
}

export interface PerformanceRow {
  _id: string;
  name: string;
  model?: string;
  type: ProductType;
  sku: string;
  stock: number;
  reorderLevel?: number;
  reorderQuantity?: number;
  cost: number;
  averageCost?: number;
  salePrice: number;
  inventoryValue?: number;
  profitMargin?: number;
  unitsIn?: number;
  unitsOut?: number;
  turnoverRate: number;
}

export interface MovementRow {
  _id: string;
  date: string;
  product?: { _id: string; name: string; model?: string; sku?: string; type?: ProductType };
  productName: string;
  movementType: 'Purchase' | 'Sale' | 'Adjustment';
  type?: StockMovementType;
  quantityChange: number;
  valueImpact: number;
  reference: string;
  reason?: string;
}

export interface InventoryReport {
  period?: { startDate: string; endDate: string };
  summary: InventorySummary;
  performanceData: PerformanceRow[];
  movementData: MovementRow[];
}

export type ExportType = 'comprehensive' | 'lowstock';
export type ExportFormat = 'xlsx' | 'csv';

export interface ExportJob {
  jobId: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  progress: number;
  downloadUrl?: string;
  fileName?: string;
  failedReason?: string;
}
