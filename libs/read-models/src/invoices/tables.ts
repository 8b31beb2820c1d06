/**
 * The invoices feature's read-model tables (in READ_MODELS_SCHEMA), as ./migrations create them:
 * one row per invoice ever issued (a voided one keeps its row and its number), one per payment
 * taken on it, and the sizes of the list's tabs. Rows as a reader's node-postgres returns them:
 * bigint (poisha) as a decimal string, timestamptz as a Date, `date` as 'YYYY-MM-DD' text.
 *
 * The invoices projection (services/projector/src/projections/invoices) writes them from the
 * invoice-* streams: the invoice number in log order, the paid amount, due and payment status as
 * payments arrive, and `invoice_totals` (the tab sizes for the list's first page) in the same batch.
 */
import { defineTable, jsonb, nullable, type RecordOf } from '../table-declaration';

export const INVOICES_TABLE = 'invoices';
export const INVOICE_PAYMENTS_TABLE = 'invoice_payments';
export const INVOICE_TOTALS_TABLE = 'invoice_totals';

/** 'INV-000123': an invoice's human number, assigned by the projector in log order (DESIGN §9). */
export const invoiceNumberText = (invoiceNumber: number | string | null | undefined): string | null =>
  invoiceNumber === null || invoiceNumber === undefined ? null : `INV-${String(invoiceNumber).padStart(6, '0')}`;

/** The number of 'INV-000123', '000123' or '123' as a search asks for it, or null. */
export function invoiceNumberSearched(search: string): number | null {
  const match = /^(?:inv-?)?0*(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/** An invoice line as the InvoiceIssued event holds it (money in poisha). */
export interface InvoiceItemRecord {
  productId: string;
  productName: string;
  productModel: string;
  productType: string;
  motorcycleId: string | null;
  chassisNo: string;
  engineNo: string;
  color: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  cost: number;
  /** VAT (issue 24), on an invoice issued while registered: the rate in hundredths (null exempt), the taxable value and the VAT, poisha. Absent: no VAT. */
  vatRateHundredths?: number | null;
  taxableValue?: number;
  vat?: number;
}

/** Invoices: one row per invoice ever issued. */
export const INVOICES = defineTable(INVOICES_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    /** 'Motorcycle' | 'Accessories & Spare Parts' */
    invoice_type: 'text',
    customer_id: 'uuid',
    /** The contact printed on the invoice (editable there without touching the customer). */
    customer_name: 'text',
    customer_phone: 'text',
    customer_email: 'text',
    customer_address: 'text',
    invoice_date: 'date',
    items: jsonb<InvoiceItemRecord[]>(),
    subtotal: 'bigint',
    shipping_charge: 'bigint',
    /** 'flat' | 'percentage' */
    discount_type: 'text',
    /** flat: poisha; percentage: hundredths of a percent. */
    discount_value: 'bigint',
    discount: 'bigint',
    /** With the VAT added when its prices did not include it. */
    total: 'bigint',
    /** The invoice's VAT (issue 24), poisha; 0 without VAT. */
    vat_total: 'bigint',
    /** Whether its prices included the VAT; null for an invoice without VAT. */
    prices_include_vat: nullable('boolean'),
    /** Payments and booking money applied. */
    paid_amount: 'bigint',
    /** total − paid_amount. */
    due: 'bigint',
    /** 'Paid' | 'Partial' | 'Unpaid' */
    payment_status: 'text',
    booking_id: nullable('uuid'),
    booking_amount: 'bigint',
    receivable_id: nullable('uuid'),
    due_date: nullable('date'),
    journal_entry_id: 'uuid',
    notes: 'text',
    /** The chassis and engine numbers sold on it, space-separated. */
    unit_numbers: 'text',
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    /** Set when voided: the row stays so its number is never given again. */
    voided_at: nullable('timestamptz'),
    void_reason: 'text',
  },
  computed: {
    /** Gap-free, in log order over every invoice ever issued (a voided one keeps its number), set after the insert; null only inside a batch. */
    invoice_number: nullable('int'),
    /** Generated: lower(customer name, phone and unit numbers): what a search matches anywhere. */
    search_text: 'text',
  },
});
export type InvoiceRecord = RecordOf<typeof INVOICES>;

/** One row per payment taken on an invoice. */
export const INVOICE_PAYMENTS = defineTable(INVOICE_PAYMENTS_TABLE, {
  /** The payment's id. */
  key: ['id', 'uuid'],
  columns: {
    invoice_id: 'uuid',
    payment_method_id: 'uuid',
    /** The method's name when paid. */
    method_name: 'text',
    account_id: 'uuid',
    amount: 'bigint',
    processing_fee: 'bigint',
    payment_date: 'date',
    journal_entry_id: 'uuid',
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
    /** Set when its invoice was voided: the payment went back to its method. */
    refunded_at: nullable('timestamptz'),
    /** The global position of the event that took it, and its row in that event: the order payments are shown in. */
    event_position: 'bigint',
    line: 'int',
    /** The provider's TrxID, card slip or approval number (capitals), null when none was given. */
    transaction_id: nullable('text'),
  },
  computed: {
    /** A later payment's money receipt number (MR-000123, one sequence with booking refunds), numbered after the insert; null for a payment taken with its invoice. */
    receipt_number: nullable('int'),
  },
});
export type InvoicePaymentRecord = RecordOf<typeof INVOICE_PAYMENTS>;

/** The tabs' sizes as the list's first page shows them: 'invoices' and 'invoices:{type}' (not voided), kept in SQL by the projection. */
export const INVOICE_TOTALS = defineTable(INVOICE_TOTALS_TABLE, { key: ['name', 'text'], columns: {}, counters: { count: 'bigint' } });
export type InvoiceTotalRecord = RecordOf<typeof INVOICE_TOTALS>;
