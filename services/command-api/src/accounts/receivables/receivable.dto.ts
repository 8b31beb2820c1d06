import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { IsDocumentDate } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';
import { OpenItemField, OpenItemPaymentRequest } from '../open-items/open-item.dto';

/** What the list filters by: each status is computed against today (Asia/Dhaka). */
export const RECEIVABLE_LIST_STATUSES = ['Outstanding', 'Partial', 'Overdue', 'Paid', 'Written Off'] as const;
export type ReceivableListStatus = (typeof RECEIVABLE_LIST_STATUSES)[number];
export const RECEIVABLE_SOURCES = ['invoice', 'manual'] as const;

/** POST and PUT (whole) /api/accounts/receivables: a debt from before the books, entered by hand. */
export class ManualReceivableRequest {
  @ApiProperty() @IsUUID('all', { message: 'Please select a customer!' })
  customer!: string;

  @OpenItemField.amount(25000) amount!: number;

  @OpenItemField.dueDate() dueDate!: string;

  @ApiPropertyOptional({ description: 'The day it enters the books (Dr Accounts Receivable / Cr Opening Balance Equity); default today (Asia/Dhaka)' })
  @IsOptional()
  @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'receivable')
  openedDate?: string | null;

  @OpenItemField.notes() notes?: string | null;
}

class ReceivablePaymentFields extends OpenItemPaymentRequest {
  @OpenItemField.itemInBody('receivable') receivableId?: string | null;
}

/** POST /api/accounts/receivables/{id}/payment (no fields of its own: see OpenItemPaymentRequest). */
export class ReceivablePaymentRequest extends ReceivablePaymentFields {}

export class ReceivableListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: RECEIVABLE_LIST_STATUSES }) @IsOptional() @IsIn(RECEIVABLE_LIST_STATUSES, { message: `status must be one of ${RECEIVABLE_LIST_STATUSES.join(', ')}` })
  status?: ReceivableListStatus;

  @OpenItemField.partyFilter('customer') customer?: string;

  @ApiPropertyOptional({ enum: RECEIVABLE_SOURCES, description: "invoice: an invoice's due; manual: entered by hand" })
  @IsOptional()
  @IsIn(RECEIVABLE_SOURCES, { message: 'source must be invoice or manual' })
  source?: (typeof RECEIVABLE_SOURCES)[number];

  @ApiPropertyOptional({ description: 'Only those with something remaining (Outstanding, Partial, Overdue): what a bad debt may write off' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'open must be true or false' })
  open?: 'true' | 'false';

  @OpenItemField.dueOnOrAfter() startDate?: string;

  @OpenItemField.dueOnOrBefore() endDate?: string;
}
