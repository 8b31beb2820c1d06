import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from './test-app';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface SecondApiProcess {
  /** A call through the second process, signed in as the test app's administrator (the JWT secret is shared). */
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  stop(): void;
}

/**
 * Test support: a second API process (no projector of its own) on the test app's database, started
 * with the same JWT secret and Redis prefix the app was given, so that a rule can be shown to hold
 * across processes rather than in one process's memory.
 */
export async function startSecondApiProcess(app: TestApp, options: { jwtSecret: string; redisKeyPrefix: string }): Promise<SecondApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, '..', 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: app.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: options.jwtSecret,
      REDIS_KEY_PREFIX: options.redisKeyPrefix,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dealer-second-api-')),
      EMBEDDED_PROJECTOR: 'false',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the second API process did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    async request(method, path, body) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    stop: () => void child.kill('SIGTERM'),
  };
}
