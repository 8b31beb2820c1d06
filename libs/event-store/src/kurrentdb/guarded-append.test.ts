import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKWARDS, ErrorType, STREAM_STATE, UnsupportedError, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import { WrongExpectedRevisionError, type AppendRequest } from '../port';
import { CHAIN_STREAM, KurrentDbEventStore, encodePosition } from './kurrentdb-event-store';

// How the adapter translates an append with guards into KurrentDB calls and their errors back
// into the port's. No server runs on our machines: the contract suite proves the behaviour
// against a real one (KURRENTDB_URL); this pins the translation, with a recording client.

const metadata = { userId: 'user-1', correlationId: 'c-1', causationId: 'c-1', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };
const requests: AppendRequest[] = [
  { stream: 'journal-entry-1', expectedRevision: 'no_stream', events: [{ id: '0190a000-0000-7000-8000-000000000001', type: 'JournalEntryPosted', data: { amount: 100 }, metadata }] },
  { stream: 'gl-account-1', expectedRevision: 3, events: [] },
];

/** The chain's stream is read first; on this recording client it does not exist yet (a fresh chain). */
const chainMissing = Object.assign(new Error('stream not found'), { type: ErrorType.STREAM_NOT_FOUND });

function recordingClient(behaviour: { appendRecords?: () => Promise<unknown>; lastRevision?: bigint }) {
  const calls: { method: string; args: unknown[] }[] = [];
  const client = {
    async appendRecords(...args: unknown[]) {
      calls.push({ method: 'appendRecords', args });
      return behaviour.appendRecords!();
    },
    async multiStreamAppend(...args: unknown[]) {
      calls.push({ method: 'multiStreamAppend', args });
      return { position: 42n, responses: [{ streamName: 'journal-entry-1', revision: 0n }, { streamName: CHAIN_STREAM, revision: 0n }] };
    },
    readStream(...args: unknown[]) {
      calls.push({ method: 'readStream', args });
      return (async function* () {
        if (args[0] === CHAIN_STREAM) throw chainMissing;
        // A guard's last revision; the appended event read back has no position here, so the append's commit position stands in.
        if (behaviour.lastRevision !== undefined && (args[1] as { direction?: string }).direction === BACKWARDS) yield { event: { revision: behaviour.lastRevision } };
      })();
    },
  };
  return { client: client as unknown as KurrentDBClient, calls };
}

describe('KurrentDB adapter: an append with guards', () => {
  it('checks every expectation, the guard included, in the one appendRecords call, with the chain link', async () => {
    const { client, calls } = recordingClient({
      appendRecords: async () => ({ position: 77n, responses: [{ streamName: 'journal-entry-1', revision: 0n }, { streamName: CHAIN_STREAM, revision: 0n }] }),
    });
    const result = await new KurrentDbEventStore(client).append(requests);
    assert.deepEqual(calls.map((call) => call.method), ['readStream', 'appendRecords', 'readStream']);
    const [records, checks] = calls[1].args as [{ streamName: string; record: { type: string; metadata: Record<string, string> } }[], unknown[]];
    assert.deepEqual(records.map((record) => [record.streamName, record.record.type]), [['journal-entry-1', 'JournalEntryPosted'], [CHAIN_STREAM, 'EventChainExtended']]);
    assert.deepEqual(records.map((record) => record.record.metadata['dealer-chain-position']), ['1', '2']);
    assert.deepEqual(checks, [
      { type: STREAM_STATE, streamName: 'journal-entry-1', expectedState: 'no_stream' },
      { type: STREAM_STATE, streamName: 'gl-account-1', expectedState: 3n },
      { type: STREAM_STATE, streamName: CHAIN_STREAM, expectedState: 'no_stream' },
    ]);
    assert.deepEqual(calls[2].args.slice(0, 1), ['journal-entry-1'], 'the appended event is read back for its position');
    assert.deepEqual(result, { position: encodePosition(77n, 0), streamRevisions: { 'journal-entry-1': 0, 'gl-account-1': 3 } });
  });

  it('answers a violated check with the port conflict error, naming the guarded stream', async () => {
    const violation = Object.assign(new Error('consistency violation'), {
      type: ErrorType.APPEND_CONSISTENCY_VIOLATION,
      violations: [{ checkIndex: 1, streamName: 'gl-account-1', expectedState: 3n, actualState: 4n }],
    });
    const { client } = recordingClient({ appendRecords: async () => Promise.reject(violation) });
    await assert.rejects(new KurrentDbEventStore(client).append(requests), (error: unknown) => {
      assert.ok(error instanceof WrongExpectedRevisionError);
      assert.equal(error.stream, 'gl-account-1');
      assert.equal(error.expected, 3);
      assert.equal(error.actual, 4);
      return true;
    });
  });

  it('on a server before 26.1, checks the guard by reading it, then appends', async () => {
    const { client, calls } = recordingClient({ appendRecords: async () => Promise.reject(new UnsupportedError('appendRecords', '26.1')), lastRevision: 3n });
    const result = await new KurrentDbEventStore(client).append(requests);
    assert.deepEqual(calls.map((call) => call.method), ['readStream', 'appendRecords', 'readStream', 'multiStreamAppend', 'readStream']);
    assert.equal(result.position, encodePosition(42n, 0));
    assert.equal(result.streamRevisions['gl-account-1'], 3);
  });

  it('on a server before 26.1, refuses when the guarded stream has moved, appending nothing', async () => {
    const { client, calls } = recordingClient({ appendRecords: async () => Promise.reject(new UnsupportedError('appendRecords', '26.1')), lastRevision: 5n });
    await assert.rejects(new KurrentDbEventStore(client).append(requests), WrongExpectedRevisionError);
    assert.equal(calls.some((call) => call.method === 'multiStreamAppend'), false);
  });
});
