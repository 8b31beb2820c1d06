/**
 * The bookings feature's read-model tables (in READ_MODELS_SCHEMA), as ./migrations create them.
 * Rows as a reader's node-postgres returns them: bigint (poisha) as a decimal string, timestamptz
 * as a Date, `date` as 'YYYY-MM-DD' text.
 *
 * The bookings projection (services/projector/src/projections/bookings) writes them from the
 * booking-* streams: one row per booking, numbered BK-000123 in log order; one row per refund; and
 * the booking money each customer holds (kept in the same batch from the touched bookings'
 * contributions before and after its writes).
 */
export const BOOKINGS_TABLE = 'bookings';
export const BOOKING_REFUNDS_TABLE = 'booking_refunds';
export const CUSTOMER_BOOKING_MONEY_TABLE = 'customer_booking_money';

/** 'BK-000123': a booking's human number, assigned by the projector in log order. */
export const bookingNumberText = (bookingNumber: number | string | null | undefined): string | null =>
  bookingNumber === null || bookingNumber === undefined ? null : `BK-${String(bookingNumber).padStart(6, '0')}`;

export interface BookingRecord {
  id: string;
  /** Gap-free, in log order over every booking ever taken; null only inside a batch. */
  booking_number: number | null;
  customer_id: string;
  /** Poisha. */
  amount: string;
  payment_method_id: string;
  /** The account the deposit went into. */
  debit_account_id: string;
  description: string;
  /** 'Confirmed' | 'Pending' | 'Cancelled': the status chosen by hand. */
  chosen_status: string;
  /** Generated: the chosen status unless the money was refunded ('Refunded', 'Partial Refund') or applied ('Applied'); Cancelled wins. */
  status: string;
  motorcycle_id: string | null;
  booking_date: string;
  /** The deposit's entry in force (null for a booking of no money). */
  journal_entry_id: string | null;
  refunded_amount: string;
  refund_count: number;
  applied_amount: string;
  applied_invoice_id: string | null;
  /** Generated: amount − refunded − applied (the booking money still held). */
  remaining: string;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface BookingRefundRecord {
  /** The refund's id. */
  id: string;
  booking_id: string;
  amount: string;
  payment_method_id: string;
  /** The account the money left. */
  credit_account_id: string;
  reason: string;
  refund_date: string;
  journal_entry_id: string;
  created_by: string | null;
  created_at: Date;
}

/** A customer's booking money over all of their bookings (poisha): what Customer Deposits holds for them is `remaining`. */
export interface CustomerBookingMoneyRecord {
  customer_id: string;
  booking_count: number;
  deposited: string;
  refunded: string;
  applied: string;
  /** Generated: deposited − refunded − applied. */
  remaining: string;
}
