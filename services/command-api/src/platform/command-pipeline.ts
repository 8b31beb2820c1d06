import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { streamKind, uuidv7, type StreamEvents } from '@dealer/domain';
import { WrongExpectedRevisionError, type AppendRequest, type AppendResult, type EventStore, type ExpectedRevision, type RecordedEvent } from '@dealer/event-store';
import { CheckpointWaiter } from '../infrastructure/checkpoint-waiter';
import { APP_CONFIG, EVENT_STORE } from '../infrastructure/tokens';
import type { AppConfig } from '../config';
import type { CommandContext } from './command-context';
import { stateOfEvents, StreamStateCache, type StreamState } from './stream-state-cache';

/** A stream's folded state for a decision; its revision guards the append. */
export type StreamReader = <State>(stream: string) => Promise<State>;

export interface CommandPlan<Result> {
  decide(read: StreamReader): Promise<StreamEvents[]> | StreamEvents[];
  result: Result;
}

export interface CommandOutcome<Result> {
  result: Result;
  /** Global position the read models must reach before the result is visible. */
  position: bigint;
  /** True when an earlier request with the same Idempotency-Key answered this one. */
  repeated: boolean;
  /** False when the projector did not catch up within the bounded wait. */
  visible: boolean;
}

const MAX_ATTEMPTS = 10;
/** Rounds of finding the streams a decision reads before deciding for real. */
const DISCOVERY_ROUNDS = 3;
const IDEMPOTENCY_EVENT = 'CommandAccepted';

/** Runs one decision at a time, so each decides on the state the one before it left. */
class DecisionQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(decision: () => Promise<T>): Promise<T> {
    const result = this.tail.then(decision);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

type Decision =
  | { kind: 'nothing' }
  | { kind: 'refused'; error: unknown; reads: Map<string, StreamState> }
  | { kind: 'appending'; appended: Promise<AppendResult>; streams: string[] };

/**
 * The one way commands reach the event store (DESIGN §2): read, decide, one atomic append with
 * expected revisions, bounded retry on conflict, idempotency by reservation stream, and
 * read-your-writes.
 *
 * Round trips to the store are the cost that matters, so: the streams a decision reads are found
 * first (a dry run on what is cached) and read together; states are cached between commands
 * (StreamStateCache); decisions run one at a time on the cached state, including writes still in
 * flight, and their appends go in call order, many to a round trip. Every stream a decision read
 * is guarded by its expected revision in the append, written or not, so a decision made on a
 * stale cache entry (another process wrote) conflicts, drops the entry and is retried: the cache
 * can cost a retry, never correctness.
 */
@Injectable()
export class CommandPipeline {
  private readonly cache = new StreamStateCache();
  private readonly decisions = new DecisionQueue();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly checkpoints: CheckpointWaiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run<Result>(context: CommandContext, plan: CommandPlan<Result>): Promise<CommandOutcome<Result>> {
    const idempotencyStream = context.idempotencyKey ? this.idempotencyStream(context) : undefined;
    let refusalsChecked = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const claim = await this.prefetch(plan, idempotencyStream);
      if (idempotencyStream && claim.length > 0) return this.earlierOutcome<Result>(claim[0], context);

      const decision = await this.decisions.run(() => this.decide(context, plan, idempotencyStream));
      if (decision.kind === 'nothing') {
        return { result: plan.result, position: this.checkpoints.position, repeated: false, visible: true };
      }
      if (decision.kind === 'refused') {
        // A refusal decided on cached state is only final once that state is the store's.
        if (refusalsChecked < 2 && !(await this.refreshed(decision.reads))) {
          refusalsChecked += 1;
          continue;
        }
        throw decision.error;
      }
      try {
        const appended = await decision.appended;
        const visible = await this.checkpoints.waitFor(appended.position, this.config.readYourWritesTimeoutMs);
        return { result: plan.result, position: appended.position, repeated: false, visible };
      } catch (error) {
        for (const stream of decision.streams) this.cache.delete(stream);
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        // Jittered backoff so writers that collided do not collide again in lockstep (the next
        // attempt answers with the earlier result if a request with the same key won).
        await new Promise((resolve) => setTimeout(resolve, Math.random() * attempt * 4));
      }
    }
    throw new ConflictException('This record was changed by someone else at the same time. Please reload and try again.');
  }

