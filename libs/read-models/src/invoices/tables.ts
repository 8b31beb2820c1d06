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
}

export interface InvoiceRecord {
  id: string;
  /** Gap-free, in log order over every invoice ever issued (a voided one keeps its number); null only inside a batch. */
  invoice_number: number | null;
  /** 'Motorcycle' | 'Accessories & Spare Parts' */
  invoice_type: string;
  customer_id: string;
  /** The contact printed on the invoice (editable there without touching the customer). */
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  customer_address: string;
  invoice_date: string;
  items: InvoiceItemRecord[];
  subtotal: string;
  shipping_charge: string;
  /** 'flat' | 'percentage' */
  discount_type: string;
  /** flat: poisha; percentage: hundredths of a percent. */
  discount_value: string;
  discount: string;
  total: string;
  /** Payments and booking money applied. */
  paid_amount: string;
  /** total − paid_amount. */
  due: string;
  /** 'Paid' | 'Partial' | 'Unpaid' */
  payment_status: string;
  booking_id: string | null;
  booking_amount: string;
  receivable_id: string | null;
  due_date: string | null;
  journal_entry_id: string;
  notes: string;
  /** The chassis and engine numbers sold on it, space-separated. */
  unit_numbers: string;
  /** Generated: lower(customer name, phone and unit numbers): what a search matches anywhere. */
  search_text: string;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  /** Set when voided: the row stays so its number is never given again. */
  voided_at: Date | null;
  void_reason: string;
}

export interface InvoicePaymentRecord {
  /** The payment's id. */
  id: string;
  invoice_id: string;
  payment_method_id: string;
  /** The method's name when paid. */
  method_name: string;
  account_id: string;
  amount: string;
  processing_fee: string;
  payment_date: string;
  journal_entry_id: string;
  created_by: string | null;
  created_at: Date;
  /** Set when its invoice was voided: the payment went back to its method. */
  refunded_at: Date | null;
  /** The global position of the event that took it, and its row in that event: the order payments are shown in. */
  event_position: string;
  line: number;
}

/** The tabs' sizes as the list's first page shows them: 'invoices' and 'invoices:{type}' (not voided). */
export interface InvoiceTotalRecord {
  name: string;
  count: string;
}
