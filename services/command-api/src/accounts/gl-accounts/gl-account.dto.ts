import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { GL_CLASS_TYPES } from '@dealer/domain';
import { MAX_TAKA } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

export class IntegrationMappings {
  @ApiPropertyOptional({ description: 'The account holds cash or bank money' })
  @IsOptional()
  @IsBoolean({ message: 'cashAccount must be true or false' })
  cashAccount?: boolean;
}

export class BankDetailsRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Bank name must be at most 100 characters' })
  bankName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Account number must be at most 40 characters' })
  accountNumber?: string;
}

export class GlAccountProfileRequest {
  @ApiProperty({ example: 'Cash in Hand' })
  @MaxLength(120, { message: 'Name must be at most 120 characters' })
  @IsNotEmpty({ message: 'Please input the name!' })
  @IsString({ message: 'Please input the name!' })
  name!: string;

  @ApiProperty({ example: '1101' })
  @MaxLength(20, { message: 'Code must be at most 20 characters' })
  @IsNotEmpty({ message: 'Please input the code!' })
  @IsString({ message: 'Please input the code!' })
  code!: string;

  @ApiProperty({ description: 'GL group id' })
  @IsUUID('all', { message: 'Please select a GL Group!' })
  glGroup!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description?: string;

  @ApiPropertyOptional({ description: 'Active (true) or inactive' })
  @IsOptional()
  @IsBoolean({ message: 'status must be true or false' })
  status?: boolean;

  @ApiPropertyOptional({ type: IntegrationMappings })
  @IsOptional()
  @ValidateNested()
  @Type(() => IntegrationMappings)
  integrationMappings?: IntegrationMappings;

  @ApiPropertyOptional({ type: BankDetailsRequest, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => BankDetailsRequest)
  bankDetails?: BankDetailsRequest | null;
}

export class CreateGlAccountRequest extends GlAccountProfileRequest {
  @ApiProperty({ example: 0, description: 'Taka, 2 decimals; a nonzero amount posts against Opening Balance Equity' })
  @Max(MAX_TAKA, { message: 'Opening balance is too large' })
  @Min(-MAX_TAKA, { message: 'Opening balance is too large' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Please input the opening balance!' })
  openingBalance!: number;

  @ApiPropertyOptional({ description: 'Derived from postings; when sent it must equal the opening balance' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Please input the balance!' })
  balance?: number;
}

export class GlAccountListQuery extends ListQuery {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID('all', { message: 'glGroup must be an id' })
  glGroup?: string;

  @ApiPropertyOptional({ enum: GL_CLASS_TYPES })
  @IsOptional()
  @IsIn(GL_CLASS_TYPES, { message: `type must be one of ${GL_CLASS_TYPES.join(', ')}` })
  type?: string;
}
