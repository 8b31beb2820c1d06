import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { BACKWARDS, END, ErrorType, START, UnsupportedError, type KurrentDBClient, type Position } from '@kurrent/kurrentdb-client';
import type { NewEvent, RecordedEvent, Subscription } from '../port';
import { CHAIN_STREAM, KurrentDbEventStore, MAX_EVENTS_PER_COMMIT, decodePosition, encodePosition } from './kurrentdb-event-store';

// globalPosition on KurrentDB, against an in-memory stand-in for `$all` (no server runs on our
// machines; the contract suite runs the real one with KURRENTDB_URL). `$all` is ordered by
// (commit, prepare). The stand-in writes an append either as an explicit transaction (its events
// share the commit position of a commit record after them, each at its own prepare position), or
// as servers write appends (each event committed by itself: commit = prepare = its log position,
// the append answering its last event's). globalPosition must follow `$all` in both.

interface StoredEvent {
  id: string;
  type: string;
  streamId: string;
  revision: bigint;
  data: unknown;
  metadata: unknown;
  position: Position;
}

type ReadPosition = Position | typeof START | typeof END;

const compare = (left: Position, right: Position): number =>
  left.commit !== right.commit ? (left.commit < right.commit ? -1 : 1) : left.prepare === right.prepare ? 0 : left.prepare < right.prepare ? -1 : 1;

function memoryLog({ shareCommit }: { shareCommit: boolean }) {
  const log: StoredEvent[] = [];
  const listeners = new Set<() => void>();
  let logPosition = 1000n;
  const last = (stream: string) => log.filter((event) => event.streamId === stream).reduce((top, event) => (event.revision > top ? event.revision : top), -1n);
  const toResolved = (event: StoredEvent) => ({ event: { ...event, position: { ...event.position } }, commitPosition: event.position.commit });

  type Request = { streamName: string; expectedState: bigint | string; events: { id: string; type: string; data: unknown; metadata: unknown }[] };
  const write = (requests: Request[]) => {
    for (const request of requests) {
      const actual = last(request.streamName);
      const holds = request.expectedState === 'any' || (request.expectedState === 'no_stream' ? actual < 0n : request.expectedState === 'stream_exists' ? actual >= 0n : actual === request.expectedState);
      if (!holds) throw Object.assign(new Error('wrong expected version'), { type: ErrorType.WRONG_EXPECTED_VERSION, streamName: request.streamName, actualState: actual < 0n ? 'no_stream' : actual });
    }
    const written: StoredEvent[] = [];
    const responses = requests.map((request) => {
      let revision = last(request.streamName);
      for (const event of request.events) {
        revision += 1n;
        const prepare = (logPosition += 100n);
        written.push({ id: event.id, type: event.type, streamId: request.streamName, revision, data: JSON.parse(JSON.stringify(event.data)), metadata: JSON.parse(JSON.stringify(event.metadata)), position: { commit: prepare, prepare } });
      }
      return { streamName: request.streamName, revision };
    });
    if (shareCommit) {
      const commit = (logPosition += 100n);
      for (const event of written) event.position = { commit, prepare: event.position.prepare };
    }
    log.push(...written);
    for (const listener of listeners) listener();
    return { commit: written[written.length - 1].position.commit, responses };
  };

  const client = {
    async appendRecords() {
      throw new UnsupportedError('appendRecords', '26.1');
    },
    async multiStreamAppend(requests: Request[]) {
      const { commit, responses } = write(requests);
      return { position: commit, responses };
    },
    async appendToStream(streamName: string, events: Request['events'], options: { streamState: bigint | string }) {
      const { commit, responses } = write([{ streamName, expectedState: options.streamState, events }]);
      // The server answers the commit position as both positions.
      return { success: true, nextExpectedRevision: responses[0].revision, position: { commit, prepare: commit } };
    },
    readStream(stream: string, options: { fromRevision?: bigint | typeof START | typeof END; direction?: string; maxCount?: number } = {}) {
      return (async function* () {
        const events = log.filter((event) => event.streamId === stream).sort((left, right) => Number(left.revision - right.revision));
        if (events.length === 0) throw Object.assign(new Error('stream not found'), { type: ErrorType.STREAM_NOT_FOUND });
        const from = typeof options.fromRevision === 'bigint' ? options.fromRevision : undefined;
        const ordered = options.direction === BACKWARDS ? events.reverse() : events.filter((event) => from === undefined || event.revision >= from);
        for (const event of ordered.slice(0, options.maxCount ?? ordered.length)) yield toResolved(event);
      })();
    },
    /** `$all` from a position, inclusive. */
    readAll(options: { fromPosition?: ReadPosition; direction?: string; maxCount?: number | bigint } = {}) {
      return (async function* () {
        const from = options.fromPosition ?? START;
        const ordered = options.direction === BACKWARDS
          ? [...log].reverse().filter((event) => from === END || from === START || compare(event.position, from) <= 0)
          : log.filter((event) => from === START || (from !== END && compare(event.position, from) >= 0));
        for (const event of ordered.slice(0, Number(options.maxCount ?? ordered.length))) yield toResolved(event);
      })();
    },
    /** Catch-up from a position, exclusive, then live until unsubscribed. */
    subscribeToAll(options: { fromPosition?: ReadPosition } = {}) {
      let closed = false;
      let wake: (() => void) | undefined;
      const listener = () => wake?.();
      listeners.add(listener);
      const events = (async function* () {
        let after = options.fromPosition === undefined || options.fromPosition === START ? undefined : options.fromPosition === END ? log.at(-1)?.position : options.fromPosition;
        while (!closed) {
          const pending = log.filter((stored) => after === undefined || compare(stored.position, after) > 0);
          if (pending.length === 0) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            continue;
          }
          for (const event of pending) {
            yield toResolved(event);
            after = event.position;
          }
        }
      })();
      return Object.assign(events, {
        async unsubscribe() {
          closed = true;
          listeners.delete(listener);
          wake?.();
        },
      });
    },
    async dispose() {},
  };
  return { log, client: client as unknown as KurrentDBClient };
}

