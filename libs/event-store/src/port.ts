import type { EventMetadata } from '@dealer/domain';
import type { ChainedLog } from './chain/hash-chain';

/** Expected state of a stream when appending (DESIGN §3). */
export type ExpectedRevision = number | 'no_stream' | 'stream_exists' | 'any';

export interface NewEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/**
 * One stream's part of an append. With no events it only checks the stream's revision: a guard on
 * a stream the decision read but does not change, so a decision made on stale state cannot land.
 */
export interface AppendRequest {
  stream: string;
  expectedRevision: ExpectedRevision;
  events: NewEvent[];
}

export interface RecordedEvent {
  id: string;
  type: string;
  data: any;
  metadata: EventMetadata;
  streamName: string;
  /** 0-based revision of the event inside its stream. */
  streamRevision: number;
  /** Position in the global log; strictly increasing in read order. */
  globalPosition: bigint;
}

export interface AppendResult {
  /** Revision of the last event now in each appended stream. */
  streamRevisions: Record<string, number>;
  /** Global position of the last event appended (the read-your-writes target). */
  position: bigint;
}

export interface Subscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
}

/** Both adapters keep the log's hash chain (chain/hash-chain.ts) and read it back for verification. */
export interface EventStore extends ChainedLog {
  /** Atomic across every stream: all requests are appended, or none. */
  append(requests: AppendRequest[]): Promise<AppendResult>;
  /** Events of one stream from a revision (inclusive), in order; [] for a missing stream. */
  readStream(stream: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Several streams' events (as readStream from revision 0), in as few round trips as the store allows. */
  readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
  /** Up to `limit` events of the whole log with globalPosition > `afterPosition`, in order. */
  readAll(afterPosition: bigint, limit: number): Promise<RecordedEvent[]>;
  /** Catch-up from `afterPosition` (exclusive; 0n = from the start), then live; never skips. */
  subscribeToAll(afterPosition: bigint): Subscription;
  /** Position of the last event in the log (0n when empty). */
  headPosition(): Promise<bigint>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream} is at revision ${String(actual)}, expected ${String(expected)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export class DuplicateEventError extends Error {
  constructor(readonly eventId: string) {
    super(`Event ${eventId} is already stored`);
    this.name = 'DuplicateEventError';
  }
}
