import { Pool } from 'pg';
import { CHECKPOINT_NAME, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { qualified, type Queryable } from './sql';

/**
 * The global position the read models of `schema` include (0n before the first event, or when
 * the schema is not migrated yet). Accepts a pool/client or a database URL.
 */
export async function readCheckpoint(db: Queryable | string, schema: string = READ_MODELS_SCHEMA): Promise<bigint> {
  const pool = typeof db === 'string' ? new Pool({ connectionString: db, max: 1 }) : undefined;
  try {
    const { rows } = await (pool ?? (db as Queryable)).query(
      `SELECT position FROM ${qualified(schema, 'projection_checkpoint')} WHERE name = $1`,
      [CHECKPOINT_NAME],
    );
    return rows[0] ? BigInt(rows[0].position) : 0n;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01' || (error as { code?: string }).code === '3F000') return 0n;
    throw error;
  } finally {
    await pool?.end();
  }
}