const metadata = () => ({ userId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 });
const event = (name: string): NewEvent => ({ id: randomUUID(), type: 'Happened', data: { name }, metadata: metadata() });
const names = (events: RecordedEvent[]) => events.map((recorded) => (recorded.streamName === CHAIN_STREAM ? 'link' : (recorded.data as { name: string }).name));

const strictlyIncreasing = (events: RecordedEvent[]) => {
  for (let index = 1; index < events.length; index += 1) {
    assert.ok(events[index].globalPosition > events[index - 1].globalPosition, `position ${index} (${events[index].globalPosition}) is not after ${events[index - 1].globalPosition}`);
  }
};

/** Takes `count` events of a subscription (fewer when they do not come within a second), then closes it. */
async function take(subscription: Subscription, count: number): Promise<RecordedEvent[]> {
  const taken: RecordedEvent[] = [];
  const timer = setTimeout(() => void subscription.close(), 1000);
  try {
    for await (const recorded of subscription) {
      taken.push(recorded);
      if (taken.length === count) break;
    }
  } finally {
    clearTimeout(timer);
    await subscription.close();
  }
  return taken;
}

/** A multi-stream append of three events, then an append of one; each also writes its chain link. */
async function twoAppends(store: KurrentDbEventStore) {
  const first = await store.append([
    { stream: 'order-1', expectedRevision: 'no_stream', events: [event('a1'), event('a2')] },
    { stream: 'invoice-1', expectedRevision: 'no_stream', events: [event('b1')] },
  ]);
  const second = await store.append([{ stream: 'order-1', expectedRevision: 1, events: [event('a3')] }]);
  return { first, second };
}

