import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { CUSTOMERS_TABLE, INVOICES_TABLE, invoiceNumberText, READ_MODELS_SCHEMA, VEHICLES_TABLE, type CustomerRecord, type InvoiceRecord, type VehicleRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { lookupById } from '../../platform/lookup-by-id';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { pagination } from '../../platform/responses';
import { takaFromColumn } from '../../platform/taka';
import type { CustomerDetailsQuery, CustomerListQuery } from './customer.dto';

/** A customer with the vehicle model it rides (named even if that model was since deleted). */
interface CustomerRow extends CustomerRecord {
  vehicle_name: VehicleRecord['name'] | null;
  vehicle_model: VehicleRecord['model'] | null;
}

export const customerView = (row: CustomerRow) => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  fatherName: row.father_name,
  email: row.email,
  address: row.address,
  nid: row.nid,
  bin: row.bin,
  vehicle: row.vehicle_id ? { _id: row.vehicle_id, name: row.vehicle_name ?? 'Deleted vehicle', model: row.vehicle_model ?? '' } : null,
  /** An invoice, booking or receivable names the customer: it cannot be deleted. */
  used: row.used,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The phone digits a search names, written as the customers' phone_digits are ("+880 1711" → "01711"). */
export function searchedPhoneDigits(search: string): string {
  const digits = search.replace(/\D/g, '');
  return digits.startsWith('880') && digits.length > 3 ? `0${digits.slice(3)}` : digits;
}

/**
 * Name, phone (its digits) and creation time each have a partial index (column, id) where deleted_at IS NULL;
 * the search has trigram indexes on lower(name) and phone_digits (the migration).
 */
const CUSTOMER_LIST: ListShape = {
  sortable: { name: 'c.name', phone: 'c.phone_digits', createdAt: 'c.created_at' },
  defaultOrder: [{ column: 'c.name' }],
  tiebreaker: 'c.id',
  search: ['c.name'],
  searchAlso: (where, search) => {
    const digits = searchedPhoneDigits(search);
    // At least three digits: fewer would match most phones.
    if (digits.length >= 3) where.orWhere('c.phone_digits', 'like', `%${digits}%`);
  },
};

/** The current customers; a deleted one keeps its row (deleted_at) for what names it, and is left out here. */
@Injectable()
export class CustomerQueries {
  private readonly byId = lookupById<CustomerRow>((ids) => this.customers().whereIn('c.id', ids), (row) => row.id);

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private customers() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${CUSTOMERS_TABLE} as c`)
      .leftJoin(`${VEHICLES_TABLE} as v`, 'v.id', 'c.vehicle_id')
      .whereNull('c.deleted_at')
      .select('c.*', 'v.name as vehicle_name', 'v.model as vehicle_model');
  }

  async list(query: CustomerListQuery) {
    const { rows, pagination } = await pagedList<CustomerRow>(this.customers(), CUSTOMER_LIST, query);
    return { customers: rows.map(customerView), pagination };
  }

  async get(id: string) {
    const row = await this.byId.load(id);
    if (!row) throw new NotFoundException('Customer not found.');
    return customerView(row);
  }

  /** The customer with a page of its purchases (invoices), newest first. */
  async details(id: string, query: CustomerDetailsQuery) {
    const customer = await this.get(id);
    return { ...customer, purchases: await this.purchases(id, query.purchasesPage, query.purchasesLimit) };
  }

  /**
   * The customer's invoices (not voided), newest first, a page at a time: the invoices'
   * (customer_id, invoice_number) index read backwards, counted on the same index.
   */
  private async purchases(customerId: string, page: number, limit: number) {
    const invoices = () => this.database.withSchema(READ_MODELS_SCHEMA).from<InvoiceRecord>(INVOICES_TABLE).where({ customer_id: customerId }).whereNull('voided_at');
    type Purchase = Pick<InvoiceRecord, 'id' | 'invoice_number' | 'invoice_type' | 'invoice_date' | 'total' | 'paid_amount' | 'due' | 'discount' | 'payment_status'>;
    const [[{ count }], rows] = await Promise.all([
      invoices().count<{ count: string }[]>('* as count'),
      invoices()
        .select('id', 'invoice_number', 'invoice_type', 'invoice_date', 'total', 'paid_amount', 'due', 'discount', 'payment_status')
        .orderBy('invoice_number', 'desc')
        .limit(limit)
        .offset((page - 1) * limit) as Promise<Purchase[]>,
    ]);
    return {
      invoices: rows.map((row) => ({
        _id: row.id,
        invoiceId: invoiceNumberText(row.invoice_number),
        invoiceType: row.invoice_type,
        date: row.invoice_date,
        totalAmount: takaFromColumn(row.total),
        paidAmount: takaFromColumn(row.paid_amount),
        due: takaFromColumn(row.due),
        paymentStatus: row.payment_status,
        discount: takaFromColumn(row.discount),
      })),
      pagination: pagination(Number(count), page, limit),
    };
  }
}
