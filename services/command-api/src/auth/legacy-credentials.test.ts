import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import knexFactory from 'knex';
import { Client, Pool } from 'pg';
import { uniqueValueStream, USER_EMAIL_SCOPE, userStream, USERS_BOOTSTRAP_STREAM, uuidv7 } from '@dealer/domain';
import { createEventStore, type EventStore } from '@dealer/event-store';
import { migrationConfig, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { createApp, type RunningApp } from '../app';
import { EVENT_STORE } from '../infrastructure/tokens';
import { hashPassword } from './passwords';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CREDENTIALS_MIGRATION = '20261127001000_users_roles_and_credentials.js';
const EMAIL = 'first@dealer.test';
const PASSWORD = 'the password from before roles';

/**
 * A store written before issue 13: the first administrator's UserRegistered (version 1) carries
 * the password hash and no role, and the users read model holds the hash. Upgraded, the event
 * stays as it was stored, is read without the hash as an Administrator, and the hash has moved to
 * auth.user_credentials, from which the administrator still signs in.
 */
describe('an administrator registered before roles, with the hash in the log', () => {
  const database = `dealer_api_test_legacy_${randomBytes(4).toString('hex')}`;
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${database}`);
  const userId = uuidv7();
  let legacyHash: string;
  let pool: Pool;
  let running: RunningApp;
  let url: string;
  const login = (password: string) =>
    fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password }) }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as any,
    }));

  before(async () => {
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    pool = new Pool({ connectionString: databaseUrl, max: 2 });

    // The log as the earlier version wrote it.
    legacyHash = await hashPassword(PASSWORD);
    const store = await createEventStore({ kind: 'postgres', pool });
    const metadata = { userId: '00000000-0000-0000-0000-000000000000', correlationId: uuidv7(), causationId: uuidv7(), occurredAt: '2026-01-05T04:00:00.000Z', schemaVersion: 1 };
    const appended = await store.append([
      { stream: userStream(userId), expectedRevision: 'no_stream', events: [{ id: uuidv7(), type: 'UserRegistered', data: { userId, email: EMAIL, name: 'Administrator', passwordHash: legacyHash }, metadata }] },
      {
        stream: uniqueValueStream(USER_EMAIL_SCOPE, EMAIL),
        expectedRevision: 'no_stream',
        events: [{ id: uuidv7(), type: 'UniqueValueClaimed', data: { scope: USER_EMAIL_SCOPE, value: EMAIL, ownerId: userId }, metadata }],
      },
      { stream: USERS_BOOTSTRAP_STREAM, expectedRevision: 'no_stream', events: [{ id: uuidv7(), type: 'FirstAdministratorRegistered', data: { userId, email: EMAIL }, metadata }] },
    ] as never);
    await store.close();

    // The read models as the earlier projector left them: migrated up to before this change, the user projected with the hash.
    const knex = knexFactory({ client: 'pg', connection: databaseUrl, searchPath: [READ_MODELS_SCHEMA], migrations: migrationConfig(READ_MODELS_SCHEMA), pool: { min: 0, max: 1 } });
    await knex.raw(`CREATE SCHEMA ${READ_MODELS_SCHEMA}`);
    for (;;) {
      const [, pending] = (await knex.migrate.list()) as [unknown, { file: string }[]];
      if (!pending.length || pending[0].file === CREDENTIALS_MIGRATION) break;
      await knex.migrate.up();
    }
    await knex('users').insert({ id: userId, email: EMAIL, name: 'Administrator', password_hash: legacyHash, created_at: metadata.occurredAt });
    await knex('projection_checkpoint').update({ position: String(appended.position) });
    await knex.destroy();

    running = await createApp(
      {
        port: 0,
        databaseUrl,
        redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        eventStore: 'postgres',
        jwtSecret: randomBytes(32).toString('hex'),
        jwtExpiresIn: '1h',
        adminEmail: EMAIL,
        adminPassword: 'not used: the administrator exists',
        production: false,
        readYourWritesTimeoutMs: 5000,
        embeddedProjector: true,
        redisKeyPrefix: `dealer-test-${randomBytes(4).toString('hex')}:`,
      },
      { logger: false },
    );
    await running.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(running.app.getHttpServer().address() as AddressInfo).port}`;
  });

  after(async () => {
    await running?.close();
    await pool?.end();
    const cleanup = new Client({ connectionString: ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${database} with (force)`);
    await cleanup.end();
  });

  it('keeps the stored event as it was written, and reads it without the hash, as an Administrator', async () => {
    const { rows } = await pool.query(`select data, metadata from events where type = 'UserRegistered'`);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].data.passwordHash, legacyHash, 'events are never rewritten');
    const [read] = await running.app.get<EventStore>(EVENT_STORE).readStream(userStream(userId));
    assert.deepEqual(read.data, { userId, email: EMAIL, name: 'Administrator', role: 'Administrator', credentialId: userId });
  });

  it('has moved the hash out of the read models into auth.user_credentials', async () => {
    const { rows: columns } = await pool.query(`select column_name from information_schema.columns where table_schema = 'read_models' and table_name = 'users' and column_name like '%password%'`);
    assert.deepEqual(columns, []);
    const { rows: users } = await pool.query('select role, is_active, credential_id from read_models.users where id = $1', [userId]);
    assert.deepEqual(users, [{ role: 'Administrator', is_active: true, credential_id: userId }]);
    const { rows: credentials } = await pool.query('select user_id, password_hash from auth.user_credentials');
    assert.deepEqual(credentials, [{ user_id: userId, password_hash: legacyHash }]);
  });

  it('signs the administrator in with the old password, no second administrator is made, and a new password retires the old hash', async () => {
    const signedIn = await login(PASSWORD);
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    assert.equal(signedIn.body.data.user.role, 'Administrator');
    assert.equal(signedIn.body.data.user._id, userId);
    const { rows: bootstraps } = await pool.query(`select count(*)::int as count from events where type = 'FirstAdministratorRegistered'`);
    assert.equal(bootstraps[0].count, 1);

    const changed = await fetch(`${url}/api/auth/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signedIn.body.data.token}` },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'a password after roles' }),
    });
    assert.equal(changed.status, 200);
    assert.equal((await login(PASSWORD)).status, 401);
    assert.equal((await login('a password after roles')).status, 200);
    const { rows: credentials } = await pool.query('select password_hash from auth.user_credentials');
    assert.equal(credentials.length, 1);
    assert.notEqual(credentials[0].password_hash, legacyHash);
  });
});
