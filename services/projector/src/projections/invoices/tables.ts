import { INVOICE_PAYMENTS, INVOICES, type RowOf } from '@dealer/read-models';
import { qualified } from '../../sql';
import { RowBatch } from '../row-batch';
import { pgArray, type StatementSink } from '../statements';

export type InvoiceRow = RowOf<typeof INVOICES>;
export type InvoicePaymentRow = RowOf<typeof INVOICE_PAYMENTS>;

/**
 * Pending writes of the invoices read models for one batch: the rows, the invoices issued in it (in
 * log order: they take the next numbers), the invoices voided in it (their payments marked refunded),
 * and the invoices touched, whose contribution to the tab sizes is taken out before the batch's
 * writes and put back after them.
 */
export class InvoicesBatch {
  /** invoice_number is computed, not written by the RowBatch: `numbered` assigns it after the insert. */
  readonly invoices = new RowBatch(INVOICES);
  readonly payments = new RowBatch(INVOICE_PAYMENTS);

  readonly numbered: string[] = [];
  readonly touched = new Set<string>();
  /** Invoice id → when it was voided (its payments' refunded_at). */
  readonly voided = new Map<string, string>();

  flush(db: StatementSink, schema: string): void {
    const touched = [...this.touched];
    this.totals(db, schema, '-', touched);
    this.invoices.flush(db, schema);
    this.payments.flush(db, schema);
    if (this.numbered.length > 0) {
      const table = qualified(schema, 'invoices');
      db.execute(
        `WITH n AS (SELECT coalesce(max(invoice_number), 0) AS last FROM ${table}),
              u AS (SELECT unnest($1::uuid[]) AS id, generate_series(1, cardinality($1::uuid[])) AS ord)
         UPDATE ${table} AS t SET invoice_number = n.last + u.ord FROM n, u WHERE t.id = u.id`,
        [pgArray(this.numbered, 'uuid')],
      );
    }
    if (this.voided.size > 0) {
      db.execute(
        `UPDATE ${qualified(schema, 'invoice_payments')} AS p SET refunded_at = v.at
           FROM (SELECT unnest($1::uuid[]) AS id, unnest($2::timestamptz[]) AS at) AS v
          WHERE p.invoice_id = v.id AND p.refunded_at IS NULL`,
        [pgArray([...this.voided.keys()], 'uuid'), pgArray([...this.voided.values()], 'timestamptz')],
      );
    }
    this.totals(db, schema, '+', touched);
  }

  /** The tabs' sizes (invoice_totals) moved by the touched invoices' contributions: live ones, by type. */
  private totals(db: StatementSink, schema: string, sign: '+' | '-', touched: string[]): void {
    if (touched.length === 0) return;
    db.execute(
      `UPDATE ${qualified(schema, 'invoice_totals')} AS t SET count = t.count ${sign} c.count
         FROM (SELECT 'invoices' AS name, count(*) AS count FROM ${qualified(schema, 'invoices')} WHERE id = ANY($1::uuid[]) AND voided_at IS NULL
               UNION ALL
               SELECT 'invoices:' || invoice_type, count(*) FROM ${qualified(schema, 'invoices')} WHERE id = ANY($1::uuid[]) AND voided_at IS NULL GROUP BY invoice_type) AS c
        WHERE t.name = c.name`,
      [pgArray(touched, 'uuid')],
    );
  }
}
