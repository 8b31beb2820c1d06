import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { ADMIN, startTestApp, type TestApp } from '../test-support/test-app';

describe('sign-in', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => app.close());

  it('signs the first administrator in with a token and the user, whose role is Administrator', async () => {
    const { status, body } = await app.request('POST', '/api/auth/login', { body: ADMIN, token: null });
    assert.equal(status, 200);
    assert.equal(body.success, true);
    assert.match(body.data.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.equal(body.data.user.email, ADMIN.email);
    assert.ok(body.data.user._id);
    assert.equal(body.data.user.role, 'Administrator');
    assert.ok(body.data.user.permissions.includes('users:write'));
    // The token names its user and a session.
    const claims = JSON.parse(Buffer.from(body.data.token.split('.')[1], 'base64url').toString());
    assert.equal(claims.sub, body.data.user._id);
    assert.match(claims.sid, /^[0-9a-f-]{36}$/);
  });

  it('accepts the email in any case', async () => {
    const { status } = await app.request('POST', '/api/auth/login', { body: { ...ADMIN, email: ADMIN.email.toUpperCase() }, token: null });
    assert.equal(status, 200);
  });

  it('refuses a wrong password with 401 and the same message as an unknown email', async () => {
    const wrong = await app.request('POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'not the password' }, token: null });
    const unknown = await app.request('POST', '/api/auth/login', { body: { email: `nobody-${randomBytes(3).toString('hex')}@dealer.test`, password: 'x' }, token: null });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.equal(wrong.body.message, 'Invalid email or password');
    assert.equal(unknown.body.message, wrong.body.message);
  });

  it('validates the email format and required fields', async () => {
    const badEmail = await app.request('POST', '/api/auth/login', { body: { email: 'not-an-email', password: 'x' }, token: null });
    assert.equal(badEmail.status, 400);
    assert.equal(badEmail.body.message, 'Invalid email format!');
    assert.equal(badEmail.body.errors.email, 'Invalid email format!');
    const missing = await app.request('POST', '/api/auth/login', { body: { email: ADMIN.email }, token: null });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.errors.password, 'Please input your password!');
  });

  it('refuses unknown fields', async () => {
    const { status, body } = await app.request('POST', '/api/auth/login', { body: { ...ADMIN, role: 'superuser' }, token: null });
    assert.equal(status, 400);
    assert.equal(body.errors.role, 'property role should not exist');
  });

  it('locks an email for a while after repeated failures', async () => {
    const email = `guess-${randomBytes(4).toString('hex')}@dealer.test`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await app.request('POST', '/api/auth/login', { body: { email, password: `guess-${attempt}` }, token: null })).status);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
    const locked = await app.request('POST', '/api/auth/login', { body: { email, password: 'guess' }, token: null });
    assert.equal(locked.status, 429);
    assert.match(locked.body.message, /^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/);
  });

  it('verifies a token and returns the profile', async () => {
    const verified = await app.request('POST', '/api/auth/verify', { body: { token: app.token } });
    assert.equal(verified.status, 200);
    assert.equal(verified.body.data.valid, true);
    assert.equal(verified.body.data.decoded.email, ADMIN.email);
    const forged = await app.request('POST', '/api/auth/verify', { body: { token: `${app.token}x` } });
    assert.equal(forged.body.data.valid, false);
    const profile = await app.request('GET', '/api/auth/profile');
    assert.equal(profile.status, 200);
    assert.equal(profile.body.data.user.email, ADMIN.email);
    assert.equal(profile.body.data.user.role, 'Administrator');
  });

  it('answers 401 on every documented route without a valid token, except sign-in and health', async () => {
    const document = await app.request('GET', '/api/docs/openapi.json', { token: null });
    assert.equal(document.status, 200);
    const checked: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, unknown>>(document.body.paths)) {
      for (const method of Object.keys(operations)) {
        if (path === '/api/auth/login' || path === '/api/health') continue;
        const concrete = path.replace(/\{[^}]+\}/g, '0190a8f0-0000-7000-8000-000000000000');
        for (const token of [null, 'not-a-token', `${app.token.slice(0, -2)}xx`]) {
          const { status, body } = await app.request(method.toUpperCase(), concrete, { token, body: method === 'get' || method === 'delete' ? undefined : {} });
          assert.equal(status, 401, `${method.toUpperCase()} ${path} with ${token === null ? 'no token' : 'a bad token'}`);
          assert.equal(body.success, false);
        }
        checked.push(`${method} ${path}`);
      }
    }
    assert.ok(checked.length >= 20, `only ${checked.length} routes documented`);
    const health = await app.request('GET', '/api/health', { token: null });
    assert.equal(health.status, 200);
  });

  it('reports the event store, PostgreSQL, Redis and the projector in health', async () => {
    const { status, body } = await app.request('GET', '/api/health', { token: null });
    assert.equal(status, 200);
    assert.equal(body.data.status, 'ok');
    assert.equal(body.data.eventStore.ok, true);
    assert.equal(body.data.postgres.ok, true);
    assert.equal(body.data.redis.ok, true);
    assert.equal(body.data.projector.ok, true);
    assert.equal(typeof body.data.projector.lag, 'number');
  });
});
