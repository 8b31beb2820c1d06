import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { BACKWARDS, ErrorType, UnsupportedError, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import { verifyChain } from '../chain/verify-chain';
import { WrongExpectedRevisionError, type NewEvent } from '../port';
import { CHAIN_STREAM, KurrentDbEventStore } from './kurrentdb-event-store';

// The hash chain on KurrentDB, against an in-memory stand-in for the server's few calls the
// chain uses (no server runs on our machines; the contract suite runs the real one with
// KURRENTDB_URL). Stored events go through JSON as on the wire; the events of one append share
// a commit position (each its own prepare position before it, as in an explicit transaction) and
// are kept in reverse order, so readChain must put them in chain order.

interface StoredEvent {
  id: string;
  type: string;
  streamId: string;
  revision: bigint;
  data: unknown;
  metadata: Record<string, string>;
  position: { commit: bigint; prepare: bigint };
}

function memoryServer() {
  const log: StoredEvent[] = [];
  let commit = 100n;
  const last = (stream: string) => log.filter((event) => event.streamId === stream).reduce((top, event) => (event.revision > top ? event.revision : top), -1n);
  const server = {
    log,
    client(): KurrentDBClient {
      const client = {
        async appendRecords() {
          throw new UnsupportedError('appendRecords', '26.1');
        },
        async multiStreamAppend(requests: { streamName: string; expectedState: bigint | string; events: { id: string; type: string; data: unknown; metadata: unknown }[] }[]) {
          // A turn of the event loop between the check and the write lets racing appends interleave, as on the wire.
          await new Promise((resolve) => setImmediate(resolve));
          for (const request of requests) {
            const actual = last(request.streamName);
            const holds = request.expectedState === 'any' || (request.expectedState === 'no_stream' ? actual < 0n : request.expectedState === 'stream_exists' ? actual >= 0n : actual === request.expectedState);
            if (!holds) throw Object.assign(new Error('wrong expected version'), { type: ErrorType.WRONG_EXPECTED_VERSION, streamName: request.streamName, actualState: actual < 0n ? 'no_stream' : actual });
          }
          commit += 100n;
          const written: StoredEvent[] = [];
          const responses = requests.map((request) => {
            let revision = last(request.streamName);
            for (const event of request.events) {
              revision += 1n;
              written.push({ id: event.id, type: event.type, streamId: request.streamName, revision, data: JSON.parse(JSON.stringify(event.data)), metadata: JSON.parse(JSON.stringify(event.metadata)), position: { commit, prepare: commit - 50n + BigInt(written.length) } });
            }
            return { streamName: request.streamName, revision };
          });
          log.push(...written.reverse());
          return { position: commit, responses };
        },
        readStream(stream: string, options: { direction?: string; maxCount?: number } = {}) {
          return (async function* () {
            const events = log.filter((event) => event.streamId === stream).sort((left, right) => Number(left.revision - right.revision));
            if (events.length === 0) throw Object.assign(new Error('stream not found'), { type: ErrorType.STREAM_NOT_FOUND });
            const ordered = options.direction === BACKWARDS ? events.reverse() : events;
            for (const event of ordered.slice(0, options.maxCount ?? ordered.length)) yield { event };
          })();
        },
        readAll(options: { direction?: string; maxCount?: number } = {}) {
          return (async function* () {
            const ordered = options.direction === BACKWARDS ? [...log].reverse() : [...log];
            for (const event of ordered.slice(0, options.maxCount ?? ordered.length)) yield { event, commitPosition: event.position.commit };
          })();
        },
        async dispose() {},
      };
      return client as unknown as KurrentDBClient;
    },
  };
  return server;
}

const metadata = () => ({ userId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 });
const event = (data: unknown): NewEvent => ({ id: randomUUID(), type: 'Happened', data, metadata: metadata() });

describe('KurrentDB adapter: the hash chain', () => {
  it('links every append, two writers racing for the chain included, and the whole chain verifies', async () => {
    const server = memoryServer();
    const [first, second] = [new KurrentDbEventStore(server.client()), new KurrentDbEventStore(server.client())];
    const appends = Array.from({ length: 12 }, (_, index) =>
      (index % 2 === 0 ? first : second).append([
        { stream: `thing-${index}`, expectedRevision: 'no_stream', events: [event({ index, b: 2, a: 1 }), event({ nested: { z: [1, 'ৎ'], y: null } })] },
        { stream: 'shared', expectedRevision: 'any', events: [event({ index })] },
      ]),
    );
    const results = await Promise.all(appends);
    for (const result of results) assert.equal(result.streamRevisions[CHAIN_STREAM], undefined, 'the chain stream stays the adapter’s own');
    assert.deepEqual(results.map((result, index) => result.streamRevisions[`thing-${index}`]), Array.from({ length: 12 }, () => 1));

    const verification = await verifyChain(first, { batchSize: 5 });
    assert.equal(verification.valid, true, verification.problem ?? undefined);
    assert.equal(verification.eventsChecked, 12 * 4, 'three events and one chain link an append');
    assert.equal(verification.headHash, (await second.chainHead())?.hash);
    const shared = server.log.filter((stored) => stored.streamId === 'shared').map((stored) => Number(stored.revision)).sort((a, b) => a - b);
    assert.deepEqual(shared, Array.from({ length: 12 }, (_, index) => index));
  });

  it('finds a changed event at its chain position', async () => {
    const server = memoryServer();
    const store = new KurrentDbEventStore(server.client());
    for (let index = 0; index < 4; index += 1) await store.append([{ stream: `item-${index}`, expectedRevision: 'no_stream', events: [event({ amount: index })] }]);
    const target = server.log.find((stored) => stored.streamId === 'item-2')!;
    (target.data as { amount: number }).amount = 1_000_000;
    const verification = await verifyChain(store);
    assert.equal(verification.valid, false);
    assert.equal(verification.firstBrokenPosition, target.metadata['dealer-chain-position']);
    assert.equal(verification.firstBrokenPosition, '5');
  });

  it('keeps a conflict on the caller’s own stream the caller’s', async () => {
    const server = memoryServer();
    const store = new KurrentDbEventStore(server.client());
    await store.append([{ stream: 'own', expectedRevision: 'no_stream', events: [event({})] }]);
    await assert.rejects(store.append([{ stream: 'own', expectedRevision: 'no_stream', events: [event({})] }]), (error: unknown) => error instanceof WrongExpectedRevisionError && error.stream === 'own');
    assert.equal((await verifyChain(store)).valid, true);
  });
});
