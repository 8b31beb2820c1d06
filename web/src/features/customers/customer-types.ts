/** Customers as GET /api/customers and /api/customers/{id} answer them: the contract's types. */
import type { Answer, ElementOf } from '../../shared/api/contract-types';

/** A list row; `used`: an invoice, booking or receivable names the customer, so it cannot be deleted. */
export type Customer = ElementOf<Answer<'CustomersController_list'>['customers']>;

/** One customer with a page of their invoices. */
export type CustomerDetails = Answer<'CustomersController_get'>;

/** One of the customer's invoices on the details page (`invoiceId`: 'INV-000123'). */
export type CustomerPurchase = ElementOf<CustomerDetails['purchases']['invoices']>;
