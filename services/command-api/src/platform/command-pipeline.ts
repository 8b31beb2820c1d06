import { ConflictException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import {
  accountDaysPostedTo,
  assertCashDaysOpen,
  cashCountStream,
  glAccountStream,
  mayHoldCash,
  schemaVersionOf,
  streamKind,
  uuidv7,
  type CashDayState,
  type GlAccountState,
  type StreamEvents,
} from '@dealer/domain';
import { readModelsStoppedMessage, readProjectorState } from '@dealer/read-models';
import { WrongExpectedRevisionError, type AppendRequest, type AppendResult, type EventStore, type ExpectedRevision, type RecordedEvent } from '@dealer/event-store';
import { CheckpointWaiter } from '../infrastructure/checkpoint-waiter';
import { APP_CONFIG, EVENT_STORE, PG_POOL } from '../infrastructure/tokens';
import type { AppConfig } from '../config';
import type { CommandContext } from './command-context';
import { stateOfEvents, StreamStateCache, type StreamState } from './stream-state-cache';

/** A stream's folded state for a decision; its revision guards the append. */
export type StreamReader = <State>(stream: string) => Promise<State>;

export interface CommandPlan<Result> {
  decide(read: StreamReader): Promise<StreamEvents[]> | StreamEvents[];
  result: Result;
  /**
   * The decision also reads read models (balances, ledger totals): it then runs only once they
   * hold every event in the store, this process's appends in flight included, and re-reads them
   * on every retry. Costs a round trip and a wait for the projector, so only rare commands use it.
   */
  readsReadModels?: boolean;
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
/**
 * Times a refusal may be re-decided on fresh state before it is final. A refusal is final as soon as
 * re-reading changes nothing; each re-read can reveal one more level of a chain of streams (a payment
 * method, its account, the account's group, the group's class), so the bound must exceed the deepest
 * chain a plan reads (four for a purchase paid at once), or a cold cache refuses with a false reason.
 */
const REFUSAL_CHECKS = 8;
const IDEMPOTENCY_EVENT = 'CommandAccepted';

/**
 * Runs one decision at a time, so each decides on the state the one before it left. A decision
 * that takes longer than `patienceMs` (one awaiting something slow) stops holding the others up:
 * the order only saves conflicts, the expected revisions keep it correct.
 */
export class DecisionQueue {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly patienceMs = 2_000) {}

  run<T>(decision: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    const result = previous.then(decision);
    let timer: NodeJS.Timeout | undefined;
    // Patience counts from the decision's start, not from when it joined the queue.
    const patience = previous.then(() => new Promise<void>((resolve) => (timer = setTimeout(resolve, this.patienceMs))));
    this.tail = Promise.race([result.catch(() => undefined), patience]).finally(() => clearTimeout(timer));
    return result;
  }
}

type Decision =
  | { kind: 'nothing' }
  | { kind: 'refused'; error: unknown; reads: Map<string, StreamState> }
  | { kind: 'appending'; appended: Promise<AppendResult>; streams: string[]; written: string[] };

/**
 * The one way commands reach the event store (DESIGN §2): read, decide, one atomic append with
 * expected revisions, bounded retry on conflict, idempotency by reservation stream, and
 * read-your-writes.
 *
 * Round trips to the store are what a command costs, so it reads nothing it does not have to.
 * Decisions run one at a time on the states this process holds (StreamStateCache: what it read
 * or wrote last, including appends still in flight); a stream it does not hold is taken to be
 * new (the stream of a fresh id, a unique value not yet claimed, the idempotency key). Every
 * stream a decision read is guarded by its expected revision in the append, written or not, so a
 * decision on a wrong assumption (the stream exists; another process wrote) conflicts, and the
 * command reads those streams and decides again. A refusal is final only once re-decided on the
 * store's own state. Appends go in decision order, many to a round trip. The cache can cost a
 * retry, never correctness.
 */
@Injectable()
export class CommandPipeline {
  private readonly cache = new StreamStateCache();
  private readonly decisions = new DecisionQueue();
  /** The append queued last: once it settles, so has every append decided before it. */
  private lastAppend: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly checkpoints: CheckpointWaiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    /** Where readModelsCaughtUp reads why the projector stands still (optional: a bare pipeline just says it waits). */
    @Inject(PG_POOL) private readonly pool?: Pool,
  ) {}

  async run<Result>(context: CommandContext, plan: CommandPlan<Result>): Promise<CommandOutcome<Result>> {
    const outcome = await this.decideAndAppend(context, plan);
    // Stored, but the read models do not show it yet: the request answers 202 (StillProcessingInterceptor).
    if (!outcome.visible) context.stillProcessing?.push(outcome);
    return outcome;
  }

  private async decideAndAppend<Result>(context: CommandContext, plan: CommandPlan<Result>): Promise<CommandOutcome<Result>> {
    const idempotencyStream = context.idempotencyKey ? this.idempotencyStream(context) : undefined;
    // Catch up outside the queue first, so that the check inside it, which holds every other
    // decision, waits only for what was appended in between.
    if (plan.readsReadModels) await this.readModelsCaughtUp();
    let refusalsChecked = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + refusalsChecked; attempt += 1) {
      const decision = await this.decisions.run(() => this.decide(context, plan, idempotencyStream));
      if (decision.kind === 'nothing') {
        return { result: plan.result, position: this.checkpoints.position, repeated: false, visible: true };
      }
      if (decision.kind === 'refused') {
        // Only final once decided on the store's state (and when no earlier request with the
        // same key was accepted: that one's answer wins). The state it was decided on may hold
        // appends still being written: let them land first.
        await this.lastAppend;
        const { claim, current } = await this.refresh([...decision.reads.keys()], idempotencyStream, decision.reads);
        if (claim) return this.earlierOutcome<Result>(claim, context);
        if (current) throw decision.error;
        // Still decided on state that has since moved: under a storm of writes to the same record
        // the refusal may be an artefact of that (a posting not yet seen), never an answer to give.
        if (refusalsChecked >= REFUSAL_CHECKS) break;
        refusalsChecked += 1;
        continue;
      }
      try {
        const appended = await decision.appended;
        const visible = await this.checkpoints.waitFor(appended.position, this.config.readYourWritesTimeoutMs);
        return { result: plan.result, position: appended.position, repeated: false, visible };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) {
          for (const stream of decision.streams) this.cache.delete(stream);
          throw error;
        }
        // The states advanced by this append's events are wrong, and so is the one that
        // conflicted. The other streams it read may still hold; if not, the next append says so.
        const stale = [...new Set([...decision.written, error.stream])].filter((stream) => stream !== idempotencyStream);
        for (const stream of stale) this.cache.delete(stream);
        // Jittered backoff so writers that collided do not collide again in lockstep; then those
        // streams as the store has them (or the earlier answer, if a request with the key won).
        await new Promise((resolve) => setTimeout(resolve, Math.random() * attempt * 4));
        const { claim } = await this.refresh(stale, idempotencyStream);
        if (claim) return this.earlierOutcome<Result>(claim, context);
      }
    }
    throw new ConflictException('This record was changed by someone else at the same time. Please reload and try again.');
  }

  /** Decides on the states held (a stream not held is taken to be new) and queues the append. */
  private async decide(context: CommandContext, plan: CommandPlan<unknown>, idempotencyStream: string | undefined): Promise<Decision> {
    if (plan.readsReadModels) await this.readModelsCaughtUp();
    const reads = new Map<string, StreamState>();
    /** What the cache held for each stream read, when it was read (undefined: nothing). */
    const heldWhenRead = new Map<string, StreamState | undefined>();
    const read: StreamReader = async <State>(stream: string) => {
      let entry = reads.get(stream);
      if (!entry) {
        const held = this.cache.get(stream);
        heldWhenRead.set(stream, held);
        entry = held ?? { revision: -1, state: streamKind(stream).initialState };
        reads.set(stream, entry);
      }
      return entry.state as State;
    };
    let decided: StreamEvents[];
    try {
      decided = mergeByStream(await plan.decide(read));
      await this.refuseCountedCashDays(decided, reads, read);
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
        events: events.map((event) => ({ id: uuidv7(), type: event.type, data: event.data, metadata: { ...metadata, schemaVersion: schemaVersionOf(event.type) } })),
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
    this.lastAppend = appended.catch(() => undefined);
    for (const { stream, events } of decided) {
      const entry = reads.get(stream);
      const held = this.cache.get(stream);
      if (entry) {
        // Only from the state it decided on: when another decision (one past the queue's patience)
        // or a refresh replaced it meanwhile, advancing would hold, at the store's revision, a state
        // the store does not have, and no expected revision could catch a decision made on it.
        if (held === heldWhenRead.get(stream)) this.cache.advance(stream, entry, events);
        else this.cache.delete(stream);
      } else if (held === undefined) {
        // A stream written without being read is a new one (a fresh entry's id): hold it, so the
        // next decision on the record that points to it does not take it for absent. Were it not
        // new, its revision here is below the store's and the next append's guard says so.
        this.cache.advance(stream, { revision: -1, state: streamKind(stream).initialState }, events);
      } else this.cache.delete(stream);
    }
    return { kind: 'appending', appended, streams: requests.map(({ stream }) => stream), written: [...written] };
  }

  /**
   * The closed cash day, for every command that posts (beside the books' closed period, which each
   * decision checks): a posting dated a counted day on a cash account is refused. The day's
   * cash-count stream is read like any other, so its revision guards the append: a count made
   * meanwhile by another process conflicts, and the command re-decides on it. An account is known
   * to hold cash from its state as the decision read it or this process holds it; a decision pays
   * from a cash account only after reading that account, so none escapes.
   */
  private async refuseCountedCashDays(decided: StreamEvents[], reads: Map<string, StreamState>, read: StreamReader): Promise<void> {
    const days: { account: GlAccountState; date: string; cashDay: CashDayState }[] = [];
    for (const { accountId, date } of accountDaysPostedTo(decided)) {
      const stream = glAccountStream(accountId);
      const account = (reads.get(stream) ?? this.cache.get(stream))?.state as GlAccountState | undefined;
      if (!account || !mayHoldCash(account)) continue;
      await read(stream);
      days.push({ account, date, cashDay: await read<CashDayState>(cashCountStream(accountId, date)) });
    }
    assertCashDaysOpen(days);
  }

  /**
   * Waits until the read models hold the whole log. Decisions run one at a time and append in
   * order, so once this process's last append has settled, nothing decided before this one is
   * missing. (An append by another API process landing between this check and this append is
   * the one window left: milliseconds, and only when several API processes run.)
   */
  private async readModelsCaughtUp(): Promise<void> {
    await this.lastAppend;
    const head = await this.eventStore.headPosition();
    if (!(await this.checkpoints.waitFor(head, this.config.readYourWritesTimeoutMs))) {
      // A projector stopped by an event it cannot apply will not catch up by itself: say so, and where to look.
      const stopped = this.pool ? await readProjectorState(this.pool).then((state) => state.failure, () => null) : null;
      throw new ServiceUnavailableException(
        stopped ? `The books cannot be brought up to date. ${readModelsStoppedMessage(stopped)}` : 'The books are still being brought up to date. Please try again in a moment.',
      );
    }
  }

  /**
   * Reads streams from the store into the cache (an entry ahead of the store, an append in
   * flight, is kept) with the idempotency stream's claim; `current` when every stream is at the
   * revision `decidedOn` had.
   */
  private async refresh(
    streams: string[],
    idempotencyStream: string | undefined,
    decidedOn?: Map<string, StreamState>,
  ): Promise<{ claim?: RecordedEvent; current: boolean }> {
    const wanted = idempotencyStream ? [...streams, idempotencyStream] : streams;
    if (wanted.length === 0) return { current: true };
    let claim: RecordedEvent | undefined;
    let current = true;
    for (const [stream, events] of await this.eventStore.readStreams(wanted)) {
      if (stream === idempotencyStream) {
        claim = events[0];
        continue;
      }
      const stored = stateOfEvents(stream, events);
      this.cache.offer(stream, stored);
      if (decidedOn && decidedOn.get(stream)?.revision !== stored.revision) current = false;
    }
    return { claim, current };
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
