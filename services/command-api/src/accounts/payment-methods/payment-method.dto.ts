import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { CARD_TYPES, MOBILE_PROVIDERS, PAYMENT_METHOD_TYPES, type PaymentMethodType } from '@dealer/domain';

const FEE_RANGE_MESSAGE = 'Processing fee must be between 0 and 100 percent';
const FEE_DECIMALS_MESSAGE = 'Processing fee must be a percent with at most 2 decimals (e.g. 1.85)';

export class PaymentMethodDetailsRequest {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100, { message: 'Bank name must be at most 100 characters' })
  bankName?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40, { message: 'Account number must be at most 40 characters' })
  accountNumber?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40, { message: 'Routing number must be at most 40 characters' })
  routingNumber?: string;

  @ApiPropertyOptional({ enum: CARD_TYPES }) @IsOptional() @IsIn(CARD_TYPES, { message: `Card type must be one of ${CARD_TYPES.join(', ')}` })
  cardType?: string;

  @ApiPropertyOptional({ enum: MOBILE_PROVIDERS }) @IsOptional() @IsIn(MOBILE_PROVIDERS, { message: `Mobile provider must be one of ${MOBILE_PROVIDERS.join(', ')}` })
  mobileProvider?: string;
}

export class PaymentMethodRequest {
  @ApiProperty({ example: 'bKash' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please input the name!' })
  @IsString({ message: 'Please input the name!' })
  name!: string;

  @ApiProperty({ example: 'bKash Merchant 01711-000000' })
  @MaxLength(100, { message: 'Payment account must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please input the payment account!' })
  @IsString({ message: 'Please input the payment account!' })
  paymentAccount!: string;

  @ApiProperty({ description: 'GL account id the money lands in' })
  @IsUUID('all', { message: 'Please select a GL account!' })
  account!: string;

  @ApiProperty({ enum: PAYMENT_METHOD_TYPES })
  @IsIn(PAYMENT_METHOD_TYPES, { message: 'Please select the type!' })
  type!: PaymentMethodType;

  @ApiPropertyOptional({ enum: ['active', 'inactive'], default: 'active' })
  @IsOptional()
  @IsIn(['active', 'inactive'], { message: 'Status must be active or inactive' })
  status?: 'active' | 'inactive';

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'Percent with at most 2 decimals (1.85 is 1.85%), kept exactly' })
  @IsOptional()
  @Max(100, { message: FEE_RANGE_MESSAGE })
  @Min(0, { message: FEE_RANGE_MESSAGE })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: FEE_DECIMALS_MESSAGE })
  processingFee?: number;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_request, value) => value !== null)
  @IsUUID('all', { message: 'Processing fee account must be an account' })
  processingFeeAccount?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isDefault must be true or false' })
  isDefault?: boolean;

  @ApiPropertyOptional({ type: PaymentMethodDetailsRequest })
  @IsOptional()
  @ValidateNested()
  @Type(() => PaymentMethodDetailsRequest)
  details?: PaymentMethodDetailsRequest;
}
