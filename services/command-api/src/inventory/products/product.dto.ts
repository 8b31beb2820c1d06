import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmpty,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MAX_QUANTITY, MAX_UNIT_PRICE, PRODUCT_TYPES, STOCK_ADJUSTMENT_TYPES, VAT_RATES_HUNDREDTHS, type ProductType, type StockAdjustmentType, type StockMovementType } from '@dealer/domain';
import { IsBooksDate, IsDocumentDate } from '../../platform/dto-decorators';

/** The rates a product may carry, in percent as the API takes them (the domain keeps hundredths). */
const VAT_RATE_PERCENTS = VAT_RATES_HUNDREDTHS.map((rate) => rate / 100);
import { ListQuery } from '../../platform/list-query';

const TYPE_MESSAGE = `Product type must be one of ${PRODUCT_TYPES.join(', ')}`;
const ADJUSTMENT_TYPE_MESSAGE = `Adjustment type must be one of ${STOCK_ADJUSTMENT_TYPES.join(', ')}`;
const atMost = (label: string, limit: number) => ({ message: `${label} must be at most ${limit} characters` });

/**
 * Decimal taka, at most 2 decimals, from 0 (decorators run in the order listed: the first that
 * fails names the problem).
 */
function IsPrice(required: string) {
  return applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: required }),
    Min(0, { message: 'Price cannot be negative' }),
    IsNumber({ maxDecimalPlaces: 2 }, { message: 'Price can have at most 2 decimal places' }),
    Max(MAX_UNIT_PRICE / 100, { message: 'Price is too large' }),
  );
}

/** Optional text of at most `limit` characters. */
function IsOptionalText(label: string, limit: number) {
  return applyDecorators(IsOptional(), IsString({ message: `${label} must be text` }), MaxLength(limit, atMost(label, limit)));
}

/** The fields of a product both the add and the edit forms send (ProductBody of docs/api/inventory.md). */
class ProductFieldsRequest {
  @ApiPropertyOptional({ maxLength: 50, description: 'Unique, case-insensitive' })
  @IsOptionalText('SKU', 50)
  sku?: string;

  @ApiPropertyOptional({ maxLength: 50 })
  @IsOptionalText('Barcode', 50)
  barcode?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptionalText('Description', 2000)
  description?: string;

  @ApiPropertyOptional({ maxLength: 50 })
  @IsOptionalText('Color', 50)
  color?: string;

  @ApiPropertyOptional({ nullable: true, description: 'Supplier id, or null for none' })
  @IsOptional()
  @IsUUID('all', { message: 'Supplier not found' })
  supplier?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Vehicle ids a spare part fits: required (non-empty) for Spare Parts, ignored otherwise' })
  @IsOptional()
  @IsUUID('all', { each: true, message: 'Vehicle not found' })
  @ArrayMaxSize(200, { message: 'Compatibility can list at most 200 vehicles' })
  @IsArray({ message: 'Compatibility must be a list of vehicles' })
  compatibility?: string[];

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'trackInventory must be true or false' })
  trackInventory?: boolean;

  @ApiPropertyOptional({ description: "Left out on creation: the product type's default from the settings (Motorcycle 1, others 5 until changed)" })
  @IsOptional()
  @Max(MAX_QUANTITY, { message: `Reorder level must be at most ${MAX_QUANTITY}` })
  @Min(0, { message: 'Reorder level must be a whole number, at least 0' })
  @IsInt({ message: 'Reorder level must be a whole number, at least 0' })
  reorderLevel?: number;

  @ApiPropertyOptional({ description: "Left out on creation: the product type's default from the settings (Motorcycle 2, others 20 until changed)" })
  @IsOptional()
  @Max(MAX_QUANTITY, { message: `Reorder quantity must be at most ${MAX_QUANTITY}` })
  @Min(1, { message: 'Reorder quantity must be a whole number, at least 1' })
  @IsInt({ message: 'Reorder quantity must be a whole number, at least 1' })
  reorderQuantity?: number;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptionalText('Location', 100)
  location?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptionalText('Notes', 2000)
  notes?: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({ enum: VAT_RATE_PERCENTS, nullable: true, description: "Its own VAT rate in percent, overriding its type's under the Standard scheme; null or left out on creation: its type's rate" })
  @IsOptional()
  @IsIn(VAT_RATE_PERCENTS, { message: `The VAT rate must be one of ${VAT_RATE_PERCENTS.join(', ')} percent` })
  vatRate?: number | null;

  @ApiPropertyOptional({ default: false, description: 'Exempt from VAT (its lines carry none; its own rate is dropped)' })
  @IsOptional()
  @IsBoolean({ message: 'VAT exempt must be true or false' })
  vatExempt?: boolean;
}

