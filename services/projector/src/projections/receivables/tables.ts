import { BAD_DEBTS, RECEIVABLE_PAYMENTS, RECEIVABLES, type RowOf } from '@dealer/read-models';
import { qualified } from '../../sql';
import { RowBatch } from '../row-batch';
import { pgArray, type StatementSink } from '../statements';

export type ReceivableRow = RowOf<typeof RECEIVABLES>;
export type BadDebtRow = RowOf<typeof BAD_DEBTS>;

/**
 * Pending writes of the receivables read models for one batch, and the receivables it touched:
 * what they counted for in `receivables_totals` comes out before the batch's writes and goes back
 * in after them (see `flush`).
 */
export class ReceivablesBatch {
  readonly receivables = new RowBatch(RECEIVABLES);
  readonly payments = new RowBatch(RECEIVABLE_PAYMENTS);
  readonly badDebts = new RowBatch(BAD_DEBTS);

  readonly touchedReceivables = new Set<string>();

  flush(db: StatementSink, schema: string): void {
    const touched = [...this.touchedReceivables];
    this.totals(db, schema, '-', touched);
    this.dueTotals(db, schema, '-', touched);
    this.receivables.flush(db, schema);
    this.payments.flush(db, schema);
    this.badDebts.flush(db, schema);
    this.totals(db, schema, '+', touched);
    this.dueTotals(db, schema, '+', touched);
  }

  /** The unfiltered list's count and sums, moved by the touched receivables (not cancelled) before and after the writes. */
  private totals(db: StatementSink, schema: string, sign: '+' | '-', touched: string[]): void {
    if (touched.length === 0) return;
    db.execute(
      `UPDATE ${qualified(schema, 'receivables_totals')} AS t
          SET count = t.count ${sign} c.count, amount = t.amount ${sign} c.amount, paid = t.paid ${sign} c.paid, written_off = t.written_off ${sign} c.written_off
         FROM (SELECT count(*) AS count, coalesce(sum(amount), 0)::bigint AS amount, coalesce(sum(paid_amount), 0)::bigint AS paid,
                      coalesce(sum(written_off_amount), 0)::bigint AS written_off
                 FROM ${qualified(schema, 'receivables')} WHERE id = ANY($1::uuid[]) AND cancelled_at IS NULL) AS c
        WHERE t.name = 'receivables'`,
      [pgArray(touched, 'uuid')],
    );
  }

  /**
   * The touched receivables' contributions to their due dates' rows, out before the writes and in
   * after them (new days inserted); a day no live receivable is due on any more leaves, so a replay
   * in any batch size dumps the same rows.
   */
  private dueTotals(db: StatementSink, schema: string, sign: '+' | '-', touched: string[]): void {
    if (touched.length === 0) return;
    const table = qualified(schema, 'receivables_due_totals');
    const contributions = `SELECT due_date, count(*)::bigint AS live, count(*) FILTER (WHERE remaining > 0)::bigint AS open_count,
                coalesce(sum(amount) FILTER (WHERE remaining > 0), 0)::bigint AS open_amount, coalesce(sum(paid_amount) FILTER (WHERE remaining > 0), 0)::bigint AS open_paid,
                coalesce(sum(written_off_amount) FILTER (WHERE remaining > 0), 0)::bigint AS open_written_off, coalesce(sum(remaining), 0)::bigint AS remaining
           FROM ${qualified(schema, 'receivables')} WHERE id = ANY($1::uuid[]) AND cancelled_at IS NULL GROUP BY due_date`;
    if (sign === '-') {
      db.execute(
        `UPDATE ${table} AS t SET live = t.live - c.live, open_count = t.open_count - c.open_count, open_amount = t.open_amount - c.open_amount,
                open_paid = t.open_paid - c.open_paid, open_written_off = t.open_written_off - c.open_written_off, remaining = t.remaining - c.remaining
           FROM (${contributions}) AS c WHERE t.due_date = c.due_date`,
        [pgArray(touched, 'uuid')],
      );
      return;
    }
    db.execute(
      `INSERT INTO ${table} AS t (due_date, live, open_count, open_amount, open_paid, open_written_off, remaining) ${contributions}
       ON CONFLICT (due_date) DO UPDATE SET live = t.live + excluded.live, open_count = t.open_count + excluded.open_count, open_amount = t.open_amount + excluded.open_amount,
                open_paid = t.open_paid + excluded.open_paid, open_written_off = t.open_written_off + excluded.open_written_off, remaining = t.remaining + excluded.remaining`,
      [pgArray(touched, 'uuid')],
    );
    db.execute(`DELETE FROM ${table} WHERE live = 0`);
  }
}
