import { Client, Pool } from 'pg';
import { PostgresEventStore } from '@dealer/event-store';
import { dumpReadModels } from '../dump';
import { migrateReadModels } from '@dealer/read-models';
import { Projector } from '../projector';
import { quoteIdent } from '../sql';

export const TEST_DATABASE_URL = process.env.PROJECTOR_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dealer_projector_test';

/** Creates the database of `databaseUrl` through the server's `postgres` database if it is missing. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${quoteIdent(name)}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created concurrently
      });
    }
  } finally {
    await admin.end();
  }
}

/** Drops the event table and every read-model schema the tests use, then recreates the event table. */
export async function resetDatabase(databaseUrl: string, schemas: string[]): Promise<void> {
  await ensureDatabase(databaseUrl);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await client.query('DROP TABLE IF EXISTS public.events CASCADE');
  } finally {
    await client.end();
  }
  const store = new PostgresEventStore(databaseUrl);
  await store.ensureSchema();
  await store.close();
}

/**
 * A from-scratch projection of the whole log into `schema` (dropped and migrated first) with
 * its own projector, and the dump of the result.
 */
export async function projectFromScratch(
  databaseUrl: string,
  eventStore: PostgresEventStore,
  schema: string,
  batchSize?: number,
): Promise<Record<string, unknown[]>> {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await migrateReadModels(databaseUrl, schema);
    const projector = new Projector({ pool, eventStore, schema, batchSize, advisoryLock: false });
    await projector.start();
    const head = await eventStore.headPosition();
    const reached = await projector.waitForPosition(head, 60_000);
    await projector.stop();
    if (!reached) throw new Error(`projection into ${schema} stopped at ${projector.position}, head ${head}`);
    return await dumpReadModels(pool, schema);
  } finally {
    await pool.end();
  }
}
