import { createHash } from 'node:crypto';

/**
 * The prefix of a deployment's Redis keys (its BullMQ queues, the sign-in throttle's counters):
 * REDIS_KEY_PREFIX when set, else one derived from the deployment's database, so two deployments
 * that share one Redis but not a database never see each other's work (an export queued by one
 * taken by the other's worker, which would write the file into its own database).
 *
 * Derived: `dealer:<database name>:<8 hex digits>:`, the digits a hash of the server's host, port
 * and database name; never the user or password, so the API and the projector, which connect as
 * different roles to the same database, derive the same prefix, and no credential reaches Redis.
 */
export function redisKeyPrefixOf(databaseUrl: string, setting?: string): string {
  if (setting !== undefined && setting.trim() !== '') return setting;
  const { host, port, database } = databaseAddressOf(databaseUrl);
  const digest = createHash('sha256').update(`${host}:${port}/${database}`).digest('hex').slice(0, 8);
  // Only characters that are plain in a key (a name with spaces or braces, which Redis Cluster reads as a hash tag, is replaced).
  return `dealer:${database.replace(/[^\w.-]/g, '_').slice(0, 63)}:${digest}:`;
}

/** The server and database a PostgreSQL URL names (libpq's defaults where it names none). */
function databaseAddressOf(databaseUrl: string): { host: string; port: string; database: string } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('DATABASE_URL is not a valid URL: cannot derive the Redis key prefix (set REDIS_KEY_PREFIX)');
  }
  const socketHost = url.searchParams.get('host');
  const host = (url.hostname || socketHost || 'localhost').replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || url.searchParams.get('port') || '5432';
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres';
  return { host, port, database };
}
