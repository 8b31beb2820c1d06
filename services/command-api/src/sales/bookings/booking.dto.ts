import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { BOOKING_CHOSEN_STATUSES, BOOKING_DESCRIPTIONS, BOOKING_STATUSES } from '@dealer/domain';
import { IsBooksDate, IsDocumentDate, IsMoney, IsRequiredText } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';
import { IsTransactionId } from '../payment-references';

const STATUS_MESSAGE = `Status must be one of ${BOOKING_CHOSEN_STATUSES.join(', ')}`;
const DESCRIPTION_MESSAGE = `Description must be one of ${BOOKING_DESCRIPTIONS.join(', ')}`;

const amountRules = () => IsMoney('Please enter amount', 0, 'Amount cannot be negative');
const methodRules = () => IsUUID('all', { message: 'Please select payment method' });
const descriptionRules = () => applyDecorators(ApiPropertyOptional({ enum: BOOKING_DESCRIPTIONS }), IsOptional(), IsIn(['', ...BOOKING_DESCRIPTIONS], { message: DESCRIPTION_MESSAGE }));
const statusRules = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: BOOKING_CHOSEN_STATUSES, description: 'Default Confirmed. Cancelled returns the money that remains to the account it came into and releases the unit' }),
    IsOptional(),
    IsIn(BOOKING_CHOSEN_STATUSES, { message: STATUS_MESSAGE }),
  );
const motorcycleRules = () =>
  applyDecorators(
    ApiPropertyOptional({ description: 'An Available motorcycle the booking reserves until it is applied, refunded or cancelled; null for none' }),
    IsOptional(),
    ValidateIf((_, value) => value !== null),
    IsUUID('all', { message: 'motorcycleId must be a motorcycle id' }),
  );

/** POST /api/bookings. */
export class BookingRequest {
  @ApiProperty() @IsUUID('all', { message: 'Please select a customer' })
  customer!: string;

  @ApiProperty({ example: 50000, description: 'Taka, 0 or more, at most 2 decimals' }) @amountRules()
  amount!: number;

  @ApiProperty({ description: 'The payment method the money came by (its account takes the deposit)' }) @methodRules()
  method!: string;

  @descriptionRules() description?: string;
  @statusRules() status?: string;
  @motorcycleRules() motorcycleId?: string | null;
  @IsTransactionId() transactionId?: string;

  @ApiPropertyOptional({ description: 'The business day of the deposit; default today (Asia/Dhaka)' })
  @IsOptional()
  @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'booking')
  date?: string;
}

/** POST /api/bookings/customer/{customerId}/booking-money: a deposit for the customer in the path. */
export class BookingMoneyRequest {
  @ApiProperty({ example: 50000 }) @amountRules()
  amount!: number;

  @ApiProperty() @methodRules()
  method!: string;

  @descriptionRules() description?: string;
  @statusRules() status?: string;
  @motorcycleRules() motorcycleId?: string | null;
  @IsTransactionId() transactionId?: string;
}

/** PUT /api/bookings/{id}: the fields that change (left out: unchanged). */
export class BookingUpdateRequest {
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'Please select a customer' })
  customer?: string;

  @ApiPropertyOptional({ example: 50000 }) @IsOptional() @amountRules()
  amount?: number;

  @ApiPropertyOptional() @IsOptional() @methodRules()
  method?: string;

  @descriptionRules() description?: string;
  @statusRules() status?: string;
  @motorcycleRules() motorcycleId?: string | null;
  @IsTransactionId() transactionId?: string;

  @ApiPropertyOptional({ description: 'Confirms taking a bank account into overdraft when a cancellation returns money' })
  @IsOptional()
  @IsBoolean({ message: 'allowOverdraft must be true or false' })
  allowOverdraft?: boolean;
}

/** POST /api/bookings/{id}/refund. */
export class BookingRefundRequest {
  // Between ৳0.01 and the refundable amount: the decision says so with that amount.
  @ApiProperty({ example: 10000, description: 'Taka, from 0.01 to the refundable amount' })
  @IsMoney('Please enter refund amount', -1_000_000_000_000, 'Refund amount is out of range')
  refundAmount!: number;

  @ApiProperty({ description: 'The payment method the money goes back by' }) @IsUUID('all', { message: 'Please select refund method' })
  refundMethod!: string;

  @IsTransactionId() transactionId?: string;

  @ApiProperty({ maxLength: 500 }) @IsRequiredText('Please enter reason', 500, 'Reason')
  reason!: string;

  @ApiPropertyOptional({ description: 'Default today (Asia/Dhaka)' }) @IsOptional() @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'refund')
  refundDate?: string;

  @ApiPropertyOptional({ description: 'Confirms taking a bank account into overdraft' }) @IsOptional() @IsBoolean({ message: 'allowOverdraft must be true or false' })
  allowOverdraft?: boolean;
}

export class BookingListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: BOOKING_STATUSES })
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: `status must be one of ${BOOKING_STATUSES.join(', ')}` })
  status?: string;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'customer must be a customer id' })
  customer?: string;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'motorcycleId must be a motorcycle id' })
  motorcycleId?: string;

  @ApiPropertyOptional({ description: 'Booked on or after' }) @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional({ description: 'Booked on or before' }) @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;
}
