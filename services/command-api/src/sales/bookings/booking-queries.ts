import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  BOOKING_REFUNDS_TABLE,
  bookingNumberText,
  BOOKINGS_TABLE,
  CUSTOMER_BOOKING_MONEY_TABLE,
  CUSTOMERS_TABLE,
  INVOICES_TABLE,
  invoiceNumberText,
  JOURNAL_ENTRIES_TABLE,
  moneyReceiptNumberText,
  MOTORCYCLES_TABLE,
  PAYMENT_METHODS_TABLE,
  PRODUCTS_TABLE,
  READ_MODELS_SCHEMA,
  USERS_TABLE,
  type BookingRecord,
  type BookingRefundRecord,
  type CustomerBookingMoneyRecord,
  type CustomerRecord,
  type JournalEntryRecord,
  type MotorcycleRecord,
  type PaymentMethodRecord,
  type ProductRecord,
  type UserRecord,
} from '@dealer/read-models';
import { normalizeTransactionId } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { lookupById } from '../../platform/lookup-by-id';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { containsPattern } from '../../platform/list-query';
import { takaFromColumn } from '../../platform/taka';
import { searchedPhoneDigits } from '../customers/customer-queries';
import type { BookingListQuery } from './booking.dto';

/** A booking with the names it shows: its customer, method, unit and product, entry and applied invoice. */
interface BookingRow extends BookingRecord {
  customer_name: CustomerRecord['name'] | null;
  customer_phone: CustomerRecord['phone'] | null;
  method_name: PaymentMethodRecord['name'];
  chassis_no: MotorcycleRecord['chassis_no'] | null;
  engine_no: MotorcycleRecord['engine_no'] | null;
  motorcycle_color: MotorcycleRecord['color'] | null;
  motorcycle_status: MotorcycleRecord['status'] | null;
  product_name: ProductRecord['name'] | null;
  product_model: ProductRecord['model'] | null;
  entry_number: JournalEntryRecord['entry_number'] | null;
  invoice_number: number | string | null;
}

interface RefundRow extends BookingRefundRecord {
  method_name: PaymentMethodRecord['name'];
  refunded_by_name: UserRecord['name'] | null;
  entry_number: JournalEntryRecord['entry_number'] | null;
}

const entryNumber = (value: string | number | null) => (value === null ? null : Number(value));

const refundView = (row: RefundRow) => ({
  _id: row.id,
  bookingId: row.booking_id,
  amount: takaFromColumn(row.amount),
  reason: row.reason,
  refundDate: row.refund_date,
  refundMethod: { _id: row.payment_method_id, name: row.method_name ?? 'Deleted payment method' },
  transactionId: row.transaction_id,
  /** Its money receipt's number (MR-000123). */
  receiptNumber: moneyReceiptNumberText(row.receipt_number),
  /** The name of the user who paid it back. */
  refundedBy: row.refunded_by_name,
  journalEntry: { _id: row.journal_entry_id, entryNumber: entryNumber(row.entry_number) },
  createdAt: row.created_at,
});

export type RefundView = ReturnType<typeof refundView>;

