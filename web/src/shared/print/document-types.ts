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
  footerText: string;
}

export interface PrintableParty {
  name: string;
  phone: string;
  email?: string;
  address?: string;
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
}

export interface PrintablePayment {
  method: string;
  amount: number;
  date: string;
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
  status: string;
  motorcycle?: { name: string; chassisNo: string; engineNo: string; color: string } | null;
  refunds: { amount: number; refundDate: string; method: string; reason: string }[];
}
