import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { IsDocumentDate, IsRequiredText } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';
import { OpenItemField, OpenItemPaymentRequest } from '../open-items/open-item.dto';
import { IsTransactionId } from '../../sales/payment-references';

export const PAYABLE_STATUSES = ['Pending', 'Partial', 'Paid', 'Overdue'] as const;
export type PayableStatusName = (typeof PAYABLE_STATUSES)[number];

/** POST and PUT (whole) /api/accounts/payables: a supplier bill entered by hand. */
export class SupplierBillRequest {
  @ApiProperty() @IsUUID('all', { message: 'Please select a supplier!' })
  supplier!: string;

  @ApiProperty({ example: 'INV-2231' }) @IsRequiredText('Please enter a bill number!', 50, 'Bill number')
  billNumber!: string;

  @OpenItemField.amount(12500) amount!: number;

  @OpenItemField.dueDate() dueDate!: string;

  @ApiProperty({ description: 'The GL account it debits: an Expense or Asset account (not cash, bank or inventory)' })
  @IsUUID('all', { message: 'Please select an account!' })
  account!: string;

  @ApiPropertyOptional({ description: 'Default today (Asia/Dhaka)' }) @IsOptional() @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'bill')
  billDate?: string | null;

  @OpenItemField.notes() notes?: string | null;
}

/** A payable's payment: a payment on an open item, out of a cash account chosen, maybe into overdraft. */
class PayablePaymentFields extends OpenItemPaymentRequest {
  @ApiPropertyOptional({ description: "Pay out of this cash or bank account instead of the payment method's account" })
  @IsOptional()
  @IsUUID('all', { message: 'Select a cash or bank account' })
  cashAccount?: string | null;

  @OpenItemField.itemInBody('payable') payableId?: string | null;

  @ApiPropertyOptional({ description: 'Confirms taking a bank account into overdraft' }) @IsOptional() @IsBoolean({ message: 'allowOverdraft must be true or false' })
  allowOverdraft?: boolean | null;
}

/** POST /api/accounts/payables/{id}/payment (no fields of its own: see OpenItemPaymentRequest). */
export class PayablePaymentRequest extends PayablePaymentFields {
  @IsTransactionId() transactionId?: string;
}

export class PayableListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: PAYABLE_STATUSES }) @IsOptional() @IsIn(PAYABLE_STATUSES, { message: `status must be one of ${PAYABLE_STATUSES.join(', ')}` })
  status?: PayableStatusName;

  @OpenItemField.partyFilter('supplier') supplier?: string;

  @OpenItemField.dueOnOrAfter() startDate?: string;

  @OpenItemField.dueOnOrBefore() endDate?: string;
}