for (const shareCommit of [true, false]) {
  const model = shareCommit ? 'the events of one append share a commit position' : 'each event is committed by itself';
  describe(`KurrentDB adapter: globalPosition when ${model}`, () => {
    it('reads the whole log in order at strictly increasing positions; an append answers its last event’s position, the head the log’s last', async () => {
      const server = memoryLog({ shareCommit });
      const store = new KurrentDbEventStore(server.client);
      const { first, second } = await twoAppends(store);
      const all = await store.readAll(0n, 100);
      assert.deepEqual(names(all), ['a1', 'a2', 'b1', 'link', 'a3', 'link']);
      strictlyIncreasing(all);
      // The chain's link is written after the caller's events; the append answers the caller's last.
      assert.equal(first.position, all[2].globalPosition);
      assert.equal(second.position, all[4].globalPosition);
      assert.equal(await store.headPosition(), all[5].globalPosition, 'the head is the last link');
    });

    it('reads after any position, inside an append’s events too, exactly once', async () => {
      const server = memoryLog({ shareCommit });
      const store = new KurrentDbEventStore(server.client);
      await twoAppends(store);
      const all = await store.readAll(0n, 100);
      assert.deepEqual(names(await store.readAll(all[1].globalPosition, 100)), ['b1', 'link', 'a3', 'link'], 'after the second event of the first append');
      assert.deepEqual(names(await store.readAll(all[1].globalPosition, 2)), ['b1', 'link']);
      assert.deepEqual(await store.readAll(all[5].globalPosition, 100), []);

      const paged: RecordedEvent[] = [];
      let position = 0n;
      for (let page = await store.readAll(position, 1); page.length > 0; page = await store.readAll(position, 1)) {
        paged.push(...page);
        position = page[0].globalPosition;
      }
      assert.deepEqual(paged.map((recorded) => recorded.id), all.map((recorded) => recorded.id), 'a page of one at a time resumes inside an append');
      assert.deepEqual(paged.map((recorded) => recorded.globalPosition), all.map((recorded) => recorded.globalPosition));
    });

    it('subscribes after a position inside an append, then delivers new appends live at the positions readAll gives', async () => {
      const server = memoryLog({ shareCommit });
      const store = new KurrentDbEventStore(server.client);
      await twoAppends(store);
      const all = await store.readAll(0n, 100);
      const caughtUp = await take(store.subscribeToAll(all[0].globalPosition), 5);
      assert.deepEqual(names(caughtUp), ['a2', 'b1', 'link', 'a3', 'link']);
      assert.deepEqual(caughtUp.map((recorded) => recorded.globalPosition), all.slice(1).map((recorded) => recorded.globalPosition));

      const subscription = store.subscribeToAll(all[2].globalPosition);
      const delivered = take(subscription, 5);
      const live = await store.append([
        { stream: 'order-2', expectedRevision: 'no_stream', events: [event('c1')] },
        { stream: 'invoice-2', expectedRevision: 'no_stream', events: [event('d1')] },
      ]);
      const received = await delivered;
      assert.deepEqual(names(received), ['link', 'a3', 'link', 'c1', 'd1']);
      const now = await store.readAll(all[2].globalPosition, 6);
      assert.deepEqual(received.map((recorded) => recorded.globalPosition), now.slice(0, 5).map((recorded) => recorded.globalPosition));
      assert.equal(live.position, now[4].globalPosition, 'the live append answers its last event’s position');
    });

    it('gives a stream read’s events the positions readAll gives them', async () => {
      const server = memoryLog({ shareCommit });
      const store = new KurrentDbEventStore(server.client);
      await twoAppends(store);
      const all = await store.readAll(0n, 100);
      const order = await store.readStream('order-1');
      assert.deepEqual(names(order), ['a1', 'a2', 'a3']);
      assert.deepEqual(order.map((recorded) => recorded.globalPosition), [all[0], all[1], all[4]].map((recorded) => recorded.globalPosition));
      assert.deepEqual((await store.readStream('invoice-1')).map((recorded) => recorded.globalPosition), [all[2].globalPosition]);
    });
  });
}

describe('KurrentDB adapter: the globalPosition encoding', () => {
  it('orders by commit position, then by index within the commit, and decodes back', () => {
    const positions = [encodePosition(1_000n, 0), encodePosition(1_000n, 1), encodePosition(1_000n, MAX_EVENTS_PER_COMMIT - 1), encodePosition(1_001n, 0)];
    for (let index = 1; index < positions.length; index += 1) assert.ok(positions[index] > positions[index - 1]);
    assert.deepEqual(decodePosition(positions[2]), { commit: 1_000n, index: MAX_EVENTS_PER_COMMIT - 1 });
    assert.deepEqual(decodePosition(0n), { commit: 0n, index: 0 });
    assert.ok(encodePosition((1n << 43n) - 1n, MAX_EVENTS_PER_COMMIT - 1) <= 2n ** 63n - 1n, 'fits a signed 64-bit integer (the read models’ bigint)');
    assert.throws(() => encodePosition(1n << 43n, 0), RangeError);
    assert.throws(() => encodePosition(1_000n, MAX_EVENTS_PER_COMMIT), RangeError);
  });

  it('refuses an append whose events and chain link are more than one commit can number, writing nothing', async () => {
    const server = memoryLog({ shareCommit: true });
    const store = new KurrentDbEventStore(server.client);
    // Only the count is looked at before refusing: a sparse array stands for 2^20 events.
    const tooMany = new Array<NewEvent>(MAX_EVENTS_PER_COMMIT);
    await assert.rejects(store.append([{ stream: 'bulk', expectedRevision: 'no_stream', events: tooMany }]), (error: unknown) => error instanceof RangeError && /refused/.test(error.message));
    assert.equal(server.log.length, 0);
    assert.equal(await store.headPosition(), 0n);
  });
});
