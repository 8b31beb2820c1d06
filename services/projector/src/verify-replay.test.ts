import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Pool } from 'pg';
import { PostgresEventStore } from '@dealer/event-store';
import { migrateReadModels, readProjectorState, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { Projector } from './projector';
import { resetDatabase, TEST_DATABASE_URL } from './testing/database';
import { appendAll, HistoryBuilder } from './testing/history';
import { describeReplayVerification, verifyReplay, verifySchemaOf } from './verify-replay';

const url = TEST_DATABASE_URL;
const LIVE = READ_MODELS_SCHEMA;
const SCHEMAS = [LIVE, `${LIVE}_next`, verifySchemaOf(LIVE)];

let pool: Pool;
let store: PostgresEventStore;
let live: Projector;
let history: HistoryBuilder;

before(async () => {
  await resetDatabase(url, SCHEMAS);
  await migrateReadModels(url);
  pool = new Pool({ connectionString: url, max: 2 });
  store = new PostgresEventStore(url);
  history = new HistoryBuilder(13);
  const requests = [...history.registerAdmin(), ...history.initializeChart()];
  for (let index = 0; index < 1500; index += 1) requests.push(...history.randomCommand());
  await appendAll(store, requests, 300);
  // Quick retries: one test stops it on an event it cannot apply, then lets it go on.
  live = new Projector({ databaseUrl: url, eventStore: store, batchSize: 250, retryDelayMs: 50, maxRetryDelayMs: 300 });
  await live.start();
  assert.ok(await live.waitForPosition(await store.headPosition(), 30_000));
});

after(async () => {
  await live?.stop();
  await store?.close();
  await pool?.end();
});

/** `node dist/main.js rebuild --verify`, as CI runs it: its exit code and output. */
function verifyCommand(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(__dirname, 'main.js'), 'rebuild', '--verify'], { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('exit', (code) => resolve({ code, output: output.join('') }));
  });
}

describe('rebuild --verify: replay proves itself', () => {
  test('a replay equals the live read models table for table, while commands keep coming', { timeout: 120_000 }, async () => {
    let appending = true;
    const appender = (async () => {
      while (appending) {
        await store.append([...history.randomCommand(), ...history.randomCommand()]);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      const result = await verifyReplay({ databaseUrl: url, eventStore: store });
      assert.equal(result.valid, true, describeReplayVerification(result).join('\n'));
      assert.ok(result.tables.length >= 10);
      assert.ok(result.tables.find((table) => table.table === 'journal_lines')!.liveRows > 100, 'a real log');
      assert.ok(result.position > 0n && result.events > 0);
    } finally {
      appending = false;
      await appender;
    }
    const [{ copy }] = (await pool.query(`SELECT to_regnamespace($1) AS copy`, [verifySchemaOf(LIVE)])).rows;
    assert.equal(copy, null, 'the copy is dropped afterwards');
    assert.ok(await live.waitForPosition(await store.headPosition(), 30_000), 'the live projector kept going');
  });

  test('the live read models stopped below the head (an event they cannot apply): equal tables prove nothing, the command exits 1 naming the event', { timeout: 120_000 }, async () => {
    assert.ok(await live.waitForPosition(await store.headPosition(), 30_000));
    // A read model that refuses the next journal entry, so the live projector stops on it.
    await pool.query(`ALTER TABLE ${LIVE}.journal_entries ADD CONSTRAINT held_up CHECK (false) NOT VALID`);
    try {
      const entry = history.postJournalEntry();
      const { position } = await store.append(entry);
      for (let attempt = 0; attempt < 100 && !(await readProjectorState(pool)).failure; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await readProjectorState(pool)).failure?.position, String(position));

      const result = await verifyReplay({ databaseUrl: url, eventStore: store, headWaitMs: 500 });
      assert.equal(result.valid, true, 'every table equals the replay at the position the live side stopped at');
      assert.equal(result.reachedHead, false);
      assert.ok(result.position < position, 'compared where the live side stopped, before the entry');
      assert.equal(result.headPosition, position);
      assert.equal(result.liveFailure?.type, 'JournalEntryPosted');

      const stuck = await verifyCommand();
      assert.equal(stuck.code, 1, stuck.output);
      assert.match(stuck.output, new RegExp(`the read models stopped at position ${result.position}, below the log's head ${position}: the live projector cannot apply event ${position} \\(JournalEntryPosted`));
    } finally {
      await pool.query(`ALTER TABLE ${LIVE}.journal_entries DROP CONSTRAINT IF EXISTS held_up`);
    }
    assert.ok(await live.waitForPosition(await store.headPosition(), 30_000), 'fixed, the live projector goes on');
    const clean = await verifyReplay({ databaseUrl: url, eventStore: store });
    assert.deepEqual([clean.valid, clean.reachedHead, clean.liveFailure], [true, true, null]);
  });

  test('a tampered and a missing read-model row are each reported, paired by key; the command exits 1', { timeout: 120_000 }, async () => {
    assert.ok(await live.waitForPosition(await store.headPosition(), 30_000));
    const clean = await verifyCommand();
    assert.equal(clean.code, 0, clean.output);
    assert.match(clean.output, /equals the live read models/);

    const [account] = (await pool.query(`SELECT id, name FROM ${LIVE}.gl_accounts ORDER BY code LIMIT 1`)).rows;
    await pool.query(`UPDATE ${LIVE}.gl_accounts SET name = 'Tampered' WHERE id = $1`, [account.id]);
    const [line] = (await pool.query(`DELETE FROM ${LIVE}.journal_lines WHERE id = (SELECT min(id) FROM ${LIVE}.journal_lines) RETURNING id`)).rows;
    const result = await verifyReplay({ databaseUrl: url, eventStore: store });
    assert.equal(result.valid, false);
    const accounts = result.tables.find((table) => table.table === 'gl_accounts')!;
    assert.equal(accounts.equal, false);
    assert.equal(accounts.differingRows, 2, 'the changed row, once on each side');
    assert.deepEqual(accounts.differences.map((difference) => [difference.key, difference.columns, difference.live?.name, difference.replay?.name]), [[{ id: account.id }, ['name'], 'Tampered', account.name]]);
    const lines = result.tables.find((table) => table.table === 'journal_lines')!;
    assert.deepEqual(lines.differences.map((difference) => [String(difference.key.id), difference.live]), [[String(line.id), null]]);
    assert.equal(result.tables.filter((table) => !table.equal).length, 2, 'every other table still agrees');
    const described = describeReplayVerification(result).join('\n');
    assert.match(described, /DIFFERS gl_accounts/);
    assert.match(described, /name live "Tampered" ≠ replay/);
    assert.match(described, /only in the replay/);

    const failing = await verifyCommand();
    assert.equal(failing.code, 1, failing.output);
    assert.match(failing.output, /differs from the live read models .* in gl_accounts, journal_lines/);
  });
});
