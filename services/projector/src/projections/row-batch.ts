import { columnTypesOf, counterTypesOf, singleKeyOf, type AnyTable, type RowOf, type SqlType } from '@dealer/read-models';
import { qualified, quoteIdent } from '../sql';
import { pgArray, type StatementSink } from './statements';
import { exactSum } from './exact-sum';

export type { SqlType } from './statements';

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
 * flush runs DELETE, then INSERT, then one UPDATE of the patched columns and counters, and
 * each call folds into the pending state accordingly (a patch after an insert merges into the
 * inserted row; a delete discards earlier patches and counter deltas of the row).
 */
export class RowBatch<Table extends AnyTable, Row extends RowOf<Table> = RowOf<Table>> {
  private readonly pending = new Map<string, Pending<Row>>();
  private readonly deltas = new Map<string, Record<string, number | bigint>>();
  private readonly columnNames: (keyof Row & string)[];
  /** The written columns' and the counters' PostgreSQL types, from the table's declaration in @dealer/read-models. */
  private readonly columnTypes: Record<string, SqlType>;
  private readonly counterTypes: Record<string, SqlType>;
  private readonly key: { name: string; type: SqlType };

  constructor(readonly table: Table) {
    this.key = singleKeyOf(table);
    this.columnTypes = columnTypesOf(table);
    this.counterTypes = counterTypesOf(table);
    this.columnNames = Object.keys(this.columnTypes) as (keyof Row & string)[];
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

  /** Adds to a counter. Amounts are integers (counts, poisha); a sum beyond 2^53 is kept exactly as a bigint, never rounded. */
  add(key: string | number, counter: keyof Table['counters'] & string, amount: number): void {
    if (!(counter in this.counterTypes)) throw new Error(`${this.table.table}.${counter} is not a counter`);
    const id = String(key);
    let counters = this.deltas.get(id);
    if (!counters) this.deltas.set(id, (counters = {}));
    counters[counter] = exactSum(counters[counter] ?? 0, amount);
  }

  /** Queues this table's statements for the batch (DELETE, INSERT, one UPDATE of patches and counters). */
  flush(db: StatementSink, schema: string): void {
    const table = qualified(schema, this.table.table);
    const key = this.key;
    const keyColumn = quoteIdent(key.name);

    const deleted = [...this.pending].filter(([, entry]) => entry.deleted).map(([id]) => id);
    if (deleted.length > 0) {
      db.execute(`DELETE FROM ${table} WHERE ${keyColumn} = ANY($1::${key.type}[])`, [pgArray(deleted, key.type)]);
    }

    const inserted = [...this.pending].filter(([, entry]) => entry.row);
    if (inserted.length > 0) {
      const names = this.columnNames;
      const types = [key.type, ...names.map((name) => this.columnTypes[name])];
      const values = [inserted.map(([id]) => id), ...names.map((name) => inserted.map(([, entry]) => entry.row![name]))].map((column, i) => pgArray(column, types[i]));
      const columnList = [key.name, ...names].map(quoteIdent).join(', ');
      const updates = names.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`).join(', ');
      db.execute(
        `INSERT INTO ${table} (${columnList})
         SELECT * FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
         ON CONFLICT (${keyColumn}) DO ${updates ? `UPDATE SET ${updates}` : 'NOTHING'}`,
        values,
      );
    }

    const patched: [string, Partial<Row>][] = [];
    for (const [id, entry] of this.pending) if (entry.patch && !entry.deleted) patched.push([id, entry.patch]);
    const deltas = [...this.deltas].filter(([, counters]) => Object.values(counters).some((amount) => Number(amount) !== 0));
    if (patched.length === 0 && deltas.length === 0) return;
    const patchedNames = [...new Set(patched.flatMap(([, patch]) => Object.keys(patch)))].sort() as (keyof Row & string)[];
    const counterNames = deltas.length > 0 ? Object.keys(this.counterTypes) : [];
    if (patchedNames.some((name) => counterNames.includes(name))) {
      this.updateSeparately(db, table, patched, deltas);
      return;
    }
    // Every patch and counter change of the batch in ONE UPDATE: a row changed by several events
    // gets one new version (not one per shape plus one for its counters), and the table's
    // statement triggers run once. A patched column a row's patch leaves out keeps its value
    // (its flag is false); a row without counter changes adds 0.
    const rows = new Map<string, { patch?: Partial<Row>; counters?: Record<string, number | bigint> }>();
    for (const [id, patch] of patched) rows.set(id, { patch });
    for (const [id, counters] of deltas) {
      const row = rows.get(id);
      if (row) row.counters = counters;
      else rows.set(id, { counters });
    }
    const entries = [...rows];
    const columns: { name: string; type: SqlType; values: unknown[] }[] = [];
    const assignments: string[] = [];
    for (const name of patchedNames) {
      const column = quoteIdent(name);
      const flag = quoteIdent(`${name}:patched`);
      const partial = entries.some(([, row]) => !row.patch || !(name in row.patch));
      if (partial) {
        columns.push({ name: `${name}:patched`, type: 'boolean', values: entries.map(([, row]) => !!row.patch && name in row.patch) });
        assignments.push(`${column} = CASE WHEN u.${flag} THEN u.${column} ELSE t.${column} END`);
      } else {
        assignments.push(`${column} = u.${column}`);
      }
      columns.push({ name, type: this.columnTypes[name], values: entries.map(([, row]) => (row.patch && name in row.patch ? row.patch[name] : null)) });
    }
    for (const name of counterNames) {
      const column = quoteIdent(name);
      assignments.push(`${column} = t.${column} + u.${column}`);
      columns.push({ name, type: this.counterTypes[name], values: entries.map(([, row]) => row.counters?.[name] ?? 0) });
    }
    this.updateFrom(db, table, assignments.join(', '), columns, entries.map(([id]) => id));
  }

  /** Patches grouped by the set of columns they change (one UPDATE per shape), then the counters. */
  private updateSeparately(
    db: StatementSink,
    table: string,
    patched: [string, Partial<Row>][],
    deltas: [string, Record<string, number | bigint>][],
  ): void {
    const shapes = new Map<string, [string, Partial<Row>][]>();
    for (const [id, patch] of patched) {
      const shape = Object.keys(patch).sort().join(',');
      if (!shapes.has(shape)) shapes.set(shape, []);
      shapes.get(shape)!.push([id, patch]);
    }
    for (const [shape, rows] of shapes) {
      const names = shape.split(',') as (keyof Row & string)[];
      this.updateFrom(
        db,
        table,
        names.map((name) => `${quoteIdent(name)} = u.${quoteIdent(name)}`).join(', '),
        names.map((name) => ({ name, type: this.columnTypes[name], values: rows.map(([, patch]) => patch[name]) })),
        rows.map(([id]) => id),
      );
    }
    if (deltas.length > 0) {
      const names = Object.keys(this.counterTypes);
      this.updateFrom(
        db,
        table,
        names.map((name) => `${quoteIdent(name)} = t.${quoteIdent(name)} + u.${quoteIdent(name)}`).join(', '),
        names.map((name) => ({ name, type: this.counterTypes[name], values: deltas.map(([, counters]) => counters[name] ?? 0) })),
        deltas.map(([id]) => id),
      );
    }
  }

  private updateFrom(
    db: StatementSink,
    table: string,
    assignments: string,
    columns: { name: string; type: SqlType; values: unknown[] }[],
    ids: string[],
  ): void {
    const key = this.key;
    const arrays = [`$1::${key.type}[]`, ...columns.map((column, i) => `$${i + 2}::${column.type}[]`)].join(', ');
    const aliases = [key.name, ...columns.map((column) => column.name)].map(quoteIdent).join(', ');
    db.execute(
      `UPDATE ${table} AS t SET ${assignments}
       FROM unnest(${arrays}) AS u(${aliases})
       WHERE t.${quoteIdent(key.name)} = u.${quoteIdent(key.name)}`,
      [pgArray(ids, key.type), ...columns.map((column) => pgArray(column.values, column.type))],
    );
  }

  private entry(key: string | number): Pending<Row> {
    const id = String(key);
    let entry = this.pending.get(id);
    if (!entry) this.pending.set(id, (entry = { deleted: false }));
    return entry;
  }
}

