import type { BookingEvent, InvoiceEvent } from '@dealer/domain';
import { BOOKING_REFUNDS_TABLE, INVOICE_PAYMENTS_TABLE, MONEY_RECEIPT_COUNTER_ROW_ID, MONEY_RECEIPT_COUNTER_TABLE } from '@dealer/read-models';
import { qualified } from '../../sql';
import type { ProjectionBatch } from '../batch';
import { on, type Projection } from '../projection';
import { pgArray, type StatementSink } from '../statements';

/** The rows a batch gives a money receipt, in log order (a payment event's rows in their order). */
export class MoneyReceiptsBatch {
  readonly numbered: { table: typeof INVOICE_PAYMENTS_TABLE | typeof BOOKING_REFUNDS_TABLE; id: string }[] = [];
}

declare module '../batch' {
  interface ProjectionBatch {
    moneyReceipts: MoneyReceiptsBatch;
  }
}

/**
 * Every later payment on an invoice (its rows: a split payment prints one receipt per method) and
 * every booking refund takes the next money receipt number. Payments taken with the invoice are on
 * the invoice itself and take none.
 */
const moneyReceiptFollowers = on<InvoiceEvent | BookingEvent, ProjectionBatch>({
  InvoicePaymentReceived: (data, _event, { moneyReceipts }) => {
    for (const payment of data.payments) moneyReceipts.numbered.push({ table: INVOICE_PAYMENTS_TABLE, id: payment.paymentId });
  },
  BookingRefunded: (data, _event, { moneyReceipts }) => {
    moneyReceipts.numbered.push({ table: BOOKING_REFUNDS_TABLE, id: data.refundId });
  },
});

/**
 * The numbers are given in SQL after the rows are written (this projection flushes after the invoices
 * and bookings ones), from the counter row advanced in the same statement: a replay, in batches of
 * any size, numbers the log in the same order.
 */
function flushMoneyReceipts(state: MoneyReceiptsBatch, db: StatementSink, schema: string): void {
  if (state.numbered.length === 0) return;
  const counter = qualified(schema, MONEY_RECEIPT_COUNTER_TABLE);
  db.execute(
    `WITH receipts AS (SELECT unnest($1::text[]) AS table_name, unnest($2::uuid[]) AS id, generate_series(1, cardinality($2::uuid[])) AS ord),
          counter AS (INSERT INTO ${counter} AS c (id, last_number) VALUES ($3, cardinality($2::uuid[]))
                      ON CONFLICT (id) DO UPDATE SET last_number = c.last_number + excluded.last_number
                      RETURNING c.last_number - cardinality($2::uuid[]) AS last),
          payments AS (UPDATE ${qualified(schema, INVOICE_PAYMENTS_TABLE)} AS p SET receipt_number = counter.last + r.ord
                         FROM counter, receipts AS r WHERE r.table_name = '${INVOICE_PAYMENTS_TABLE}' AND p.id = r.id RETURNING p.id)
     UPDATE ${qualified(schema, BOOKING_REFUNDS_TABLE)} AS b SET receipt_number = counter.last + r.ord
       FROM counter, receipts AS r WHERE r.table_name = '${BOOKING_REFUNDS_TABLE}' AND b.id = r.id`,
    [pgArray(state.numbered.map((receipt) => receipt.table), 'text'), pgArray(state.numbered.map((receipt) => receipt.id), 'uuid'), MONEY_RECEIPT_COUNTER_ROW_ID],
  );
}

/** Money receipt numbers (MR-000123), one sequence over later invoice payments and booking refunds. */
export const moneyReceiptsProjection: Projection<'moneyReceipts'> = {
  name: 'moneyReceipts',
  tables: { [MONEY_RECEIPT_COUNTER_TABLE]: 'id' },
  createState: () => new MoneyReceiptsBatch(),
  handlers: {},
  follows: moneyReceiptFollowers,
  flush: flushMoneyReceipts,
};
