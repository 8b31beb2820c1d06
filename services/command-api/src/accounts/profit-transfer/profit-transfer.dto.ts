import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { MAX_REVERSAL_REASON_LENGTH } from '@dealer/domain';
import { IsDocumentDate } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

export class ProfitTransferRequest {
  @ApiProperty({ example: '2026-12-31', description: 'Revenue and expenses up to this date close into Retained Earnings; not after today (Asia/Dhaka)' })
  @IsDocumentDate('Please select the transfer date', 'closing')
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

/** The closings, latest first: page and limit as every list has them. */
export class ProfitTransferListQuery extends PickType(ListQuery, ['page', 'limit'] as const) {}
