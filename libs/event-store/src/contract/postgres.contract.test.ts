import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client, Pool } from 'pg';
import { createEventStore, DEFAULT_NOTIFY_CHANNEL, PostgresEventStore } from '../index';
import { DuplicateEventError, type RecordedEvent } from '../port';
import { runEventStoreContract } from './event-store-contract';
import { ensureTestDatabase, testDatabaseUrl } from './test-database';

const databaseUrl = testDatabaseUrl;
/** A fresh schema per test file run, dropped at the end. */
const schema = `es_test_${process.pid}_${randomUUID().slice(0, 8)}`;

let databaseReady: Promise<void> | undefined;

async function makeStore() {
  databaseReady ??= ensureTestDatabase();
  await databaseReady;
  const pool = new Pool({ connectionString: databaseUrl, max: 12 });
  const store = new PostgresEventStore(pool, { schema });
  await store.ensureSchema();
  return {
    store,
    pool,
    async cleanup() {
      await store.close();
      await pool.end();
    },
  };
}

after(async () => {
  if (!databaseReady) return;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
});

runEventStoreContract('PostgreSQL', makeStore);

const metadata = () => ({
  userId: 'user-1',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});

describe('PostgresEventStore specifics', () => {
  let ctx: Awaited<ReturnType<typeof makeStore>>;
  before(async () => {
    ctx = await makeStore();
  });
  after(async () => {
    await ctx?.cleanup();
  });

  test('appends called one after another are written in call order, so each may build on the last', async () => {
    const stream = `chained-${randomUUID()}`;
    // Called without awaiting: they share round trips, and each expects the revision the one
    // before it leaves (the command pipeline decides on state that is still being written).
    const appends = Array.from({ length: 20 }, (_, revision) =>
      ctx.store.append([
        { stream, expectedRevision: revision === 0 ? 'no_stream' : revision - 1, events: [{ id: randomUUID(), type: 'Chained', data: { revision }, metadata: metadata() }] },
      ]),
    );
    const results = await Promise.all(appends);
    assert.deepEqual(results.map((result) => result.streamRevisions[stream]), Array.from({ length: 20 }, (_, revision) => revision));
    const positions = results.map((result) => result.position);
    assert.deepEqual([...positions].sort((a, b) => (a < b ? -1 : 1)), positions, 'positions follow call order');
    assert.deepEqual((await ctx.store.readStream(stream)).map((event) => event.data.revision), Array.from({ length: 20 }, (_, revision) => revision));
  });

  test('several processes appending at once: a subscriber sees every event once, in order, no gap skipped', async () => {
    // Each store has its own pool and batches its own appends, as separate API processes would;
    // their batch transactions interleave only through the append_commands lock.
    const pools = Array.from({ length: 3 }, () => new Pool({ connectionString: databaseUrl, max: 3 }));
    const stores = pools.map((pool) => new PostgresEventStore(pool, { schema }));
    const prefix = `processes-${randomUUID()}`;
    const subscription = ctx.store.subscribeToAll(await ctx.store.headPosition());
    const seen: RecordedEvent[] = [];
    const committed = new Set<string>();
    try {
      const reading = (async () => {
        for await (const event of subscription) {
          if (event.streamName.startsWith(prefix)) seen.push(event);
        }
      })();
      const deadline = Date.now() + 2000;
      await Promise.all(
        stores.flatMap((store, process) =>
          Array.from({ length: 4 }, async (_, writer) => {
            let own: number | 'no_stream' = 'no_stream';
            while (Date.now() < deadline) {
              const events = [{ id: randomUUID(), type: 'Written', data: { process, writer }, metadata: metadata() }];
              const shared = { id: randomUUID(), type: 'Shared', data: {}, metadata: metadata() };
              const result = await store.append([
                { stream: `${prefix}-${process}-${writer}`, expectedRevision: own, events },
                { stream: `${prefix}-shared`, expectedRevision: 'any', events: [shared] },
              ]);
              own = result.streamRevisions[`${prefix}-${process}-${writer}`];
              committed.add(events[0].id).add(shared.id);
            }
          }),
        ),
      );
      const until = Date.now() + 20_000;
      while (seen.length < committed.size && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      await subscription.close();
      await reading;
      assert.ok(committed.size > 100, `expected a real load, got ${committed.size} events`);
      assert.equal(seen.length, committed.size, 'every committed event, once');
      assert.deepEqual(new Set(seen.map((event) => event.id)), committed);
      for (let index = 1; index < seen.length; index += 1) assert.ok(seen[index].globalPosition > seen[index - 1].globalPosition, 'in global order');
      const shared = seen.filter((event) => event.streamName === `${prefix}-shared`).map((event) => event.streamRevision);
      assert.deepEqual(shared, shared.map((_, index) => index), 'the shared stream without gaps or repeats');
    } finally {
      await subscription.close();
      await Promise.all(stores.map((store) => store.close()));
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  test('a failed append in a batch fails alone: a duplicate event id inside one append', async () => {
    const stream = `poison-${randomUUID()}`;
    const repeated = randomUUID();
    const [good, poisoned, alsoGood] = await Promise.allSettled([
      ctx.store.append([{ stream: `${stream}-1`, expectedRevision: 'no_stream', events: [{ id: randomUUID(), type: 'Fine', data: {}, metadata: metadata() }] }]),
      ctx.store.append([{ stream: `${stream}-2`, expectedRevision: 'no_stream', events: [
        { id: repeated, type: 'Twice', data: {}, metadata: metadata() },
        { id: repeated, type: 'Twice', data: {}, metadata: metadata() },
      ] }]),
      ctx.store.append([{ stream: `${stream}-3`, expectedRevision: 'no_stream', events: [{ id: randomUUID(), type: 'Fine', data: {}, metadata: metadata() }] }]),
    ]);
    assert.equal(good.status, 'fulfilled');
    assert.equal(alsoGood.status, 'fulfilled');
    assert.equal(poisoned.status, 'rejected');
    assert.ok((poisoned as PromiseRejectedResult).reason instanceof DuplicateEventError);
    assert.deepEqual(await ctx.store.readStream(`${stream}-2`), []);
  });

  test('UPDATE, DELETE and TRUNCATE on events are refused by a trigger', async () => {
    const stream = `immutable-${randomUUID()}`;
    const id = randomUUID();
    await ctx.store.append([
      { stream, expectedRevision: 'no_stream', events: [{ id, type: 'Kept', data: { v: 1 }, metadata: metadata() }] },
    ]);
    const table = `"${schema}".events`;
    await assert.rejects(ctx.pool.query(`UPDATE ${table} SET type = 'Changed' WHERE event_id = $1`, [id]), /append-only: UPDATE/);
    await assert.rejects(ctx.pool.query(`DELETE FROM ${table} WHERE event_id = $1`, [id]), /append-only: DELETE/);
    await assert.rejects(ctx.pool.query(`UPDATE ${table} SET data = '{}' WHERE false`), /append-only: UPDATE/);
    await assert.rejects(ctx.pool.query(`TRUNCATE ${table}`), /append-only: TRUNCATE/);
    const [event] = await ctx.store.readStream(stream);
    assert.equal(event.id, id);
    assert.equal(event.type, 'Kept');
    assert.deepEqual(event.data, { v: 1 });
  });

  test('ensureSchema() is idempotent, also when run concurrently', async () => {
    await Promise.all([ctx.store.ensureSchema(), ctx.store.ensureSchema(), ctx.store.ensureSchema()]);
    const triggers = await ctx.pool.query(
      `SELECT count(*)::int AS n FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal`,
      [`"${schema}".events`],
    );
    assert.equal(triggers.rows[0].n, 1);
  });

  test('a slow concurrent transaction is never skipped: readers wait for it (xmin filter)', async () => {
    const p = `slow-${randomUUID()}`;
    const start = await ctx.store.headPosition();
    const subscription = ctx.store.subscribeToAll(start);
    const seen: RecordedEvent[] = [];
    const consuming = (async () => {
      for await (const event of subscription) if (event.streamName.startsWith(p)) seen.push(event);
    })();

    const slow = new Client({ connectionString: databaseUrl });
    await slow.connect();
    try {
      await slow.query('BEGIN');
      await slow.query('SELECT pg_current_xact_id()');
      const slowId = randomUUID();
      const inserted = await slow.query(
        // A writer outside append_batch (no section, no chain: its made-up hash breaks the chain, which this schema's later tests do not verify).
        `INSERT INTO "${schema}".events (stream_name, stream_revision, event_id, type, data, metadata, hash)
         VALUES ($1, 0, $2, 'Slow', '{}', $3, '\\x00') RETURNING global_position`,
        [`${p}-slow`, slowId, JSON.stringify(metadata())],
      );
      const slowPosition = BigInt(inserted.rows[0].global_position);

      const fastId = randomUUID();
      const fast = await ctx.store.append([
        { stream: `${p}-fast`, expectedRevision: 'no_stream', events: [{ id: fastId, type: 'Fast', data: {}, metadata: metadata() }] },
      ]);
      assert.ok(fast.position > slowPosition);
      assert.ok((await ctx.store.headPosition()) >= fast.position, 'the fast event is committed');

      // Committed, but behind an open older transaction: not visible to readers yet.
      assert.deepEqual((await ctx.store.readAll(start, 100)).filter((e) => e.streamName.startsWith(p)), []);
      await new Promise((resolve) => setTimeout(resolve, 700)); // > one fallback poll
      assert.equal(seen.length, 0, 'the subscription must not run ahead of the open transaction');

      await slow.query('COMMIT');
      const deadline = Date.now() + 5000;
      while (seen.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.deepEqual(seen.map((e) => e.id), [slowId, fastId]);
      const log = (await ctx.store.readAll(start, 100)).filter((e) => e.streamName.startsWith(p));
      assert.deepEqual(log.map((e) => e.globalPosition), [slowPosition, fast.position]);
    } finally {
      await slow.query('ROLLBACK').catch(() => undefined);
      await slow.end();
      await subscription.close();
      await consuming;
    }
  });

  test('append NOTIFYs the channel after commit with the last position', async () => {
    const listener = new Client({ connectionString: databaseUrl });
    await listener.connect();
    try {
      const payloads: string[] = [];
      listener.on('notification', (n) => {
        if (n.channel === DEFAULT_NOTIFY_CHANNEL && n.payload) payloads.push(n.payload);
      });
      await listener.query(`LISTEN ${DEFAULT_NOTIFY_CHANNEL}`);
      const result = await ctx.store.append([
        { stream: `notify-${randomUUID()}`, expectedRevision: 'no_stream', events: [{ id: randomUUID(), type: 'N', data: {}, metadata: metadata() }] },
      ]);
      const deadline = Date.now() + 3000;
      while (!payloads.includes(result.position.toString()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      assert.ok(payloads.includes(result.position.toString()), `got ${payloads.join(',')}`);
    } finally {
      await listener.end();
    }
  });

  test('createEventStore builds a PostgreSQL store on an existing pool', async () => {
    const store = await createEventStore({ kind: 'postgres', pool: ctx.pool, postgres: { schema } });
    try {
      assert.ok(store instanceof PostgresEventStore);
      const stream = `factory-${randomUUID()}`;
      await store.append([{ stream, expectedRevision: 'no_stream', events: [{ id: randomUUID(), type: 'F', data: { ok: true }, metadata: metadata() }] }]);
      assert.deepEqual((await ctx.store.readStream(stream)).map((e) => e.data), [{ ok: true }]);
    } finally {
      await store.close();
    }
    await assert.rejects(createEventStore({ kind: 'kurrentdb' }), /kurrentDbUrl is required/);
    await assert.rejects(createEventStore({ kind: 'postgres' }), /databaseUrl or pool is required/);
  });
});
