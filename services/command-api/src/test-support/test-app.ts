import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Client, Pool } from 'pg';
import { redisKeyPrefixOf } from '@dealer/read-models';
import { createApp, type RunningApp } from '../app';
import type { AppConfig } from '../config';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const ADMIN = { email: 'owner@dealer.test', password: 'correct horse battery staple' };

export interface TestApp {
  url: string;
  /** The suite's own database (a second API process started by a test connects to it). */
  databaseUrl: string;
  pool: Pool;
  running: RunningApp;
  token: string;
  request(method: string, path: string, options?: { body?: unknown; token?: string | null; headers?: Record<string, string>; rawBody?: string }): Promise<{ status: number; body: any }>;
  eventCount(): Promise<number>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file, the real PostgreSQL and Redis, the projector in-process. Its
 * Redis keys get a random prefix; `redisKeyPrefix: undefined` derives it from the database as a
 * deployment without REDIS_KEY_PREFIX does.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = `dealer_api_test_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${database}`);
  const config: AppConfig = {
    port: 0,
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    eventStore: 'postgres',
    jwtSecret: randomBytes(32).toString('hex'),
    jwtExpiresIn: '1h',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    production: false,
    readYourWritesTimeoutMs: 5000,
    embeddedProjector: true,
    redisKeyPrefix: `dealer-test-${randomBytes(4).toString('hex')}:`,
    ...overrides,
  };
  if (Object.hasOwn(overrides, 'redisKeyPrefix') && overrides.redisKeyPrefix === undefined) config.redisKeyPrefix = redisKeyPrefixOf(databaseUrl);
  // A start that fails must not leave the app (its projector, pools and timers) running: the test process would never exit.
  let started: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    started = await createApp(config, { logger: process.env.TEST_LOG ? ['error', 'warn'] : false });
    await started.app.listen(0, '127.0.0.1');
  } catch (error) {
    await started?.close().catch(() => undefined);
    const cleanup = new Client({ connectionString: ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await cleanup.end();
    throw error;
  }
  const running = started;
  const { port } = running.app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  // A suite that writes read-model rows itself (to set up a state) cannot expect a replay to give them back.
  let readModelsWrittenByHand = false;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (text && /\b(insert\s+into|update|delete\s+from|truncate)\s+read_models\./i.test(text)) readModelsWrittenByHand = true;
    return query(...args);
  }) as typeof pool.query;

  const request: TestApp['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    const token = options.token === undefined ? app.token : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Non-JSON bodies are returned as text so a test can assert on them.
    }
    return { status: response.status, body: parsed };
  };

  const app: TestApp = {
    url,
    databaseUrl,
    pool,
    running,
    token: '',
    request,
    async eventCount() {
      const { rows } = await pool.query('select count(*)::int as count from events');
      return rows[0].count;
    },
    async close() {
      await running.close();
      await pool.end();
      const cleanup = new Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      // Let closing connections finish before the drop, so none is killed mid-close.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await cleanup.query('select count(*)::int as open from pg_stat_activity where datname = $1', [database]);
        if (rows[0].open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // npm test keeps the database for its replay check (rebuild --verify on what the suite left), then drops it.
      if (process.env.API_TEST_DATABASES_FILE) {
        appendFileSync(process.env.API_TEST_DATABASES_FILE, `${JSON.stringify({ database, url: databaseUrl, suite: process.argv[1], readModelsWrittenByHand })}\n`);
      } else {
        await cleanup.query(`drop database if exists ${database} with (force)`);
      }
      await cleanup.end();
    },
  };
  const login = await request('POST', '/api/auth/login', { body: ADMIN, token: null }).catch((error: unknown) => ({ status: 0, body: String(error) }) as const);
  if (login.status !== 200) {
    await app.close().catch(() => undefined);
    throw new Error(`test admin could not sign in: ${JSON.stringify(login.body)}`);
  }
  app.token = login.body.data.token;
  return app;
}
