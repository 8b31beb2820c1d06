import { applyDecorators } from '@nestjs/common';
import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, Equals, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { DISCOUNT_TYPES, INVOICE_TYPES, PAYMENT_STATUSES, PRODUCT_TYPES } from '@dealer/domain';
import { IsDocumentDate, IsMoney, IsOptionalText } from '../../platform/dto-decorators';
import { ListQuery } from '../../platform/list-query';
import { IsTransactionId } from '../payment-references';

const blankToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

/**
 * An invoice line as the spec's client sends it. A motorcycle line names its unit (`motorcycleId`;
 * key, name, chassisNo, engineNo, type are the client's copy, checked against the unit); a product
 * line names its product (`product`, or `key` holding the product's id) and a quantity.
 */
export class InvoiceItemBody {
  @ApiPropertyOptional({ description: 'A product line: the product id (else `key`)' })
  @IsOptional()
  @IsUUID('all', { message: 'Please select a product!' })
  product?: string;

  @ApiPropertyOptional({ description: "The client's row key; a product line may carry the product id here" })
  @IsOptional()
  @IsString({ message: 'key must be text' })
  @MaxLength(100, { message: 'key must be at most 100 characters' })
  key?: string;

  @ApiPropertyOptional({ description: 'A motorcycle line: the unit sold' })
  @IsOptional()
  @IsUUID('all', { message: 'Please select a motorcycle' })
  motorcycleId?: string;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(200, 'name') name?: string;
  @ApiPropertyOptional() @IsOptional() @IsOptionalText(50, 'chassisNo') chassisNo?: string;
  @ApiPropertyOptional() @IsOptional() @IsOptionalText(50, 'engineNo') engineNo?: string;

  @ApiPropertyOptional({ enum: PRODUCT_TYPES })
  @IsOptional()
  @IsIn([...PRODUCT_TYPES, 'motorcycle', 'product'], { message: `type must be one of ${PRODUCT_TYPES.join(', ')}` })
  type?: string;

  @ApiPropertyOptional({ example: 1, description: 'A motorcycle line: 1' })
  @IsOptional()
  @Max(1_000_000, { message: 'Quantity must be at most 1000000' })
  @Min(1, { message: 'Quantity must be greater than 0!' })
  @IsInt({ message: 'Quantity must be a whole number' })
  quantity?: number;

  @ApiPropertyOptional({ example: 210000, description: "Default: the product's sale price" })
  @IsOptional()
  @IsMoney('Please enter a price!', 0.01, 'Price must be greater than 0!')
  unitPrice?: number;

  @ApiPropertyOptional({ description: 'When sent, must equal quantity × unitPrice' })
  @IsOptional()
  @IsMoney('total must be an amount', 0, 'total cannot be negative')
  total?: number;
}

