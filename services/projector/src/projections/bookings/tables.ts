import { BOOKING_REFUNDS, BOOKINGS, type RowOf } from '@dealer/read-models';
import { qualified } from '../../sql';
import { RowBatch } from '../row-batch';
import { pgArray, type StatementSink } from '../statements';

export type BookingRow = RowOf<typeof BOOKINGS>;

/**
 * Pending writes of the bookings read models for one batch. A booking's number is assigned after
 * its insert (`numbered`, in log order); each customer's booking money moves by the touched
 * bookings' contributions, taken out before the batch's writes and put back after them.
 */
export class BookingsBatch {
  /** booking_number is computed, not written by the RowBatch: `numbered` assigns it after the insert. */
  readonly bookings = new RowBatch(BOOKINGS);
  readonly refunds = new RowBatch(BOOKING_REFUNDS);

  readonly numbered: string[] = [];
  readonly touched = new Set<string>();

  flush(db: StatementSink, schema: string): void {
    const touched = [...this.touched];
    this.customerMoney(db, schema, '-', touched);
    this.bookings.flush(db, schema);
    this.refunds.flush(db, schema);
    if (this.numbered.length > 0) {
      const table = qualified(schema, 'bookings');
      db.execute(
        `WITH n AS (SELECT coalesce(max(booking_number), 0) AS last FROM ${table}),
              u AS (SELECT unnest($1::uuid[]) AS id, generate_series(1, cardinality($1::uuid[])) AS ord)
         UPDATE ${table} AS t SET booking_number = n.last + u.ord FROM n, u WHERE t.id = u.id`,
        [pgArray(this.numbered, 'uuid')],
      );
    }
    this.customerMoney(db, schema, '+', touched);
    // A customer left with no booking (moved to another customer) has no row, however the events were batched.
    if (touched.length > 0) db.execute(`DELETE FROM ${qualified(schema, 'customer_booking_money')} WHERE booking_count = 0`, []);
  }

  /** What the touched bookings count for in their customers' booking money, taken out ('-') or put back ('+'). */
  private customerMoney(db: StatementSink, schema: string, sign: '+' | '-', touched: string[]): void {
    if (touched.length === 0) return;
    const money = qualified(schema, 'customer_booking_money');
    db.execute(
      `INSERT INTO ${money} AS m (customer_id, booking_count, deposited, refunded, applied)
       SELECT customer_id, ${sign}count(*), ${sign}sum(amount), ${sign}sum(refunded_amount), ${sign}sum(applied_amount)
         FROM ${qualified(schema, 'bookings')} WHERE id = ANY($1::uuid[]) GROUP BY customer_id
       ON CONFLICT (customer_id) DO UPDATE SET
         booking_count = m.booking_count + excluded.booking_count,
         deposited = m.deposited + excluded.deposited,
         refunded = m.refunded + excluded.refunded,
         applied = m.applied + excluded.applied`,
      [pgArray(touched, 'uuid')],
    );
  }
}
