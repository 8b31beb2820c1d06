import { qualified } from '../../sql';
import { RowBatch } from '../row-batch';
import { pgArray, type StatementSink } from '../statements';
import { UnitMovements } from './unit-movements';

export interface MotorcycleRow extends Record<string, string | number | null> {
  product_id: string;
  chassis_no: string;
  engine_no: string;
  color: string;
  status: string;
  purchase_date: string | null;
  purchase_price: number;
  registration_date: string | null;
  registration_number: string;
  mileage: number;
  fuel_type: string | null;
  last_service_date: string | null;
  next_service_date: string | null;
  location_warehouse: string;
  location_section: string;
  location_position: string;
  insurance_provider: string;
  insurance_policy_number: string;
  insurance_expiry_date: string | null;
  insurance_premium: number | null;
  notes: string;
  source: string;
  purchase_id: string | null;
  invoice_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface RequisitionRow extends Record<string, string | object | null> {
  supplier_id: string;
  notes: string;
  products: object;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface PurchaseRow extends Record<string, string | number | object | null> {
  supplier_id: string;
  memo_number: string;
  purchase_date: string;
  due_date: string;
  payment_terms: number;
  other_charges: number;
  notes: string;
  items: object;
  subtotal: number;
  total: number;
  payment_method_id: string;
  paid_amount: number;
  payable_id: string;
  journal_entry_id: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface PayableRow extends Record<string, string | number | null> {
  supplier_id: string;
  bill_number: string;
  source: string;
  purchase_id: string | null;
  debit_account_id: string | null;
  journal_entry_id: string | null;
  amount: number;
  bill_date: string;
  due_date: string;
  notes: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

export interface PayablePaymentRow extends Record<string, string | number | null> {
  payable_id: string;
  amount: number;
  payment_method_id: string;
  credit_account_id: string;
  payment_date: string;
  notes: string;
  journal_entry_id: string;
  created_by: string | null;
  created_at: string;
}

/**
 * Pending writes of the purchasing read models for one batch, and what the batch touched:
 * units, purchases and payables whose contributions to other projections' rows (a Motorcycle
 * product's stock, a supplier's counters) are taken out before this batch's writes and put back
 * after them (see `flush`).
 */
export class PurchasingBatch {
  readonly motorcycles = new RowBatch<MotorcycleRow>({
    table: 'motorcycles',
    key: { name: 'id', type: 'uuid' },
    columns: {
      product_id: 'uuid',
      chassis_no: 'text',
      engine_no: 'text',
      color: 'text',
      status: 'text',
      purchase_date: 'date',
      purchase_price: 'bigint',
      registration_date: 'date',
      registration_number: 'text',
      mileage: 'bigint',
      fuel_type: 'text',
      last_service_date: 'date',
      next_service_date: 'date',
      location_warehouse: 'text',
      location_section: 'text',
      location_position: 'text',
      insurance_provider: 'text',
      insurance_policy_number: 'text',
      insurance_expiry_date: 'date',
      insurance_premium: 'bigint',
      notes: 'text',
      source: 'text',
      purchase_id: 'uuid',
      invoice_id: 'uuid',
      created_by: 'uuid',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
  });

  readonly requisitions = new RowBatch<RequisitionRow>({
    table: 'requisitions',
    key: { name: 'id', type: 'uuid' },
    columns: { supplier_id: 'uuid', notes: 'text', products: 'jsonb', created_by: 'uuid', created_at: 'timestamptz', updated_at: 'timestamptz' },
  });

  /** purchase_number is not a column here: `numbered` assigns it after the insert. */
  readonly purchases = new RowBatch<PurchaseRow>({
    table: 'purchases',
    key: { name: 'id', type: 'uuid' },
    columns: {
      supplier_id: 'uuid',
      memo_number: 'text',
      purchase_date: 'date',
      due_date: 'date',
      payment_terms: 'int',
      other_charges: 'bigint',
      notes: 'text',
      items: 'jsonb',
      subtotal: 'bigint',
      total: 'bigint',
      payment_method_id: 'uuid',
      paid_amount: 'bigint',
      payable_id: 'uuid',
      journal_entry_id: 'uuid',
      created_by: 'uuid',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
      deleted_at: 'timestamptz',
    },
  });

  readonly payables = new RowBatch<PayableRow>({
    table: 'payables',
    key: { name: 'id', type: 'uuid' },
    columns: {
      supplier_id: 'uuid',
      bill_number: 'text',
      source: 'text',
      purchase_id: 'uuid',
      debit_account_id: 'uuid',
      journal_entry_id: 'uuid',
      amount: 'bigint',
      bill_date: 'date',
      due_date: 'date',
      notes: 'text',
      created_by: 'uuid',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
      cancelled_at: 'timestamptz',
    },
    counters: { paid_amount: 'bigint', payment_count: 'int' },
  });

  readonly payments = new RowBatch<PayablePaymentRow>({
    table: 'payable_payments',
    key: { name: 'id', type: 'uuid' },
    columns: {
      payable_id: 'uuid',
      amount: 'bigint',
      payment_method_id: 'uuid',
      credit_account_id: 'uuid',
      payment_date: 'date',
      notes: 'text',
      journal_entry_id: 'uuid',
      created_by: 'uuid',
      created_at: 'timestamptz',
    },
  });

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