/** POST /api/products: the product and its opening stock. */
export class CreateProductRequest extends ProductFieldsRequest {
  @ApiProperty({ example: 'Brake Pad', maxLength: 200 })
  @MaxLength(200, atMost('Product name', 200))
  @IsNotEmpty({ message: 'Product name is required.' })
  @IsString({ message: 'Product name is required.' })
  name!: string;

  @ApiProperty({ example: 'FZ-S V3', maxLength: 100 })
  @MaxLength(100, atMost('Model', 100))
  @IsNotEmpty({ message: 'Model is required.' })
  @IsString({ message: 'Model is required.' })
  model!: string;

  @ApiProperty({ enum: PRODUCT_TYPES })
  @IsIn(PRODUCT_TYPES, { message: TYPE_MESSAGE })
  @IsDefined({ message: 'Product type is required.' })
  type!: ProductType;

  @ApiProperty({ example: 900, description: 'Taka, at most 2 decimals' })
  @IsPrice('Sale price is required.')
  salePrice!: number;

  @ApiPropertyOptional({ example: 600, default: 0, description: 'Unit cost, taka' })
  @IsOptional()
  @IsPrice('Cost is required.')
  cost?: number;

  @ApiProperty({ example: 10, description: 'Opening stock (0 for a Motorcycle product: its units go in the register)' })
  @Max(MAX_QUANTITY, { message: `Stock must be at most ${MAX_QUANTITY}` })
  @Min(0, { message: 'Stock must be a whole number, at least 0' })
  @IsInt({ message: 'Stock must be a whole number, at least 0' })
  @IsDefined({ message: 'Stock is required.' })
  stock!: number;

  @ApiPropertyOptional({ example: '2026-11-23', description: 'The business day of the opening stock (default today, Dhaka)' })
  @IsOptional()
  @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'opening stock')
  date?: string;
}

/** PUT /api/products/{id}: every field optional, a field left out keeps its value; stock is not changed here. */
export class UpdateProductRequest extends ProductFieldsRequest {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @MaxLength(200, atMost('Product name', 200))
  @IsNotEmpty({ message: 'Product name is required.' })
  @IsString({ message: 'Product name is required.' })
  name?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @MaxLength(100, atMost('Model', 100))
  @IsNotEmpty({ message: 'Model is required.' })
  @IsString({ message: 'Model is required.' })
  model?: string;

  @ApiPropertyOptional({ enum: PRODUCT_TYPES })
  @IsOptional()
  @IsIn(PRODUCT_TYPES, { message: TYPE_MESSAGE })
  type?: ProductType;

  @ApiPropertyOptional()
  @IsOptional()
  @IsPrice('Sale price is required.')
  salePrice?: number;

  @ApiPropertyOptional({ description: 'A new cost while there is stock revalues it' })
  @IsOptional()
  @IsPrice('Cost is required.')
  cost?: number;

  @ApiPropertyOptional({ type: Number, description: 'Refused: stock changes belong on the Stock Management page' })
  @IsOptional()
  @IsEmpty({ message: 'Stock changes belong on the Stock Management page' })
  stock?: number;

  @ApiPropertyOptional({ description: 'The business day of a revaluation (default today, Dhaka)' })
  @IsOptional()
  @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'revaluation')
  date?: string;
}

