/**
 * What the printed papers (Invoice, Delivery Challan / Gate Pass, Booking Receipt) are given:
 * plain values in decimal taka, so a paper is a pure drawing of them and any screen (an invoice's
 * view, the print-options modal, the booking preview) can fill them from its own API answer.
 */

/** The business profile printed at the top of every paper (GET /api/settings). */
export interface BusinessProfile {
  businessName: string;
  address: string;
  phones: string[];
  email: string;
  /** data:image/…;base64,… or ''. */
  logoDataUrl: string;
  binVatNumber: string;
  /** The invoice's footer. */
  footerText: string;
  /** Each other paper's own footer (settings); a paper without one prints none. */
  paperFooters?: { deliveryChallan?: string; bookingReceipt?: string; moneyReceipt?: string };
}

/** Which paper a footer is printed on: each has its own text in settings (issue 23, item 19). */
export type PaperKind = 'invoice' | 'deliveryChallan' | 'bookingReceipt' | 'moneyReceipt';

export interface PrintableParty {
  name: string;
  phone: string;
  email?: string;
  address?: string;
  /** A buyer's BIN or NID, when known (the Mushak-6.3 prints it). */
  binOrNid?: string | null;
}

export interface PrintableInvoiceItem {
  name: string;
  model?: string;
  /** 'Motorcycle' | 'Spare Parts' | 'Accessories'. */
  type: string;
  /** A motorcycle line's unit. */
  chassisNo?: string;
  engineNo?: string;
  color?: string;
  quantity: number;
  unitPrice: number;
  total: number;
  /** VAT (issue 24) as the line was issued with it: rate in percent (null exempt), taxable value and VAT, taka. */
  vatRate?: number | null;
  taxableValue?: number;
  vat?: number;
}

/** An invoice issued while registered for VAT prints as the Mushak-6.3 tax invoice (issue 24 item 6). */
export interface PrintableInvoiceVat {
  pricesIncludeVat: boolean;
  vatTotal: number;
  /** When it was issued (ISO): the 6.3's date and time of issue. */
  issuedAt: string;
  /** Who signs the business's tax invoices (the VAT settings). */
  authorizedPerson: { name: string; designation: string };
}

export interface PrintablePayment {
  method: string;
  amount: number;
  date: string;
  /** A Mobile Banking or Card payment's TrxID, card slip or approval number. */
  transactionId?: string | null;
}

export interface PrintableInvoice {
  /** INV-000123. */
  invoiceNumber: string;
  invoiceType: string;
  /** YYYY-MM-DD. */
  date: string;
  dueDate?: string | null;
  customer: PrintableParty;
  items: PrintableInvoiceItem[];
  subtotal: number;
  shippingCharge: number;
  discount: number;
  total: number;
  /** Booking money applied to it (0 when none). */
  bookingAmount: number;
  bookingNumber?: string | null;
  /** Payments and booking money together. */
  paidAmount: number;
  due: number;
  paymentStatus: string;
  payments: PrintablePayment[];
  notes?: string;
  voided?: boolean;
  /** A voided invoice: when (ISO), why, and what the void refunded to the payment methods. */
  voidedAt?: string | null;
  voidReason?: string | null;
  refundedAmount?: number;
  /** Present when it carries VAT: it prints as the Mushak-6.3 tax invoice. */
  vat?: PrintableInvoiceVat | null;
}

export interface PrintableBooking {
  /** BK-000123. */
  bookingNumber: string;
  /** YYYY-MM-DD. */
  date: string;
  customer: PrintableParty;
  amount: number;
  description: string;
  method: string;
  /** The deposit's TrxID, card slip or approval number. */
  transactionId?: string | null;
  status: string;
  motorcycle?: { name: string; chassisNo: string; engineNo: string; color: string } | null;
  refunds: { amount: number; refundDate: string; method: string; reason: string; transactionId?: string | null }[];
}

/**
 * A money receipt (A5): money received on an invoice (a later payment, an installment) or paid back
 * on a booking (a refund), in figures and words, with its method and transaction ID.
 */
export interface PrintableMoneyReceipt {
  /** MR-000123 once the server numbers receipts; null prints the payment's date and document only. */
  receiptNumber: string | null;
  /** 'received': the customer paid us; 'refunded': we paid the customer back. */
  direction: 'received' | 'refunded';
  /** YYYY-MM-DD. */
  date: string;
  customer: PrintableParty;
  /** What the money is for: 'Invoice INV-000012', 'Booking BK-000003', an installment plan later. */
  against: string;
  amount: number;
  method: string;
  transactionId?: string | null;
  /** Who took (or paid out) the money. */
  handledBy?: string | null;
  note?: string | null;
}
