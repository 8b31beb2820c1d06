import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { uuidv7 } from '@dealer/domain';
import { expectRefused } from '../test-support/refusals';
import { ADMIN, startTestApp, type TestApp } from '../test-support/test-app';
import { signedInUser, signIn } from './role-users';

describe('users and roles over /api/users', () => {
  let app: TestApp;
  let adminId: string;
  before(async () => {
    app = await startTestApp();
    adminId = (await app.request('GET', '/api/auth/profile')).body.data.user._id;
  });
  after(async () => app.close());

  const newUser = (fields: Record<string, unknown> = {}) => ({ name: 'Karim Hossain', email: `karim-${uuidv7().slice(-8)}@dealer.test`, password: 'karim-password', role: 'Sales', ...fields });

  it('lists the first administrator as an Administrator', async () => {
    const { status, body } = await app.request('GET', '/api/users');
    assert.equal(status, 200);
    assert.deepEqual(
      body.data.users.map(({ email, role, isActive }: any) => ({ email, role, isActive })),
      [{ email: ADMIN.email, role: 'Administrator', isActive: true }],
    );
    assert.equal(body.data.pagination.total, 1);
    assert.equal('passwordHash' in body.data.users[0] || 'password_hash' in body.data.users[0], false);
  });

  it('adds a user with each role, who signs in and whose login answer carries the role', async () => {
    for (const role of ['Administrator', 'Accountant', 'Sales', 'Storekeeper', 'Auditor']) {
      const fields = newUser({ role, email: `${role.toLowerCase()}-${uuidv7().slice(-8)}@Dealer.test` });
      const created = await app.request('POST', '/api/users', { body: fields });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(created.body.message, 'User created');
      assert.deepEqual({ ...created.body.data, _id: undefined, createdAt: undefined, updatedAt: undefined }, {
        _id: undefined,
        name: 'Karim Hossain',
        email: fields.email.toLowerCase(),
        role,
        isActive: true,
        createdAt: undefined,
        updatedAt: undefined,
      });
      const login = await app.request('POST', '/api/auth/login', { body: { email: fields.email, password: fields.password }, token: null });
      assert.equal(login.status, 200);
      assert.equal(login.body.data.user.role, role);
      assert.equal(login.body.data.user._id, created.body.data._id);
    }
  });

  it('gets a user by id; an unknown id is 404, a malformed one 400', async () => {
    const created = await app.request('POST', '/api/users', { body: newUser() });
    const { status, body } = await app.request('GET', `/api/users/${created.body.data._id}`);
    assert.equal(status, 200);
    assert.equal(body.data.email, created.body.data.email);
    assert.equal((await app.request('GET', `/api/users/${uuidv7()}`)).status, 404);
    assert.equal((await app.request('GET', '/api/users/not-an-id')).status, 400);
  });

  it('searches and sorts the list', async () => {
    await app.request('POST', '/api/users', { body: newUser({ name: 'Zeba Storekeeper', role: 'Storekeeper' }) });
    const found = await app.request('GET', '/api/users?search=zeba');
    assert.deepEqual(found.body.data.users.map((user: any) => user.name), ['Zeba Storekeeper']);
    const sorted = await app.request('GET', '/api/users?sortBy=name&sortOrder=desc&limit=2');
    assert.equal(sorted.body.data.users[0].name, 'Zeba Storekeeper');
    assert.equal((await app.request('GET', '/api/users?sortBy=password')).status, 400);
  });

  it('refuses bad input with the field at fault, appending nothing', async () => {
    const post = (body: object) => ({ body });
    await expectRefused(app, 'POST', '/api/users', post(newUser({ email: 'not-an-email' })), 400, 'Invalid email format!', { email: 'Invalid email format!' });
    await expectRefused(app, 'POST', '/api/users', post(newUser({ role: 'administrator' })), 400, 'Please select a role!', { role: 'Please select a role!' });
    await expectRefused(app, 'POST', '/api/users', post(newUser({ role: undefined })), 400, 'Please select a role!');
    await expectRefused(app, 'POST', '/api/users', post(newUser({ password: 'short' })), 400, 'Password must be at least 8 characters', { password: 'Password must be at least 8 characters' });
    await expectRefused(app, 'POST', '/api/users', post(newUser({ password: undefined })), 400, 'Please input the password!');
    await expectRefused(app, 'POST', '/api/users', post(newUser({ name: '' })), 400, 'Please input the name!');
    await expectRefused(app, 'POST', '/api/users', post(newUser({ passwordHash: 'x' })), 400, 'property passwordHash should not exist');
    await expectRefused(app, 'POST', '/api/users', post(newUser({ email: ADMIN.email.toUpperCase() })), 409, `A user with email ${ADMIN.email} already exists`);
  });

  it('renames a user and changes their role; only what changes is appended, and nothing when nothing changes', async () => {
    const created = (await app.request('POST', '/api/users', { body: newUser() })).body.data;
    const before = await app.eventCount();
    const updated = await app.request('PUT', `/api/users/${created._id}`, { body: { name: 'Karim H.', role: 'Accountant', isActive: true } });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.message, 'User updated');
    assert.deepEqual([updated.body.data.name, updated.body.data.role, updated.body.data.isActive], ['Karim H.', 'Accountant', true]);
    const { rows } = await app.pool.query('select type from events where global_position > (select max(global_position) - 2 from events) order by global_position');
    assert.deepEqual(rows.map((row) => row.type), ['UserRenamed', 'UserRoleChanged']);
    assert.equal(await app.eventCount(), before + 2);
    const same = await app.request('PUT', `/api/users/${created._id}`, { body: { name: 'Karim H.', role: 'Accountant' } });
    assert.equal(same.status, 200);
    assert.equal(await app.eventCount(), before + 2);
  });

  it('refuses updates that would lock the administrator out, unknown users and bad fields', async () => {
    await expectRefused(app, 'PUT', `/api/users/${adminId}`, { body: { isActive: false } }, 409, 'You cannot disable your own account');
    await expectRefused(app, 'PUT', `/api/users/${adminId}`, { body: { role: 'Sales' } }, 409, 'You cannot change your own role');
    await expectRefused(app, 'PUT', `/api/users/${uuidv7()}`, { body: { isActive: false } }, 404, 'User not found');
    const created = (await app.request('POST', '/api/users', { body: newUser() })).body.data;
    await expectRefused(app, 'PUT', `/api/users/${created._id}`, { body: { role: 'Owner' } }, 400, 'Please select a role!');
    await expectRefused(app, 'PUT', `/api/users/${created._id}`, { body: { isActive: 'no' } }, 400, 'isActive must be true or false');
    await expectRefused(app, 'PUT', `/api/users/${created._id}`, { body: { email: 'new@dealer.test' } }, 400, 'property email should not exist');
    await expectRefused(app, 'POST', `/api/users/${uuidv7()}/reset-password`, { body: { newPassword: 'long enough' } }, 404, 'User not found');
    await expectRefused(app, 'POST', `/api/users/${created._id}/reset-password`, { body: { newPassword: 'short' } }, 400, 'Password must be at least 8 characters');
    await expectRefused(app, 'POST', `/api/users/${created._id}/reset-password`, { body: {} }, 400, 'Please input the new password!');
  });

  it('lets only administrators manage users: another role gets 403 naming it, the auditor reads', async () => {
    const accountant = await signedInUser(app, 'Accountant');
    const auditor = await signedInUser(app, 'Auditor');
    const refused = await expectRefused(app, 'POST', '/api/users', { token: accountant.token, body: newUser() }, 403, 'Your role (Accountant) cannot manage users');
    assert.equal(refused.body.success, false);
    await expectRefused(app, 'GET', '/api/users', { token: accountant.token }, 403, 'Your role (Accountant) cannot view users');
    await expectRefused(app, 'PUT', `/api/users/${accountant.id}`, { token: auditor.token, body: { isActive: false } }, 403, 'Your role (Auditor) cannot manage users');
    await expectRefused(app, 'POST', `/api/users/${accountant.id}/reset-password`, { token: auditor.token, body: { newPassword: 'long enough' } }, 403, 'Your role (Auditor) cannot manage users');
    assert.equal((await app.request('GET', '/api/users', { token: auditor.token })).status, 200);
    // Their own password is everyone's.
    const own = await app.request('POST', '/api/auth/change-password', { token: auditor.token, body: { currentPassword: auditor.password, newPassword: 'auditor changed it' } });
    assert.equal(own.status, 200);
  });

  it('a demoted administrator can no longer manage users, at once', async () => {
    const second = await signedInUser(app, 'Administrator');
    assert.equal((await app.request('GET', '/api/users', { token: second.token })).status, 200);
    assert.equal((await app.request('PUT', `/api/users/${second.id}`, { body: { role: 'Auditor' } })).status, 200);
    await expectRefused(app, 'POST', '/api/users', { token: second.token, body: newUser() }, 403, 'Your role (Auditor) cannot manage users');
  });

  it('keeps every password and hash out of the log: events name credentials, idempotency fingerprints leave passwords out', async () => {
    const fields = newUser({ password: 'a-very-recognisable-password' });
    const key = `create-user-${uuidv7()}`;
    const created = await app.request('POST', '/api/users', { body: fields, headers: { 'idempotency-key': key } });
    assert.equal(created.status, 201);
    const repeated = await app.request('POST', '/api/users', { body: { ...fields, password: 'another-password-same-submit' }, headers: { 'idempotency-key': key } });
    assert.equal(repeated.status, 201);
    assert.equal(repeated.body.data._id, created.body.data._id);
    const reset = await app.request('POST', `/api/users/${created.body.data._id}/reset-password`, { body: { newPassword: 'another-recognisable-one' }, headers: { 'idempotency-key': `reset-${uuidv7()}` } });
    assert.equal(reset.status, 200);
    const token = await signIn(app, fields.email, 'another-recognisable-one');
    const changed = await app.request('POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: 'another-recognisable-one', newPassword: 'the-third-recognisable-one' },
      headers: { 'idempotency-key': `change-${uuidv7()}` },
    });
    assert.equal(changed.status, 200);

    const { rows: hashes } = await app.pool.query('select password_hash from auth.user_credentials');
    assert.ok(hashes.length > 0 && hashes.every((row) => row.password_hash.startsWith('$argon2id$')), 'passwords are slow-hashed');
    const { rows: events } = await app.pool.query('select type, data::text as data, metadata::text as metadata from events');
    const log = events.map((event) => `${event.type} ${event.data} ${event.metadata}`).join('\n');
    for (const secret of ['a-very-recognisable-password', 'another-recognisable-one', 'the-third-recognisable-one', ADMIN.password, '$argon2', ...hashes.map((row) => row.password_hash)]) {
      assert.equal(log.includes(secret), false, `the log holds ${secret.slice(0, 12)}…`);
    }
    // Not even a fast hash of a body holding a password: a fingerprint over it could be guessed offline.
    const bodyHash = createHash('sha256').update(`POST /api/users ${JSON.stringify(Object.fromEntries(Object.entries(fields).sort()))}`).digest('hex');
    assert.equal(log.includes(bodyHash), false);
    assert.match(log, /UserPasswordReset/);
    assert.match(log, /UserPasswordChanged/);
    // Only the current credential of the user is kept.
    const { rows: kept } = await app.pool.query('select count(*)::int as count from auth.user_credentials where user_id = $1', [created.body.data._id]);
    assert.equal(kept[0].count, 1);
  });

  it('keeps no credential row that no event names (a refused or repeated create)', async () => {
    const { rows: before } = await app.pool.query('select count(*)::int as count from auth.user_credentials');
    await app.request('POST', '/api/users', { body: newUser({ email: ADMIN.email }) });
    const { rows: afterRefusal } = await app.pool.query('select count(*)::int as count from auth.user_credentials');
    assert.equal(afterRefusal[0].count, before[0].count);
    const { rows: orphans } = await app.pool.query(
      'select count(*)::int as count from auth.user_credentials c where not exists (select 1 from read_models.users u where u.credential_id = c.credential_id)',
    );
    assert.equal(orphans[0].count, 0);
  });
});
