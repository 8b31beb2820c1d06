import { qualified, quoteIdent, type Queryable } from '../sql';

/** PostgreSQL type of a column, used to cast the unnest() arrays a batch is written with. */
export type SqlType = 'uuid' | 'text' | 'int' | 'bigint' | 'boolean' | 'timestamptz' | 'date' | 'jsonb';

export type ColumnValue = string | number | bigint | boolean | null | object;

export interface TableSpec<Row extends Record<string, ColumnValue>> {
  table: string;
  key: { name: string; type: SqlType };
  /** Columns written by insert() and patch(). */
  columns: { [K in keyof Row]: SqlType };
  /** Numeric columns changed only by add() (counts, running totals). */
  counters?: Record<string, SqlType>;
}

interface Pending<Row> {
  /** The row that existed before the batch is deleted first. */
  deleted: boolean;
  /** Full row (re)inserted by this batch. */
  row?: Row;
  /** Columns changed on a row that existed before the batch. */
  patch?: Partial<Row>;
}

/**
 * Collects one table's changes for a batch of events and writes them with a handful of
 * multi-row statements instead of one round trip per event.
 *
 * The calls compose so that the flushed result equals applying the events one by one, in order:
 * flush runs DELETE, then INSERT, then UPDATE of patched columns, then UPDATE of counters, and
 * each call folds into the pending state accordingly (a patch after an insert merges into the
 * inserted row; a delete discards earlier patches and counter deltas of the row).
 */
export class RowBatch<Row extends Record<string, ColumnValue>> {
  private readonly pending = new Map<string, Pending<Row>>();
  private readonly deltas = new Map<string, Map<string, bigint>>();
  private readonly columnNames: (keyof Row & string)[];

  constructor(readonly spec: TableSpec<Row>) {
    this.columnNames = Object.keys(spec.columns) as (keyof Row & string)[];
  }

  get size(): number {
    return this.pending.size + this.deltas.size;
  }

  insert(key: string | number, row: Row): void {
    const entry = this.entry(key);
    entry.row = { ...row };
    entry.patch = undefined;
  }

  patch(key: string | number, columns: Partial<Row>): void {
    const entry = this.entry(key);
    if (entry.row) Object.assign(entry.row, columns);
    else if (!entry.deleted) entry.patch = { ...entry.patch, ...columns };
  }

  delete(key: string | number): void {
    const entry = this.entry(key);
    entry.deleted = true;
    entry.row = undefined;
    entry.patch = undefined;
    this.deltas.delete(String(key));
  }

  add(key: string | number, counter: string, amount: bigint | number): void {
    if (!this.spec.counters || !(counter in this.spec.counters)) throw new Error(`${this.spec.table}.${counter} is not a counter`);
    const id = String(key);
    let counters = this.deltas.get(id);
    if (!counters) this.deltas.set(id, (counters = new Map()));
    counters.set(counter, (counters.get(counter) ?? 0n) + BigInt(amount));
  }

  async flush(db: Queryable, schema: string): Promise<void> {
    const table = qualified(schema, this.spec.table);
    const key = this.spec.key;
    const keyColumn = quoteIdent(key.name);

    const deleted = [...this.pending].filter(([, entry]) => entry.deleted).map(([id]) => id);
    if (deleted.length > 0) {
      await db.query(`DELETE FROM ${table} WHERE ${keyColumn} = ANY($1::${key.type}[])`, [deleted]);
    }

    const inserted = [...this.pending].filter(([, entry]) => entry.row);
    if (inserted.length > 0) {
      const names = this.columnNames;
      const values = [inserted.map(([id]) => id), ...names.map((name) => inserted.map(([, entry]) => toParameter(entry.row![name])))];
      const types = [key.type, ...names.map((name) => this.spec.columns[name])];
      const columnList = [key.name, ...names].map(quoteIdent).join(', ');
      const updates = names.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`).join(', ');
      await db.query(
        `INSERT INTO ${table} (${columnList})
         SELECT * FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
         ON CONFLICT (${keyColumn}) DO ${updates ? `UPDATE SET ${updates}` : 'NOTHING'}`,
        values,
      );
    }

    // Patches grouped by the set of columns they change: one UPDATE per shape.
    const shapes = new Map<string, [string, Partial<Row>][]>();
    for (const [id, entry] of this.pending) {
      if (!entry.patch || entry.deleted) continue;
      const shape = Object.keys(entry.patch).sort().join(',');
      if (!shapes.has(shape)) shapes.set(shape, []);
      shapes.get(shape)!.push([id, entry.patch]);
    }
    for (const [shape, rows] of shapes) {
      const names = shape.split(',') as (keyof Row & string)[];
      await this.updateFrom(
        db,
        table,
        names.map((name) => `${quoteIdent(name)} = u.${quoteIdent(name)}`).join(', '),
        names.map((name) => ({ name, type: this.spec.columns[name], values: rows.map(([, patch]) => toParameter(patch[name])) })),
        rows.map(([id]) => id),
      );
    }

    const deltas = [...this.deltas].filter(([, counters]) => [...counters.values()].some((amount) => amount !== 0n));
    if (deltas.length > 0) {
      const names = Object.keys(this.spec.counters ?? {});
      await this.updateFrom(
        db,
        table,
        names.map((name) => `${quoteIdent(name)} = t.${quoteIdent(name)} + u.${quoteIdent(name)}`).join(', '),
        names.map((name) => ({ name, type: this.spec.counters![name], values: deltas.map(([, counters]) => (counters.get(name) ?? 0n).toString()) })),
        deltas.map(([id]) => id),
      );
    }
  }

  private async updateFrom(
    db: Queryable,
    table: string,
    assignments: string,
    columns: { name: string; type: SqlType; values: unknown[] }[],
    ids: string[],
  ): Promise<void> {
    const key = this.spec.key;
    const arrays = [`$1::${key.type}[]`, ...columns.map((column, i) => `$${i + 2}::${column.type}[]`)].join(', ');
    const aliases = [key.name, ...columns.map((column) => column.name)].map(quoteIdent).join(', ');
    await db.query(
      `UPDATE ${table} AS t SET ${assignments}
       FROM unnest(${arrays}) AS u(${aliases})
       WHERE t.${quoteIdent(key.name)} = u.${quoteIdent(key.name)}`,
      [ids, ...columns.map((column) => column.values)],
    );
  }

  private entry(key: string | number): Pending<Row> {
    const id = String(key);
    let entry = this.pending.get(id);
    if (!entry) this.pending.set(id, (entry = { deleted: false }));
    return entry;
  }
}

/** node-postgres array parameters: bigints as text, objects (jsonb) as JSON text. */
function toParameter(value: ColumnValue | undefined): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}
