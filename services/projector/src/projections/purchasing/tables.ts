import { MOTORCYCLES, PAYABLE_PAYMENTS, PAYABLES, PURCHASES, REQUISITIONS, type RowOf } from '@dealer/read-models';
import { qualified } from '../../sql';
import { RowBatch } from '../row-batch';
import { pgArray, type StatementSink } from '../statements';
import { UnitMovements } from './unit-movements';

export type MotorcycleRow = RowOf<typeof MOTORCYCLES>;
export type PurchaseRow = RowOf<typeof PURCHASES>;

/**
 * Pending writes of the purchasing read models for one batch, and what the batch touched:
 * units, purchases and payables whose contributions to other projections' rows (a Motorcycle
 * product's stock, a supplier's counters) are taken out before this batch's writes and put back
 * after them (see `flush`).
 */
export class PurchasingBatch {
  readonly motorcycles = new RowBatch(MOTORCYCLES);
  readonly requisitions = new RowBatch(REQUISITIONS);
  /** purchase_number is computed, not written by the RowBatch: `numbered` assigns it after the insert. */
  readonly purchases = new RowBatch(PURCHASES);

  readonly payables = new RowBatch(PAYABLES);
  readonly payments = new RowBatch(PAYABLE_PAYMENTS);

  /** The stock movements of Motorcycle products, from the unit events. */
  readonly unitMovements = new UnitMovements();

  /** Purchases recorded by this batch, in log order: they take the next numbers. */
  readonly numbered: string[] = [];
  readonly touchedUnits = new Set<string>();
  readonly touchedPurchases = new Set<string>();
  readonly touchedPayables = new Set<string>();
  readonly touchedRequisitions = new Set<string>();
  /** Rows whose stream began in this batch: they did not exist before it, so they have nothing to take back. */
  private readonly born = new Set<string>();

  /** Notes a row created by the first event of its stream. */
  bornIn(event: { streamRevision: number }, id: string): void {
    if (event.streamRevision === 0) this.born.add(id);
  }

  flush(db: StatementSink, schema: string): void {
    const units = [...this.touchedUnits];
    const purchases = [...this.touchedPurchases];
    const payables = [...this.touchedPayables];
    const requisitions = [...this.touchedRequisitions];
    // First, while the units and the products' stock are as they were before this batch.
    this.unitMovements.flush(db, schema);
    // What the touched rows counted for before this batch comes out; what they count for after it goes back in.
    const existed = (ids: string[]) => ids.filter((id) => !this.born.has(id));
    this.contributions(db, schema, '-', existed(units), existed(purchases), existed(payables));
    this.totals(db, schema, '-', existed(units), existed(purchases), existed(payables), existed(requisitions));
    this.motorcycles.flush(db, schema);
    this.requisitions.flush(db, schema);
    this.purchases.flush(db, schema);
    this.payables.flush(db, schema);
    this.payments.flush(db, schema);
    if (this.numbered.length > 0) {
      const table = qualified(schema, 'purchases');
      db.execute(
        `WITH n AS (SELECT coalesce(max(purchase_number), 0) AS last FROM ${table}),
              u AS (SELECT unnest($1::uuid[]) AS id, generate_series(1, cardinality($1::uuid[])) AS ord)
         UPDATE ${table} AS t SET purchase_number = n.last + u.ord FROM n, u WHERE t.id = u.id`,
        [pgArray(this.numbered, 'uuid')],
      );
    }
    this.contributions(db, schema, '+', units, purchases, payables);
    this.totals(db, schema, '+', units, purchases, payables, requisitions);
  }

