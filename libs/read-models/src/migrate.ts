import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { Client } from 'pg';
import { READ_MODELS_SCHEMA } from './schema';
import { migrateLockKey, qualified, quoteIdent } from './sql-names';

export const MIGRATIONS_TABLE = 'knex_migrations';

/**
 * Where the migrations are: `migrations/` (the books' first tables) and each feature folder's own
 * `<feature>/migrations/`, found on disk so that a new feature adds its folder and edits no list.
 * knex orders them by file name across folders, so names carry a timestamp.
 */
export function migrationDirectories(root: string = __dirname): string[] {
  const features = readdirSync(root)
    .map((name) => join(root, name, 'migrations'))
    .filter((directory) => existsSync(directory) && statSync(directory).isDirectory());
  const shared = join(root, 'migrations');
  return existsSync(shared) ? [shared, ...features] : features;
}

/** Names of every migration (as knex records them), in the order they run. */
export function migrationNames(): string[] {
  return migrationDirectories()
    .flatMap((directory) => readdirSync(directory).filter((name) => name.endsWith('.js')))
    .map((name) => basename(name))
    .sort();
}

/** knex migration settings for one read-model schema (the migrations table lives in it too). */
export const migrationConfig = (schema: string): Knex.MigratorConfig => ({
  directory: migrationDirectories(),
  loadExtensions: ['.js'],
  schemaName: schema,
  tableName: MIGRATIONS_TABLE,
});

/**
 * Creates `schema` if needed and runs the pending knex migrations in it: the projector's job
 * (the API only waits for them, see `waitForReadModelMigrations`). The migration files create
 * unqualified tables: they run on a knex instance whose search_path is `schema`, which is how the
 * same migrations build `read_models` or a rebuild's `read_models_next`. Concurrent callers are
 * serialised by an advisory lock. Returns the names of the migrations applied.
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

/** The migrations of this build not yet applied to `schema` (all of them before the schema exists). */
export async function pendingReadModelMigrations(database: Knex, schema: string = READ_MODELS_SCHEMA): Promise<string[]> {
  let applied: Set<string>;
  try {
    const rows: { name: string }[] = await database.select('name').from(database.raw(qualified(schema, MIGRATIONS_TABLE)));
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    const code = (error as { code?: string }).code;
    // No schema or no migrations table yet: the projector has not migrated.
    if (code === '42P01' || code === '3F000') return migrationNames();
    throw error;
  }
  return migrationNames().filter((name) => !applied.has(name));
}

/**
 * Waits until the projector has applied every migration this build knows, polling; throws with
 * the missing ones after `timeoutMs`. A reader started beside a projector uses it instead of
 * migrating itself, so the schema has one owner.
 */
export async function waitForReadModelMigrations(
  database: Knex,
  { schema = READ_MODELS_SCHEMA, timeoutMs = 60_000, pollMs = 250, onWaiting }: { schema?: string; timeoutMs?: number; pollMs?: number; onWaiting?: (pending: string[]) => void } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    const pending = await pendingReadModelMigrations(database, schema);
    if (pending.length === 0) return;
    if (Date.now() >= deadline) {
      throw new Error(`The read models in ${schema} are not migrated (missing ${pending.join(', ')}): is the projector running?`);
    }
    if (!told) onWaiting?.(pending);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
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
