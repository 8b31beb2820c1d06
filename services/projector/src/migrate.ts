import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { Client } from 'pg';
import { READ_MODELS_SCHEMA } from './constants';
import { migrateLockKey, quoteIdent } from './sql';

export const MIGRATIONS_DIRECTORY = join(__dirname, 'migrations');
export const MIGRATIONS_TABLE = 'knex_migrations';

/** knex migration settings for one read-model schema (the migrations table lives in it too). */
export const migrationConfig = (schema: string): Knex.MigratorConfig => ({
  directory: MIGRATIONS_DIRECTORY,
  loadExtensions: ['.js'],
  schemaName: schema,
  tableName: MIGRATIONS_TABLE,
});

/**
 * Creates `schema` if needed and runs the pending knex migrations in it. The migration files
 * create unqualified tables: they run on a knex instance whose search_path is `schema`, which
 * is how the same migrations build `read_models` or a rebuild's `read_models_next`.
 * Concurrent callers (command API and projector starting together) are serialised by an
 * advisory lock. Returns the names of the migrations applied.
 */
export async function migrateReadModels(knexOrDatabaseUrl: Knex | string, schema: string = READ_MODELS_SCHEMA): Promise<string[]> {
  const baseConfig: Knex.Config =
    typeof knexOrDatabaseUrl === 'string' ? { client: 'pg', connection: knexOrDatabaseUrl } : { ...knexOrDatabaseUrl.client.config };
  const connection = await connectionConfigOf(baseConfig);
  const lock = new Client(connection);
  await lock.connect();
  let knex: Knex | undefined;
  try {
    await lock.query('SELECT pg_advisory_lock($1::bigint)', [migrateLockKey(schema)]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    knex = knexFactory({
      ...baseConfig,
      searchPath: [schema],
      pool: { min: 0, max: 2 },
      migrations: migrationConfig(schema),
    });
    const [, applied] = (await knex.migrate.latest()) as [number, string[]];
    return applied;
  } finally {
    await knex?.destroy();
    await lock.query('SELECT pg_advisory_unlock($1::bigint)', [migrateLockKey(schema)]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

/** The pg connection settings inside a knex config (a URL, an object or a function returning one). */
async function connectionConfigOf(config: Knex.Config): Promise<string | object> {
  let connection: unknown = config.connection;
  if (typeof connection === 'function') connection = await (connection as () => unknown)();
  if (typeof connection === 'string') return { connectionString: connection };
  if (connection && typeof connection === 'object') return connection;
  throw new Error('migrateReadModels needs a database URL or a knex instance with connection settings');
}
