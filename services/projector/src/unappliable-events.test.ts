import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Pool } from 'pg';
import { journalEntryPosted, journalEntryStream, uuidv7 } from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { migrateReadModels, readProjectorState, READ_MODELS_SCHEMA, type ProjectorFailure } from '@dealer/read-models';
import { Projector, UnappliedEventError, type ProjectorLogger } from './projector';
import { rebuildReadModels } from './rebuild';
import { resetDatabase, TEST_DATABASE_URL } from './testing/database';
import { appendAll, BOOKS_HISTORY_STEPS, HistoryBuilder } from './testing/history';
import { INVENTORY_CATALOG_HISTORY_STEPS } from './projections/inventory-catalog/history-steps';
import { PRODUCT_HISTORY_STEPS } from './projections/products/history-steps';
import { PURCHASING_HISTORY_STEPS } from './projections/purchasing/history-steps';

/** Its own database: the other projector test files reset theirs. */
const url = (() => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_unappliable`;
  return parsed.toString();
})();
const LIVE = READ_MODELS_SCHEMA;
const SCHEMAS = [LIVE, `${LIVE}_next`];

let pool: Pool;

before(async () => {
  await resetDatabase(url, SCHEMAS);
  pool = new Pool({ connectionString: url, max: 4 });
});

after(async () => {
  await pool?.end();
});

async function freshStore(): Promise<PostgresEventStore> {
  await resetDatabase(url, SCHEMAS);
  await migrateReadModels(url);
  return new PostgresEventStore(url);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The failure the projector recorded beside its checkpoint, once it has one (or after 15 s, none). */
async function recordedFailure(schema = LIVE): Promise<ProjectorFailure | null> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const { failure } = await readProjectorState(pool, schema);
    if (failure) return failure;
    await sleep(100);
  }
  return null;
}

function collectingLogger(): ProjectorLogger & { errors: string[]; infos: string[] } {
  const errors: string[] = [];
  const infos: string[] = [];
  return { errors, infos, info: (message) => infos.push(message), warn: (message) => errors.push(message), error: (message) => errors.push(message) };
}

const eventsOf = (requests: AppendRequest[]) => requests.flatMap((request) => request.events);

/**
 * What the purchase decider appended for a purchase dated 9999-12-31 on 30 days' terms before
 * issue 21 made the books refuse such dates: a purchase of the history (decided on its own day) with
 * that day read as 9999-12-31 wherever it appears, and the due date the decider derived then,
 * `addCalendarDays('9999-12-31', 30)`: the ISO text of 10000-01-30 cut to ten characters.
 */
const DERIVED_DUE_DATE = '+010000-01';
function datedTheLastDay(requests: AppendRequest[]): AppendRequest[] {
  const recorded = eventsOf(requests).find((event) => event.type === 'PurchaseRecorded')!;
  const day = (recorded.data as { purchaseDate: string }).purchaseDate;
  const redate = (value: unknown): unknown => {
    if (value === day) return '9999-12-31';
    if (Array.isArray(value)) return value.map(redate);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === 'dueDate' ? DERIVED_DUE_DATE : key === 'paymentTerms' ? 30 : redate(inner)]));
    }
    return value;
  };
  return requests.map((request) => ({ ...request, events: request.events.map((event) => ({ ...event, data: redate(event.data) })) }));
}

describe('an event the projector cannot apply is never passed over in silence', () => {
  test('a purchase stored with the due date +010000-01 (issue 21) is read with 9999-12-31: the projector passes it and projects what follows', { timeout: 60_000 }, async () => {
    const store = await freshStore();
    const history = new HistoryBuilder(21, undefined, [...BOOKS_HISTORY_STEPS, ...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS, ...PURCHASING_HISTORY_STEPS]);
    const receive = PURCHASING_HISTORY_STEPS.find((step) => step.name === 'receive a purchase')!;
    const before = [...history.registerAdmin(), ...history.initializeChart()];
    for (let index = 0; index < 150; index += 1) before.push(...history.randomCommand());
    // A purchase left (partly) unpaid, so that it opens a payable carrying the due date too.
    let purchase: AppendRequest[] = [];
    for (let attempt = 0; attempt < 200 && !eventsOf(purchase).some((event) => event.type === 'PayableOpened'); attempt += 1) {
      if (purchase.length) before.push(...purchase);
      purchase = receive.run(history);
    }
    assert.ok(eventsOf(purchase).some((event) => event.type === 'PayableOpened'), 'the history received a purchase on credit');
    const lastDay = datedTheLastDay(purchase);
    const recorded = eventsOf(lastDay).find((event) => event.type === 'PurchaseRecorded')!.data as { purchaseId: string; payableId: string; purchaseDate: string; dueDate: string };
    assert.deepEqual([recorded.purchaseDate, recorded.dueDate], ['9999-12-31', DERIVED_DUE_DATE]);
    const later: AppendRequest[] = [];
    for (let index = 0; index < 150; index += 1) later.push(...history.randomCommand());

    await appendAll(store, before);
    const { position: purchasePosition } = await store.append(lastDay);

    const projector = new Projector({ pool, eventStore: store, retryDelayMs: 50, maxRetryDelayMs: 200 });
    await projector.start();
    try {
      assert.ok(await projector.waitForPosition(purchasePosition, 30_000), `the projector passed the purchase: stopped at ${projector.position}, ${JSON.stringify(projector.failure)}`);
      // The stored event is as it was written; the read models hold the clamped day.
      const [stored] = (await pool.query(`SELECT data->>'dueDate' AS due FROM events WHERE type = 'PurchaseRecorded' AND data->>'purchaseId' = $1`, [recorded.purchaseId])).rows;
      assert.equal(stored.due, DERIVED_DUE_DATE);
      const [row] = (await pool.query(`SELECT purchase_date::text AS purchase_date, due_date::text AS due_date FROM ${LIVE}.purchases WHERE id = $1`, [recorded.purchaseId])).rows;
      assert.deepEqual(row, { purchase_date: '9999-12-31', due_date: '9999-12-31' });
      const [payable] = (await pool.query(`SELECT due_date::text AS due_date FROM ${LIVE}.payables WHERE id = $1`, [recorded.payableId])).rows;
      assert.deepEqual(payable, { due_date: '9999-12-31' });

      // What comes after it is projected too, up to the head.
      await appendAll(store, later);
      const head = await store.headPosition();
      assert.ok(await projector.waitForPosition(head, 30_000), `the projector reached the head ${head}: stopped at ${projector.position}, ${JSON.stringify(projector.failure)}`);
    } finally {
      await projector.stop();
    }
    assert.equal(projector.failure, undefined);
    assert.equal((await readProjectorState(pool)).failure, null);
    const lastEntry = eventsOf(later).filter((event) => event.type === 'JournalEntryPosted').at(-1)!.data as { journalEntryId: string };
    assert.equal((await pool.query(`SELECT 1 FROM ${LIVE}.journal_entries WHERE id = $1`, [lastEntry.journalEntryId])).rowCount, 1);
    await store.close();
  });

  test('the event at fault in a failed batch is found, recorded with its position, stream, type and id, logged once, and cleared once it applies', { timeout: 60_000 }, async () => {
    const store = await freshStore();
    const history = new HistoryBuilder(7);
    await appendAll(store, [...history.registerAdmin(), ...history.initializeChart()]);
    const logger = collectingLogger();
    const projector = new Projector({ pool, eventStore: store, logger, retryDelayMs: 50, maxRetryDelayMs: 200 });
    await projector.start();
    try {
      assert.ok(await projector.waitForPosition(await store.headPosition(), 20_000));
      // A read model that refuses the next journal entry (a constraint an administrator added, say).
      await pool.query(`ALTER TABLE ${LIVE}.journal_entries ADD CONSTRAINT held_up CHECK (false) NOT VALID`);
      const entry = history.postJournalEntry();
      // One append, so that the entry arrives in one batch with the events around it.
      await store.append([...history.updateAccount(), ...entry, ...history.createPaymentMethod()]);
      const head = await store.headPosition();
      const [stuck] = (await pool.query(`SELECT global_position::text AS position, stream_name, event_id FROM events WHERE type = 'JournalEntryPosted' ORDER BY global_position DESC LIMIT 1`)).rows;

      const failure = await recordedFailure();
      assert.ok(failure, 'a failure is recorded');
      assert.deepEqual(
        { position: failure.position, stream: failure.stream, type: failure.type, eventId: failure.eventId },
        { position: stuck.position, stream: stuck.stream_name, type: 'JournalEntryPosted', eventId: stuck.event_id },
      );
      assert.match(failure.error, /held_up/);
      assert.doesNotMatch(failure.error, /\n\s+at /, 'the message, not a stack');
      assert.deepEqual(projector.failure, failure);
      assert.equal(projector.position, BigInt(stuck.position) - 1n, 'the events before it in its batch are applied');
      assert.ok(projector.position < head);

      await sleep(800); // several retries
      assert.equal(projector.position, BigInt(stuck.position) - 1n);
      const told = logger.errors.filter((message) => message.includes(`cannot apply event ${stuck.position} (JournalEntryPosted, stream ${stuck.stream_name}, id ${stuck.event_id})`));
      assert.equal(told.length, 1, `logged once, not at each retry: ${logger.errors.join('\n')}`);
      await assert.rejects(projector.reachOrFail(head, 1000), (error: unknown) => error instanceof UnappliedEventError && error.message.includes(`event ${stuck.position} (JournalEntryPosted`));

      // Fixed: the next retry applies it and everything after it, and the record goes.
      await pool.query(`ALTER TABLE ${LIVE}.journal_entries DROP CONSTRAINT held_up`);
      assert.ok(await projector.waitForPosition(head, 10_000), 'the projector heals by itself');
      assert.equal(projector.failure, undefined);
      assert.deepEqual(await readProjectorState(pool), { position: head, failure: null });
      assert.ok(logger.infos.some((message) => message.includes(`event ${stuck.position} (JournalEntryPosted) applied at last`)));
    } finally {
      await pool.query(`ALTER TABLE ${LIVE}.journal_entries DROP CONSTRAINT IF EXISTS held_up`);
      await projector.stop();
      await store.close();
    }
  });

  test('a rebuild that meets an event it cannot apply stops with an error naming it, and swaps nothing in', { timeout: 60_000 }, async () => {
    const store = await freshStore();
    const history = new HistoryBuilder(9);
    await appendAll(store, [...history.registerAdmin(), ...history.initializeChart()]);
    for (let index = 0; index < 40; index += 1) await store.append(history.randomCommand());
    // An entry dated with text no read model can hold, written straight into the log.
    const journalEntryId = uuidv7();
    const [debit, credit] = history.accounts;
    const bad = journalEntryPosted({ journalEntryId, date: 'someday', reference: 'JE-BAD', description: 'Undated', lines: [{ accountId: debit.id, debit: 100, credit: 0 }, { accountId: credit.id, debit: 0, credit: 100 }], source: { kind: 'manual' }, postedBy: history.userId, postedAt: new Date().toISOString() });
    const metadata = { userId: history.userId, correlationId: uuidv7(), causationId: uuidv7(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
    const { position } = await store.append([{ stream: journalEntryStream(journalEntryId), expectedRevision: 'no_stream', events: [{ id: uuidv7(), type: bad.type, data: bad.data, metadata }] }]);
    for (let index = 0; index < 10; index += 1) await store.append(history.randomCommand());

    const started = Date.now();
    await assert.rejects(
      rebuildReadModels({ databaseUrl: url, eventStore: store, batchSize: 100 }),
      (error: unknown) => error instanceof UnappliedEventError && error.failure.position === String(position) && error.message.startsWith(`event ${position} (JournalEntryPosted, stream ${journalEntryStream(journalEntryId)}`),
    );
    assert.ok(Date.now() - started < 30_000, 'at once, not after waiting for progress that never comes');
    assert.equal((await readProjectorState(pool)).position, 0n, 'the live read models were not replaced');
    await store.close();
  });
});
