import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { BUSINESS_SETTINGS_LIMITS as LIMITS } from '@dealer/domain';

const atMost = (label: string, limit: number) => ({ message: `${label} must be at most ${limit} characters` });
const TERMS = `Invoice terms must be a whole number of days from ${LIMITS.minInvoiceTermsDays} to ${LIMITS.maxInvoiceTermsDays}`;

/**
 * PUT /api/settings: the business profile and invoice terms. Fields left out keep their values;
 * the formats (email, phones, BIN, the logo's type and size) are the domain's checks.
 */
export class UpdateBusinessSettingsRequest {
  @ApiPropertyOptional({ example: 'Dhaka Motors', maxLength: LIMITS.businessName })
  @IsOptional()
  @MaxLength(LIMITS.businessName, atMost('Business name', LIMITS.businessName))
  @IsString({ message: 'Business name is required.' })
  businessName?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.address })
  @IsOptional()
  @MaxLength(LIMITS.address, atMost('Address', LIMITS.address))
  @IsString({ message: 'Address must be text' })
  address?: string;

  @ApiPropertyOptional({ type: [String], maxItems: LIMITS.phones, example: ['01711-000000'] })
  @IsOptional()
  @ArrayMaxSize(LIMITS.phones, { message: `At most ${LIMITS.phones} phone numbers` })
  @IsString({ each: true, message: 'Phones must be a list of phone numbers' })
  @IsArray({ message: 'Phones must be a list of phone numbers' })
  phones?: string[];

  @ApiPropertyOptional({ maxLength: LIMITS.email })
  @IsOptional()
  @MaxLength(LIMITS.email, atMost('Email', LIMITS.email))
  @IsString({ message: 'Email must be text' })
  email?: string;

  @ApiPropertyOptional({ description: `A PNG, JPEG, GIF or WebP image as a data URL, at most ${LIMITS.logoBytes / 1024} KB; '' or null removes the logo`, nullable: true })
  // Its size is the domain's check (the body limit of 1 MB bounds the text), so the refusal can say how large it is.
  @ValidateIf((_object, value) => value !== undefined && value !== null)
  @IsString({ message: 'Logo must be a PNG, JPEG, GIF or WebP image' })
  logoDataUrl?: string | null;

  @ApiPropertyOptional({ description: 'BIN / VAT registration number', example: '000123456-0101', maxLength: LIMITS.binVatNumber })
  @IsOptional()
  @MaxLength(LIMITS.binVatNumber, atMost('BIN/VAT registration number', LIMITS.binVatNumber))
  @IsString({ message: 'BIN/VAT registration number must be text' })
  binVatNumber?: string;

  @ApiPropertyOptional({ default: 30, minimum: LIMITS.minInvoiceTermsDays, maximum: LIMITS.maxInvoiceTermsDays })
  @IsOptional()
  @Max(LIMITS.maxInvoiceTermsDays, { message: TERMS })
  @Min(LIMITS.minInvoiceTermsDays, { message: TERMS })
  @IsInt({ message: TERMS })
  invoiceTermsDays?: number;

  @ApiPropertyOptional({ maxLength: LIMITS.footerText })
  @IsOptional()
  @MaxLength(LIMITS.footerText, atMost('Footer text', LIMITS.footerText))
  @IsString({ message: 'Footer text must be text' })
  footerText?: string;

  /** Payments by Mobile Banking (bKash, Nagad, Rocket) and Card methods must carry their transaction ID (on until turned off). */
  @ApiPropertyOptional({ example: true, default: true })
  @IsOptional()
  @IsBoolean({ message: 'Transaction ID required must be true or false' })
  transactionIdRequired?: boolean;

  /** A Sales user's invoice discounted above this percentage of its subtotal waits for an Administrator or Accountant. */
  @ApiPropertyOptional({ example: 10, minimum: 0, maximum: 100 })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Discount needing approval above must be a percentage with at most 2 decimals' })
  @Min(0, { message: 'Discount needing approval above must be a percentage from 0 to 100' })
  @Max(100, { message: 'Discount needing approval above must be a percentage from 0 to 100' })
  discountApprovalAbovePercent?: number;

  /** The reorder level and quantity a product of each type gets when created without its own (the domain checks them). */
  @ApiPropertyOptional({ example: { Motorcycle: { reorderLevel: 1, reorderQuantity: 2 }, 'Spare Parts': { reorderLevel: 5, reorderQuantity: 20 }, Accessories: { reorderLevel: 5, reorderQuantity: 20 } } })
  @IsOptional()
  @IsObject({ message: 'Reorder defaults must be given per product type (Motorcycle, Spare Parts, Accessories)' })
  reorderDefaults?: Record<string, { reorderLevel?: number; reorderQuantity?: number }>;

  /** Each paper's own footer (the invoice's is `footerText`); papers left out keep theirs, '' prints none. */
  @ApiPropertyOptional({ example: { deliveryChallan: 'Received the goods above in good order and condition.', bookingReceipt: '', moneyReceipt: 'Thank you for your payment.' } })
  @IsOptional()
  @IsObject({ message: 'Paper footers must name the papers (deliveryChallan, bookingReceipt, moneyReceipt)' })
  paperFooters?: { deliveryChallan?: string; bookingReceipt?: string; moneyReceipt?: string };
}
