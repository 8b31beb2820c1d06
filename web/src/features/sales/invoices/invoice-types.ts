/** Invoices as GET /api/invoices and /api/invoices/{id} answer them (decimal taka): the contract's types. */
import type { Answer, ElementOf, RequestBody, Schema } from '../../../shared/api/contract-types';

export type InvoiceType = NonNullable<Schema<'InvoiceRequest'>['invoiceType']>;
export type PaymentStatus = InvoiceSummary['paymentStatus'];
export type DiscountType = Schema<'InvoiceRequest'>['discountType'];

/** A list row. Its `invoiceId` is the spec's number as text, INV-000123 (null only for a moment before the projector numbers it); the invoice's id is `_id` (mapped in the API's invoice-queries.ts). */
export type InvoiceSummary = ElementOf<Answer<'InvoicesController_list'>['invoices']>;

/** One invoice with its payments (the booking money applied first, as a locked row), booking, receivable and entry. */
export type Invoice = Answer<'InvoicesController_get'>['invoice'];
export type InvoiceItem = ElementOf<Invoice['items']>;
export type InvoicePayment = ElementOf<Invoice['payments']>;

/** A split-tender row as POST /api/invoices and /api/invoices/{id}/payments take it. */
export type PaymentRowBody = Schema<'InvoicePaymentBody'>;
export type InvoiceBody = RequestBody<'InvoicesController_create'>;
