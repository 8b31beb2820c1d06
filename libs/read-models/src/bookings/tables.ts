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
import { defineTable, nullable, type RecordOf } from '../table-declaration';

export const BOOKINGS_TABLE = 'bookings';
export const BOOKING_REFUNDS_TABLE = 'booking_refunds';
export const CUSTOMER_BOOKING_MONEY_TABLE = 'customer_booking_money';

/** 'BK-000123': a booking's human number, assigned by the projector in log order. */
export const bookingNumberText = (bookingNumber: number | string | null | undefined): string | null =>
  bookingNumber === null || bookingNumber === undefined ? null : `BK-${String(bookingNumber).padStart(6, '0')}`;

export const BOOKINGS = defineTable(BOOKINGS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    customer_id: 'uuid',
    /** Poisha. */
    amount: 'bigint',
    payment_method_id: 'uuid',
    /** The account the deposit went into. */
    debit_account_id: 'uuid',
    description: 'text',
    /** 'Confirmed' | 'Pending' | 'Cancelled': the status chosen by hand. */
    chosen_status: 'text',
    motorcycle_id: nullable('uuid'),
    booking_date: 'date',
    /** The deposit's entry in force (null for a booking of no money). */
    journal_entry_id: nullable('uuid'),
    applied_invoice_id: nullable('uuid'),
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    /** The deposit's TrxID, card slip or approval number (capitals), null when none was given. */
    transaction_id: nullable('text'),
  },
  counters: { refunded_amount: 'bigint', refund_count: 'int', applied_amount: 'bigint' },
  computed: {
    /** Gap-free, in log order over every booking ever taken, set after the insert; null only inside a batch. */
    booking_number: nullable('int'),
    /** Generated: the chosen status unless the money was refunded ('Refunded', 'Partial Refund') or applied ('Applied'); Cancelled wins. */
    status: 'text',
    /** Generated: amount − refunded − applied (the booking money still held). */
    remaining: 'bigint',
  },
});
export type BookingRecord = RecordOf<typeof BOOKINGS>;

export const BOOKING_REFUNDS = defineTable(BOOKING_REFUNDS_TABLE, {
  /** The refund's id. */
  key: ['id', 'uuid'],
  columns: {
    booking_id: 'uuid',
    amount: 'bigint',
    payment_method_id: 'uuid',
    /** The account the money left. */
    credit_account_id: 'uuid',
    reason: 'text',
    refund_date: 'date',
    journal_entry_id: 'uuid',
    created_by: nullable('uuid'),
    created_at: 'timestamptz',
    /** The refund's TrxID, card slip or approval number (capitals), null when none was given. */
    transaction_id: nullable('text'),
  },
  computed: {
    /** Its money receipt number (MR-000123, one sequence with later invoice payments), numbered after the insert; null only inside a batch. */
    receipt_number: nullable('int'),
  },
});
export type BookingRefundRecord = RecordOf<typeof BOOKING_REFUNDS>;

/** A customer's booking money over all of their bookings (poisha), kept in SQL by the bookings projection: what Customer Deposits holds for them is `remaining`. */
export const CUSTOMER_BOOKING_MONEY = defineTable(CUSTOMER_BOOKING_MONEY_TABLE, {
  key: ['customer_id', 'uuid'],
  columns: {},
  counters: { booking_count: 'int', deposited: 'bigint', refunded: 'bigint', applied: 'bigint' },
  computed: {
    /** Generated: deposited − refunded − applied. */
    remaining: 'bigint',
  },
});
export type CustomerBookingMoneyRecord = RecordOf<typeof CUSTOMER_BOOKING_MONEY>;
