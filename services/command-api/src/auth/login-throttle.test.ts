import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN, startTestApp, type TestApp } from '../test-support/test-app';
import { ADDRESS_THRESHOLD, EMAIL_THRESHOLD, lockDelayMs } from './login-throttle';

const login = (app: TestApp, body: { email: string; password: string }, address: string) =>
  app.request('POST', '/api/auth/login', { body, token: null, headers: { 'x-forwarded-for': address } });
const WRONG = { email: ADMIN.email, password: 'a wrong guess' };

describe('sign-in throttling: growing delays', () => {
  it('locks for 30 s at the threshold, doubling each failure up to 15 minutes', () => {
    assert.equal(lockDelayMs(EMAIL_THRESHOLD - 1, EMAIL_THRESHOLD), 0);
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 30].map((extra) => lockDelayMs(EMAIL_THRESHOLD + extra, EMAIL_THRESHOLD) / 1000), [30, 60, 120, 240, 480, 900, 900, 900]);
  });
});

describe('sign-in throttling behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ trustProxy: 'loopback' });
  });
  after(async () => app.close());

  it('a stranger guessing the administrator\'s password is locked out, the administrator signing in from elsewhere is not', async () => {
    const stranger = '203.0.113.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < EMAIL_THRESHOLD + 1; attempt += 1) statuses.push((await login(app, WRONG, stranger)).status);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
    const strangerWithTheRightPassword = await login(app, ADMIN, stranger);
    assert.equal(strangerWithTheRightPassword.status, 429, 'an address that failed on the email waits, whatever it sends');
    assert.match(strangerWithTheRightPassword.body.message, /^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/);

    const office = await login(app, ADMIN, '198.51.100.20');
    assert.equal(office.status, 200, JSON.stringify(office.body));
    assert.equal(office.body.data.user.role, 'Administrator');
  });

  it('a wrong password from a clean address is checked (401), makes that address a failing one, and lengthens the lock', async () => {
    const clean = '198.51.100.30';
    const wrong = await login(app, WRONG, clean);
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.message, 'Invalid email or password');
    const again = await login(app, ADMIN, clean);
    assert.equal(again.status, 429);
    // The 7th failure on the email locks it for 60 s, where the 5th locked it for 30.
    assert.match(again.body.message, /^Too many failed sign-in attempts\. Try again in (3[1-9]|[4-5]\d|60) seconds\.$/);
    const third = await login(app, WRONG, '198.51.100.31');
    assert.equal(third.status, 401);
    assert.match((await login(app, ADMIN, '198.51.100.31')).body.message, /Try again in (6[1-9]|[7-9]\d|1[01]\d|120) seconds|Try again in 2 minutes/);
    assert.equal((await login(app, ADMIN, '198.51.100.40')).status, 200, 'still no lockout for the owner from a clean address');
  });

  it('an address failing on many emails is locked for every email, the administrator\'s too; other addresses are not', async () => {
    const sprayer = '192.0.2.77';
    for (let attempt = 0; attempt < ADDRESS_THRESHOLD; attempt += 1) {
      assert.equal((await login(app, { email: `someone-${attempt}@dealer.test`, password: 'guess' }, sprayer)).status, 401);
    }
    const locked = await login(app, ADMIN, sprayer);
    assert.equal(locked.status, 429);
    assert.equal((await login(app, ADMIN, '192.0.2.78')).status, 200);
  });
});

describe('sign-in throttling with no proxy configured', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => app.close());

  it('ignores X-Forwarded-For: a guesser cannot pose as a clean address', async () => {
    for (let attempt = 0; attempt < EMAIL_THRESHOLD; attempt += 1) {
      assert.equal((await login(app, WRONG, `203.0.113.${attempt + 1}`)).status, 401);
    }
    const posing = await login(app, ADMIN, '198.51.100.99');
    assert.equal(posing.status, 429, 'every attempt came from the same socket address');
  });
});
