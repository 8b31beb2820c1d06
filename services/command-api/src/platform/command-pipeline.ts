import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { foldStream, uuidv7, type StreamEvents } from '@dealer/domain';
import { WrongExpectedRevisionError, type AppendRequest, type EventStore, type RecordedEvent } from '@dealer/event-store';
import { CheckpointWaiter } from '../infrastructure/checkpoint-waiter';
import { APP_CONFIG, EVENT_STORE } from '../infrastructure/tokens';
import type { AppConfig } from '../config';
import type { CommandContext } from './command-context';

/** Loads a stream's folded state (memoised per attempt) and remembers its revision for the append. */
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
const IDEMPOTENCY_EVENT = 'CommandAccepted';

interface Loaded {
  revision: number | 'no_stream';
  state: unknown;
}

/**
 * The one way commands reach the event store (DESIGN §2): read, decide, one atomic append
 * with expected revisions, bounded retry on conflict, idempotency by reservation stream, and
 * read-your-writes.
 */
@Injectable()
export class CommandPipeline {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly checkpoints: CheckpointWaiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run<Result>(context: CommandContext, plan: CommandPlan<Result>): Promise<CommandOutcome<Result>> {
    const idempotencyStream = context.idempotencyKey ? this.idempotencyStream(context) : undefined;
    if (idempotencyStream) {
      const earlier = await this.earlierOutcome<Result>(idempotencyStream, context);
      if (earlier) return earlier;
    }
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const loaded = new Map<string, Loaded>();
      const read: StreamReader = async <State>(stream: string) => {
        let entry = loaded.get(stream);
        if (!entry) {
          const events = await this.eventStore.readStream(stream);
          entry = { revision: events.length ? events[events.length - 1].streamRevision : 'no_stream', state: foldStream(stream, events) };
          loaded.set(stream, entry);
        }
        return entry.state as State;
      };
      const decided = mergeByStream(await plan.decide(read));
      if (decided.length === 0) {
        return { result: plan.result, position: this.checkpoints.position, repeated: false, visible: true };
      }
      const requests: AppendRequest[] = decided.map(({ stream, events }) => ({
        stream,
        expectedRevision: loaded.get(stream)?.revision ?? 'any',
        events: events.map((event) => ({ id: uuidv7(), type: event.type, data: event.data, metadata: this.metadata(context) })),
      }));
      if (idempotencyStream) {
        requests.push({
          stream: idempotencyStream,
          expectedRevision: 'no_stream',
          events: [{ id: uuidv7(), type: IDEMPOTENCY_EVENT, data: { fingerprint: context.fingerprint, result: plan.result }, metadata: this.metadata(context) }],
        });
      }
      try {
        const appended = await this.eventStore.append(requests);
        const visible = await this.checkpoints.waitFor(appended.position, this.config.readYourWritesTimeoutMs);
        return { result: plan.result, position: appended.position, repeated: false, visible };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (idempotencyStream) {
          // A concurrent request with the same key may have won the race (the conflict can be
          // reported on any shared stream): answer with its result.
          const earlier = await this.earlierOutcome<Result>(idempotencyStream, context);
          if (earlier) return earlier;
        }
        // Jittered backoff so writers that collided do not collide again in lockstep.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * attempt * 4));
      }
    }
    throw new ConflictException('This record was changed by someone else at the same time. Please reload and try again.');
  }

  private idempotencyStream(context: CommandContext): string {
    const digest = createHash('sha256').update(`${context.userId}\u0000${context.idempotencyKey}`).digest('hex').slice(0, 40);
    return `idempotency-${digest}`;
  }

  private async earlierOutcome<Result>(stream: string, context: CommandContext): Promise<CommandOutcome<Result> | undefined> {
    const [accepted]: RecordedEvent[] = await this.eventStore.readStream(stream);
    if (!accepted) return undefined;
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