/** A split-tender row: rows with no method and no amount (or amount 0) are empty form rows and are dropped. */
export class InvoicePaymentBody {
  @ApiPropertyOptional({ description: 'Payment method id' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUUID('all', { message: 'Payment method is required.' })
  method?: string;

  @ApiPropertyOptional({ example: 50000 })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsMoney('Amount is required.', 0, 'Amount cannot be negative')
  amount?: number;

  @IsTransactionId()
  transactionId?: string;
}

/** POST /api/invoices: a motorcycle or products invoice (the type follows the items). */
export class InvoiceRequest {
  @ApiProperty() @IsUUID('all', { message: 'Customer is required' })
  customer!: string;

  @ApiPropertyOptional({ enum: INVOICE_TYPES, description: 'Default: Motorcycle when a line names a motorcycle, else Accessories & Spare Parts' })
  @IsOptional()
  @IsIn([...INVOICE_TYPES, 'Default'], { message: `invoiceType must be one of ${INVOICE_TYPES.join(', ')}` })
  invoiceType?: string;

  @ApiProperty({ type: [InvoiceItemBody] })
  @ValidateNested({ each: true })
  @Type(() => InvoiceItemBody)
  @ArrayMaxSize(200, { message: 'An invoice can have at most 200 items' })
  @IsArray({ message: 'Please select customer and add at least one product' })
  @IsDefined({ message: 'Please select customer and add at least one product' })
  items!: InvoiceItemBody[];

  @ApiPropertyOptional({ default: 0 }) @IsOptional() @IsMoney('Shipping charge must be an amount', 0, 'Shipping charge cannot be negative')
  shippingCharge?: number;

  @ApiPropertyOptional({ enum: DISCOUNT_TYPES, default: 'flat' })
  @IsOptional()
  @IsIn(DISCOUNT_TYPES, { message: 'Discount type must be flat or percentage' })
  discountType?: 'flat' | 'percentage';

  @ApiPropertyOptional({ default: 0, description: 'flat: taka; percentage: percent of the subtotal (at most 2 decimals, up to 100)' })
  @IsOptional()
  @IsMoney('Discount must be a number', 0, 'Discount cannot be negative')
  discountValue?: number;

  @ApiPropertyOptional({ type: [InvoicePaymentBody] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => InvoicePaymentBody)
  @ArrayMaxSize(20, { message: 'An invoice can have at most 20 payment rows' })
  @IsArray({ message: 'payments must be a list' })
  payments?: InvoicePaymentBody[];

  @ApiPropertyOptional({ description: "Applies the booking's remaining money (a locked Booking Money row)" })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUUID('all', { message: 'bookingId must be a booking id' })
  bookingId?: string;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(2000, 'Notes')
  notes?: string;

  @ApiPropertyOptional({ description: 'The business day of the sale; default today (Asia/Dhaka)' })
  @IsOptional()
  @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'invoice')
  date?: string;
}

/** POST /api/invoices/{id}/payments. */
export class InvoicePaymentsRequest {
  @ApiProperty({ type: [InvoicePaymentBody] })
  @ValidateNested({ each: true })
  @Type(() => InvoicePaymentBody)
  @ArrayMaxSize(20, { message: 'At most 20 payment rows' })
  @IsArray({ message: 'Add at least one payment' })
  @IsDefined({ message: 'Add at least one payment' })
  payments!: InvoicePaymentBody[];

  @ApiPropertyOptional({ description: 'The business day of the payment; default today (Asia/Dhaka)' })
  @IsOptional()
  @IsDocumentDate('Please enter a valid date (YYYY-MM-DD)', 'payment')
  date?: string;
}

/** What PUT /api/invoices/{id} says of a field that moves value. */
export const invoiceFieldNotEditable = (label: string) =>
  `${label} cannot be changed on an issued invoice: only the customer's name, phone, email, address and the notes can be edited. To change it, void the invoice and issue a new one.`;

/** A field PUT refuses with the reason (sent at all, even null): it moves stock, money or the books. */
function NotEditable(label: string) {
  return applyDecorators(
    ApiHideProperty(),
    ValidateIf((_object, value) => value !== undefined),
    Equals(undefined, { message: invoiceFieldNotEditable(label) }),
  );
}

/** PUT /api/invoices/{id}: only what moves no value (fields left out are kept); a value-moving field is refused saying so. */
export class InvoiceDetailsRequest {
  @NotEditable('The customer') customer?: unknown;
  @NotEditable('The invoice type') invoiceType?: unknown;
  @NotEditable('The items') items?: unknown;
  @NotEditable('The shipping charge') shippingCharge?: unknown;
  @NotEditable('The discount') discountType?: unknown;
  @NotEditable('The discount') discountValue?: unknown;
  @NotEditable('The discount') discount?: unknown;
  @NotEditable('The subtotal') subTotal?: unknown;
  @NotEditable('The subtotal') subtotal?: unknown;
  @NotEditable('The total') totalAmount?: unknown;
  @NotEditable('The total') total?: unknown;
  @NotEditable('The payments') payments?: unknown;
  @NotEditable('The paid amount') paidAmount?: unknown;
  @NotEditable('The due') due?: unknown;
  @NotEditable('The payment status') paymentStatus?: unknown;
  @NotEditable('The booking applied') bookingId?: unknown;
  @NotEditable('The booking applied') booking?: unknown;
  @NotEditable('The invoice date') date?: unknown;
  @NotEditable('The due date') dueDate?: unknown;

  @ApiPropertyOptional({ description: 'The name printed on the invoice' }) @IsOptional() @IsOptionalText(100, 'Customer name')
  customerName?: string;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(30, 'Phone')
  phone?: string;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(254, 'Email')
  email?: string;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(500, 'Address')
  address?: string;

  @ApiPropertyOptional() @IsOptional() @IsOptionalText(2000, 'Notes')
  notes?: string;
}

/** DELETE /api/invoices/{id} (query): why, and the confirmation a refund into bank overdraft needs. */
export class VoidInvoiceQuery {
  @ApiPropertyOptional() @IsOptional() @IsOptionalText(500, 'Reason')
  reason?: string;

  @ApiPropertyOptional({ description: 'Confirms refunding payments from a bank account into overdraft' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'allowOverdraft must be true or false' })
  allowOverdraft?: boolean;
}

/** GET /api/invoices: the tabs (`type`), a customer's purchases (`customer`), a payment status, search, sort (invoiceNumber, date, customer, totalAmount, due, paymentStatus), page. */
export class InvoiceListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: INVOICE_TYPES, description: 'The tab: Motorcycle or Accessories & Spare Parts (all when left out)' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn([...INVOICE_TYPES, 'all'], { message: `type must be one of ${INVOICE_TYPES.join(', ')}` })
  type?: string;

  @ApiPropertyOptional({ description: "A customer's purchases" })
  @IsOptional()
  @IsUUID('all', { message: 'customer must be a customer id' })
  customer?: string;

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}` })
  paymentStatus?: string;

  @ApiPropertyOptional({ enum: ['Issued', 'Voided'], description: 'Voided: the voided invoices only (the list\'s Voided tab); Issued: the live ones (the default)' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(['Issued', 'Voided'], { message: 'status must be Issued or Voided' })
  status?: 'Issued' | 'Voided';

  @ApiPropertyOptional({ description: 'Voided invoices too (they keep their numbers)' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'includeVoided must be true or false' })
  includeVoided?: boolean;
}
