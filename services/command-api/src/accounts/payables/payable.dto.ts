import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { IsBooksDate, IsDocumentDate, IsMoney, IsOptionalText, IsRequiredText } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';

export const PAYABLE_STATUSES = ['Pending', 'Partial', 'Paid', 'Overdue'] as const;
export type PayableStatusName = (typeof PAYABLE_STATUSES)[number];

/** POST and PUT (whole) /api/accounts/payables: a supplier bill entered by hand. */
export class SupplierBillRequest {
  @ApiProperty() @IsUUID('all', { message: 'Please select a supplier!' })
  supplier!: string;

  @ApiProperty({ example: 'INV-2231' }) @IsRequiredText('Please enter a bill number!', 50, 'Bill number')
  billNumber!: string;

  @ApiProperty({ example: 12500 }) @IsMoney('Please enter amount!', 0.01, 'Amount must be greater than 0!')
  amount!: number;

  @ApiProperty({ example: '2026-12-25' }) @IsBooksDate('Please select a due date!')
  dueDate!: string;

  @ApiProperty({ description: 'The GL account it debits: an Expense or Asset account (not cash, bank or inventory)' })
  @IsUUID('all', { message: 'Please select an account!' })
  account!: string;

  @ApiPropertyOptional({ description: 'Default today (Asia/Dhaka)' }) @IsOptional() @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'bill')
  billDate?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(500, 'Notes')
  notes?: string | null;
}

/** POST /api/accounts/payables/{id}/payment. */
export class PayablePaymentRequest {
  // Between ৳0.01 and what remains: the decision says so with the remaining amount.
  @ApiProperty({ example: 5000, description: 'Taka, from 0.01 to the remaining amount' }) @IsMoney('Please enter amount!', -1_000_000_000_000, 'Amount is out of range')
  amount!: number;

  @ApiProperty() @IsUUID('all', { message: 'Please select a payment method!' })
  paymentMethod!: string;

  @ApiProperty({ example: '2026-11-25' }) @IsDocumentDate('Please select a payment date!', 'payment')
  paymentDate!: string;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(500, 'Notes')
  notes?: string | null;

  @ApiPropertyOptional({ description: "Pay out of this cash or bank account instead of the payment method's account" })
  @IsOptional()
  @IsUUID('all', { message: 'Select a cash or bank account' })
  cashAccount?: string | null;

  @ApiPropertyOptional({ description: "The path's payable, when sent" }) @IsOptional() @IsUUID('all', { message: 'payableId must be a payable id' })
  payableId?: string | null;

  @ApiPropertyOptional({ description: 'Confirms taking a bank account into overdraft' }) @IsOptional() @IsBoolean({ message: 'allowOverdraft must be true or false' })
  allowOverdraft?: boolean | null;
}

export class PayableListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: PAYABLE_STATUSES }) @IsOptional() @IsIn(PAYABLE_STATUSES, { message: `status must be one of ${PAYABLE_STATUSES.join(', ')}` })
  status?: PayableStatusName;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'supplier must be a supplier id' })
  supplier?: string;

  @ApiPropertyOptional({ description: 'Due on or after' }) @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional({ description: 'Due on or before' }) @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;
}
