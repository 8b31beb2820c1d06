import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  BOOKINGS_TABLE,
  CUSTOMERS_TABLE,
  bookingNumberText,
  INVOICE_PAYMENTS_TABLE,
  INVOICE_TOTALS_TABLE,
  INVOICES_TABLE,
  invoiceNumberSearched,
  invoiceNumberText,
  JOURNAL_ENTRIES_TABLE,
  moneyReceiptNumberText,
  READ_MODELS_SCHEMA,
  USERS_TABLE,
  type BookingRecord,
  type InvoicePaymentRecord,
  type InvoiceRecord,
  type InvoiceTotalRecord,
  type JournalEntryRecord,
  type UserRecord,
} from '@dealer/read-models';
// The read model keeps these as text; the domain wrote one of its values (the contract says which).
import { normalizeTransactionId, toTaka, type DiscountType, type InvoicePaymentStatus, type InvoiceType } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { lookupById } from '../../platform/lookup-by-id';
import { orderOf, pagedList, type ListShape, type PagedRows } from '../../platform/paged-list';
import { pagination } from '../../platform/responses';
import { takaFromColumn } from '../../platform/taka';
import type { InvoiceListQuery } from './invoice.dto';
import { invoiceVatAnswer, itemVatAnswers } from './invoice-vat-answer';

interface InvoiceRow extends InvoiceRecord {
  entry_number?: JournalEntryRecord['entry_number'] | null;
  booking_number?: BookingRecord['booking_number'] | null;
}

/** A payment as the details query gives it (money as text: bigint poisha, exactly). */
interface PaymentJson {
  id: InvoicePaymentRecord['id'];
  paymentMethodId: InvoicePaymentRecord['payment_method_id'];
  methodName: InvoicePaymentRecord['method_name'];
  amount: string;
  processingFee: string;
  date: InvoicePaymentRecord['payment_date'];
  refunded: boolean;
  transactionId: InvoicePaymentRecord['transaction_id'];
  receiptNumber: InvoicePaymentRecord['receipt_number'];
  /** The name of the user who took it. */
  receivedBy: UserRecord['name'] | null;
}

interface InvoiceDetailsRow extends InvoiceRow {
  payments: PaymentJson[];
  /** The customer's BIN, else NID, as the customer record now holds them (the tax invoice's buyer line). */
  customer_bin_or_nid: string | null;
}

/** The name the spec's payment-method list gives booking money applied to an invoice. */
export const BOOKING_MONEY = 'Booking Money';

/**
 * Every order walks an index of live invoices (the migration's `invoices_*_index`, led by the
 * invoice type on a tab), ending in the invoice number: no sort at any size.
 */
const INVOICE_LIST: ListShape = {
  sortable: {
    invoiceNumber: 'i.invoice_number',
    date: ['i.invoice_date', 'i.invoice_number'],
    customer: ['i.customer_name', 'i.invoice_number'],
    totalAmount: ['i.total', 'i.invoice_number'],
    due: ['i.due', 'i.invoice_number'],
    paymentStatus: ['i.payment_status', 'i.invoice_number'],
  },
  defaultOrder: [{ column: 'i.invoice_number', order: 'desc' }],
  tiebreaker: 'i.invoice_number',
  // The invoice number or a payment's transaction ID exactly, or the customer's name or phone, a chassis or engine number anywhere (a trigram index).
  searchAlso: (where, search, pattern) => {
    where.orWhereRaw('i.search_text like ?', [pattern]);
    where.orWhereRaw('i.id IN (SELECT p.invoice_id FROM ??.?? AS p WHERE p.transaction_id = ?)', [READ_MODELS_SCHEMA, INVOICE_PAYMENTS_TABLE, normalizeTransactionId(search)]);
    const number = invoiceNumberSearched(search);
    if (number !== null) where.orWhere('i.invoice_number', number);
  },
};

const discountValueOf = (row: Pick<InvoiceRecord, 'discount_type' | 'discount_value'>) => (row.discount_type === 'percentage' ? Number(row.discount_value) / 100 : takaFromColumn(row.discount_value));

/**
 * The list's row: what the list, the customer's purchases and the print header show. The one place
 * an invoice's names change for the spec's contract: its id (the domain's `invoiceId`, the read
 * model's `id`) is `_id`; the contract's `invoiceId` is its number as text (INV-000123, from
 * `invoice_number`); the domain's `subtotal` and `total` are `subTotal` and `totalAmount`.
 */
