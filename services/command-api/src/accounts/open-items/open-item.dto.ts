import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { IsBooksDate, IsDocumentDate, IsMoney, IsOptionalText } from '../../platform/dto-decorators';

/**
 * The fields every open item's requests share (payables, receivables), each one decorator with
 * its contract's wording. Decorators, not a base class: class-validator checks a subclass's own
 * fields before its parent's, and the first field refused is the answer's message, so each
 * request keeps its fields in the order it declares them.
 */
export const OpenItemField = {
  /** An open item's amount in taka, above zero. */
  amount: (example: number) => applyDecorators(ApiProperty({ example }), IsMoney('Please enter amount!', 0.01, 'Amount must be greater than 0!')),
  dueDate: () => applyDecorators(ApiProperty({ example: '2026-12-25' }), IsBooksDate('Please select a due date!')),
  notes: () => applyDecorators(ApiPropertyOptional(), IsOptional(), IsOptionalText(500, 'Notes')),
  /** A payment's amount: between ৳0.01 and what remains, which the decision says with the remaining amount. */
  paymentAmount: () =>
    applyDecorators(ApiProperty({ example: 5000, description: 'Taka, from 0.01 to the remaining amount' }), IsMoney('Please enter amount!', -1_000_000_000_000, 'Amount is out of range')),
  paymentMethod: () => applyDecorators(ApiProperty(), IsUUID('all', { message: 'Please select a payment method!' })),
  paymentDate: () => applyDecorators(ApiProperty({ example: '2026-11-25' }), IsDocumentDate('Please select a payment date!', 'payment')),
  /** The path's item repeated in a payment's body (`item`: 'payable'), refused when it is another one. */
  itemInBody: (item: string) => applyDecorators(ApiPropertyOptional({ description: `The path's ${item}, when sent` }), IsOptional(), IsUUID('all', { message: `${item}Id must be a ${item} id` })),
  /** The party it is owed by or to (`party`: 'supplier', 'customer'), as a list filter. */
  partyFilter: (party: string) => applyDecorators(ApiPropertyOptional(), IsOptional(), IsUUID('all', { message: `${party} must be a ${party} id` })),
  dueOnOrAfter: () => applyDecorators(ApiPropertyOptional({ description: 'Due on or after' }), IsOptional(), IsBooksDate('startDate must be a date (YYYY-MM-DD)')),
  dueOnOrBefore: () => applyDecorators(ApiPropertyOptional({ description: 'Due on or before' }), IsOptional(), IsBooksDate('endDate must be a date (YYYY-MM-DD)')),
};

/**
 * The fields of a payment on an open item. A feature adds its own in a subclass and answers with a
 * further subclass that declares nothing (`class PayablePaymentRequest extends PayablePaymentFields {}`):
 * class-validator checks a class's own fields before its parents', so with every field inherited
 * they are checked in the order they were declared, these first (the first refused is the answer's message).
 */
export class OpenItemPaymentRequest {
  @OpenItemField.paymentAmount() amount!: number;
  @OpenItemField.paymentMethod() paymentMethod!: string;
  @OpenItemField.paymentDate() paymentDate!: string;
  @OpenItemField.notes() notes?: string | null;
}