const bookingView = (row: BookingRow, refunds: RefundView[]) => ({
  _id: row.id,
  bookingNumber: bookingNumberText(row.booking_number),
  customer: { _id: row.customer_id, name: row.customer_name ?? 'Deleted customer', phone: row.customer_phone ?? '' },
  amount: takaFromColumn(row.amount),
  description: row.description,
  method: { _id: row.payment_method_id, name: row.method_name ?? 'Deleted payment method' },
  transactionId: row.transaction_id,
  status: row.status,
  /** The status last chosen by hand (Confirmed, Pending, Cancelled): what the edit form shows. */
  chosenStatus: row.chosen_status,
  motorcycle: row.motorcycle_id
    ? {
        _id: row.motorcycle_id,
        chassisNo: row.chassis_no ?? '',
        engineNo: row.engine_no ?? '',
        color: row.motorcycle_color ?? '',
        status: row.motorcycle_status ?? 'Deleted',
        product: row.product_name === null ? null : { name: row.product_name, model: row.product_model ?? '' },
      }
    : null,
  bookingDate: row.booking_date,
  refundedAmount: takaFromColumn(row.refunded_amount),
  appliedAmount: takaFromColumn(row.applied_amount),
  /** What remains: the refundable amount, and what an invoice would apply. */
  refundableAmount: takaFromColumn(row.remaining),
  appliedInvoice: row.applied_invoice_id ? { _id: row.applied_invoice_id, invoiceNumber: invoiceNumberText(row.invoice_number) } : null,
  journalEntry: row.journal_entry_id ? { _id: row.journal_entry_id, entryNumber: entryNumber(row.entry_number) } : null,
  refunds,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export type BookingView = ReturnType<typeof bookingView>;

/** The number of 'BK-000123', '000123' or '123' as a search asks for it, or null. */
function bookingNumberSearched(search: string): number | null {
  const match = /^(?:bk-?)?0*(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/** Sortable columns each have an index (column, id); a customer's bookings and a status theirs (the migration). */
const bookingList = (customerIds: string[]): ListShape => ({
  sortable: { createdAt: 'b.created_at', bookingDate: 'b.booking_date', amount: 'b.amount', bookingNumber: 'b.booking_number' },
  defaultOrder: [{ column: 'b.created_at', order: 'desc' }],
  tiebreaker: 'b.id',
  nullable: ['b.booking_number'],
  search: ['b.description'],
  searchAlso: (where, search) => {
    const number = bookingNumberSearched(search);
    if (number !== null) where.orWhere('b.booking_number', number);
    if (customerIds.length) where.orWhereIn('b.customer_id', customerIds);
    // A deposit's or a refund's transaction ID, exactly (as recorded: in capitals).
    where.orWhere('b.transaction_id', normalizeTransactionId(search));
    where.orWhereRaw('b.id IN (SELECT r.booking_id FROM ??.?? AS r WHERE r.transaction_id = ?)', [READ_MODELS_SCHEMA, BOOKING_REFUNDS_TABLE, normalizeTransactionId(search)]);
  },
  aggregates: {
    totalAmount: 'coalesce(sum(b.amount), 0)',
    totalRefunded: 'coalesce(sum(b.refunded_amount), 0)',
    totalRemaining: 'coalesce(sum(b.remaining), 0)',
  },
});

/** Bookings as the Booking Management screen lists them, with their refunds; a customer's booking money. */
@Injectable()
export class BookingQueries {
  private readonly byId = lookupById<BookingRow>((ids) => this.bookings().whereIn('b.id', ids), (row) => row.id);

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private bookings() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${BOOKINGS_TABLE} as b`)
      .leftJoin(`${CUSTOMERS_TABLE} as c`, 'c.id', 'b.customer_id')
      .leftJoin(`${PAYMENT_METHODS_TABLE} as pm`, 'pm.id', 'b.payment_method_id')
      .leftJoin(`${MOTORCYCLES_TABLE} as m`, 'm.id', 'b.motorcycle_id')
      .leftJoin(`${PRODUCTS_TABLE} as p`, 'p.id', 'm.product_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as je`, 'je.id', 'b.journal_entry_id')
      .leftJoin(`${INVOICES_TABLE} as i`, 'i.id', 'b.applied_invoice_id')
      .select(
        'b.*',
        'c.name as customer_name',
        'c.phone as customer_phone',
        'pm.name as method_name',
        'm.chassis_no',
        'm.engine_no',
        'm.color as motorcycle_color',
        'm.status as motorcycle_status',
        'p.name as product_name',
        'p.model as product_model',
        'je.entry_number',
        'i.invoice_number',
      );
  }

  private refundRows(bookingIds: string[]): Promise<RefundRow[]> {
    if (bookingIds.length === 0) return Promise.resolve([]);
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${BOOKING_REFUNDS_TABLE} as r`)
      .leftJoin(`${PAYMENT_METHODS_TABLE} as pm`, 'pm.id', 'r.payment_method_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as je`, 'je.id', 'r.journal_entry_id')
      .leftJoin(`${USERS_TABLE} as u`, 'u.id', 'r.created_by')
      .whereIn('r.booking_id', bookingIds)
      .select('r.*', 'pm.name as method_name', 'je.entry_number', this.database.raw('coalesce(u.name, u.email) as refunded_by_name'))
      .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }]);
  }

  private async views(rows: BookingRow[]): Promise<BookingView[]> {
    const refunds = await this.refundRows(rows.filter((row) => row.refund_count > 0).map((row) => row.id));
    const byBooking = new Map<string, RefundView[]>();
    for (const refund of refunds) byBooking.set(refund.booking_id, [...(byBooking.get(refund.booking_id) ?? []), refundView(refund)]);
    return rows.map((row) => bookingView(row, byBooking.get(row.id) ?? []));
  }

  /** Customers whose name or phone holds the search (at most 1000): matched by id on the bookings' index. */
  private async customersSearched(search: string | undefined): Promise<string[]> {
    const text = search?.trim();
    // 'BK-000123' names a booking, not a phone.
    if (!text || /^bk-?\d/i.test(text)) return [];
    const digits = searchedPhoneDigits(text);
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(CUSTOMERS_TABLE)
      .where((where) => {
        where.whereRaw('lower(name) like ?', [containsPattern(text)]);
        if (digits.length >= 3) where.orWhere('phone_digits', 'like', `%${digits}%`);
      })
      .limit(1000)
      .pluck('id');
  }

  async list(query: BookingListQuery) {
    const base = this.bookings();
    if (query.status) base.where('b.status', query.status);
    if (query.customer) base.where('b.customer_id', query.customer);
    if (query.motorcycleId) base.where('b.motorcycle_id', query.motorcycleId);
    if (query.startDate) base.where('b.booking_date', '>=', query.startDate);
    if (query.endDate) base.where('b.booking_date', '<=', query.endDate);
    const { rows, pagination, aggregates } = await pagedList<BookingRow>(base, bookingList(await this.customersSearched(query.search)), query);
    return {
      bookings: await this.views(rows),
      pagination,
      summary: {
        totalAmount: takaFromColumn(aggregates.totalAmount),
        totalRefunded: takaFromColumn(aggregates.totalRefunded),
        totalRemaining: takaFromColumn(aggregates.totalRemaining),
      },
    };
  }

  async get(id: string): Promise<BookingView> {
    const row = await this.byId.load(id);
    if (!row) throw new NotFoundException('Booking not found');
    return (await this.views([row]))[0];
  }

  async refundsOf(id: string) {
    const booking = await this.byId.load(id);
    if (!booking) throw new NotFoundException('Booking not found');
    return { bookingId: id, bookingNumber: bookingNumberText(booking.booking_number), refunds: (await this.refundRows([id])).map(refundView) };
  }

  async refund(refundId: string): Promise<RefundView> {
    const [row] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${BOOKING_REFUNDS_TABLE} as r`)
      .leftJoin(`${PAYMENT_METHODS_TABLE} as pm`, 'pm.id', 'r.payment_method_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as je`, 'je.id', 'r.journal_entry_id')
      .leftJoin(`${USERS_TABLE} as u`, 'u.id', 'r.created_by')
      .where('r.id', refundId)
      .select('r.*', 'pm.name as method_name', 'je.entry_number', this.database.raw('coalesce(u.name, u.email) as refunded_by_name'));
    if (!row) throw new NotFoundException('Refund not found');
    return refundView(row);
  }

  /**
   * A customer's booking money: what they deposited, got back and had applied, what remains, and
   * the bookings an invoice can apply now (Confirmed or partly refunded, money remaining), oldest first.
   */
  async bookingMoneyOf(customerId: string) {
    const customer: Pick<CustomerRecord, 'id' | 'name' | 'phone' | 'deleted_at'> | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(CUSTOMERS_TABLE)
      .where('id', customerId)
      .first('id', 'name', 'phone', 'deleted_at');
    if (!customer || customer.deleted_at) throw new NotFoundException('Customer not found');
    const [money, rows] = await Promise.all([
      this.database.withSchema(READ_MODELS_SCHEMA).from(CUSTOMER_BOOKING_MONEY_TABLE).where('customer_id', customerId).first() as Promise<CustomerBookingMoneyRecord | undefined>,
      this.bookings().where('b.customer_id', customerId).whereIn('b.status', ['Confirmed', 'Partial Refund']).where('b.remaining', '>', 0).orderBy([{ column: 'b.created_at' }, { column: 'b.id' }]) as Promise<BookingRow[]>,
    ]);
    return {
      customer: { _id: customer.id, name: customer.name, phone: customer.phone },
      bookingCount: money?.booking_count ?? 0,
      totalDeposited: takaFromColumn(money?.deposited),
      totalRefunded: takaFromColumn(money?.refunded),
      totalApplied: takaFromColumn(money?.applied),
      /** Booking money held for the customer (Customer Deposits), across all their bookings. */
      bookingMoney: takaFromColumn(money?.remaining),
      /** What invoices can apply now: the Confirmed bookings' remaining money. */
      availableBookingMoney: takaFromColumn(rows.reduce((sum, row) => sum + Number(row.remaining), 0)),
      bookings: await this.views(rows),
    };
  }
}