function summaryOf(row: InvoiceRow) {
  const itemVat = itemVatAnswers(row);
  return {
    _id: row.id,
    invoiceId: invoiceNumberText(row.invoice_number),
    invoiceNumber: row.invoice_number === null ? null : Number(row.invoice_number),
    invoiceType: row.invoice_type as InvoiceType,
    customer: { _id: row.customer_id, name: row.customer_name, phone: row.customer_phone },
    date: row.invoice_date,
    items: row.items.map((item, index) => ({
      key: item.motorcycleId ?? `${item.productId}-${index}`,
      product: { _id: item.productId, name: item.productName, model: item.productModel, type: item.productType },
      name: item.productName,
      type: item.productType,
      motorcycleId: item.motorcycleId,
      chassisNo: item.chassisNo || null,
      engineNo: item.engineNo || null,
      color: item.color || null,
      quantity: item.quantity,
      unitPrice: toTaka(item.unitPrice),
      total: toTaka(item.lineTotal),
      // VAT (issue 24): the rate it was issued with (percent, null exempt), taxable value, VAT.
      ...itemVat[index],
    })),
    subTotal: takaFromColumn(row.subtotal),
    shippingCharge: takaFromColumn(row.shipping_charge),
    discountType: row.discount_type as DiscountType,
    discountValue: discountValueOf(row),
    discount: takaFromColumn(row.discount),
    /** With the VAT added when its prices did not include it. */
    totalAmount: takaFromColumn(row.total),
    ...invoiceVatAnswer(row),
    paidAmount: takaFromColumn(row.paid_amount),
    due: takaFromColumn(row.due),
    paymentStatus: row.payment_status as InvoicePaymentStatus,
    dueDate: row.due_date,
    status: row.voided_at === null ? ('Issued' as const) : ('Voided' as const),
    /**
     * A voided invoice keeps its figures as they stood at the void (total, paid, due, payment status:
     * what was printed and paid); what the void gave back is apart: its payments refunded to their
     * methods, and any booking money restored to the booking. Zero while not voided.
     */
    refundedAmount: row.voided_at === null ? 0 : takaFromColumn(String(BigInt(row.paid_amount) - BigInt(row.booking_amount))),
    bookingMoneyRestored: row.voided_at === null ? 0 : takaFromColumn(row.booking_amount),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

@Injectable()
export class InvoiceQueries {
  private readonly byId = lookupById<InvoiceRow>((ids) => this.invoices().whereIn('i.id', ids), (row) => row.id);
  /** Invoices with their payments (in the order taken) as JSON: the answers of many commands in one query, not one more each. */
  private readonly detailsById = lookupById<InvoiceDetailsRow>(
    (ids) =>
      this.invoices()
        .leftJoin(`${CUSTOMERS_TABLE} as c`, 'c.id', 'i.customer_id')
        .select(this.database.raw(`coalesce(nullif(c.bin, ''), nullif(c.nid, '')) AS customer_bin_or_nid`))
        .select(
          this.database.raw(
            `coalesce((SELECT json_agg(json_build_object('id', p.id, 'paymentMethodId', p.payment_method_id, 'methodName', p.method_name, 'amount', p.amount::text,
                'processingFee', p.processing_fee::text, 'date', p.payment_date, 'refunded', p.refunded_at IS NOT NULL, 'transactionId', p.transaction_id,
                'receiptNumber', p.receipt_number, 'receivedBy', coalesce(u.name, u.email)) ORDER BY p.event_position, p.line)
              FROM ??.?? AS p LEFT JOIN ??.?? AS u ON u.id = p.created_by WHERE p.invoice_id = i.id), '[]'::json) AS payments`,
            [READ_MODELS_SCHEMA, INVOICE_PAYMENTS_TABLE, READ_MODELS_SCHEMA, USERS_TABLE],
          ),
        )
        .whereIn('i.id', ids),
    (row) => row.id,
  );

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private invoices() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${INVOICES_TABLE} as i`)
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'i.journal_entry_id')
      .leftJoin(`${BOOKINGS_TABLE} as b`, 'b.id', 'i.booking_id')
      .select('i.*', 'e.entry_number', 'b.booking_number');
  }

  /** One invoice with its items, every payment (the booking money applied first, as a locked row), the booking and the entry. */
  async get(id: string) {
    const row = await this.detailsById.load(id);
    if (!row) throw new NotFoundException('Invoice not found');
    const booking = row.booking_id
      ? { _id: row.booking_id, bookingNumber: bookingNumberText(row.booking_number ?? null), amount: takaFromColumn(row.booking_amount) }
      : null;
    return {
      ...summaryOf(row),
      customer: { _id: row.customer_id, name: row.customer_name, phone: row.customer_phone, email: row.customer_email, address: row.customer_address, binOrNid: row.customer_bin_or_nid },
      payments: [
        ...(booking ? [{ _id: booking._id, kind: 'booking' as const, date: row.invoice_date, amount: booking.amount, method: { _id: null, name: BOOKING_MONEY }, processingFee: 0, locked: true, refunded: row.voided_at !== null, transactionId: null, receiptNumber: null as string | null, receivedBy: null as string | null }] : []),
        ...row.payments.map((payment) => ({
          _id: payment.id,
          kind: 'payment' as const,
          date: payment.date,
          amount: takaFromColumn(payment.amount),
          method: { _id: payment.paymentMethodId, name: payment.methodName },
          processingFee: takaFromColumn(payment.processingFee),
          locked: false,
          refunded: payment.refunded,
          transactionId: payment.transactionId,
          /** MR-000123 for a payment taken after the invoice (its money receipt); null for one taken with it. */
          receiptNumber: moneyReceiptNumberText(payment.receiptNumber),
          receivedBy: payment.receivedBy,
        })),
      ],
      booking,
      receivable: row.receivable_id ? { _id: row.receivable_id, dueDate: row.due_date } : null,
      notes: row.notes,
      journalEntry: { _id: row.journal_entry_id, entryNumber: row.entry_number === null || row.entry_number === undefined ? null : Number(row.entry_number) },
      voidedAt: row.voided_at,
      voidReason: row.void_reason || null,
    };
  }

  async list(query: InvoiceListQuery) {
    const type = query.type && query.type !== 'all' ? query.type : null;
    const voidedOnly = query.status === 'Voided';
    const filter = (builder: Knex.QueryBuilder) => {
      if (voidedOnly) builder.whereNotNull('i.voided_at');
      else if (!query.includeVoided || query.status === 'Issued') builder.whereNull('i.voided_at');
      if (type) builder.where('i.invoice_type', type);
      if (query.customer) builder.where('i.customer_id', query.customer);
      if (query.paymentStatus) builder.where('i.payment_status', query.paymentStatus);
      return builder;
    };
    const unfiltered = !query.customer && !query.paymentStatus && !query.includeVoided && !voidedOnly ? (type ? `invoices:${type}` : 'invoices') : null;
    const { rows, pagination } = await this.page(filter, query, unfiltered);
    return { invoices: rows.map(summaryOf), pagination };
  }

  /**
   * A page of the list. Without search or cursor, the page's ids come first, from the order's index
   * alone (it holds the id), then their rows: a deep page costs an index walk, not a heap fetch per
   * row skipped. A page past the middle walks from the other end, in the reverse order: the quick
   * jump's last pages cost what its first pages do. The first pages of a tab, neither searched nor
   * filtered, take their total from `invoice_totals` (kept by the projector) instead of counting the table.
   */
  private async page(filter: (builder: Knex.QueryBuilder) => Knex.QueryBuilder, request: InvoiceListQuery, total: string | null): Promise<Pick<PagedRows<InvoiceRow>, 'rows' | 'pagination'>> {
    if (request.search?.trim() || request.after !== undefined) return pagedList<InvoiceRow>(filter(this.invoices()), INVOICE_LIST, request);
    const filtered = filter(this.database.withSchema(READ_MODELS_SCHEMA).from(`${INVOICES_TABLE} as i`));
    const terms = orderOf(INVOICE_LIST, request);
    const order = terms.map((term) => `${term.column} ${term.order}`).join(', ');
    const page = request.page ?? 1;
    const offset = (page - 1) * request.limit;
    const counting = (
      total
        ? this.database.withSchema(READ_MODELS_SCHEMA).from(INVOICE_TOTALS_TABLE).where('name', total).first('count')
        : filtered.clone().count<{ count: string }[]>('* as count').first()
    ) as Promise<Pick<InvoiceTotalRecord, 'count'> | undefined>;
    // The first page needs no total to be found; a later one may be nearer the end.
    const counted = offset > 0 ? Number((await counting)?.count ?? 0) : undefined;
    const ids =
      counted !== undefined && offset > counted / 2 && offset < counted
        ? filtered
            .clone()
            .select('i.id')
            .orderByRaw(terms.map((term) => `${term.column} ${term.order === 'asc' ? 'desc' : 'asc'}`).join(', '))
            .limit(Math.min(request.limit, counted - offset))
            .offset(Math.max(0, counted - offset - request.limit))
        : filtered.clone().select('i.id').orderByRaw(order).limit(request.limit).offset(offset);
    const [count, rows] = await Promise.all([counting, this.invoices().whereIn('i.id', ids).orderByRaw(order) as Promise<InvoiceRow[]>]);
    return { rows, pagination: pagination(Number(count?.count ?? 0), page, request.limit) };
  }

  /** 'INV-000123' of an invoice, for messages ('' until projected). */
  async numberOf(id: string): Promise<string> {
    const row = await this.byId.load(id);
    return invoiceNumberText(row?.invoice_number) ?? '';
  }
}
