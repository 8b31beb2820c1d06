import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { EventMetadata } from '@dealer/domain';
import {
  DuplicateEventError,
  WrongExpectedRevisionError,
  type AppendRequest,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from '../port';
import { verifyChain } from '../chain/verify-chain';
import type { ChainedEvent } from '../chain/hash-chain';

export interface EventStoreContractOptions {
  /**
   * Whether the store refuses an event id already stored in any stream (PostgreSQL does;
   * KurrentDB only deduplicates idempotent retries, so its run skips that test).
   */
  globallyUniqueEventIds?: boolean;
  /** Duration of the concurrent-writers test in ms (default 3000). */
  concurrencyMs?: number;
}

export type MakeStore = () => Promise<{ store: EventStore; cleanup(): Promise<void> }>;

const metadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  userId: 'user-1',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
  ...overrides,
});

const newEvent = (type: string, data: unknown = { n: 1 }): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: metadata(),
});

const events = (count: number, type = 'Tested'): NewEvent[] =>
  Array.from({ length: count }, (_, i) => newEvent(type, { i }));

/** A unique prefix so tests never see each other's streams (even on a shared server). */
const prefix = (label: string): string => `${label}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

async function expectConflict(
  promise: Promise<unknown>,
  stream: string,
  expected: ExpectedRevision,
  actual: number | 'no_stream',
): Promise<void> {
  await assert.rejects(promise, (err: unknown) => {
    assert.ok(err instanceof WrongExpectedRevisionError, `expected WrongExpectedRevisionError, got ${String(err)}`);
    assert.equal(err.stream, stream);
    assert.deepEqual(err.expected, expected);
    assert.deepEqual(err.actual, actual);
    return true;
  });
}

/** Reads the whole log after `after`, page by page, keeping events whose stream starts with `p`. */
async function readAllOf(store: EventStore, after: bigint, p: string, pageSize = 1000): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const page = await store.readAll(position, pageSize);
    if (page.length === 0) return out;
    for (const event of page) {
      assert.ok(event.globalPosition > position, 'readAll positions must strictly increase');
      position = event.globalPosition;
      if (event.streamName.startsWith(p)) out.push(event);
    }
  }
}

/** Waits (bounded) until readAll after `after` returns the event `id`. */
async function waitUntilReadable(store: EventStore, after: bigint, id: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let position = after;
    for (let page = await store.readAll(position, 1000); page.length > 0; page = await store.readAll(position, 1000)) {
      if (page.some((event) => event.id === id)) return;
      position = page[page.length - 1].globalPosition;
    }
    if (Date.now() > deadline) assert.fail(`event ${id} not readable after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Collector {
  events: RecordedEvent[];
  waitFor(count: number, timeoutMs: number): Promise<void>;
  /** Resolves once the iteration has ended (after close()). */
  done: Promise<void>;
}

function collect(subscription: Subscription, keep: (e: RecordedEvent) => boolean): Collector {
  const collected: RecordedEvent[] = [];
  let failure: unknown;
  let wake: (() => void) | undefined;
  const done = (async () => {
    try {
      for await (const event of subscription) {
        if (keep(event)) collected.push(event);
        wake?.();
      }
    } catch (err) {
      failure = err;
      wake?.();
    }
  })();
  return {
    events: collected,
    done,
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (collected.length < count) {
        if (failure) throw failure;
        const remaining = deadline - Date.now();
        if (remaining <= 0) {
          throw new Error(`subscription delivered ${collected.length} of ${count} events in ${timeoutMs} ms`);
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.min(remaining, 50));
        });
      }
      if (failure) throw failure;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registers the port's contract tests (node:test) against stores made by `makeStore`. */
