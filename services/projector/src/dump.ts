import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { qualified, type Queryable } from './sql';

/** Every read-model table with the order that makes its dump deterministic (drafts have no entry number: they sort last, by id). */
export const READ_MODEL_TABLES: Record<string, string> = {
  users: 'id',
  chart_of_accounts: 'id',
  gl_classes: 'id',
  gl_groups: 'id',
  gl_accounts: 'id',
  payment_methods: 'id',
  journal_entries: 'entry_number, id',
  journal_lines: 'id',
  account_daily_totals: 'account_id, date',
  transfers: 'id',
  expenses: 'id',
  owner_equity_transactions: 'id',
  profit_transfers: 'id',
  books: 'id',
};

/**
 * A deterministic dump of the read models (every row of every table, in key order, plus the
 * checkpoint position): two projections of the same log must dump equal.
 */
export async function dumpReadModels(db: Queryable, schema: string = READ_MODELS_SCHEMA): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(READ_MODEL_TABLES)) {
    const { rows } = await db.query(`SELECT to_jsonb(t) AS row FROM ${qualified(schema, table)} AS t ORDER BY ${order}`);
    dump[table] = rows.map((r) => r.row);
  }
  const { rows } = await db.query(`SELECT name, position FROM ${qualified(schema, 'projection_checkpoint')} ORDER BY name`);
  dump.projection_checkpoint = rows;
  return dump;
}