/** PATCH /api/products/{id}/stock. */
export class AdjustStockRequest {
  @ApiProperty({ enum: STOCK_ADJUSTMENT_TYPES })
  @IsIn(STOCK_ADJUSTMENT_TYPES, { message: ADJUSTMENT_TYPE_MESSAGE })
  @IsDefined({ message: ADJUSTMENT_TYPE_MESSAGE })
  adjustmentType!: StockAdjustmentType;

  @ApiProperty({ example: -2, description: 'Signed: positive for stock_in, negative for stock_out and damaged, either for adjustment' })
  @IsInt({ message: 'Quantity must be a whole number' })
  @IsDefined({ message: 'Quantity is required.' })
  stockChange!: number;

  @ApiPropertyOptional({ description: 'stock_in only: taka a unit (default the current average cost)' })
  @IsOptional()
  @IsPrice('Unit cost is required.')
  unitCost?: number;

  @ApiProperty({ maxLength: 500 })
  @MaxLength(500, atMost('Reason', 500))
  @IsNotEmpty({ message: 'Reason is required.' })
  @IsString({ message: 'Reason is required.' })
  reason!: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptionalText('Reference', 100)
  reference?: string;

  @ApiPropertyOptional({ description: 'A date or ISO timestamp (default now), read as its Dhaka day' })
  @IsOptional()
  @IsDocumentDate('Date is required.', 'stock adjustment')
  adjustmentDate?: string;
}

const TRUE_OR_FALSE = ['true', 'false'] as const;
const booleanText = Transform(({ value }) => (value === true || value === false ? String(value) : value));

export class ProductListQuery extends ListQuery {
  @ApiPropertyOptional({ default: 50, maximum: 1000 })
  override limit = 50;

  @ApiPropertyOptional({ enum: PRODUCT_TYPES })
  @IsOptional()
  @IsIn(PRODUCT_TYPES, { message: TYPE_MESSAGE })
  type?: ProductType;

  @ApiPropertyOptional({ enum: TRUE_OR_FALSE, description: 'true: only products with stock ≤ reorder level' })
  @IsOptional()
  @booleanText
  @IsIn(TRUE_OR_FALSE, { message: 'lowStock must be true or false' })
  lowStock?: 'true' | 'false';

  @ApiPropertyOptional({ description: 'A supplier id' })
  @IsOptional()
  @IsUUID('all', { message: 'supplier must be a supplier id' })
  supplier?: string;

  @ApiPropertyOptional({ enum: TRUE_OR_FALSE })
  @IsOptional()
  @booleanText
  @IsIn(TRUE_OR_FALSE, { message: 'isActive must be true or false' })
  isActive?: 'true' | 'false';

  @ApiPropertyOptional({ enum: TRUE_OR_FALSE, description: 'true: totals { stock, inventoryValue, productCount } over the filtered set' })
  @IsOptional()
  @booleanText
  @IsIn(TRUE_OR_FALSE, { message: 'includeInventoryValue must be true or false' })
  includeInventoryValue?: 'true' | 'false';
}

export const STOCK_MOVEMENT_TYPES: readonly StockMovementType[] = ['opening', 'stock_in', 'stock_out', 'adjustment', 'damaged', 'revaluation', 'purchase', 'purchase_reversal', 'sale', 'sale_return'];

export class StockMovementQuery {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Max(100000, { message: 'page is too large' })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page = 1;

  @ApiPropertyOptional({ default: 10, maximum: 1000 })
  @IsOptional()
  @Max(1000, { message: 'limit must be at most 1000' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit = 10;

  @ApiPropertyOptional({ enum: STOCK_MOVEMENT_TYPES })
  @IsOptional()
  @IsIn(STOCK_MOVEMENT_TYPES, { message: `type must be one of ${STOCK_MOVEMENT_TYPES.join(', ')}` })
  type?: StockMovementType;

  @ApiPropertyOptional() @IsOptional() @IsISO8601({ strict: true }, { message: 'Invalid date' }) @IsBooksDate('Invalid date')
  startDate?: string;

  @ApiPropertyOptional() @IsOptional() @IsISO8601({ strict: true }, { message: 'Invalid date' }) @IsBooksDate('Invalid date')
  endDate?: string;
}

export class PriceHistoryQuery {
  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Type(() => Number)
  limit = 20;
}
