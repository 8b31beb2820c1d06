/** The shapes of docs/api/inventory.md, Inventory reports and Exports, from the contract. Money is decimal taka. */
import type { Answer, Schema } from '../../../shared/api/contract-types';

export interface ReportFilters {
  type?: string;
  productId?: string;
  startDate?: string;
  endDate?: string;
}

export type InventorySummary = Schema<'InventorySummary'>;
export type TypeSummary = NonNullable<InventorySummary['byType'][keyof InventorySummary['byType']]>;
export type PerformanceRow = Schema<'PerformanceRow'>;
export type MovementRow = Schema<'MovementRow'>;
export type InventoryReport = Answer<'InventoryReportsController_inventory'>;

export type ExportType = Schema<'ExportRequest'>['type'];
export type ExportFormat = Schema<'ExportRequest'>['format'];
export type ExportJob = Schema<'ExportJobView'>;
