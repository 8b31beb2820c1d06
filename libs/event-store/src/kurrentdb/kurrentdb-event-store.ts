import {
  BACKWARDS,
  END,
  ErrorType,
  FORWARDS,
  KurrentDBClient,
  START,
  STREAM_STATE,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type ConsistencyCheck,
  type EventData,
  type JSONType,
  type Position,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { randomUUID } from 'node:crypto';
import { upcastEvent, type EventMetadata } from '@dealer/domain';
import { canonicalJson, chainHash, GENESIS_HASH, type ChainedEvent, type ChainLink } from '../chain/hash-chain';
import {
  WrongExpectedRevisionError,
  type AppendRequest,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from '../port';

/**
 * `multiStreamAppend` only accepts metadata whose values are all strings, so every metadata
 * value that is not a string is JSON-encoded and its key listed under this property.
 */
const JSON_KEYS = 'dealer-json-keys';

/**
 * The hash chain (chain/hash-chain.ts) on KurrentDB: every append also writes one event to this
 * stream, expecting its last revision, so appends join the chain one at a time whichever process
 * makes them (a writer that lost the race plans its links again). Each event's link is kept in
 * its metadata under the two keys below; its chain position is its place in the chain (1, 2, …),
 * since KurrentDB's commit position is known only after the write.
 */
export const CHAIN_STREAM = 'event-chain';
export const CHAIN_EVENT_TYPE = 'EventChainExtended';
const CHAIN_POSITION_KEY = 'dealer-chain-position';
const CHAIN_HASH_KEY = 'dealer-chain-hash';
/** Attempts to take the chain's next link while other writers take it first. */
const CHAIN_ATTEMPTS = 20;

interface ChainState {
  /** Revision of CHAIN_STREAM (-1 before the first chained append). */
  revision: number;
  position: bigint;
  hash: Buffer;
}

/** What the server answers for a write: the revisions, and the commit position of its last event (0n when none is given). */
interface Written {
  streamRevisions: Record<string, number>;
  commit: bigint;
}

/** An event to write with its link in the chain. */
type LinkedEvent = NewEvent & { link?: { position: bigint; hash: Buffer } };

export const encodeMetadata = (metadata: EventMetadata): Record<string, string> => {
  const out: Record<string, string> = {};
  const jsonKeys: string[] = [];
  for (const [key, value] of Object.entries(metadata ?? {})) {
    if (value === undefined) continue;
    if (typeof value === 'string') {
      out[key] = value;
    } else {
      out[key] = JSON.stringify(value);
      jsonKeys.push(key);
    }
  }
  if (jsonKeys.length > 0) out[JSON_KEYS] = jsonKeys.join(',');
  return out;
};

export const decodeMetadata = (raw: unknown): EventMetadata => decodeStoredMetadata(raw).metadata;

/** The stored metadata: the event's own, and its link in the chain when it has one. */
export const decodeStoredMetadata = (raw: unknown): { metadata: EventMetadata; link?: { position: bigint; hash: string } } => {
  const decoded = decodeMetadataObject(raw) as unknown as Record<string, unknown>;
  const position = decoded[CHAIN_POSITION_KEY];
  const hash = decoded[CHAIN_HASH_KEY];
  delete decoded[CHAIN_POSITION_KEY];
  delete decoded[CHAIN_HASH_KEY];
  const metadata = decoded as unknown as EventMetadata;
  if (typeof position === 'string' && /^\d+$/.test(position) && typeof hash === 'string') return { metadata, link: { position: BigInt(position), hash } };
  return { metadata };
};

const decodeMetadataObject = (raw: unknown): EventMetadata => {
  let value: unknown = raw;
  if (value instanceof Uint8Array) {
    try {
      value = JSON.parse(Buffer.from(value).toString('utf8'));
    } catch {
      value = {};
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {} as EventMetadata;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = out[JSON_KEYS];
  if (typeof keys === 'string') {
    delete out[JSON_KEYS];
    for (const key of keys.split(',').filter(Boolean)) {
      const encoded = out[key];
      if (typeof encoded === 'string') {
        try {
          out[key] = JSON.parse(encoded);
        } catch {
          /* keep the string */
        }
      }
    }
  }
  return out as unknown as EventMetadata;
};

const toEventData = (event: LinkedEvent): EventData =>
  jsonEvent({
    id: event.id,
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: event.link
      ? { ...encodeMetadata(event.metadata), [CHAIN_POSITION_KEY]: event.link.position.toString(), [CHAIN_HASH_KEY]: event.link.hash.toString('hex') }
      : encodeMetadata(event.metadata),
  });

const toStreamState = (expected: ExpectedRevision): AppendStreamState =>
  typeof expected === 'number' ? BigInt(expected) : expected;

const isSystem = (streamId: string, type: string): boolean =>
  streamId.startsWith('$') || type.startsWith('$');

/**
 * The port's globalPosition on KurrentDB. `$all` is ordered by (commit, prepare) position, and the
 * events of one explicit transaction share their commit position (they differ by prepare), so the
 * commit position alone would give them one globalPosition and a read after it would skip all but
 * the first. The globalPosition is therefore the commit position shifted left by COMMIT_INDEX_BITS,
 * plus the event's index among the events of its commit group in `$all` order (0, 1, …): strictly
 * increasing in `$all` order, and it says where to resume (at the group's first event, skipping
 * the group's events up to the index). An event that committed itself (an implicit transaction:
 * commit = prepare = its own log position, as servers write every append) is alone in its group,
 * index 0. Bounds: one commit numbers at most MAX_EVENTS_PER_COMMIT events (a larger append is
 * refused), and commit positions up to MAX_COMMIT_POSITION (8 TiB of log) keep globalPosition
 * within a signed 64-bit integer, which the read models store it in.
 */
const COMMIT_INDEX_BITS = 20n;
export const MAX_EVENTS_PER_COMMIT = 2 ** Number(COMMIT_INDEX_BITS);
const MAX_COMMIT_POSITION = (1n << (63n - COMMIT_INDEX_BITS)) - 1n;

export const encodePosition = (commit: bigint, index: number): bigint => {
  if (index >= MAX_EVENTS_PER_COMMIT) throw new RangeError(`KurrentDB commit position ${commit} holds more than ${MAX_EVENTS_PER_COMMIT} events; a globalPosition numbers at most that many`);
  if (commit > MAX_COMMIT_POSITION) throw new RangeError(`KurrentDB commit position ${commit} is beyond ${MAX_COMMIT_POSITION}; its globalPosition would not fit a signed 64-bit integer`);
  return (commit << COMMIT_INDEX_BITS) | BigInt(index);
};

export const decodePosition = (position: bigint): { commit: bigint; index: number } => ({
  commit: position >> COMMIT_INDEX_BITS,
  index: Number(position & BigInt(MAX_EVENTS_PER_COMMIT - 1)),
});

/** Where a forward read after `position` starts: before every event of its commit group (prepare 0). */
const readPositionAfter = (position: bigint): Position | typeof START => {
  const { commit } = decodePosition(position);
  return commit <= 0n ? START : { commit, prepare: 0n };
};

type StoredEvent = NonNullable<ResolvedEvent['event']> | AllStreamRecordedEvent;

/**
 * The events of a forward `$all` read or subscription with their globalPosition, system events
 * left out: each is numbered among the events of its commit group in the order read. Every such
 * read starts at START or at `readPositionAfter`, before a group's first event, so all readers
 * number an event alike.
 */
async function* numberedEvents(read: AsyncIterable<AllStreamResolvedEvent>): AsyncGenerator<{ event: AllStreamRecordedEvent; globalPosition: bigint }> {
  let groupCommit: bigint | undefined;
  let index = 0;
  for await (const resolved of read) {
    const event = resolved.event;
    if (!event || isSystem(event.streamId, event.type)) continue;
    const commit = event.position?.commit ?? resolved.commitPosition;
    if (commit === undefined) continue;
    index = commit === groupCommit ? index + 1 : 0;
    groupCommit = commit;
    yield { event, globalPosition: encodePosition(commit, index) };
  }
}

/** An event that committed itself (commit = prepare) is the only one at its commit position. */
const isSelfCommitted = (position: Position | undefined): boolean => position !== undefined && position.commit === position.prepare;

/** Maps a stored event to the port's shape, upcast to the current schema as it is read: stored events are never rewritten. */
const toRecorded = (event: StoredEvent, globalPosition: bigint): RecordedEvent =>
  upcastEvent<RecordedEvent>({
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: decodeMetadata(event.metadata),
    streamName: event.streamId,
    streamRevision: Number(event.revision),
    globalPosition,
  });

const errorType = (err: unknown): string | undefined =>
  (err as { type?: string } | null)?.type;

const matchesExpected = (expected: ExpectedRevision, actual: number): boolean =>
  expected === 'any' || (expected === 'no_stream' ? actual < 0 : expected === 'stream_exists' ? actual >= 0 : actual === expected);

const isStreamNotFound = (err: unknown): boolean =>
  errorType(err) === ErrorType.STREAM_NOT_FOUND;

/** Maps KurrentDB's wrong-expected-version errors to the port's error; anything else as is. */
const mapAppendError = (err: unknown, requests: AppendRequest[]): unknown => {
  if (errorType(err) !== ErrorType.WRONG_EXPECTED_VERSION) return err;
  const wev = err as { streamName?: string; actualState?: bigint | string };
  const request = requests.find((r) => r.stream === wev.streamName) ?? requests[0];
  const actual =
    typeof wev.actualState === 'bigint' && wev.actualState >= 0n
      ? Number(wev.actualState)
      : 'no_stream';
  return new WrongExpectedRevisionError(request.stream, request.expectedRevision, actual);
};

/** Maps the first violated consistency check of `appendRecords` to the port's error. */
const mapConsistencyViolation = (err: unknown, requests: AppendRequest[]): unknown => {
  if (errorType(err) !== ErrorType.APPEND_CONSISTENCY_VIOLATION) return err;
  const [violation] = (err as { violations?: { streamName: string; actualState: bigint | string }[] }).violations ?? [];
  const request = requests.find((candidate) => candidate.stream === violation?.streamName) ?? requests[0];
  const actual = typeof violation?.actualState === 'bigint' && violation.actualState >= 0n ? Number(violation.actualState) : 'no_stream';
  return new WrongExpectedRevisionError(request.stream, request.expectedRevision, actual);
};

/**
 * Thin KurrentDB (formerly EventStoreDB) adapter. Multi-stream appends need KurrentDB 25.1+
 * (`multiStreamAppend`); a single-stream append uses `appendToStream`; an append with guards
 * (streams read, not written) uses `appendRecords` with consistency checks on 26.1+. `globalPosition` is the
 * event's commit position in `$all` and its index among the events sharing it (encodePosition).
 * System events (`$…`) are never returned.
 */
export class KurrentDbEventStore implements EventStore {
  readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<Subscription>();

  constructor(clientOrConnectionString: KurrentDBClient | string) {
    this.client =
      typeof clientOrConnectionString === 'string'
        ? KurrentDBClient.connectionString(clientOrConnectionString)
        : clientOrConnectionString;
  }

  private chain: ChainState | undefined;
  private appending: Promise<unknown> = Promise.resolve();

  /** Appends one at a time in this process (each takes the chain's next link), see CHAIN_STREAM. */
  append(allRequests: AppendRequest[]): Promise<AppendResult> {
    if (allRequests.length === 0) return Promise.resolve({ streamRevisions: {}, position: 0n });
    const written = allRequests.reduce((count, request) => count + request.events.length, 0);
    // The events, and the chain's link written with them, may share one commit position.
    if (written > 0 && written + 1 > MAX_EVENTS_PER_COMMIT) {
      return Promise.reject(new RangeError(`An append of ${written} events is refused: with its chain link it exceeds the ${MAX_EVENTS_PER_COMMIT} events one KurrentDB commit position can number`));
    }
    const appended = this.appending.then(() => this.appendLinked(allRequests));
    this.appending = appended.catch(() => undefined);
    return appended;
  }

  /**
   * Plans each event's link from the chain's head (the revisions it will get are known: from a
   * numeric expectation or `no_stream`, else read just before), then writes the events and one
   * event to CHAIN_STREAM expecting its head's revision, all in one atomic append. When another
   * writer took the link first, or wrote a stream this append expected at any revision, it plans again.
   */
  private async appendLinked(requests: AppendRequest[]): Promise<AppendResult> {
    if (requests.every((request) => request.events.length === 0)) return { streamRevisions: (await this.write(requests)).streamRevisions, position: 0n };
    for (let attempt = 1; ; attempt += 1) {
      const chain = this.chain ?? (await this.readChainState());
      let position = chain.position;
      let hash: Buffer = chain.hash;
      const link = (stream: string, revision: number, event: NewEvent): LinkedEvent => {
        position += 1n;
        hash = chainHash(hash, {
          position,
          id: event.id,
          streamName: stream,
          streamRevision: revision,
          type: event.type,
          dataText: canonicalJson(event.data ?? null),
          metadataText: canonicalJson(event.metadata ?? {}),
        });
        return { ...event, link: { position, hash } };
      };
      const planned: AppendRequest[] = [];
      for (const request of requests) {
        if (request.events.length === 0) {
          planned.push(request);
          continue;
        }
        const expected = request.expectedRevision;
        const current = typeof expected === 'number' ? expected : expected === 'no_stream' ? -1 : await this.lastRevision(request.stream);
        if (!matchesExpected(expected, current)) throw new WrongExpectedRevisionError(request.stream, expected, current < 0 ? 'no_stream' : current);
        planned.push({
          stream: request.stream,
          expectedRevision: current < 0 ? 'no_stream' : current,
          events: request.events.map((event, index) => link(request.stream, current + 1 + index, event)),
        });
      }
      const chainEvent = link(CHAIN_STREAM, chain.revision + 1, {
        id: randomUUID(),
        type: CHAIN_EVENT_TYPE,
        data: { events: Number(position - chain.position) },
        metadata: {} as EventMetadata,
      });
      planned.push({ stream: CHAIN_STREAM, expectedRevision: chain.revision < 0 ? 'no_stream' : chain.revision, events: [chainEvent] });
      let written: Written | undefined;
      try {
        written = await this.write(planned);
      } catch (error) {
        this.chain = undefined;
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= CHAIN_ATTEMPTS) throw error;
        const asked = requests.find((request) => request.stream === error.stream);
        const raced = error.stream === CHAIN_STREAM || (asked !== undefined && asked.events.length > 0 && typeof asked.expectedRevision !== 'number' && asked.expectedRevision !== 'no_stream');
        if (!raced) throw error;
      }
      if (!written) continue;
      this.chain = { revision: chain.revision + 1, position, hash };
      delete written.streamRevisions[CHAIN_STREAM];
      // The caller's last event is the last of its last request; the chain's link comes after it.
      const last = requests.filter((request) => request.events.length > 0).at(-1)!;
      return { streamRevisions: written.streamRevisions, position: await this.appendedEventPosition(last.stream, written.streamRevisions[last.stream], written.commit) };
    }
  }

  /** The chain's head: the last event of CHAIN_STREAM and its link. */
  private async readChainState(): Promise<ChainState> {
    try {
      for await (const resolved of this.client.readStream(CHAIN_STREAM, { fromRevision: END, direction: BACKWARDS, maxCount: 1 })) {
        const event = resolved.event;
        const link = event ? decodeStoredMetadata(event.metadata).link : undefined;
        if (event && link) return { revision: Number(event.revision), position: link.position, hash: Buffer.from(link.hash, 'hex') };
      }
    } catch (error) {
      if (!isStreamNotFound(error)) throw error;
    }
    return { revision: -1, position: 0n, hash: GENESIS_HASH };
  }

  async chainHead(): Promise<ChainLink | null> {
    const chain = await this.readChainState();
    return chain.revision < 0 ? null : { position: chain.position, hash: chain.hash.toString('hex') };
  }

  /**
   * The chained events of `$all` up to the head as it stands now. Events written before the
   * chain began (no link in their metadata) come before its first link and are not part of it; an
   * unlinked event after it is answered with no hash, which breaks the chain there. The events of
   * one atomic append share a commit position and are put in chain order.
   */
  async *readChain({ batchSize = 1000 }: { batchSize?: number } = {}): AsyncIterable<ChainedEvent[]> {
    const head = await this.headPosition();
    if (head === 0n) return;
    let batch: ChainedEvent[] = [];
    let commitGroup: ChainedEvent[] = [];
    let groupCommit: bigint | undefined;
    let lastPosition = 0n;
    let started = false;
    const closeGroup = () => {
      batch.push(...commitGroup.sort((left, right) => (left.position < right.position ? -1 : left.position > right.position ? 1 : 0)));
      commitGroup = [];
    };
    for await (const { event, globalPosition } of numberedEvents(this.client.readAll({ fromPosition: START, direction: FORWARDS, filter: excludeSystemEvents() }))) {
      if (globalPosition > head) break;
      const { commit } = decodePosition(globalPosition);
      const { metadata, link } = decodeStoredMetadata(event.metadata);
      if (!link && !started) continue;
      started = true;
      const position = link?.position ?? lastPosition + 1n;
      lastPosition = position > lastPosition ? position : lastPosition;
      if (commit !== groupCommit) {
        closeGroup();
        groupCommit = commit;
        if (batch.length >= batchSize) {
          yield batch;
          batch = [];
        }
      }
      commitGroup.push({
        position,
        globalPosition,
        id: event.id,
        streamName: event.streamId,
        streamRevision: Number(event.revision),
        type: event.type,
        dataText: canonicalJson(event.data ?? null),
        metadataText: canonicalJson(metadata),
        hash: link?.hash ?? null,
      });
    }
    closeGroup();
    if (batch.length > 0) yield batch;
  }

  /** Writes the requests as they are (guards included), mapping the server's errors to the port's. */
  private async write(allRequests: AppendRequest[]): Promise<Written> {
    const guards = allRequests.filter((request) => request.events.length === 0);
    const requests = allRequests.filter((request) => request.events.length > 0);
    if (guards.length > 0 && requests.length > 0) {
      // KurrentDB 26.1+: every expectation, guards included, checked atomically with the write.
      try {
        return await this.appendWithChecks(allRequests);
      } catch (err) {
        if (errorType(err) !== ErrorType.UNSUPPORTED) throw err;
      }
    }
    // Older servers have no check-only request: guards are checked by reading the stream's last
    // revision just before the append. That leaves a window between the check and the append in
    // which another writer could move a guarded stream; the appended streams themselves are
    // checked atomically.
    const guardRevisions: Record<string, number> = {};
    for (const guard of guards) {
      const actual = await this.lastRevision(guard.stream);
      if (!matchesExpected(guard.expectedRevision, actual)) {
        throw new WrongExpectedRevisionError(guard.stream, guard.expectedRevision, actual < 0 ? 'no_stream' : actual);
      }
      guardRevisions[guard.stream] = actual;
    }
    if (requests.length === 0) return { streamRevisions: guardRevisions, commit: 0n };
    const appended = await this.appendEvents(requests);
    return { ...appended, streamRevisions: { ...guardRevisions, ...appended.streamRevisions } };
  }

  /**
   * The globalPosition of an appended event, read back from its stream at the revision it got
   * (the server answers only a commit position, and that of the append's last event, the chain's
   * link). When the stream read gives no position (servers before 22.6) or does not see the event
   * yet (a follower behind the leader), the append's commit position stands in: no earlier than
   * the event when it committed itself, as servers write appends.
   */
  private async appendedEventPosition(stream: string, revision: number, commit: bigint): Promise<bigint> {
    const [event] = await this.readStoredStream(stream, revision, 1);
    if (event && event.globalPosition > 0n) return event.globalPosition;
    return commit > 0n ? encodePosition(commit, 0) : 0n;
  }

  /** The events of the commit group at `commit` with their globalPosition, read forwards from its first event. */
  private async readCommitGroup(commit: bigint): Promise<{ id: string; globalPosition: bigint }[]> {
    const group: { id: string; globalPosition: bigint }[] = [];
    const read = this.client.readAll({ fromPosition: { commit, prepare: 0n }, direction: FORWARDS, filter: excludeSystemEvents() });
    for await (const { event, globalPosition } of numberedEvents(read)) {
      const eventCommit = decodePosition(globalPosition).commit;
      if (eventCommit > commit) break;
      if (eventCommit === commit) group.push({ id: event.id, globalPosition });
    }
    return group;
  }

  /** `appendRecords` with a consistency check per request: written streams and guards alike. */
  private async appendWithChecks(requests: AppendRequest[]): Promise<Written> {
    const records = requests.flatMap((request) => request.events.map((event) => ({ streamName: request.stream, record: toEventData(event) })));
    const checks: ConsistencyCheck[] = requests.map((request) => ({ type: STREAM_STATE, streamName: request.stream, expectedState: toStreamState(request.expectedRevision) }));
    let result;
    try {
      result = await this.client.appendRecords(records, checks);
    } catch (err) {
      throw mapConsistencyViolation(err, requests);
    }
    const streamRevisions: Record<string, number> = {};
    // A guard that held stands at the revision it expected.
    for (const request of requests) {
      if (typeof request.expectedRevision === 'number') streamRevisions[request.stream] = request.expectedRevision;
      else if (request.expectedRevision === 'no_stream') streamRevisions[request.stream] = -1;
    }
    for (const response of result.responses) streamRevisions[response.streamName] = Number(response.revision);
    return { streamRevisions, commit: result.position };
  }

  /** Last revision of a stream, -1 when it has no events. */
  private async lastRevision(stream: string): Promise<number> {
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision: END, direction: BACKWARDS, maxCount: 1 })) {
        if (resolved.event) return Number(resolved.event.revision);
      }
    } catch (err) {
      if (isStreamNotFound(err)) return -1;
      throw err;
    }
    return -1;
  }

  private async appendEvents(requests: AppendRequest[]): Promise<Written> {
    try {
      if (requests.length === 1) {
        const [request] = requests;
        const result = await this.client.appendToStream(
          request.stream,
          request.events.map(toEventData),
          { streamState: toStreamState(request.expectedRevision) },
        );
        return {
          streamRevisions: { [request.stream]: Number(result.nextExpectedRevision) },
          commit: result.position?.commit ?? 0n,
        };
      }
      const result = await this.client.multiStreamAppend(
        requests.map((r) => ({
          streamName: r.stream,
          expectedState: toStreamState(r.expectedRevision),
          events: r.events.map(toEventData),
        })),
      );
      const streamRevisions: Record<string, number> = {};
      for (const response of result.responses) {
        streamRevisions[response.streamName] = Number(response.revision);
      }
      return { streamRevisions, commit: result.position };
    } catch (err) {
      throw mapAppendError(err, requests);
    }
  }

  async readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const unique = [...new Set(streams)];
    const events = await Promise.all(unique.map((stream) => this.readStream(stream)));
    return new Map(unique.map((stream, index) => [stream, events[index]]));
  }

  readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return this.readStoredStream(stream, fromRevision);
  }

  private async readStoredStream(stream: string, fromRevision: number, maxCount?: number): Promise<RecordedEvent[]> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, {
        fromRevision: fromRevision <= 0 ? START : BigInt(fromRevision),
        direction: FORWARDS,
        ...(maxCount === undefined ? {} : { maxCount }),
      })) {
        const event = resolved.event;
        if (event && !isSystem(event.streamId, event.type)) events.push(event);
      }
    } catch (err) {
      if (isStreamNotFound(err)) return [];
      throw err;
    }
    // A stream read gives each event its (commit, prepare) position but not its index among the
    // events sharing its commit: a self-committed event is alone there; another is numbered by
    // reading its group from `$all`, as readAll numbers it.
    const shared = new Map<bigint, Map<string, bigint>>();
    for (const { position } of events) {
      if (position && !isSelfCommitted(position) && !shared.has(position.commit)) {
        shared.set(position.commit, new Map((await this.readCommitGroup(position.commit)).map((member) => [member.id, member.globalPosition])));
      }
    }
    return events.map((event) => {
      const position = event.position;
      // Servers before 22.6 give stream reads no positions.
      if (!position) return toRecorded(event, 0n);
      return toRecorded(event, isSelfCommitted(position) ? encodePosition(position.commit, 0) : (shared.get(position.commit)?.get(event.id) ?? 0n));
    });
  }

  async readAll(afterPosition: bigint, limit: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    if (limit <= 0) return out;
    // The read starts at the first event of afterPosition's commit group (inclusive): read its
    // events up to afterPosition's index too, and drop what is not after it.
    const passed = afterPosition > 0n ? decodePosition(afterPosition).index + 1 : 0;
    const read = this.client.readAll({
      fromPosition: readPositionAfter(afterPosition),
      direction: FORWARDS,
      maxCount: limit + passed,
      filter: excludeSystemEvents(),
    });
    for await (const { event, globalPosition } of numberedEvents(read)) {
      if (globalPosition <= afterPosition) continue;
      out.push(toRecorded(event, globalPosition));
      if (out.length >= limit) break;
    }
    return out;
  }

  subscribeToAll(afterPosition: bigint): Subscription {
    // From before afterPosition's commit group (exclusive on the server), dropping its events up to afterPosition.
    const stream = this.client.subscribeToAll({
      fromPosition: readPositionAfter(afterPosition),
      filter: excludeSystemEvents(),
    });
    const subscriptions = this.subscriptions;
    let closed = false;
    const subscription: Subscription = {
      async *[Symbol.asyncIterator]() {
        let last = afterPosition;
        try {
          for await (const { event, globalPosition } of numberedEvents(stream)) {
            if (globalPosition <= last) continue;
            last = globalPosition;
            yield toRecorded(event, globalPosition);
          }
        } finally {
          await subscription.close();
        }
      },
      async close() {
        if (closed) return;
        closed = true;
        subscriptions.delete(subscription);
        await stream.unsubscribe().catch(() => undefined);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<bigint> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
      filter: excludeSystemEvents(),
    })) {
      const event = resolved.event;
      if (!event || isSystem(event.streamId, event.type)) continue;
      const commit = event.position?.commit ?? resolved.commitPosition;
      if (commit === undefined) continue;
      if (isSelfCommitted(event.position)) return encodePosition(commit, 0);
      // Read backwards, the first event is the last of its commit group: its index needs the group.
      return (await this.readCommitGroup(commit)).at(-1)?.globalPosition ?? encodePosition(commit, 0);
    }
    return 0n;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.client.dispose();
  }
}
