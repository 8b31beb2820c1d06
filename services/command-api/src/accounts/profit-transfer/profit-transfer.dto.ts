import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_REVERSAL_REASON_LENGTH } from '@dealer/domain';
import { IsBooksDate } from '../../platform/dto-decorators';

export class ProfitTransferRequest {
  @ApiProperty({ example: '2026-12-31', description: 'Revenue and expenses up to this date close into Retained Earnings; not after today (Asia/Dhaka)' })
  @IsBooksDate('Please select the transfer date')
  transferDate!: string;
}

const REASON_REQUIRED = 'Please enter the reason for reversing the closing';

export class ReverseProfitTransferRequest {
  @ApiProperty({ example: 'Closed before the supplier bills of the month came in', minLength: 1, maxLength: MAX_REVERSAL_REASON_LENGTH })
  // With stopAtFirstError the decorator nearest the property runs first.
  @MaxLength(MAX_REVERSAL_REASON_LENGTH, { message: `Reason must be at most ${MAX_REVERSAL_REASON_LENGTH} characters` })
  @Matches(/\S/, { message: REASON_REQUIRED })
  @IsString({ message: REASON_REQUIRED })
  reason!: string;
}

/** The closings, latest first (the spec's other lists: 10 a page). */
export class ProfitTransferListQuery {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100000, { message: 'page is too large' })
  page = 1;

  @ApiPropertyOptional({ default: 10, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit = 10;
}
