import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNumber, IsObject, IsOptional } from 'class-validator';
import { VAT_SCHEMES } from '@dealer/domain';
import { IsBooksDate } from '../platform/dto-decorators';

/**
 * PUT /api/settings/vat: the VAT settings from `effectiveFrom` (default today in Dhaka). Fields left
 * out keep their values; percentages are in percent (15, 7.5). The rates, the trade rate, the
 * authorized person and the date's range are the domain's checks (`changeVatSettings`).
 */
export class UpdateVatSettingsRequest {
  @ApiPropertyOptional({ example: true, default: false, description: 'Registered for VAT: off, no VAT anywhere' })
  @IsOptional()
  @IsBoolean({ message: 'Registered must be true or false' })
  registered?: boolean;

  @ApiPropertyOptional({ enum: VAT_SCHEMES, default: 'Standard' })
  @IsOptional()
  @IsIn(VAT_SCHEMES, { message: 'Scheme must be Standard or Trade' })
  scheme?: 'Standard' | 'Trade';

  @ApiPropertyOptional({ example: 5, default: 5, description: 'The Trade scheme’s rate on every sale line, percent (5, 7.5, 10 or 15)' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The trade rate must be a percentage' })
  tradeRatePercent?: number;

  @ApiPropertyOptional({ example: true, default: true, description: 'Prices include VAT (the VAT is inside the price) or VAT is added on top' })
  @IsOptional()
  @IsBoolean({ message: 'Prices include VAT must be true or false' })
  pricesIncludeVat?: boolean;

  @ApiPropertyOptional({
    description: 'The Standard scheme’s rate per type, percent (0, 5, 7.5, 10 or 15); types left out keep theirs',
    example: { Motorcycle: 15, 'Spare Parts': 15, Accessories: 15, Service: 15 },
  })
  @IsOptional()
  @IsObject({ message: 'Rates by type must name each type’s rate (Motorcycle, Spare Parts, Accessories, Service)' })
  ratesByType?: Record<string, number>;

  @ApiPropertyOptional({ description: 'Who signs the tax invoices (Mushak-6.3)', example: { name: 'Rahim Uddin', designation: 'Managing Director' } })
  @IsOptional()
  @IsObject({ message: 'The authorized person must have a name and a designation' })
  authorizedPerson?: { name?: string; designation?: string };

  @ApiPropertyOptional({ example: '2026-12-01', description: 'Documents dated on or after it use these settings (default: today in Dhaka)' })
  @IsOptional()
  @IsBooksDate('Effective from must be a date (YYYY-MM-DD)')
  effectiveFrom?: string;
}
