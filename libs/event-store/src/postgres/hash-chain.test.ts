import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client, Pool } from 'pg';
import { canonicalJson, chainHash, GENESIS_HASH } from '../chain/hash-chain';
import { lastVerification, verifyAndRecord } from '../chain/verification-record';
import { verifyChain } from '../chain/verify-chain';
import { ensureTestDatabase, testDatabaseUrl } from '../contract/test-database';
import type { NewEvent } from '../port';
import { EVENT_STORE_SCHEMA_VERSION, PostgresEventStore } from './postgres-event-store';
import { grantEventStoreAccess } from './roles';

// The hash chain on PostgreSQL: computed in the append, deterministic under concurrent writers,
// computed by the migration for a log from before it, and what a restricted role and a superuser
// can and cannot do to it. Each test works in a schema of its own.

const metadata = () => ({ userId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 });
const event = (type: string, data: unknown): NewEvent => ({ id: randomUUID(), type, data, metadata: metadata() });

const schemas: string[] = [];
const pools: Pool[] = [];
let admin: Pool;

before(async () => {
  await ensureTestDatabase();
  admin = new Pool({ connectionString: testDatabaseUrl, max: 4 });
});

after(async () => {
  for (const pool of pools) await pool.end().catch(() => undefined);
  for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
});

async function freshStore(label: string): Promise<{ store: PostgresEventStore; schema: string; table: string }> {
  const schema = `chain_${label}_${randomUUID().slice(0, 8)}`;
  schemas.push(schema);
  const store = new PostgresEventStore(admin, { schema });
  await store.ensureSchema();
  return { store, schema, table: `"${schema}".events` };
}

