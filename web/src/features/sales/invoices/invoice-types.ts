/** Invoices as GET /api/invoices and /api/invoices/{id} answer them (decimal taka). */
export type InvoiceType = 'Motorcycle' | 'Accessories & Spare Parts';
export type PaymentStatus = 'Paid' | 'Partial' | 'Unpaid';
export type DiscountType = 'flat' | 'percentage';

export interface InvoiceItem {
  key: string;
  product: { _id: string; name: string; model: string; type: string };
  name: string;
  type: string;
  motorcycleId: string | null;
  chassisNo: string | null;
  engineNo: string | null;
  color: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** A list row. */
export interface InvoiceSummary {
  _id: string;
  /** The spec's name for the number as text, INV-000123 (null only for a moment before the projector numbers it); the invoice's id is `_id` (mapped in the API's invoice-queries.ts). */
  invoiceId: string | null;
  invoiceNumber: number | null;
  invoiceType: InvoiceType;
  customer: { _id: string; name: string; phone: string; email?: string; address?: string };
  /** The business day of the sale, YYYY-MM-DD. */
  date: string;
  items: InvoiceItem[];
  subTotal: number;
  shippingCharge: number;
  discountType: DiscountType;
  /** flat: taka; percentage: percent. */
  discountValue: number;
  discount: number;
  totalAmount: number;
  /** Payments and booking money applied. */
  paidAmount: number;
  due: number;
  paymentStatus: PaymentStatus;
  dueDate: string | null;
  status: 'Issued' | 'Voided';
  /** A voided invoice: its payments refunded to their methods, and booking money restored to its booking (0 while issued). Its other figures stay as they stood at the void. */
  refundedAmount: number;
  bookingMoneyRestored: number;
  createdAt: string;
  updatedAt: string;
}

export interface InvoicePayment {
  _id: string;
  /** 'booking': the booking money applied (the locked row); 'payment': a method's payment. */
  kind: 'booking' | 'payment';
  date: string;
  amount: number;
  method: { _id: string | null; name: string };
  processingFee: number;
  locked: boolean;
  /** Its invoice was voided: the money went back by its method. */
  refunded: boolean;
}

export interface Invoice extends InvoiceSummary {
  payments: InvoicePayment[];
  booking: { _id: string; bookingNumber: string | null; amount: number } | null;
  receivable: { _id: string; dueDate: string | null } | null;
  notes: string;
  journalEntry: { _id: string; entryNumber: number | null } | null;
  voidedAt: string | null;
  voidReason: string | null;
}

/** A split-tender row as POST /api/invoices and /api/invoices/{id}/payments take it. */
export interface PaymentRowBody {
  method: string;
  amount: number;
}

export interface InvoiceBody {
  customer: string;
  invoiceType: InvoiceType;
  items: Record<string, unknown>[];
  shippingCharge: number;
  discountType: DiscountType;
  discountValue: number;
  payments: PaymentRowBody[];
  bookingId?: string;
  notes?: string;
  date: string;
}
