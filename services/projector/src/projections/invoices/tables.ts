import { qualified } from '../../sql';
import { RowBatch } from '../row-batch';
import { pgArray, type StatementSink } from '../statements';

export interface InvoiceRow extends Record<string, string | number | object | null> {
  invoice_type: string;
  customer_id: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  customer_address: string;
  invoice_date: string;
  items: object;
  subtotal: number;
  shipping_charge: number;
  discount_type: string;
  discount_value: number;
  discount: number;
  total: number;
  paid_amount: number;
  due: number;
  payment_status: string;
  booking_id: string | null;
  booking_amount: number;
  receivable_id: string | null;
  due_date: string | null;
  journal_entry_id: string;
  notes: string;
  unit_numbers: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  voided_at: string | null;
  void_reason: string;
}

export interface InvoicePaymentRow extends Record<string, string | number | bigint | null> {
  invoice_id: string;
  payment_method_id: string;
  method_name: string;
  account_id: string;
  amount: number;
  processing_fee: number;
  payment_date: string;
  journal_entry_id: string;
  created_by: string | null;
  created_at: string;
  refunded_at: string | null;
  event_position: bigint;
  line: number;
}

/**
 * Pending writes of the invoices read models for one batch: the rows, the invoices issued in it (in
 * log order: they take the next numbers), the invoices voided in it (their payments marked refunded),
 * and the invoices touched, whose contribution to the tab sizes is taken out before the batch's
 * writes and put back after them.
 */
export class InvoicesBatch {
  /** invoice_number is not a column here: `numbered` assigns it after the insert. */
  readonly invoices = new RowBatch<InvoiceRow>({
    table: 'invoices',
    key: { name: 'id', type: 'uuid' },
    columns: {
      invoice_type: 'text',
      customer_id: 'uuid',
      customer_name: 'text',
      customer_phone: 'text',
      customer_email: 'text',
      customer_address: 'text',
      invoice_date: 'date',
      items: 'jsonb',
      subtotal: 'bigint',
      shipping_charge: 'bigint',
      discount_type: 'text',
      discount_value: 'bigint',
      discount: 'bigint',
      total: 'bigint',
      paid_amount: 'bigint',
      due: 'bigint',
      payment_status: 'text',
      booking_id: 'uuid',
      booking_amount: 'bigint',
      receivable_id: 'uuid',
      due_date: 'date',
      journal_entry_id: 'uuid',
      notes: 'text',
      unit_numbers: 'text',
      created_by: 'uuid',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
      voided_at: 'timestamptz',
      void_reason: 'text',
    },
  });

  readonly payments = new RowBatch<InvoicePaymentRow>({
    table: 'invoice_payments',
    key: { name: 'id', type: 'uuid' },
    columns: {
      invoice_id: 'uuid',
      payment_method_id: 'uuid',
      method_name: 'text',
      account_id: 'uuid',
      amount: 'bigint',
      processing_fee: 'bigint',
      payment_date: 'date',
      journal_entry_id: 'uuid',
      created_by: 'uuid',
      created_at: 'timestamptz',
      refunded_at: 'timestamptz',
      event_position: 'bigint',
      line: 'int',
    },
  });

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
