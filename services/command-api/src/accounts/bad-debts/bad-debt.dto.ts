import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { BAD_DEBT_REASONS, BAD_DEBT_STATUSES, type BadDebtReason, type BadDebtStatus } from '@dealer/domain';
import { IsBooksDate, IsDocumentDate, IsMoney, IsOptionalText } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

/** POST and PUT (whole) /api/accounts/bad-debts: the 'Write Off Bad Debt' form (accounting spec §5). */
export class BadDebtRequest {
  @ApiProperty() @IsUUID('all', { message: 'Please select a customer!' })
  customer!: string;

  @ApiPropertyOptional({ description: "The receivable's invoice: required when the receivable is an invoice's due; none for a receivable entered by hand" })
  @IsOptional()
  @IsUUID('all', { message: 'Please select an invoice!' })
  invoice?: string | null;

  @ApiProperty() @IsUUID('all', { message: 'Please select the receivable record!' })
  receivable!: string;

  @ApiProperty({ description: "An expense account whose name says 'bad debt' or 'doubtful'" }) @IsUUID('all', { message: 'Please select the bad debt account!' })
  badDebtAccount!: string;

  @ApiProperty({ example: 25000 }) @IsMoney('Please enter the original amount!', 0, 'Amounts have a minimum of 0')
  originalAmount!: number;

  @ApiProperty({ example: 20000, description: 'Above 0 and at most what remains of the receivable' }) @IsMoney('Please enter the write-off amount!', 0, 'Amounts have a minimum of 0')
  writeOffAmount!: number;

  @ApiProperty({ example: '2026-11-25' }) @IsDocumentDate('Please select the write-off date!', 'write-off')
  writeOffDate!: string;

  @ApiProperty({ enum: BAD_DEBT_REASONS }) @IsIn(BAD_DEBT_REASONS, { message: 'Please select a reason!' })
  reason!: BadDebtReason;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(500, 'Notes')
  notes?: string | null;
}

export class BadDebtListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: BAD_DEBT_STATUSES }) @IsOptional() @IsIn(BAD_DEBT_STATUSES, { message: `status must be one of ${BAD_DEBT_STATUSES.join(', ')}` })
  status?: BadDebtStatus;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'customer must be a customer id' })
  customer?: string;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'receivable must be a receivable id' })
  receivable?: string;

  @ApiPropertyOptional({ description: 'Written off on or after' }) @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional({ description: 'Written off on or before' }) @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;
}
