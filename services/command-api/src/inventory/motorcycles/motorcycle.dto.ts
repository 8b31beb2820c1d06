import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { MOTORCYCLE_FUEL_TYPES, MOTORCYCLE_STATUSES, type MotorcycleFuelType } from '@dealer/domain';
import { IsBooksDate, IsDocumentDate, IsMoney, IsOptionalText, IsRequiredText, upperCase } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

/** What the register may set: Sold comes and goes with an invoice. */
export const SETTABLE_STATUSES = ['Available', 'Reserved', 'In Service'] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

const STATUS_OPTIONS = {
  message: ({ value }: { value: unknown }) => (value === 'Sold' ? 'A motorcycle is marked Sold by its invoice' : 'Please select status!'),
};

export class MotorcycleLocationBody {
  @ApiPropertyOptional() @IsOptional() @IsOptionalText(100, 'Warehouse')
  warehouse?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(100, 'Section')
  section?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(100, 'Position')
  position?: string | null;
}

export class MotorcycleInsuranceBody {
  @ApiPropertyOptional() @IsOptional() @IsOptionalText(100, 'Provider')
  provider?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(100, 'Policy number')
  policyNumber?: string | null;

  @ApiPropertyOptional({ example: '2027-01-31' }) @IsOptional() @IsBooksDate('Please enter a valid date (YYYY-MM-DD)')
  expiryDate?: string | null;

  @ApiPropertyOptional({ example: 4500 }) @IsOptional() @IsMoney('Please enter premium', 0, 'Premium cannot be negative')
  premium?: number | null;
}

/** The optional part of a unit: the register's tabs beyond the basics. */
class MotorcycleOptionalFields {
  @ApiPropertyOptional({ example: '2026-11-20' }) @IsOptional() @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'purchase')
  purchaseDate?: string | null;

  @ApiPropertyOptional({ example: 185000, description: 'Taka, at least 0 (default 0)' })
  @IsOptional()
  @IsMoney('Please enter purchase price!', 0, 'Purchase price cannot be negative')
  purchasePrice?: number | null;

  @ApiPropertyOptional() @IsOptional() @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'registration')
  registrationDate?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(50, 'Registration number', upperCase)
  registrationNumber?: string | null;

  @ApiPropertyOptional({ description: 'Whole km, at least 0 (default 0)' })
  @IsOptional()
  @Max(10_000_000, { message: 'Mileage is too large' })
  @Min(0, { message: 'Mileage cannot be negative' })
  @IsInt({ message: 'Mileage must be a whole number of km' })
  mileage?: number | null;

  @ApiPropertyOptional({ enum: MOTORCYCLE_FUEL_TYPES }) @IsOptional() @IsIn(MOTORCYCLE_FUEL_TYPES, { message: `Fuel type must be one of ${MOTORCYCLE_FUEL_TYPES.join(', ')}` })
  fuelType?: MotorcycleFuelType | null;

  @ApiPropertyOptional() @IsOptional() @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'service')
  lastServiceDate?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('Please enter a valid date (YYYY-MM-DD)')
  nextServiceDate?: string | null;

  @ApiPropertyOptional({ type: MotorcycleLocationBody }) @IsOptional() @ValidateNested() @Type(() => MotorcycleLocationBody)
  location?: MotorcycleLocationBody | null;

  @ApiPropertyOptional({ type: MotorcycleInsuranceBody }) @IsOptional() @ValidateNested() @Type(() => MotorcycleInsuranceBody)
  insuranceDetails?: MotorcycleInsuranceBody | null;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(1000, 'Notes')
  notes?: string | null;
}

/** POST /api/products/motorcycles: a unit entered by hand. */
export class CreateMotorcycleRequest extends MotorcycleOptionalFields {
  @ApiProperty({ example: 'ME4KC09EXR8012345' }) @IsRequiredText('Please enter chassis number!', 50, 'Chassis number', upperCase)
  chassisNo!: string;

  @ApiProperty({ example: 'KC09E8012345' }) @IsRequiredText('Please enter engine number!', 50, 'Engine number', upperCase)
  engineNo!: string;

  @ApiProperty({ enum: SETTABLE_STATUSES }) @IsIn(SETTABLE_STATUSES, STATUS_OPTIONS)
  status!: SettableStatus;

  @ApiProperty({ description: 'A product of type Motorcycle' }) @IsUUID('all', { message: 'Please select a product!' })
  productId!: string;

  @ApiProperty({ example: 'Racing Blue' }) @IsRequiredText('Please enter color!', 50, 'Color')
  color!: string;
}

/** PUT /api/products/motorcycles/{id}: every field optional; left out keeps, null clears an optional one. */
export class UpdateMotorcycleRequest extends MotorcycleOptionalFields {
  @ApiPropertyOptional() @IsOptional() @IsRequiredText('Please enter chassis number!', 50, 'Chassis number', upperCase)
  chassisNo?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsRequiredText('Please enter engine number!', 50, 'Engine number', upperCase)
  engineNo?: string | null;

  @ApiPropertyOptional({ enum: SETTABLE_STATUSES }) @IsOptional() @IsIn(SETTABLE_STATUSES, STATUS_OPTIONS)
  status?: SettableStatus | null;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'Please select a product!' })
  productId?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsRequiredText('Please enter color!', 50, 'Color')
  color?: string | null;
}

export class MotorcycleListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: MOTORCYCLE_STATUSES }) @IsOptional() @IsIn(MOTORCYCLE_STATUSES, { message: `status must be one of ${MOTORCYCLE_STATUSES.join(', ')}` })
  status?: string;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'productId must be a product id' })
  productId?: string;
}
