import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redisKeyPrefixOf } from '@dealer/read-models';

export interface AppConfig {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  eventStore: 'postgres' | 'kurrentdb';
  kurrentDbUrl?: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminEmail?: string;
  adminPassword?: string;
  production: boolean;
  /** Built web client to serve beside /api; absent in tests. */
  webDistDirectory?: string;
  /** How long a command waits for the projector before answering (read-your-writes). */
  readYourWritesTimeoutMs: number;
  /** How long startup waits for the projector to migrate the read models (default 120 s). */
  readModelsWaitMs?: number;
  /** Prefix of this deployment's Redis keys (a shared Redis serves several): REDIS_KEY_PREFIX, else derived from the database (redisKeyPrefixOf). */
  redisKeyPrefix: string;
  /** Run the projector inside this process (tests, benchmarks); `npm start` runs it as its own process. */
  embeddedProjector: boolean;
  /**
   * The proxies in front (TRUST_PROXY: addresses or CIDRs, comma separated, `loopback`, a hop count,
   * or `true`): only their X-Forwarded-For names the client. Unset, nothing is trusted and the
   * client is the socket's peer, so a caller cannot pick the address sign-in throttling counts.
   */
  trustProxy?: string | number | boolean;
}

export function trustProxyOf(setting: string | undefined): string | number | boolean {
  const value = setting?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A development secret kept under .data so tokens survive restarts; production must set JWT_SECRET. */
function developmentJwtSecret(dataDirectory: string): string {
  const file = join(dataDirectory, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDirectory, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function configFromEnvironment(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = environment.NODE_ENV === 'production';
  const dataDirectory = environment.DATA_DIR ?? join(process.cwd(), '.data');
  const jwtSecret = environment.JWT_SECRET ?? (production ? undefined : developmentJwtSecret(dataDirectory));
  if (!jwtSecret) throw new Error('JWT_SECRET must be set in production');
  if (jwtSecret.length < 16) throw new Error('JWT_SECRET must be at least 16 characters');
  const databaseUrl = environment.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dealer';
  return {
    port: Number(environment.PORT ?? 3000),
    databaseUrl,
    redisUrl: environment.REDIS_URL ?? 'redis://127.0.0.1:6379',
    eventStore: environment.EVENT_STORE === 'kurrentdb' ? 'kurrentdb' : 'postgres',
    kurrentDbUrl: environment.KURRENTDB_URL,
    jwtSecret,
    jwtExpiresIn: environment.JWT_EXPIRES_IN ?? '12h',
    adminEmail: environment.ADMIN_EMAIL,
    adminPassword: environment.ADMIN_PASSWORD,
    production,
    webDistDirectory: environment.WEB_DIST_DIR,
    readYourWritesTimeoutMs: Number(environment.READ_YOUR_WRITES_TIMEOUT_MS ?? 5000),
    embeddedProjector: environment.EMBEDDED_PROJECTOR === 'true',
    redisKeyPrefix: redisKeyPrefixOf(databaseUrl, environment.REDIS_KEY_PREFIX),
    trustProxy: trustProxyOf(environment.TRUST_PROXY),
  };
}