export function runEventStoreContract(
  name: string,
  makeStore: MakeStore,
  options: EventStoreContractOptions = {},
): void {
  const withStore = (fn: (store: EventStore) => Promise<void>) => async () => {
    const { store, cleanup } = await makeStore();
    try {
      await fn(store);
    } finally {
      await cleanup();
    }
  };

  describe(`EventStore contract: ${name}`, () => {
    test('appends to a new stream and reads it back in revision order, from a revision', withStore(async (store) => {
      const stream = `${prefix('order')}-1`;
      const written = events(3, 'OrderPlaced');
      const result = await store.append([{ stream, expectedRevision: 'no_stream', events: written }]);
      assert.deepEqual(result.streamRevisions, { [stream]: 2 });
      assert.equal(typeof result.position, 'bigint');
      assert.ok(result.position > 0n);

      const read = await store.readStream(stream);
      assert.equal(read.length, 3);
      read.forEach((event, i) => {
        assert.equal(event.id, written[i].id);
        assert.equal(event.type, 'OrderPlaced');
        assert.equal(event.streamName, stream);
        assert.equal(event.streamRevision, i);
        assert.deepEqual(event.data, written[i].data);
        assert.deepEqual(event.metadata, written[i].metadata);
        assert.equal(typeof event.globalPosition, 'bigint');
        if (i > 0) assert.ok(event.globalPosition > read[i - 1].globalPosition);
      });
      assert.equal(read[2].globalPosition, result.position);

      const fromOne = await store.readStream(stream, 1);
      assert.deepEqual(fromOne.map((e) => e.id), [written[1].id, written[2].id]);
      assert.deepEqual(fromOne.map((e) => e.streamRevision), [1, 2]);
      assert.deepEqual(await store.readStream(stream, 3), []);
      assert.deepEqual(await store.readStream(`${stream}-missing`), []);
      assert.equal(await store.headPosition() >= result.position, true);
    }));

    test('expected revision as a number: matches the last revision, else conflicts', withStore(async (store) => {
      const stream = prefix('num');
      await store.append([{ stream, expectedRevision: 'no_stream', events: events(2) }]);
      const ok = await store.append([{ stream, expectedRevision: 1, events: events(1) }]);
      assert.deepEqual(ok.streamRevisions, { [stream]: 2 });
      await expectConflict(store.append([{ stream, expectedRevision: 1, events: events(1) }]), stream, 1, 2);
      await expectConflict(store.append([{ stream, expectedRevision: 5, events: events(1) }]), stream, 5, 2);
      const missing = `${stream}-missing`;
      await expectConflict(store.append([{ stream: missing, expectedRevision: 0, events: events(1) }]), missing, 0, 'no_stream');
      assert.equal((await store.readStream(stream)).length, 3);
      assert.deepEqual(await store.readStream(missing), []);
    }));

    test("expected revision 'no_stream': only when the stream has no events", withStore(async (store) => {
      const stream = prefix('nostream');
      await store.append([{ stream, expectedRevision: 'no_stream', events: events(1) }]);
      await expectConflict(store.append([{ stream, expectedRevision: 'no_stream', events: events(1) }]), stream, 'no_stream', 0);
      assert.equal((await store.readStream(stream)).length, 1);
    }));

    test("expected revision 'stream_exists': only when the stream has an event", withStore(async (store) => {
      const stream = prefix('exists');
      await expectConflict(store.append([{ stream, expectedRevision: 'stream_exists', events: events(1) }]), stream, 'stream_exists', 'no_stream');
      assert.deepEqual(await store.readStream(stream), []);
      await store.append([{ stream, expectedRevision: 'no_stream', events: events(1) }]);
      const result = await store.append([{ stream, expectedRevision: 'stream_exists', events: events(2) }]);
      assert.deepEqual(result.streamRevisions, { [stream]: 2 });
      assert.deepEqual((await store.readStream(stream)).map((e) => e.streamRevision), [0, 1, 2]);
    }));

    test("expected revision 'any': appends whatever the state", withStore(async (store) => {
      const stream = prefix('any');
      const first = await store.append([{ stream, expectedRevision: 'any', events: events(1) }]);
      assert.deepEqual(first.streamRevisions, { [stream]: 0 });
      const second = await store.append([{ stream, expectedRevision: 'any', events: events(2) }]);
      assert.deepEqual(second.streamRevisions, { [stream]: 2 });
      assert.ok(second.position > first.position);
      assert.equal((await store.readStream(stream)).length, 3);
    }));

    test('appends atomically across streams; one bad expected revision appends nothing anywhere', withStore(async (store) => {
      const p = prefix('atomic');
      const [a, b, c] = [`${p}-a`, `${p}-b`, `${p}-c`];
      await store.append([{ stream: b, expectedRevision: 'no_stream', events: events(2) }]);

      const ok = await store.append([
        { stream: a, expectedRevision: 'no_stream', events: events(2) },
        { stream: b, expectedRevision: 1, events: events(1) },
        { stream: c, expectedRevision: 'any', events: events(3) },
      ]);
      assert.deepEqual(ok.streamRevisions, { [a]: 1, [b]: 2, [c]: 2 });
      const all = [...(await store.readStream(a)), ...(await store.readStream(b)), ...(await store.readStream(c))];
      const maxPosition = all.reduce((m, e) => (e.globalPosition > m ? e.globalPosition : m), 0n);
      assert.equal(ok.position, maxPosition);

      const before = await store.headPosition();
      const bad: AppendRequest[] = [
        { stream: a, expectedRevision: 1, events: events(1) },
        { stream: `${p}-d`, expectedRevision: 'no_stream', events: events(2) },
        { stream: b, expectedRevision: 0, events: events(1) }, // b is at 2
        { stream: c, expectedRevision: 'stream_exists', events: events(1) },
      ];
      await expectConflict(store.append(bad), b, 0, 2);
      assert.equal((await store.readStream(a)).length, 2);
      assert.equal((await store.readStream(b)).length, 3);
      assert.equal((await store.readStream(c)).length, 3);
      assert.deepEqual(await store.readStream(`${p}-d`), []);
      assert.deepEqual(await readAllOf(store, before, p), []);
    }));

    test('a request without events only guards its stream revision', withStore(async (store) => {
      const p = prefix('guard');
      const [read, written] = [`${p}-read`, `${p}-written`];
      await store.append([{ stream: read, expectedRevision: 'no_stream', events: events(2) }]);
      const ok = await store.append([
        { stream: read, expectedRevision: 1, events: [] },
        { stream: written, expectedRevision: 'no_stream', events: events(1) },
      ]);
      assert.deepEqual(ok.streamRevisions, { [read]: 1, [written]: 0 });
      assert.equal((await store.readStream(read)).length, 2, 'a guard appends nothing');

      // The guarded stream moved on since it was read: nothing is appended anywhere.
      await store.append([{ stream: read, expectedRevision: 1, events: events(1) }]);
      await expectConflict(
        store.append([
          { stream: read, expectedRevision: 1, events: [] },
          { stream: written, expectedRevision: 0, events: events(1) },
        ]),
        read,
        1,
        2,
      );
      assert.equal((await store.readStream(written)).length, 1);
    }));

    test('readStreams reads several streams at once, [] for missing ones', withStore(async (store) => {
      const p = prefix('many');
      await store.append([
        { stream: `${p}-a`, expectedRevision: 'no_stream', events: events(3) },
        { stream: `${p}-b`, expectedRevision: 'no_stream', events: events(1) },
      ]);
      const read = await store.readStreams([`${p}-a`, `${p}-missing`, `${p}-b`, `${p}-a`]);
      assert.deepEqual([...read.keys()].sort(), [`${p}-a`, `${p}-b`, `${p}-missing`]);
      assert.deepEqual(read.get(`${p}-a`)!.map((event) => event.streamRevision), [0, 1, 2]);
      assert.deepEqual(read.get(`${p}-a`)!.map((event) => event.data), [{ i: 0 }, { i: 1 }, { i: 2 }]);
      assert.equal(read.get(`${p}-b`)!.length, 1);
      assert.deepEqual(read.get(`${p}-missing`), []);
    }));

    test('concurrent appends succeed or conflict each on its own', withStore(async (store) => {
      const p = prefix('isolated');
      const shared = `${p}-shared`;
      await store.append([{ stream: shared, expectedRevision: 'no_stream', events: events(1) }]);
      // Ten writers all expect revision 0 of the shared stream: exactly one wins; the others'
      // own streams stay empty, and unrelated appends made at the same time all land.
      const racing = Array.from({ length: 10 }, (_, index) =>
        store.append([
          { stream: shared, expectedRevision: 0, events: events(1) },
          { stream: `${p}-own-${index}`, expectedRevision: 'no_stream', events: events(1) },
        ]),
      );
      const unrelated = Array.from({ length: 10 }, (_, index) =>
        store.append([{ stream: `${p}-unrelated-${index}`, expectedRevision: 'no_stream', events: events(2) }]),
      );
      const raced = await Promise.allSettled(racing);
      assert.equal(raced.filter((outcome) => outcome.status === 'fulfilled').length, 1);
      for (const outcome of raced) {
        if (outcome.status === 'rejected') assert.ok(outcome.reason instanceof WrongExpectedRevisionError);
      }
      const winner = raced.findIndex((outcome) => outcome.status === 'fulfilled');
      for (let index = 0; index < 10; index += 1) {
        assert.equal((await store.readStream(`${p}-own-${index}`)).length, index === winner ? 1 : 0);
      }
      for (const appended of await Promise.all(unrelated)) assert.ok(appended.position > 0n);
      assert.equal((await store.readStream(shared)).length, 2);
    }));

    test('reads the whole log in global order, after a position, with a limit', withStore(async (store) => {
      const p = prefix('log');
      const before = await store.headPosition();
      const expected: string[] = [];
      for (let i = 0; i < 5; i++) {
        const batch = events(2);
        await store.append([
          { stream: `${p}-${i % 2}`, expectedRevision: 'any', events: [batch[0]] },
          { stream: `${p}-x${i}`, expectedRevision: 'no_stream', events: [batch[1]] },
        ]);
        expected.push(batch[0].id, batch[1].id);
      }
      // Readers return a committed event only once no older transaction can still commit (on a
      // shared server, another database's migration holds one for a second or two): wait for that.
      await waitUntilReadable(store, before, expected.at(-1)!);
      const mine = await readAllOf(store, before, p, 3);
      assert.deepEqual(mine.map((e) => e.id), expected);
      assert.deepEqual(mine.map((e) => e.streamRevision), [0, 0, 0, 0, 1, 0, 1, 0, 2, 0]);

      const page = await store.readAll(before, 4);
      assert.ok(page.length <= 4);
      assert.ok(page.length > 0);
      for (let i = 1; i < page.length; i++) assert.ok(page[i].globalPosition > page[i - 1].globalPosition);
      const rest = await store.readAll(page[0].globalPosition, 3);
      assert.equal(rest[0]?.globalPosition, page[1]?.globalPosition, 'afterPosition is exclusive');
      assert.deepEqual(await store.readAll(await store.headPosition(), 10), []);
    }));

    test('refuses a duplicate event id and appends nothing', {
      skip: options.globallyUniqueEventIds === false ? 'this store does not enforce globally unique event ids' : undefined,
    }, withStore(async (store) => {
      const p = prefix('dup');
      const event = newEvent('Once');
      await store.append([{ stream: `${p}-a`, expectedRevision: 'no_stream', events: [event] }]);
      await assert.rejects(
        store.append([
          { stream: `${p}-b`, expectedRevision: 'no_stream', events: events(1) },
          { stream: `${p}-c`, expectedRevision: 'no_stream', events: [{ ...event, metadata: metadata() }] },
        ]),
        (err: unknown) => {
          assert.ok(err instanceof DuplicateEventError, `expected DuplicateEventError, got ${String(err)}`);
          assert.equal(err.eventId, event.id);
          return true;
        },
      );
      assert.deepEqual(await store.readStream(`${p}-b`), []);
      assert.deepEqual(await store.readStream(`${p}-c`), []);
      const twice = newEvent('Twice');
      await assert.rejects(
        store.append([{ stream: `${p}-d`, expectedRevision: 'any', events: [twice, twice] }]),
        DuplicateEventError,
      );
      assert.deepEqual(await store.readStream(`${p}-d`), []);
      assert.equal((await store.readStream(`${p}-a`)).length, 1);
    }));

    test('catch-up subscription delivers history, then turns live', withStore(async (store) => {
      const p = prefix('sub');
      const before = await store.headPosition();
      const history = events(3, 'Past');
      await store.append([{ stream: `${p}-1`, expectedRevision: 'no_stream', events: history }]);

      const subscription = store.subscribeToAll(before);
      const collector = collect(subscription, (e) => e.streamName.startsWith(p));
      try {
        await collector.waitFor(3, 5000);
        assert.deepEqual(collector.events.map((e) => e.id), history.map((e) => e.id));

        const live = events(2, 'Live');
        const result = await store.append([
          { stream: `${p}-1`, expectedRevision: 2, events: [live[0]] },
          { stream: `${p}-2`, expectedRevision: 'no_stream', events: [live[1]] },
        ]);
        await collector.waitFor(5, 5000);
        assert.deepEqual(collector.events.slice(3).map((e) => e.id), live.map((e) => e.id));
        assert.equal(collector.events[4].globalPosition, result.position);

        // Starting after a position skips what is at or before it.
        const partial = store.subscribeToAll(collector.events[1].globalPosition);
        const partialCollector = collect(partial, (e) => e.streamName.startsWith(p));
        try {
          await partialCollector.waitFor(3, 5000);
          assert.deepEqual(
            partialCollector.events.map((e) => e.id),
            collector.events.slice(2).map((e) => e.id),
          );
        } finally {
          await partial.close();
          await partialCollector.done;
        }
      } finally {
        await subscription.close();
        await collector.done;
      }
      assert.equal(collector.events.length, 5, 'nothing delivered twice');
    }));

    test('close() ends a live subscription that is waiting for events', withStore(async (store) => {
      const subscription = store.subscribeToAll(await store.headPosition());
      const collector = collect(subscription, () => true);
      await sleep(200);
      const started = Date.now();
      await subscription.close();
      await collector.done;
      assert.ok(Date.now() - started < 2000, 'iteration ended promptly after close()');
    }));

    test('concurrent writers: a subscriber sees every committed event exactly once, in global order', withStore(async (store) => {
      const p = prefix('load');
      const writers = 8;
      const durationMs = options.concurrencyMs ?? 3000;
      const before = await store.headPosition();
      const subscription = store.subscribeToAll(before);
      const collector = collect(subscription, (e) => e.streamName.startsWith(p));

      const shared = [`${p}-shared-0`, `${p}-shared-1`];
      const sharedKnown: Record<string, ExpectedRevision> = { [shared[0]]: 'no_stream', [shared[1]]: 'no_stream' };
      const committed: string[] = [];
      let conflicts = 0;
      let ownConflicts = 0;
      const deadline = Date.now() + durationMs;

      const writer = async (w: number) => {
        const own = `${p}-w${w}`;
        let ownRevision: ExpectedRevision = 'no_stream';
        for (let i = 0; Date.now() < deadline && i < 100_000; i++) {
          const target = shared[(w + i) % 2];
          const kind = i % 3;
          const ownEvents = events(1 + (i % 2), 'Own');
          const sharedEvents = events(1, 'Shared');
          const requests: AppendRequest[] = [];
          if (kind !== 1) requests.push({ stream: own, expectedRevision: ownRevision, events: ownEvents });
          if (kind !== 0) requests.push({ stream: target, expectedRevision: sharedKnown[target], events: sharedEvents });
          for (let attempt = 0; attempt < 20; attempt++) {
            try {
              const result = await store.append(requests);
              if (kind !== 1) {
                ownRevision = result.streamRevisions[own];
                committed.push(...ownEvents.map((e) => e.id));
              }
              if (kind !== 0) {
                sharedKnown[target] = result.streamRevisions[target];
                committed.push(...sharedEvents.map((e) => e.id));
              }
              break;
            } catch (err) {
              if (!(err instanceof WrongExpectedRevisionError)) throw err;
              conflicts++;
              if (err.stream === own) {
                ownConflicts++;
                throw err;
              }
              // Retry against the revision the store reported.
              const request = requests.find((r) => r.stream === err.stream)!;
              request.expectedRevision = err.actual;
              sharedKnown[err.stream] = err.actual;
            }
          }
        }
      };

      try {
        await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
        assert.equal(ownConflicts, 0, 'a failed multi-stream append must not have touched the own stream');
        assert.ok(committed.length > writers * 10, `expected a real load, got ${committed.length} events (${conflicts} conflicts)`);

        await collector.waitFor(committed.length, 20_000);
        await sleep(300); // anything extra (a duplicate) would show up now
      } finally {
        await subscription.close();
        await collector.done;
      }

      const seen = collector.events;
      assert.equal(seen.length, committed.length, 'exactly the committed events, no duplicates');
      assert.equal(new Set(seen.map((e) => e.id)).size, seen.length, 'no event delivered twice');
      assert.deepEqual(new Set(seen.map((e) => e.id)), new Set(committed));
      for (let i = 1; i < seen.length; i++) {
        assert.ok(seen[i].globalPosition > seen[i - 1].globalPosition, `global order broken at ${i}`);
      }

      const log = await readAllOf(store, before, p);
      assert.deepEqual(
        seen.map((e) => [e.id, e.globalPosition]),
        log.map((e) => [e.id, e.globalPosition]),
        'the subscription saw exactly what readAll returns, in the same order',
      );

      // Each stream's revisions are gap-free and follow the global order.
      const revisions = new Map<string, number>();
      for (const event of log) {
        const expected = (revisions.get(event.streamName) ?? -1) + 1;
        assert.equal(event.streamRevision, expected, `revision order of ${event.streamName}`);
        revisions.set(event.streamName, expected);
      }
    }));

    test('every append is linked into the hash chain as it is written, and the whole chain verifies', withStore(async (store) => {
      const p = prefix('chain');
      const written = [newEvent('Chained', { text: 'ৎ "quoted" \\ ✓', amount: 12345, nested: { b: [1, 2.5, null], a: true } }), ...events(2)];
      await store.append([
        { stream: `${p}-a`, expectedRevision: 'no_stream', events: written.slice(0, 2) },
        { stream: `${p}-b`, expectedRevision: 'any', events: written.slice(2) },
      ]);
      const head = await store.chainHead();
      assert.ok(head, 'a chain head once something is appended');
      const verification = await verifyChain(store, { batchSize: 7 });
      assert.equal(verification.valid, true, verification.problem ?? undefined);
      assert.equal(verification.firstBrokenPosition, null);
      assert.ok(verification.eventsChecked >= written.length);
      assert.equal(verification.headPosition, head.position.toString());
      assert.equal(verification.headHash, head.hash);

      const mine: ChainedEvent[] = [];
      for await (const batch of store.readChain({ batchSize: 7 })) mine.push(...batch.filter((event) => event.streamName.startsWith(p)));
      assert.deepEqual(mine.map((event) => event.id), written.map((event) => event.id));
      assert.deepEqual(mine.map((event) => JSON.parse(event.dataText)), written.map((event) => event.data), 'the chain covers the data as written');
      assert.deepEqual(mine.map((event) => event.streamRevision), [0, 1, 0]);
      for (const event of mine) assert.match(event.hash ?? '', /^[0-9a-f]{64}$/);
      assert.ok(mine[0].position < mine[1].position && mine[1].position < mine[2].position, 'the chain follows the order of the append');
    }));
  });
}
