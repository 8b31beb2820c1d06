import { createHash } from 'node:crypto';
import { VAT_REGISTER_LINES, type RowOf } from '@dealer/read-models';
import { qualified } from '../../sql';
import { RowBatch } from '../row-batch';
import type { StatementSink } from '../statements';

export type VatRegisterLineRow = RowOf<typeof VAT_REGISTER_LINES>;

/** A row's id: the event's id and the line, as PostgreSQL's md5(text)::uuid makes it (a reversal's: `{event}/reversal/{line}`, apart from a correction's new lines of the same event). */
export function registerLineId(eventId: string, line: number): string {
  const hex = createHash('md5').update(`${eventId}/${line}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A void, a correction or a deletion: the document's lines as last written before `position`, copied negated. */
export interface RegisterReversal {
  documentId: string;
  eventId: string;
  position: bigint;
  kind: 'invoice-void' | 'purchase-amendment' | 'purchase-deleted';
  /** The reversal's date; null: the date of the rows it negates (as the ledger dates a purchase's reversal: on the entry it reverses). */
  date: string | null;
  issuedAt: string;
  /** The reversal entry whose id names a product's movement (`{entry}-{line + 1}`). */
  reversalEntryId: string;
  stockMovementType: 'sale_return' | 'purchase_reversal';
}

/**
 * Pending writes of the VAT registers for one batch: the new lines (RowBatch), then the reversing
 * rows (copied in SQL from the lines already written, so a document recorded in an earlier batch
 * is reversed as well as one of this batch), then the invoice numbers and the stock before and
 * after of every row still without them, once this batch wrote rows or moved stock.
 */
export class VatRegistersBatch {
  readonly lines = new RowBatch(VAT_REGISTER_LINES);
  readonly reversals: RegisterReversal[] = [];
  /** A stock movement of an invoice or a purchase was projected in this batch: a row of an earlier batch may now find it. */
  stockMoved = false;
  private wrote = false;

  insert(id: string, row: VatRegisterLineRow): void {
    this.wrote = true;
    this.lines.insert(id, row);
  }

  flush(db: StatementSink, schema: string): void {
    this.lines.flush(db, schema);
    for (const reversal of this.reversals) this.reverse(db, schema, reversal);
    if (!this.wrote && this.reversals.length === 0 && !this.stockMoved) return;
    const table = qualified(schema, 'vat_register_lines');
    db.execute(
      `UPDATE ${table} AS l SET document_number = 'INV-' || lpad(i.invoice_number::text, 6, '0')
         FROM ${qualified(schema, 'invoices')} AS i
        WHERE l.document_number IS NULL AND l.register = 'sales' AND i.id = l.document_id AND i.invoice_number IS NOT NULL`,
    );
    db.execute(stockFillSql(schema));
  }

  private reverse(db: StatementSink, schema: string, reversal: RegisterReversal): void {
    const table = qualified(schema, 'vat_register_lines');
    db.execute(
      `INSERT INTO ${table}
              (id, register, document_id, document_kind, document_line, document_number, document_reference_date, date, issued_at,
               counterparty_id, counterparty_name, counterparty_address, product_id, product_name, product_model, chassis_numbers, engine_numbers,
               quantity, taxable_value, supplementary_duty, vat_rate_hundredths, vat, input_vat_credited, event_position, reversal,
               stock_source_stream, stock_movement_id, stock_movement_type)
       SELECT md5($2 || '/reversal/' || l.document_line)::uuid, l.register, l.document_id, $4, l.document_line, l.document_number, l.document_reference_date, coalesce($5::date, l.date), $6::timestamptz,
              l.counterparty_id, l.counterparty_name, l.counterparty_address, l.product_id, l.product_name, l.product_model, l.chassis_numbers, l.engine_numbers,
              -l.quantity, -l.taxable_value, -l.supplementary_duty, l.vat_rate_hundredths, -l.vat, l.input_vat_credited, $3::bigint, true,
              l.stock_source_stream, CASE WHEN l.stock_movement_id IS NULL THEN NULL ELSE $7 || '-' || (l.document_line + 1) END, $8
         FROM ${table} AS l
        WHERE l.document_id = $1 AND NOT l.reversal
          AND l.event_position = (SELECT max(event_position) FROM ${table} WHERE document_id = $1 AND NOT reversal AND event_position < $3::bigint)
       ON CONFLICT (id) DO NOTHING`,
      [reversal.documentId, reversal.eventId, reversal.position.toString(), reversal.kind, reversal.date, reversal.issuedAt, reversal.reversalEntryId, reversal.stockMovementType],
    );
  }
}

/**
 * The stock before and after each row still without it, from the movement its decision recorded:
 * a product's by its movement id; a unit's (or a purchase line's units') by chassis number and
 * movement type, the one nearest the row's event (a purchase corrected twice moves a unit twice).
 * Filled only once every movement of the row is there; before/after span the row's movements.
 */
function stockFillSql(schema: string): string {
  const lines = qualified(schema, 'vat_register_lines');
  const movements = qualified(schema, 'stock_movements');
  return `UPDATE ${lines} AS t SET quantity_before = f.quantity_before, quantity_after = f.quantity_after, value_before = f.value_before, value_after = f.value_after
    FROM (
      SELECT l.id, count(m.id) AS found, max(cardinality(k.keys)) AS wanted,
             (array_agg(m.quantity_after - m.quantity_change ORDER BY m.position))[1] AS quantity_before,
             (array_agg(m.quantity_after ORDER BY m.position DESC))[1] AS quantity_after,
             (array_agg(m.value_after - m.value_change ORDER BY m.position))[1] AS value_before,
             (array_agg(m.value_after ORDER BY m.position DESC))[1] AS value_after
        FROM ${lines} AS l
        CROSS JOIN LATERAL (SELECT CASE WHEN l.stock_movement_id IS NOT NULL THEN ARRAY[l.stock_movement_id]
                                        ELSE string_to_array(nullif(l.chassis_numbers, ''), ' ') END AS keys) AS k
        CROSS JOIN LATERAL unnest(k.keys) AS key(value)
        CROSS JOIN LATERAL (
          SELECT s.* FROM ${movements} AS s
           WHERE s.product_id = l.product_id AND s.source_stream = l.stock_source_stream
             AND CASE WHEN l.stock_movement_id IS NOT NULL THEN s.movement_id = key.value
                      ELSE s.reference = key.value AND (s.type = l.stock_movement_type OR (l.register = 'purchases' AND s.type = 'revaluation')) END
           ORDER BY abs(s.position - l.event_position), s.position LIMIT 1) AS m
       WHERE l.quantity_after IS NULL
       GROUP BY l.id) AS f
   WHERE t.id = f.id AND f.found = f.wanted`;
}
