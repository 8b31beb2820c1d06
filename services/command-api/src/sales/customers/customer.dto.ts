import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { BIN_MESSAGE, CUSTOMER_LIMITS } from '@dealer/domain';
import { ListQuery } from '../../platform/list-query';

const atMost = (label: string, limit: number) => ({ message: `${label} must be at most ${limit} characters` });
/** Left out, null or '' clears it (the forms send '' for an empty optional field). */
const given = (_object: object, value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * POST /api/customers: name and phone required; the email is not validated on add (spec §5).
 * The phone's format, its uniqueness, the NID's digits and the vehicle are the domain's checks.
 */
export class CreateCustomerRequest {
  @ApiProperty({ example: 'Rahim Uddin', maxLength: CUSTOMER_LIMITS.name })
  @MaxLength(CUSTOMER_LIMITS.name, atMost('Name', CUSTOMER_LIMITS.name))
  @IsNotEmpty({ message: 'Name is required.' })
  @IsString({ message: 'Name is required.' })
  name!: string;

  @ApiProperty({ description: 'A Bangladeshi mobile (11 digits, 01[3-9]…, or +880…) or landline with its area code (9 or 10 digits); kept as its digits', example: '01711-000000', maxLength: CUSTOMER_LIMITS.phone })
  @MaxLength(CUSTOMER_LIMITS.phone, atMost('Phone', CUSTOMER_LIMITS.phone))
  @IsNotEmpty({ message: 'Phone is required.' })
  @IsString({ message: 'Phone is required.' })
  phone!: string;

  @ApiPropertyOptional({ maxLength: CUSTOMER_LIMITS.fatherName })
  @IsOptional()
  @MaxLength(CUSTOMER_LIMITS.fatherName, atMost("Father's name", CUSTOMER_LIMITS.fatherName))
  @IsString({ message: "Father's name must be text" })
  fatherName?: string;

  @ApiPropertyOptional({ maxLength: CUSTOMER_LIMITS.email })
  @IsOptional()
  @MaxLength(CUSTOMER_LIMITS.email, atMost('Email', CUSTOMER_LIMITS.email))
  @IsString({ message: 'Email must be text' })
  email?: string;

  @ApiPropertyOptional({ maxLength: CUSTOMER_LIMITS.address })
  @IsOptional()
  @MaxLength(CUSTOMER_LIMITS.address, atMost('Address', CUSTOMER_LIMITS.address))
  @IsString({ message: 'Address must be text' })
  address?: string;

  @ApiPropertyOptional({ description: 'National ID number: 10, 13 or 17 digits', example: '1234567890' })
  @IsOptional()
  @MaxLength(17, { message: 'NID must be 10, 13 or 17 digits' })
  @IsString({ message: 'NID must be 10, 13 or 17 digits' })
  nid?: string;

  @ApiPropertyOptional({ description: "A business customer's Bangladesh Business Identification Number: 13 digits (the domain's check); '' for none", example: '0001234567890' })
  @IsOptional()
  @MaxLength(20, { message: BIN_MESSAGE })
  @IsString({ message: BIN_MESSAGE })
  bin?: string;

  @ApiPropertyOptional({ description: 'The id of the vehicle model the customer rides; null or empty for none', nullable: true })
  @ValidateIf(given)
  @IsUUID(undefined, { message: 'Vehicle not found' })
  vehicle?: string | null;
}

/**
 * PUT /api/customers/{id}: the add form's fields, each optional; left out, a field keeps its value.
 * Name and phone are required once the update is applied; the email stays optional as on add (many
 * customers have none: the dealer's reality over the spec's §5), in a valid format when it changes.
 * The domain's checks, as they depend on what the customer has.
 */
export class UpdateCustomerRequest extends PartialType(CreateCustomerRequest) {
  @ApiPropertyOptional({ description: 'The id of the path, when sent' })
  @IsOptional()
  @IsString({ message: 'id must be the id of the path' })
  id?: string;
}

/** GET /api/customers: search matches the name, or the phone's digits however they are typed. */
export class CustomerListQuery extends ListQuery {}

/** GET /api/customers/{id}: the customer's purchases come a page at a time, 5 by default (spec §9). */
export class CustomerDetailsQuery {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'purchasesPage must be a whole number' })
  @Min(1, { message: 'purchasesPage must be at least 1' })
  @Max(100000, { message: 'purchasesPage is too large' })
  purchasesPage = 1;

  @ApiPropertyOptional({ default: 5, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'purchasesLimit must be a whole number' })
  @Min(1, { message: 'purchasesLimit must be at least 1' })
  @Max(100, { message: 'purchasesLimit must be at most 100' })
  purchasesLimit = 5;
}
