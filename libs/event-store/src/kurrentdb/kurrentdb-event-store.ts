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
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type ConsistencyCheck,
  type EventData,
  type JSONType,
  type Position,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { upcastEvent, type EventMetadata } from '@dealer/domain';
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

export const decodeMetadata = (raw: unknown): EventMetadata => {
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

const toEventData = (event: NewEvent): EventData =>
  jsonEvent({
    id: event.id,
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: encodeMetadata(event.metadata),
  });

const toStreamState = (expected: ExpectedRevision): AppendStreamState =>
  typeof expected === 'number' ? BigInt(expected) : expected;

const isSystem = (streamId: string, type: string): boolean =>
  streamId.startsWith('$') || type.startsWith('$');

/**
 * Maps a resolved event to the port's shape; undefined for system or empty events, and for
 * events without a position unless `fallbackPosition` is given (servers before 22.6 do not
 * return positions on stream reads).
 */
const toRecorded = (
  resolved: ResolvedEvent | AllStreamResolvedEvent,
  fallbackPosition?: bigint,
): RecordedEvent | undefined => {
  const event = resolved.event;
  if (!event || isSystem(event.streamId, event.type)) return undefined;
  const commit = event.position?.commit ?? resolved.commitPosition ?? fallbackPosition;
  if (commit === undefined) return undefined;
  // Upcast to the current schema as it is read: stored events are never rewritten.
  return upcastEvent<RecordedEvent>({
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: decodeMetadata(event.metadata),
    streamName: event.streamId,
    streamRevision: Number(event.revision),
    globalPosition: commit,
  });
};

const toReadPosition = (position: bigint): Position | typeof START =>
  position <= 0n ? START : { commit: position, prepare: position };

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
 * event's commit position in `$all`. System events (`$…`) are never returned.
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

  async append(allRequests: AppendRequest[]): Promise<AppendResult> {
    if (allRequests.length === 0) return { streamRevisions: {}, position: 0n };
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
    if (requests.length === 0) return { streamRevisions: guardRevisions, position: 0n };
    const appended = await this.appendEvents(requests);
    return { ...appended, streamRevisions: { ...guardRevisions, ...appended.streamRevisions } };
  }

  /** `appendRecords` with a consistency check per request: written streams and guards alike. */
  private async appendWithChecks(requests: AppendRequest[]): Promise<AppendResult> {
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
    return { streamRevisions, position: result.position };
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

  private async appendEvents(requests: AppendRequest[]): Promise<AppendResult> {
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
          position: result.position?.commit ?? 0n,
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
      return { streamRevisions, position: result.position };
    } catch (err) {
      throw mapAppendError(err, requests);
    }
  }

  async readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const unique = [...new Set(streams)];
    const events = await Promise.all(unique.map((stream) => this.readStream(stream)));
    return new Map(unique.map((stream, index) => [stream, events[index]]));
  }

  async readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, {
        fromRevision: fromRevision <= 0 ? START : BigInt(fromRevision),
        direction: FORWARDS,
      })) {
        const event = toRecorded(resolved, 0n);
        if (event) out.push(event);
      }
    } catch (err) {
      if (isStreamNotFound(err)) return [];
      throw err;
    }
    return out;
  }

  async readAll(afterPosition: bigint, limit: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    if (limit <= 0) return out;
    // The start position is inclusive on the server: read one more and drop what is not after it.
    for await (const resolved of this.client.readAll({
      fromPosition: toReadPosition(afterPosition),
      direction: FORWARDS,
      maxCount: limit + 1,
      filter: excludeSystemEvents(),
    })) {
      const event = toRecorded(resolved);
      if (!event || event.globalPosition <= afterPosition) continue;
      out.push(event);
      if (out.length >= limit) break;
    }
    return out;
  }

  subscribeToAll(afterPosition: bigint): Subscription {
    const stream = this.client.subscribeToAll({
      fromPosition: toReadPosition(afterPosition),
      filter: excludeSystemEvents(),
    });
    const subscriptions = this.subscriptions;
    let closed = false;
    const subscription: Subscription = {
      async *[Symbol.asyncIterator]() {
        let last = afterPosition;
        try {
          for await (const resolved of stream) {
            const event = toRecorded(resolved);
            if (!event || event.globalPosition <= last) continue;
            last = event.globalPosition;
            yield event;
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
      const event = toRecorded(resolved);
      if (event) return event.globalPosition;
    }
    return 0n;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.client.dispose();
  }
}