/** A superuser's change behind the trigger's back: what the chain exists to reveal. */
async function asSuperuser(table: string, statement: string, values: unknown[] = []): Promise<void> {
  const client = await admin.connect();
  try {
    await client.query('BEGIN');
    await client.query(`ALTER TABLE ${table} DISABLE TRIGGER events_append_only`);
    await client.query(statement, values);
    await client.query(`ALTER TABLE ${table} ENABLE TRIGGER events_append_only`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

const positionsOf = async (table: string): Promise<bigint[]> =>
  (await admin.query<{ global_position: string }>(`SELECT global_position FROM ${table} ORDER BY global_position`)).rows.map((row) => BigInt(row.global_position));

describe('hash chain on PostgreSQL', () => {
  test('canonical JSON sorts keys at every depth and drops what JSON drops', () => {
    assert.equal(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: undefined }], c: null } }), '{"a":{"c":null,"d":[1,{"z":1}]},"b":1}');
    assert.equal(canonicalJson([undefined, Number.NaN, new Date(0)]), '[null,null,"1970-01-01T00:00:00.000Z"]');
    assert.equal(canonicalJson(JSON.parse(JSON.stringify({ x: 0.1 + 0.2, y: 1e21 }))), canonicalJson({ y: 1e21, x: 0.1 + 0.2 }));
  });

  test('the link SQL computes in the append is the one chainHash computes', async () => {
    const { store, table } = await freshStore('formula');
    const written = event('Formula', { text: 'ৎ "q" \\ \n', amount: 1.5, list: [3, 2, 1] });
    await store.append([{ stream: 'formula-1', expectedRevision: 'no_stream', events: [written] }]);
    const { rows } = await admin.query(`SELECT global_position, data::text AS data, metadata::text AS metadata, hash FROM ${table}`);
    const expected = chainHash(GENESIS_HASH, {
      position: BigInt(rows[0].global_position),
      id: written.id,
      streamName: 'formula-1',
      streamRevision: 0,
      type: 'Formula',
      dataText: rows[0].data,
      metadataText: rows[0].metadata,
    });
    assert.equal((rows[0].hash as Buffer).toString('hex'), expected.toString('hex'));
  });

  test('concurrent writers in several processes keep one chain in global order', async () => {
    const { schema, table } = await freshStore('concurrent');
    const writers = Array.from({ length: 3 }, () => {
      const pool = new Pool({ connectionString: testDatabaseUrl, max: 3 });
      pools.push(pool);
      return new PostgresEventStore(pool, { schema });
    });
    const deadline = Date.now() + 1500;
    let appended = 0;
    await Promise.all(
      writers.flatMap((store, process) =>
        Array.from({ length: 4 }, async (_, writer) => {
          while (Date.now() < deadline) {
            await store.append([
              { stream: `writer-${process}-${writer}`, expectedRevision: 'any', events: [event('Written', { process, writer }), event('Written', { again: true })] },
              { stream: 'shared', expectedRevision: 'any', events: [event('Shared', {})] },
            ]);
            appended += 3;
          }
        }),
      ),
    );
    // A rolled-back batch (a duplicate id) leaves a gap in the positions: the chain steps over it.
    const duplicate = event('Twice', {});
    await assert.rejects(writers[0].append([{ stream: 'dup', expectedRevision: 'any', events: [duplicate, duplicate] }]));
    await writers[0].append([{ stream: 'after-gap', expectedRevision: 'no_stream', events: [event('AfterGap', {})] }]);
    const verification = await verifyChain(writers[1], { batchSize: 100 });
    assert.ok(appended > 100, `a real load: ${appended} events`);
    assert.equal(verification.valid, true, verification.problem ?? undefined);
    assert.equal(verification.eventsChecked, appended + 1);
    const positions = await positionsOf(table);
    assert.equal(verification.headPosition, positions.at(-1)!.toString());
  });

  test('verify finds a superuser change to an event and names its position; a changed link or a removed event breaks the next link', async () => {
    const { store, schema, table } = await freshStore('tampered');
    for (let index = 0; index < 10; index += 1) {
      await store.append([{ stream: `tampered-${index % 3}`, expectedRevision: 'any', events: [event('Amounted', { amount: index * 100 })] }]);
    }
    const positions = await positionsOf(table);
    assert.equal((await verifyChain(store)).valid, true);

    await asSuperuser(table, `UPDATE ${table} SET data = jsonb_set(data, '{amount}', '999999') WHERE global_position = $1`, [positions[4].toString()]);
    const changed = await verifyChain(store, { batchSize: 3 });
    assert.equal(changed.valid, false);
    assert.equal(changed.firstBrokenPosition, positions[4].toString());
    assert.equal(changed.eventsChecked, 5);
    assert.match(changed.problem ?? '', /does not match/);

    // Recomputing the changed event's own link hides it there, not at the next link.
    await asSuperuser(table, `UPDATE ${table} e SET hash = "${schema}".event_chain_link(p.hash, e.global_position, e.event_id::text, e.stream_name, e.stream_revision, e.type, e.data::text, e.metadata::text)
                              FROM ${table} p WHERE e.global_position = $1 AND p.global_position = $2`, [positions[4].toString(), positions[3].toString()]);
    const relinked = await verifyChain(store);
    assert.equal(relinked.firstBrokenPosition, positions[5].toString());

    await asSuperuser(table, `DELETE FROM ${table} WHERE global_position >= $1 AND global_position <= $2`, [positions[4].toString(), positions[6].toString()]);
    const removed = await verifyChain(store);
    assert.equal(removed.firstBrokenPosition, positions[7].toString());
  });

  test('a removed tail is found by the head the last valid run recorded', async () => {
    const { store, schema, table } = await freshStore('truncated');
    for (let index = 0; index < 5; index += 1) await store.append([{ stream: `truncated-${index}`, expectedRevision: 'no_stream', events: [event('Kept', { index })] }]);
    const first = await verifyAndRecord(store, admin, 'test', { schema });
    assert.equal(first.valid, true);
    assert.equal((await lastVerification(admin, schema))?.headPosition, first.headPosition);
    const positions = await positionsOf(table);
    await asSuperuser(table, `DELETE FROM ${table} WHERE global_position = $1`, [positions.at(-1)!.toString()]);
    assert.equal((await verifyChain(store)).valid, true, 'a shorter chain holds by itself');
    const second = await verifyAndRecord(store, admin, 'test', { schema });
    assert.equal(second.valid, false);
    assert.equal(second.firstBrokenPosition, positions.at(-1)!.toString());
    assert.match(second.problem ?? '', /before position/);
    assert.deepEqual(await lastVerification(admin, schema), second);
  });

  test('a log from before the chain: the migration chains what is stored, and appends continue it', async () => {
    const schema = `chain_legacy_${randomUUID().slice(0, 8)}`;
    schemas.push(schema);
    const table = `"${schema}".events`;
    // The schema as version 1 left it: no hash column, the append-only trigger on.
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.query(`CREATE TABLE ${table} (global_position bigserial PRIMARY KEY, stream_name text NOT NULL, stream_revision bigint NOT NULL,
      event_id uuid NOT NULL UNIQUE, type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(), created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT events_stream_revision_key UNIQUE (stream_name, stream_revision))`);
    await admin.query(`CREATE FUNCTION "${schema}".events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'append-only'; END $$`);
    await admin.query(`CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION "${schema}".events_refuse_change()`);
    for (let index = 0; index < 25; index += 1) {
      await admin.query(`INSERT INTO ${table} (stream_name, stream_revision, event_id, type, data, metadata) VALUES ($1, 0, $2, 'Legacy', $3, $4)`, [
        `legacy-${index}`, randomUUID(), JSON.stringify({ index, note: 'ৎ' }), JSON.stringify(metadata()),
      ]);
    }
    const store = new PostgresEventStore(admin, { schema });
    await store.ensureSchema();
    const migrated = await verifyChain(store, { batchSize: 10 });
    assert.equal(migrated.valid, true, migrated.problem ?? undefined);
    assert.equal(migrated.eventsChecked, 25);
    await store.append([{ stream: 'after-migration', expectedRevision: 'no_stream', events: [event('New', {})] }]);
    const continued = await verifyChain(store);
    assert.equal(continued.valid, true);
    assert.equal(continued.eventsChecked, 26);
    await assert.rejects(admin.query(`UPDATE ${table} SET type = 'x'`), /append-only/, 'the trigger is back on');
    const { rows } = await admin.query(`SELECT obj_description($1::regclass, 'pg_class') AS version`, [table]);
    assert.equal(rows[0].version, EVENT_STORE_SCHEMA_VERSION);
  });

  test('the application role may insert and read events, and cannot change, remove, truncate or unprotect them', async () => {
    const { store: ownerStore, schema, table } = await freshStore('roles');
    const role = `dealer_app_test_${randomUUID().slice(0, 8)}`;
    await admin.query(`CREATE ROLE ${role} LOGIN`);
    try {
      await grantEventStoreAccess(admin, { role, schema, access: 'append' });
      await ownerStore.append([{ stream: 'owned-1', expectedRevision: 'no_stream', events: [event('ByOwner', { v: 1 })] }]);
      const url = new URL(testDatabaseUrl);
      url.username = role;
      url.password = '';
      const rolePool = new Pool({ connectionString: url.toString(), max: 2 });
      pools.push(rolePool);
      const { rows: who } = await rolePool.query('SELECT current_user AS name, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser');
      assert.deepEqual(who[0], { name: role, superuser: false });

      // The schema is current: the role's ensureSchema() does no DDL, and it appends through append_batch.
      const store = new PostgresEventStore(rolePool, { schema });
      await store.ensureSchema();
      const written = event('ByApplication', { v: 2 });
      await store.append([{ stream: 'application-1', expectedRevision: 'no_stream', events: [written] }]);
      assert.equal((await store.readStream('application-1'))[0].id, written.id);

      const refused = /permission denied|must be owner/;
      await assert.rejects(rolePool.query(`UPDATE ${table} SET data = '{}' WHERE event_id = $1`, [written.id]), refused);
      await assert.rejects(rolePool.query(`DELETE FROM ${table} WHERE event_id = $1`, [written.id]), refused);
      await assert.rejects(rolePool.query(`TRUNCATE ${table}`), refused);
      await assert.rejects(rolePool.query(`ALTER TABLE ${table} DISABLE TRIGGER events_append_only`), refused);
      await assert.rejects(rolePool.query(`DROP TRIGGER events_append_only ON ${table}`), refused);
      await assert.rejects(rolePool.query(`DROP TABLE ${table}`), refused);
      await assert.rejects(rolePool.query(`CREATE TRIGGER sneaky BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION "${schema}".events_refuse_change()`), refused);
      await assert.rejects(rolePool.query(`SET session_replication_role = replica`), refused);
      const { rows: privileges } = await admin.query(
        `SELECT privilege_type FROM information_schema.role_table_grants WHERE grantee = $1 AND table_schema = $2 AND table_name = 'events' ORDER BY 1`,
        [role, schema],
      );
      assert.deepEqual(privileges.map((row) => row.privilege_type), ['INSERT', 'SELECT']);
      const verification = await verifyChain(store);
      assert.equal(verification.valid, true);
      assert.equal(verification.eventsChecked, 2);

      // What it can do, insert a row of its own making outside append_batch, the chain reveals.
      await rolePool.query(
        `INSERT INTO ${table} (stream_name, stream_revision, event_id, type, data, metadata, hash) VALUES ('forged', 0, $1, 'Forged', '{}', '{}', $2)`,
        [randomUUID(), Buffer.alloc(32, 1)],
      );
      const forged = await verifyChain(store);
      assert.equal(forged.valid, false);
      assert.equal(forged.firstBrokenPosition, (await positionsOf(table)).at(-1)!.toString());

      // A superuser's change is found too, at the changed event's position.
      const positions = await positionsOf(table);
      await asSuperuser(table, `UPDATE ${table} SET metadata = jsonb_set(metadata, '{userId}', '"someone-else"') WHERE global_position = $1`, [positions[0].toString()]);
      const changed = await verifyChain(store);
      assert.equal(changed.firstBrokenPosition, positions[0].toString());
      await rolePool.end();
      pools.splice(pools.indexOf(rolePool), 1);
    } finally {
      await admin.query(`DROP OWNED BY ${role}`);
      await admin.query(`DROP ROLE ${role}`);
    }
  });
});

test('the restricted role cannot migrate an outdated schema: it is told to run the migrations as the owner', async () => {
  await ensureTestDatabase();
  const schema = `chain_outdated_${randomUUID().slice(0, 8)}`;
  const role = `dealer_app_test_${randomUUID().slice(0, 8)}`;
  const client = new Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.query(`CREATE ROLE ${role} LOGIN`);
  await client.query(`GRANT USAGE ON SCHEMA "${schema}" TO ${role}`);
  const url = new URL(testDatabaseUrl);
  url.username = role;
  const store = new PostgresEventStore(url.toString(), { schema });
  try {
    await assert.rejects(store.ensureSchema(), /run the migrations as the database owner/);
  } finally {
    await store.close();
    await client.query(`DROP SCHEMA "${schema}" CASCADE`);
    await client.query(`DROP OWNED BY ${role}`);
    await client.query(`DROP ROLE ${role}`);
    await client.end();
  }
});
