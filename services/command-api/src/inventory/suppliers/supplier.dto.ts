import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { BIN_MESSAGE, SUPPLIER_LIMITS } from '@dealer/domain';
import { ListQuery } from '../../platform/list-query';

const atMost = (label: string, limit: number) => ({ message: `${label} must be at most ${limit} characters` });

/** POST /api/suppliers: name, contactPerson, phone, address required ('X is required.'), a valid email (spec §5). */
export class CreateSupplierRequest {
  @ApiProperty({ example: 'Rangs Motors', maxLength: SUPPLIER_LIMITS.name })
  @MaxLength(SUPPLIER_LIMITS.name, atMost('Name', SUPPLIER_LIMITS.name))
  @IsNotEmpty({ message: 'Name is required.' })
  @IsString({ message: 'Name is required.' })
  name!: string;

  @ApiProperty({ example: 'Karim Ahmed', maxLength: SUPPLIER_LIMITS.contactPerson })
  @MaxLength(SUPPLIER_LIMITS.contactPerson, atMost('Contact Person', SUPPLIER_LIMITS.contactPerson))
  @IsNotEmpty({ message: 'Contact Person is required.' })
  @IsString({ message: 'Contact Person is required.' })
  contactPerson!: string;

  @ApiProperty({ example: '+880 1711-000000', maxLength: SUPPLIER_LIMITS.phone })
  @MaxLength(SUPPLIER_LIMITS.phone, atMost('Phone', SUPPLIER_LIMITS.phone))
  @IsNotEmpty({ message: 'Phone is required.' })
  @IsString({ message: 'Phone is required.' })
  phone!: string;

  @ApiProperty({ example: 'orders@rangs.example', maxLength: SUPPLIER_LIMITS.email })
  @MaxLength(SUPPLIER_LIMITS.email, atMost('Email', SUPPLIER_LIMITS.email))
  @IsEmail({}, { message: 'Valid email is required.' })
  @IsString({ message: 'Valid email is required.' })
  email!: string;

  @ApiProperty({ example: 'Tejgaon, Dhaka', maxLength: SUPPLIER_LIMITS.address })
  @MaxLength(SUPPLIER_LIMITS.address, atMost('Address', SUPPLIER_LIMITS.address))
  @IsNotEmpty({ message: 'Address is required.' })
  @IsString({ message: 'Address is required.' })
  address!: string;

  @ApiPropertyOptional({ maxLength: SUPPLIER_LIMITS.notes })
  @IsOptional()
  @MaxLength(SUPPLIER_LIMITS.notes, atMost('Notes', SUPPLIER_LIMITS.notes))
  @IsString({ message: 'Notes must be text' })
  notes?: string;

  @ApiPropertyOptional({ example: '0001234567890', description: "Bangladesh Business Identification Number: 13 digits (the domain's check); '' for none" })
  @IsOptional()
  @IsString({ message: BIN_MESSAGE })
  bin?: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/**
 * PUT /api/suppliers/{id}: the update form sends every field; the list's toggle sends id and
 * isActive alone. Fields left out keep their values.
 */
export class UpdateSupplierRequest {
  @ApiPropertyOptional({ description: 'The id of the path, when sent' })
  @IsOptional()
  @IsString({ message: 'id must be the id of the path' })
  id?: string;

  @ApiPropertyOptional({ maxLength: SUPPLIER_LIMITS.name })
  @IsOptional()
  @MaxLength(SUPPLIER_LIMITS.name, atMost('Name', SUPPLIER_LIMITS.name))
  @IsNotEmpty({ message: 'Name is required.' })
  @IsString({ message: 'Name is required.' })
  name?: string;

  @ApiPropertyOptional({ maxLength: SUPPLIER_LIMITS.contactPerson })
  @IsOptional()
  @MaxLength(SUPPLIER_LIMITS.contactPerson, atMost('Contact Person', SUPPLIER_LIMITS.contactPerson))
  @IsNotEmpty({ message: 'Contact Person is required.' })
  @IsString({ message: 'Contact Person is required.' })
  contactPerson?: string;

  @ApiPropertyOptional({ maxLength: SUPPLIER_LIMITS.phone })
  @IsOptional()
  @MaxLength(SUPPLIER_LIMITS.phone, atMost('Phone', SUPPLIER_LIMITS.phone))
  @IsNotEmpty({ message: 'Phone is required.' })
  @IsString({ message: 'Phone is required.' })
  phone?: string;

  @ApiPropertyOptional({ maxLength: SUPPLIER_LIMITS.email })
  @IsOptional()
  @MaxLength(SUPPLIER_LIMITS.email, atMost('Email', SUPPLIER_LIMITS.email))
  @IsEmail({}, { message: 'Valid email is required.' })
  @IsString({ message: 'Valid email is required.' })
  email?: string;

  @ApiPropertyOptional({ maxLength: SUPPLIER_LIMITS.address })
  @IsOptional()
  @MaxLength(SUPPLIER_LIMITS.address, atMost('Address', SUPPLIER_LIMITS.address))
  @IsNotEmpty({ message: 'Address is required.' })
  @IsString({ message: 'Address is required.' })
  address?: string;

  @ApiPropertyOptional({ maxLength: SUPPLIER_LIMITS.notes })
  @IsOptional()
  @MaxLength(SUPPLIER_LIMITS.notes, atMost('Notes', SUPPLIER_LIMITS.notes))
  @IsString({ message: 'Notes must be text' })
  notes?: string;

  @ApiPropertyOptional({ example: '0001234567890', description: "Bangladesh Business Identification Number: 13 digits (the domain's check); '' for none" })
  @IsOptional()
  @IsString({ message: BIN_MESSAGE })
  bin?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

export class SupplierListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only active (true) or inactive (false) suppliers' })
  @IsOptional()
  @Transform(({ value }) => (value === true || value === false ? String(value) : value))
  @IsIn(['true', 'false'], { message: 'isActive must be true or false' })
  isActive?: 'true' | 'false';
}
