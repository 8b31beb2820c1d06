import type { BookingDetails, BookingEvent } from '@dealer/domain';
import type { RecordedEvent } from '@dealer/event-store';
import { uuidOrNull } from '../../sql';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import type { StatementSink } from '../statements';
import { BookingsBatch, type BookingRow } from './tables';

export { BookingsBatch } from './tables';

declare module '../batch' {
  interface ProjectionBatch {
    bookings: BookingsBatch;
  }
}

const userOf = (by: unknown, event: RecordedEvent) => uuidOrNull(by ?? event.metadata.userId);

const detailColumns = (details: BookingDetails) =>
  ({
    customer_id: details.customerId,
    amount: details.amount,
    payment_method_id: details.paymentMethodId,
    debit_account_id: details.debitAccountId,
    description: details.description ?? '',
    chosen_status: details.status,
    motorcycle_id: uuidOrNull(details.motorcycleId),
    booking_date: details.date,
    transaction_id: details.transactionId ?? null,
  }) satisfies Partial<BookingRow>;

/** bookings (numbered BK-000123 in log order; status and remaining money are generated columns), their refunds. */
const bookingHandlers = on<BookingEvent, ProjectionBatch>({
  BookingCreated: (data, event, { bookings }) => {
    const at = data.createdAt ?? occurredAt(event);
    bookings.touched.add(data.bookingId);
    bookings.numbered.push(data.bookingId);
    bookings.bookings.insert(data.bookingId, {
      ...detailColumns(data),
      journal_entry_id: uuidOrNull(data.journalEntryId),
      applied_invoice_id: null,
      created_by: userOf(data.createdBy, event),
      created_at: at,
      updated_at: at,
    });
  },
  BookingUpdated: (data, event, { bookings }) => {
    bookings.touched.add(data.bookingId);
    bookings.bookings.patch(data.bookingId, { ...detailColumns(data), journal_entry_id: uuidOrNull(data.journalEntryId), updated_at: data.updatedAt ?? occurredAt(event) });
  },
  BookingRefunded: (data, event, { bookings }) => {
    const at = data.refundedAt ?? occurredAt(event);
    bookings.touched.add(data.bookingId);
    bookings.bookings.add(data.bookingId, 'refunded_amount', data.amount);
    bookings.bookings.add(data.bookingId, 'refund_count', 1);
    bookings.bookings.patch(data.bookingId, { updated_at: at });
    bookings.refunds.insert(data.refundId, {
      booking_id: data.bookingId,
      amount: data.amount,
      payment_method_id: data.paymentMethodId,
      credit_account_id: data.creditAccountId,
      reason: data.reason,
      refund_date: data.date,
      journal_entry_id: data.journalEntryId,
      created_by: userOf(data.refundedBy, event),
      created_at: at,
      transaction_id: data.transactionId ?? null,
    });
  },
  BookingApplied: (data, event, { bookings }) => {
    bookings.touched.add(data.bookingId);
    bookings.bookings.add(data.bookingId, 'applied_amount', data.amount);
    bookings.bookings.patch(data.bookingId, { applied_invoice_id: uuidOrNull(data.invoiceId), updated_at: data.appliedAt ?? occurredAt(event) });
  },
  BookingApplicationReversed: (data, event, { bookings }) => {
    bookings.touched.add(data.bookingId);
    bookings.bookings.add(data.bookingId, 'applied_amount', -data.amount);
    bookings.bookings.patch(data.bookingId, { applied_invoice_id: null, updated_at: data.reversedAt ?? occurredAt(event) });
  },
});

/** Bookings, refunds and each customer's booking money. The unit a booking holds shows Reserved in the register (the purchasing projection's motorcycles). */
export const bookingsProjection: Projection<'bookings'> = {
  name: 'bookings',
  tables: { bookings: 'id', booking_refunds: 'id', customer_booking_money: 'customer_id' },
  createState: () => new BookingsBatch(),
  handlers: bookingHandlers,
  flush: (state: BookingsBatch, db: StatementSink, schema: string) => state.flush(db, schema),
};
