import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { READ_MODEL_TABLES } from './projections';
import { qualified, type Queryable } from './sql';

export { READ_MODEL_TABLES } from './projections';


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
