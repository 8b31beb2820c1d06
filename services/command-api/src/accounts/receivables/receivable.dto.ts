import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { IsBooksDate, IsDocumentDate, IsMoney, IsOptionalText } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

/** What the list filters by: each status is computed against today (Asia/Dhaka). */
export const RECEIVABLE_LIST_STATUSES = ['Outstanding', 'Partial', 'Overdue', 'Paid', 'Written Off'] as const;
export type ReceivableListStatus = (typeof RECEIVABLE_LIST_STATUSES)[number];
export const RECEIVABLE_SOURCES = ['invoice', 'manual'] as const;

/** POST and PUT (whole) /api/accounts/receivables: a debt from before the books, entered by hand. */
export class ManualReceivableRequest {
  @ApiProperty() @IsUUID('all', { message: 'Please select a customer!' })
  customer!: string;

  @ApiProperty({ example: 25000 }) @IsMoney('Please enter amount!', 0.01, 'Amount must be greater than 0!')
  amount!: number;

  @ApiProperty({ example: '2026-12-25' }) @IsBooksDate('Please select a due date!')
  dueDate!: string;

  @ApiPropertyOptional({ description: 'The day it enters the books (Dr Accounts Receivable / Cr Opening Balance Equity); default today (Asia/Dhaka)' })
  @IsOptional()
  @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'receivable')
  openedDate?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(500, 'Notes')
  notes?: string | null;
}

/** POST /api/accounts/receivables/{id}/payment. */
export class ReceivablePaymentRequest {
  // Between ৳0.01 and what remains: the decision says so with the due amount.
  @ApiProperty({ example: 5000, description: 'Taka, from 0.01 to the remaining amount' }) @IsMoney('Please enter amount!', -1_000_000_000_000, 'Amount is out of range')
  amount!: number;

  @ApiProperty() @IsUUID('all', { message: 'Please select a payment method!' })
  paymentMethod!: string;

  @ApiProperty({ example: '2026-11-25' }) @IsDocumentDate('Please select a payment date!', 'payment')
  paymentDate!: string;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(500, 'Notes')
  notes?: string | null;

  @ApiPropertyOptional({ description: "The path's receivable, when sent" }) @IsOptional() @IsUUID('all', { message: 'receivableId must be a receivable id' })
  receivableId?: string | null;
}

export class ReceivableListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: RECEIVABLE_LIST_STATUSES }) @IsOptional() @IsIn(RECEIVABLE_LIST_STATUSES, { message: `status must be one of ${RECEIVABLE_LIST_STATUSES.join(', ')}` })
  status?: ReceivableListStatus;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'customer must be a customer id' })
  customer?: string;

  @ApiPropertyOptional({ enum: RECEIVABLE_SOURCES, description: "invoice: an invoice's due; manual: entered by hand" })
  @IsOptional()
  @IsIn(RECEIVABLE_SOURCES, { message: 'source must be invoice or manual' })
  source?: (typeof RECEIVABLE_SOURCES)[number];

  @ApiPropertyOptional({ description: 'Only those with something remaining (Outstanding, Partial, Overdue): what a bad debt may write off' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'open must be true or false' })
  open?: 'true' | 'false';

  @ApiPropertyOptional({ description: 'Due on or after' }) @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional({ description: 'Due on or before' }) @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;
}