  /**
   * Dry-runs the decision on cached states to learn which streams it reads, and reads the missing
   * ones (with the idempotency stream) in one round trip; answers the idempotency stream's events.
   */
  private async prefetch(plan: CommandPlan<unknown>, idempotencyStream: string | undefined): Promise<RecordedEvent[]> {
    let claim: RecordedEvent[] = [];
    for (let round = 0; round < DISCOVERY_ROUNDS; round += 1) {
      const missing = new Set<string>();
      const read: StreamReader = async <State>(stream: string) => {
        const held = this.cache.get(stream);
        if (held) return held.state as State;
        missing.add(stream);
        return streamKind(stream).initialState as State;
      };
      try {
        await plan.decide(read);
      } catch {
        // A dry run on placeholder states may well refuse: the real decision comes later.
      }
      if (round === 0 && idempotencyStream) missing.add(idempotencyStream);
      if (missing.size === 0) break;
      const loaded = await this.eventStore.readStreams([...missing]);
      for (const [stream, events] of loaded) {
        if (stream === idempotencyStream) claim = events;
        else this.cache.offer(stream, stateOfEvents(stream, events));
      }
    }
    return claim;
  }

  /** Decides on the cached states (reading any still missing) and queues the append. */
  private async decide(context: CommandContext, plan: CommandPlan<unknown>, idempotencyStream: string | undefined): Promise<Decision> {
    const reads = new Map<string, StreamState>();
    const read: StreamReader = async <State>(stream: string) => {
      let entry = reads.get(stream);
      if (!entry) {
        entry = this.cache.get(stream) ?? this.cache.offer(stream, stateOfEvents(stream, await this.eventStore.readStream(stream)));
        reads.set(stream, entry);
      }
      return entry.state as State;
    };
    let decided: StreamEvents[];
    try {
      decided = mergeByStream(await plan.decide(read));
    } catch (error) {
      return { kind: 'refused', error, reads };
    }
    if (decided.length === 0) return { kind: 'nothing' };

    const metadata = this.metadata(context);
    const written = new Set(decided.map(({ stream }) => stream));
    const requests: AppendRequest[] = decided.map(({ stream, events }) => {
      const entry = reads.get(stream);
      return {
        stream,
        expectedRevision: entry ? revisionOf(entry) : 'any',
        events: events.map((event) => ({ id: uuidv7(), type: event.type, data: event.data, metadata })),
      };
    });
    for (const [stream, entry] of reads) {
      if (!written.has(stream)) requests.push({ stream, expectedRevision: revisionOf(entry), events: [] });
    }
    if (idempotencyStream) {
      requests.push({
        stream: idempotencyStream,
        expectedRevision: 'no_stream',
        events: [{ id: uuidv7(), type: IDEMPOTENCY_EVENT, data: { fingerprint: context.fingerprint, result: plan.result }, metadata }],
      });
    }
    // Queued before the next decision runs, and that one decides on this one's outcome.
    const appended = this.eventStore.append(requests);
    for (const { stream, events } of decided) {
      const entry = reads.get(stream);
      if (entry) this.cache.advance(stream, entry, events);
      else this.cache.delete(stream);
    }
    return { kind: 'appending', appended, streams: requests.map(({ stream }) => stream) };
  }

  /** True when every stream a refusal was decided on is as the store has it (else re-caches it). */
  private async refreshed(reads: Map<string, StreamState>): Promise<boolean> {
    if (reads.size === 0) return true;
    let current = true;
    for (const [stream, events] of await this.eventStore.readStreams([...reads.keys()])) {
      const stored = stateOfEvents(stream, events);
      if (stored.revision !== reads.get(stream)!.revision) {
        current = false;
        this.cache.set(stream, stored);
      }
    }
    return current;
  }

  private idempotencyStream(context: CommandContext): string {
    const digest = createHash('sha256').update(`${context.userId}\u0000${context.idempotencyKey}`).digest('hex').slice(0, 40);
    return `idempotency-${digest}`;
  }

  private async earlierOutcome<Result>(accepted: RecordedEvent, context: CommandContext): Promise<CommandOutcome<Result>> {
    if (accepted.data.fingerprint !== context.fingerprint) {
      throw new ConflictException('This Idempotency-Key was already used for a different request');
    }
    const visible = await this.checkpoints.waitFor(accepted.globalPosition, this.config.readYourWritesTimeoutMs);
    return { result: accepted.data.result as Result, position: accepted.globalPosition, repeated: true, visible };
  }

  private metadata(context: CommandContext) {
    return {
      userId: context.userId,
      idempotencyKey: context.idempotencyKey,
      correlationId: context.correlationId,
      causationId: context.correlationId,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    };
  }
}

/** A decision may name one stream twice (a link and an unlink); the append needs it once. */
function mergeByStream(decided: StreamEvents[]): StreamEvents[] {
  const merged = new Map<string, StreamEvents>();
  for (const { stream, events } of decided) {
    if (events.length === 0) continue;
    const existing = merged.get(stream);
    if (existing) existing.events.push(...events);
    else merged.set(stream, { stream, events: [...events] });
  }
  return [...merged.values()];
}

const revisionOf = (entry: StreamState): ExpectedRevision => (entry.revision < 0 ? 'no_stream' : entry.revision);
