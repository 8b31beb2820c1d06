import { Client } from 'pg';

/** The event store tests' database (EVENT_STORE_TEST_DATABASE_URL); each test file works in schemas of its own. */
export const testDatabaseUrl =
  process.env.EVENT_STORE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dealer_event_store_test';

let ready: Promise<void> | undefined;

/** Creates the test database once per process when it is missing. */
export function ensureTestDatabase(): Promise<void> {
  ready ??= (async () => {
    const url = new URL(testDatabaseUrl);
    const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
    url.pathname = '/postgres';
    const admin = new Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (exists.rowCount === 0) {
        try {
          await admin.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
        } catch (err) {
          // Another test process created it at the same time.
          const code = (err as { code?: string }).code;
          if (code !== '42P04' && code !== '23505') throw err;
        }
      }
    } finally {
      await admin.end();
    }
  })();
  return ready;
}
