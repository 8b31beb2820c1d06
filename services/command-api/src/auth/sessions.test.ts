import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSecretKey, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { JwtService } from '@nestjs/jwt';
import { uuidv7 } from '@dealer/domain';
import { AUTH_SCHEMA, SESSIONS_TABLE } from '@dealer/read-models';
import { createApp, type RunningApp } from '../app';
import type { AppConfig } from '../config';
import { APP_CONFIG } from '../infrastructure/tokens';
import { expectRefused } from '../test-support/refusals';
import { ADMIN, startTestApp, type TestApp } from '../test-support/test-app';
import { signedInUser, signIn } from '../users/role-users';
import { SESSIONS_LISTENER_NAME } from './sessions';

const ENDED = 'Your session has expired or is not valid. Please sign in again.';

describe('sessions that can be ended', () => {
  let app: TestApp;
  const jwtSecret = randomBytes(32).toString('hex');
  const as = (token: string) => ({ token });
  const profileStatus = async (token: string) => (await app.request('GET', '/api/auth/profile', as(token))).status;

  before(async () => {
    app = await startTestApp({ jwtSecret });
  });
  after(async () => app.close());

  it('a logout ends that session at once (401 everywhere), and only that one', async () => {
    const sales = await signedInUser(app, 'Sales');
    const otherDevice = await signIn(app, sales.email, sales.password);
    assert.equal((await app.request('GET', '/api/products', as(sales.token))).status, 200);
    const logout = await app.request('POST', '/api/auth/logout', as(sales.token));
    assert.equal(logout.status, 200);
    assert.equal(logout.body.message, 'Logout Successful');
    for (const [method, path] of [['GET', '/api/auth/profile'], ['GET', '/api/products'], ['POST', '/api/auth/logout']] as const) {
      const { status, body } = await app.request(method, path, as(sales.token));
      assert.equal(status, 401, `${method} ${path}`);
      assert.equal(body.message, ENDED);
    }
    const verified = await app.request('POST', '/api/auth/verify', { body: { token: sales.token } });
    assert.equal(verified.body.data.valid, false);
    assert.equal(await profileStatus(otherDevice), 200);
  });

  it('changing one\'s password ends every session of the user and answers a fresh token; only the new password signs in', async () => {
    const user = await signedInUser(app, 'Accountant');
    const otherDevice = await signIn(app, user.email, user.password);
    const changed = await app.request('POST', '/api/auth/change-password', { token: user.token, body: { currentPassword: user.password, newPassword: 'a brand new secret' } });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.message, 'Password changed');
    assert.equal(changed.body.data.user.role, 'Accountant');
    assert.equal(await profileStatus(user.token), 401);
    assert.equal(await profileStatus(otherDevice), 401);
    assert.equal(await profileStatus(changed.body.data.token), 200);
    await assert.rejects(signIn(app, user.email, user.password), /401/);
    assert.ok(await signIn(app, user.email, 'a brand new secret'));
  });

  it('a password change answers 200 with a working fresh token while the projector is stopped; the older credential stays dead once it catches up', async () => {
    const user = await signedInUser(app, 'Auditor');
    const otherDevice = await signIn(app, user.email, user.password);
    const projector = app.running.projector!;
    await projector.stop();
    let changed;
    try {
      changed = await app.request('POST', '/api/auth/change-password', { token: user.token, body: { currentPassword: user.password, newPassword: 'changed while behind' } });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      assert.equal(changed.body.message, 'Password changed');
      assert.equal(changed.body.data.user.role, 'Auditor');
      assert.equal(typeof changed.body.data.token, 'string');
      // The projected user row still names the old credential: the fresh session holds all the same.
      assert.equal(await profileStatus(changed.body.data.token), 200);
      assert.equal((await app.request('GET', '/api/products', as(changed.body.data.token))).status, 200);
      assert.equal(await profileStatus(user.token), 401);
      assert.equal(await profileStatus(otherDevice), 401);
      await assert.rejects(signIn(app, user.email, user.password), /401/);
    } finally {
      await projector.start();
    }
    const newPassword = async () => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const login = await app.request('POST', '/api/auth/login', { body: { email: user.email, password: 'changed while behind' }, token: null });
        if (login.status === 200) return login.body.data.token as string;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the new password never signed in');
    };
    assert.equal(await profileStatus(await newPassword()), 200);
    assert.equal(await profileStatus(changed.body.data.token), 200);
    assert.equal(await profileStatus(user.token), 401);
    await assert.rejects(signIn(app, user.email, user.password), /401/);
  });

  it('refuses a wrong current password, the same password again and a short one, appending nothing and keeping the session', async () => {
    const user = await signedInUser(app, 'Storekeeper');
    const change = (body: object) => ({ token: user.token, body });
    await expectRefused(app, 'POST', '/api/auth/change-password', change({ currentPassword: 'not it at all', newPassword: 'a brand new secret' }), 400, 'Current password is incorrect', {
      currentPassword: 'Current password is incorrect',
    });
    await expectRefused(app, 'POST', '/api/auth/change-password', change({ currentPassword: user.password, newPassword: user.password }), 400, 'The new password must be different from the current one');
    await expectRefused(app, 'POST', '/api/auth/change-password', change({ currentPassword: user.password, newPassword: 'short' }), 400, 'Password must be at least 8 characters', {
      newPassword: 'Password must be at least 8 characters',
    });
    await expectRefused(app, 'POST', '/api/auth/change-password', change({ newPassword: 'a brand new secret' }), 400, 'Please input your current password!');
    assert.equal(await profileStatus(user.token), 200);
  });

  it('an administrator\'s password reset ends the user\'s sessions; the new password signs in, the old does not', async () => {
    const user = await signedInUser(app, 'Sales');
    const reset = await app.request('POST', `/api/users/${user.id}/reset-password`, { body: { newPassword: 'set by the admin' } });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.equal(reset.body.message, 'Password reset');
    assert.equal(await profileStatus(user.token), 401);
    await assert.rejects(signIn(app, user.email, user.password), /401/);
    assert.equal(await profileStatus(await signIn(app, user.email, 'set by the admin')), 200);
  });

  it('disabling a user ends their sessions and refuses their sign-in; enabling lets them sign in again, the old token stays dead', async () => {
    const user = await signedInUser(app, 'Sales');
    const disabled = await app.request('PUT', `/api/users/${user.id}`, { body: { isActive: false } });
    assert.equal(disabled.status, 200);
    assert.equal(disabled.body.data.isActive, false);
    assert.equal(await profileStatus(user.token), 401);
    const login = await app.request('POST', '/api/auth/login', { body: { email: user.email, password: user.password }, token: null });
    assert.equal(login.status, 401);
    assert.equal(login.body.message, 'Your account is disabled. Please contact an administrator.');
    assert.equal((await app.request('PUT', `/api/users/${user.id}`, { body: { isActive: true } })).status, 200);
    assert.equal(await profileStatus(user.token), 401);
    assert.equal(await profileStatus(await signIn(app, user.email, user.password)), 200);
  });

  it('a role change applies on the very next request, without signing in again', async () => {
    const user = await signedInUser(app, 'Sales');
    assert.equal((await app.request('GET', '/api/accounts/gl-classes', as(user.token))).status, 403);
    assert.equal((await app.request('PUT', `/api/users/${user.id}`, { body: { role: 'Accountant' } })).status, 200);
    assert.equal((await app.request('GET', '/api/accounts/gl-classes', as(user.token))).status, 200);
    const profile = await app.request('GET', '/api/auth/profile', as(user.token));
    assert.equal(profile.body.data.user.role, 'Accountant');
  });

  it('refuses everywhere a validly signed token for a user who does not exist, or for a session that is not theirs', async () => {
    const jwt = new JwtService({ secretOrKeyProvider: () => createSecretKey(Buffer.from(jwtSecret, 'utf8')), signOptions: { algorithm: 'HS256', expiresIn: '1h' } });
    const ghost = await jwt.signAsync({ sub: uuidv7(), sid: uuidv7(), email: 'ghost@dealer.test' });
    const admin = JSON.parse(Buffer.from(app.token.split('.')[1], 'base64url').toString());
    const borrowed = await jwt.signAsync({ sub: uuidv7(), sid: admin.sid, email: 'thief@dealer.test' });
    const noSession = await jwt.signAsync({ sub: admin.sub, email: ADMIN.email });
    for (const token of [ghost, borrowed, noSession]) {
      for (const path of ['/api/auth/profile', '/api/users', '/api/accounts/gl-classes', '/api/products']) {
        assert.equal((await app.request('GET', path, as(token))).status, 401, path);
      }
    }
    assert.equal(await profileStatus(app.token), 200);
  });

  /** The backend of this app's sessions LISTEN connection, other than `other`, once there is one (undefined after 5 s). */
  async function sessionsListenerPid(other = 0): Promise<number | undefined> {
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const { rows } = await app.pool.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name = $1 and datname = current_database() and query ilike 'LISTEN%' and pid <> $2`,
        [SESSIONS_LISTENER_NAME, other],
      );
      if (rows[0]) return rows[0].pid;
    }
    return undefined;
  }

  it('keeps nothing it confirmed across a lost listener: a session ended unheard is refused once it listens again', async () => {
    const user = await signedInUser(app, 'Sales');
    assert.equal(await profileStatus(user.token), 200);
    // Ended with no notification (as by a process that died before sending it): the kept answer still holds.
    await app.pool.query(`UPDATE ${AUTH_SCHEMA}.${SESSIONS_TABLE} SET ended_at = now(), end_reason = 'logout' WHERE user_id = $1 AND ended_at IS NULL`, [user.id]);
    assert.equal(await profileStatus(user.token), 200);
    const listener = await sessionsListenerPid();
    assert.ok(listener, 'a LISTEN connection named for the sessions');
    await app.pool.query('select pg_terminate_backend($1)', [listener]);
    assert.ok(await sessionsListenerPid(listener), 'listening again');
    // Whatever was kept before could have been invalidated unheard: the session is asked for again.
    assert.equal(await profileStatus(user.token), 401);
  });

  describe('with a second API process on the same database', () => {
    let second: RunningApp;
    let secondUrl: string;
    const onSecond = async (token: string, path = '/api/auth/profile') => (await fetch(`${secondUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;

    before(async () => {
      const config = app.running.app.get<AppConfig>(APP_CONFIG);
      second = await createApp({ ...config, embeddedProjector: false }, { logger: false });
      await second.app.listen(0, '127.0.0.1');
      secondUrl = `http://127.0.0.1:${(second.app.getHttpServer().address() as AddressInfo).port}`;
    });
    after(async () => second.close());

    /**
     * The other process hears of it by NOTIFY, which crosses its own connection: a request that
     * reaches it in the same millisecond can still pass. So this waits (a bounded while) for the
     * refusal rather than racing the notification, and the first answer is asserted separately.
     */
    const answerOnSecondOnceHeard = async (token: string, path?: string, expected = 401) => {
      const deadline = Date.now() + 2_000;
      let status = await onSecond(token, path);
      while (status !== expected && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await onSecond(token, path);
      }
      return status;
    };

    it('a logout through one process ends the session in the other within moments, though the other had confirmed it', async () => {
      const user = await signedInUser(app, 'Sales');
      assert.equal(await onSecond(user.token), 200);
      assert.equal(await onSecond(user.token), 200);
      assert.equal((await app.request('POST', '/api/auth/logout', as(user.token))).status, 200);
      assert.equal(await answerOnSecondOnceHeard(user.token), 401);
      // Over means over: no later request gets through.
      assert.equal(await onSecond(user.token), 401);
    });

    it('disabling a user through one process ends their session in the other, and a role change reaches it', async () => {
      const disabledUser = await signedInUser(app, 'Storekeeper');
      const promoted = await signedInUser(app, 'Storekeeper');
      assert.equal(await onSecond(disabledUser.token), 200);
      assert.equal(await onSecond(promoted.token, '/api/accounts/gl-classes'), 403);
      assert.equal((await app.request('PUT', `/api/users/${disabledUser.id}`, { body: { isActive: false } })).status, 200);
      assert.equal((await app.request('PUT', `/api/users/${promoted.id}`, { body: { role: 'Accountant' } })).status, 200);
      assert.equal(await answerOnSecondOnceHeard(disabledUser.token), 401);
      assert.equal(await answerOnSecondOnceHeard(promoted.token, '/api/accounts/gl-classes', 200), 200);
    });
  });
});
