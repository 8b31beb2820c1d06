import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsObject, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { MOVEMENT_GROUPS, PERFORMANCE_SORTABLE, REPORT_PRODUCT_TYPES, type MovementGroup, type ReportProductType } from '@dealer/read-models';
import { IsBooksDate } from '../../platform/dto-decorators';
import { SORT_ORDERS, type SortOrder } from '../../platform/list-query';

export const PRODUCT_TYPE_MESSAGE = 'Product type must be one of Motorcycle, Spare Parts, Accessories';
export const INVALID_DATE = 'Invalid date';

/** The reports' common filters (docs/api/inventory.md, Inventory reports). */
export class ReportFiltersQuery {
  @ApiPropertyOptional({ enum: REPORT_PRODUCT_TYPES })
  @IsOptional()
  @IsIn(REPORT_PRODUCT_TYPES, { message: PRODUCT_TYPE_MESSAGE })
  type?: ReportProductType;

  @ApiPropertyOptional({ description: 'A supplier id' })
  @IsOptional()
  @IsUUID('all', { message: 'Supplier not found' })
  supplier?: string;

  @ApiPropertyOptional({ description: 'A product id' })
  @IsOptional()
  @IsUUID('all', { message: 'Product not found' })
  productId?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD (default: 29 days before endDate)' })
  @IsOptional()
  @IsBooksDate(INVALID_DATE)
  startDate?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD (default: today in Dhaka)' })
  @IsOptional()
  @IsBooksDate(INVALID_DATE)
  endDate?: string;
}

const PageField = () =>
  applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'page must be a whole number' }),
    Min(1, { message: 'page must be at least 1' }),
    Max(100000, { message: 'page is too large' }),
  );

export class InventoryReportQuery extends ReportFiltersQuery {
  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 1000, description: 'Rows of performanceData and movementData' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(1000, { message: 'limit must be at most 1000' })
  limit = 20;
}

export class PerformanceQuery extends InventoryReportQuery {
  @ApiPropertyOptional({ default: 1 })
  @PageField()
  page = 1;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'lowStock must be true or false' })
  lowStock?: 'true' | 'false';

  @ApiPropertyOptional({ enum: Object.keys(PERFORMANCE_SORTABLE), default: 'inventoryValue' })
  @IsOptional()
  @IsIn(Object.keys(PERFORMANCE_SORTABLE), { message: `sortBy must be one of: ${Object.keys(PERFORMANCE_SORTABLE).join(', ')}` })
  sortBy?: keyof typeof PERFORMANCE_SORTABLE;

  @ApiPropertyOptional({ enum: SORT_ORDERS })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'sortOrder must be asc or desc' })
  sortOrder?: SortOrder;
}

export class MovementReportQuery extends InventoryReportQuery {
  @ApiPropertyOptional({ default: 1 })
  @PageField()
  page = 1;

  @ApiPropertyOptional({ enum: Object.keys(MOVEMENT_GROUPS) })
  @IsOptional()
  @IsIn(Object.keys(MOVEMENT_GROUPS), { message: 'Movement type must be one of Purchase, Sale, Adjustment' })
  movementType?: MovementGroup;
}

export class ValuationQuery {
  @ApiPropertyOptional({ enum: REPORT_PRODUCT_TYPES })
  @IsOptional()
  @IsIn(REPORT_PRODUCT_TYPES, { message: PRODUCT_TYPE_MESSAGE })
  type?: ReportProductType;

  @ApiPropertyOptional({ description: 'A supplier id' })
  @IsOptional()
  @IsUUID('all', { message: 'Supplier not found' })
  supplier?: string;
}

export const EXPORT_TYPES = ['comprehensive', 'lowstock'] as const;
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;

export class ExportFilters extends ReportFiltersQuery {}

/** POST /api/products/reports/export. */
export class ExportRequest {
  @ApiProperty({ enum: EXPORT_TYPES })
  @IsIn(EXPORT_TYPES, { message: "Export type must be 'comprehensive' or 'lowstock'" })
  @IsDefined({ message: "Export type must be 'comprehensive' or 'lowstock'" })
  type!: (typeof EXPORT_TYPES)[number];

  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'xlsx' })
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: "Format must be 'xlsx' or 'csv'" })
  format?: (typeof EXPORT_FORMATS)[number];

  @ApiPropertyOptional({ type: ExportFilters })
  @IsOptional()
  @ValidateNested()
  @Type(() => ExportFilters)
  @IsObject({ message: 'filters must be an object' })
  filters?: ExportFilters;
}
