import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { errorResponse } from '../platform/error-filter';
import { ADMIN, startTestApp, type TestApp } from '../test-support/test-app';
import { RedisAvailability } from './redis-availability';

/** Redis is optional at runtime: nothing hangs on it, sign-in throttles in memory, health says so. */
describe('without Redis', () => {
  let app: TestApp;
  let startMs: number;

  before(async () => {
    const started = Date.now();
    // Nothing listens on port 1: every connection is refused.
    app = await startTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    startMs = Date.now() - started;
  });
  after(async () => app.close());

  const timed = async <T>(call: () => Promise<T>) => {
    const started = Date.now();
    const result = await call();
    return { result, ms: Date.now() - started };
  };

  // The bounds catch a wait on Redis (a connection that hangs), not speed: they leave room for a busy machine.
  it('starts, signs in and runs a command within a few seconds', async () => {
    assert.ok(startMs < 20_000, `started in ${startMs} ms`);
    const login = await timed(() => app.request('POST', '/api/auth/login', { body: ADMIN, token: null }));
    assert.equal(login.result.status, 200);
    assert.ok(login.ms < 5000, `signed in in ${login.ms} ms`);
    const created = await timed(() => app.request('POST', '/api/accounts/gl-classes', { body: { name: 'Assets', type: 'Asset' } }));
    assert.equal(created.result.status, 201);
    assert.ok(created.ms < 5000, `command answered in ${created.ms} ms`);
  });

  it('still locks an email after repeated failures, in this process', async () => {
    const email = 'guess@dealer.test';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await app.request('POST', '/api/auth/login', { body: { email, password: `guess-${attempt}` }, token: null })).status);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
  });

  it('reports Redis down in health, still serving', async () => {
    const health = await timed(() => app.request('GET', '/api/health', { token: null }));
    assert.equal(health.result.status, 200);
    assert.equal(health.result.body.data.status, 'degraded');
    assert.deepEqual(health.result.body.data.redis, { ok: false, error: 'unreachable', url: 'redis://127.0.0.1:1' });
    assert.equal(health.result.body.data.postgres.ok, true);
    assert.ok(health.ms < 1500, `health answered in ${health.ms} ms`);
  });

  it('answers 503 naming Redis for what needs it (background jobs)', () => {
    const redis = app.running.app.get(RedisAvailability);
    assert.equal(redis.isUp, false);
    let refusal: unknown;
    try {
      redis.assertAvailable();
    } catch (error) {
      refusal = error;
    }
    assert.ok(refusal instanceof ServiceUnavailableException);
    assert.deepEqual(errorResponse(refusal, new Logger('test')), {
      status: 503,
      body: { success: false, message: 'Background jobs need Redis, which is not reachable at redis://127.0.0.1:1' },
    });
  });
});

describe('with Redis', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => app.close());

  it('is up from the first request and lets background jobs run', () => {
    const redis = app.running.app.get(RedisAvailability);
    assert.equal(redis.isUp, true);
    assert.doesNotThrow(() => redis.assertAvailable());
  });
});