  /** The lists' sizes (purchasing_totals), moved the same way: their rows always exist, a batch only adds to them. */
  private totals(db: StatementSink, schema: string, sign: '+' | '-', units: string[], purchases: string[], payables: string[], requisitions: string[]): void {
    const parts: string[] = [];
    const values: unknown[] = [];
    const ids = (list: string[]) => {
      values.push(pgArray(list, 'uuid'));
      return `$${values.length}::uuid[]`;
    };
    if (units.length > 0) {
      const unitIds = ids(units);
      parts.push(
        `SELECT 'motorcycles' AS name, count(*) AS count, 0::bigint AS amount, 0::bigint AS paid FROM ${qualified(schema, 'motorcycles')} WHERE id = ANY(${unitIds})`,
        `SELECT 'motorcycles:' || status AS name, count(*) AS count, 0::bigint AS amount, 0::bigint AS paid FROM ${qualified(schema, 'motorcycles')} WHERE id = ANY(${unitIds}) GROUP BY status`,
      );
    }
    if (purchases.length > 0) parts.push(`SELECT 'purchases' AS name, count(*) AS count, 0::bigint AS amount, 0::bigint AS paid FROM ${qualified(schema, 'purchases')} WHERE id = ANY(${ids(purchases)}) AND deleted_at IS NULL`);
    if (requisitions.length > 0) parts.push(`SELECT 'requisitions' AS name, count(*) AS count, 0::bigint AS amount, 0::bigint AS paid FROM ${qualified(schema, 'requisitions')} WHERE id = ANY(${ids(requisitions)})`);
    if (payables.length > 0) {
      parts.push(`SELECT 'payables' AS name, count(*) AS count, coalesce(sum(amount), 0)::bigint AS amount, coalesce(sum(paid_amount), 0)::bigint AS paid FROM ${qualified(schema, 'payables')} WHERE id = ANY(${ids(payables)}) AND cancelled_at IS NULL`);
    }
    if (parts.length === 0) return;
    db.execute(
      `UPDATE ${qualified(schema, 'purchasing_totals')} AS t
          SET count = t.count ${sign} c.count, amount = t.amount ${sign} c.amount, paid = t.paid ${sign} c.paid
         FROM (${parts.join(' UNION ALL ')}) AS c
        WHERE t.name = c.name`,
      values,
    );
  }

  /**
   * Moves the rows of other projections these rows count in: a Motorcycle product's quantity and
   * stock value (its units not Sold, each at its own price), a supplier's purchases (not deleted)
   * and open payables (not cancelled, something remaining). Those projections flush before this
   * one, so their rows of this batch exist.
   */
  private contributions(db: StatementSink, schema: string, sign: '+' | '-', units: string[], purchases: string[], payables: string[]): void {
    if (units.length > 0) {
      db.execute(
        `UPDATE ${qualified(schema, 'products')} AS p
            SET quantity = p.quantity ${sign} s.n, stock_value = p.stock_value ${sign} s.v
           FROM (SELECT product_id, count(*)::bigint AS n, sum(purchase_price)::bigint AS v
                   FROM ${qualified(schema, 'motorcycles')}
                  WHERE id = ANY($1::uuid[]) AND status <> 'Sold'
                  GROUP BY product_id) AS s
          WHERE p.id = s.product_id`,
        [pgArray(units, 'uuid')],
      );
    }
    if (purchases.length > 0) {
      db.execute(
        `UPDATE ${qualified(schema, 'suppliers')} AS t SET purchase_count = t.purchase_count ${sign} c.n
           FROM (SELECT supplier_id, count(*)::int AS n FROM ${qualified(schema, 'purchases')}
                  WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL GROUP BY supplier_id) AS c
          WHERE t.id = c.supplier_id`,
        [pgArray(purchases, 'uuid')],
      );
    }
    if (payables.length > 0) {
      db.execute(
        `UPDATE ${qualified(schema, 'suppliers')} AS t SET open_payable_count = t.open_payable_count ${sign} c.n
           FROM (SELECT supplier_id, count(*)::int AS n FROM ${qualified(schema, 'payables')}
                  WHERE id = ANY($1::uuid[]) AND cancelled_at IS NULL AND amount > paid_amount GROUP BY supplier_id) AS c
          WHERE t.id = c.supplier_id`,
        [pgArray(payables, 'uuid')],
      );
    }
  }
}
