import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { IsBooksDate, IsDocumentDate, IsMoney, IsOptionalText, IsRequiredText, upperCase } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

const ANY_AMOUNT = -1_000_000_000_000;
/** The rates a supplier's 6.3 may show (issue 24), percent. */
export const PURCHASE_VAT_RATES_PERCENT = [0, 5, 7.5, 10, 15];

export class PurchaseUnitBody {
  @ApiProperty({ example: 'ME4KC09EXR8012345' }) @IsRequiredText('Please enter chassis number!', 50, 'Chassis number', upperCase)
  chassisNo!: string;

  @ApiProperty({ example: 'KC09E8012345' }) @IsRequiredText('Please enter engine number!', 50, 'Engine number', upperCase)
  engineNo!: string;

  @ApiProperty({ example: 'Racing Blue' }) @IsRequiredText('Please enter color!', 50, 'Color')
  color!: string;
}

export class PurchaseItemBody {
  @ApiProperty() @IsUUID('all', { message: 'Please select a product!' })
  product!: string;

  @ApiProperty({ example: 2 })
  @Max(1_000_000, { message: 'Quantity must be at most 1000000' })
  @Min(1, { message: 'Quantity must be greater than 0!' })
  @IsInt({ message: 'Quantity must be a whole number' })
  @IsDefined({ message: 'Please enter quantity!' })
  quantity!: number;

  @ApiProperty({ example: 185000 }) @IsMoney('Please enter a price!', 0.01, 'Price must be greater than 0!')
  purchasePrice!: number;

  @ApiProperty({ example: 215000 }) @IsMoney('Please enter a price!', 0.01, 'Price must be greater than 0!')
  salePrice!: number;

  @ApiPropertyOptional({ example: 15, enum: PURCHASE_VAT_RATES_PERCENT, description: 'The VAT rate the supplier charged, percent (only when registered for VAT on the purchase date)' })
  @IsOptional()
  @IsIn(PURCHASE_VAT_RATES_PERCENT, { message: 'The VAT rate must be one of 0, 5, 7.5, 10, 15 percent' })
  vatRate?: number | null;

  @ApiPropertyOptional({ example: 27750, description: 'The VAT of the whole line (taka) as the supplier’s Mushak-6.3 shows it; default: the rate on the line’s value' })
  @IsOptional()
  @IsMoney('The VAT must be an amount', 0, 'The VAT cannot be negative')
  vat?: number | null;

  @ApiPropertyOptional({ type: [PurchaseUnitBody], description: 'A Motorcycle line: exactly one per quantity; other lines: none' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => PurchaseUnitBody)
  @ArrayMaxSize(1000, { message: 'A line can list at most 1000 units' })
  @IsArray({ message: 'units must be a list' })
  units?: PurchaseUnitBody[] | null;
}

/** POST and PUT (whole) /api/purchases. */
export class PurchaseRequest {
  @ApiProperty() @IsUUID('all', { message: 'Please select a supplier!' })
  supplier!: string;

  @ApiProperty({ example: 'M-1042' }) @IsRequiredText('Please enter a memo number!', 50, 'Memo number')
  memoNumber!: string;

  @ApiProperty({ example: '2026-11-25' }) @IsDocumentDate('Please select a purchase date!', 'purchase')
  purchaseDate!: string;

  @ApiPropertyOptional({ default: 30 })
  @IsOptional()
  @Max(365, { message: 'Payment terms must be 0 to 365 days' })
  @Min(0, { message: 'Payment terms must be 0 to 365 days' })
  @IsInt({ message: 'Payment terms must be 0 to 365 days' })
  paymentTerms?: number | null;

  @ApiPropertyOptional({ description: 'Default: purchaseDate + paymentTerms' }) @IsOptional() @IsBooksDate('Please enter a valid date (YYYY-MM-DD)')
  dueDate?: string | null;

  @ApiPropertyOptional({ default: 0 }) @IsOptional() @IsMoney('Other charges must be an amount', 0, 'Other charges cannot be negative')
  otherCharges?: number | null;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(1000, 'Notes')
  notes?: string | null;

  @ApiPropertyOptional({ example: '0042', description: 'The supplier’s Mushak-6.3 number (with its date: the VAT is input credit under Standard)' })
  @IsOptional()
  @IsOptionalText(40, 'The supplier’s Mushak-6.3 number')
  supplierMushakNumber?: string | null;

  @ApiPropertyOptional({ example: '2026-11-24', description: 'The supplier’s Mushak-6.3 date: not after the purchase date' })
  @IsOptional()
  @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'supplier’s Mushak-6.3')
  supplierMushakDate?: string | null;

  @ApiProperty({ type: [PurchaseItemBody] })
  @ValidateNested({ each: true })
  @Type(() => PurchaseItemBody)
  @ArrayMaxSize(200, { message: 'A purchase can have at most 200 items' })
  @ArrayMinSize(1, { message: 'You must add at least one item.' })
  @IsArray({ message: 'You must add at least one item.' })
  items!: PurchaseItemBody[];

  @ApiProperty() @IsUUID('all', { message: 'Please select a payment method!' })
  purchasePaymentMethod!: string;

  @ApiPropertyOptional({ default: 0, description: 'Paid at once with the purchase payment method' })
  @IsOptional()
  @IsMoney('Paid amount must be an amount', ANY_AMOUNT, 'Paid amount is out of range')
  paidAmount?: number | null;

  @ApiPropertyOptional({ description: 'When sent, must equal the items plus other charges within 0.01' })
  @IsOptional()
  @IsMoney('Total must be an amount', ANY_AMOUNT, 'Total is out of range')
  total?: number | null;

  @ApiPropertyOptional({ description: 'Confirms taking a bank account into overdraft' })
  @IsOptional()
  @IsBoolean({ message: 'allowOverdraft must be true or false' })
  allowOverdraft?: boolean | null;
}

export class PurchaseListQuery extends ListQuery {
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'supplier must be a supplier id' })
  supplier?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;
}
