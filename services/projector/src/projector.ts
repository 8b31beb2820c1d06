import { EventEmitter } from 'node:events';
import { Client, type ClientBase, type Pool, type PoolClient } from 'pg';
import type { EventStore, RecordedEvent } from '@dealer/event-store';
import { CHECKPOINT_NAME, checkpointChannelOf, migrateReadModels, READ_MODELS_SCHEMA, type ProjectorFailure } from '@dealer/read-models';
import { EventBuffer } from './event-buffer';
import { applyEvent, createBatch, flushBatch, READ_MODEL_TABLES } from './projections';
import { StatementList } from './projections/statements';
import { PipelinedStatements } from './pipelined-statements';
import { batchLockKey, leaderLockKey, qualified, quoteLiteral } from './sql';

export interface ProjectorLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface ProjectorOptions {
  /** Where the read models live: a URL (the projector opens its own connection) or a pool. */
  databaseUrl?: string;
  pool?: Pool;
  eventStore: EventStore;
  /** Schema of the read models; default `read_models`. Must be migrated (migrateReadModels). */
  schema?: string;
  /** Most events applied in one transaction; default 1000. */
  batchSize?: number;
  logger?: ProjectorLogger;
  /**
   * Hold the schema's advisory lock while active so only one projector writes it (a second
   * one waits in start()). Default true; a rebuild's private projector turns it off.
   */
  advisoryLock?: boolean;
  /** Channel NOTIFYed with the position after each batch; default per schema; null for none. */
  notifyChannel?: string | null;
  /** Pause before retrying after an error; default 1000 ms, doubling with each failure in a row up to maxRetryDelayMs. */
  retryDelayMs?: number;
  /** Longest pause between retries; default 10 s (a stuck event is retried this often, a transient error heals this fast). */
  maxRetryDelayMs?: number;
  /** Events applied after which a caught-up projector analyzes its tables; default ANALYZE_AFTER_EVENTS. */
  analyzeAfterEvents?: number;
}

/**
 * Events applied, since the planner last saw statistics, after which a caught-up projector analyzes
 * its tables itself: after a replay or a long outage autovacuum analyzes only a minute or more later,
 * and until then PostgreSQL plans as if the tables were empty (an export page took 0.6 s instead of 3 ms).
 */
const ANALYZE_AFTER_EVENTS = 50_000;

/**
 * A live batch's statements are prepared, but PostgreSQL kept planning most of them again at every
 * execution (a custom plan for the arrays it is given: it judges a generic plan, made for arrays of
 * unknown length, dearer): at a few commands a batch that planning was a fifth of PostgreSQL's work
 * for the batch (binds of 2.9 ms a batch against 0.9 on generic plans, the same execution time, for
 * purchase receipts four to a batch). The plans of these key-by-key statements do not depend on the
 * arrays' length. A full batch (catching up, a replay) keeps custom plans, planned once for 1,000 events.
 */
const GENERIC_PLANS = 'SET LOCAL plan_cache_mode = force_generic_plan';

const silentLogger: ProjectorLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The stored checkpoint is not the one this projector continues from (a rebuild swapped schemas in). */
class CheckpointMovedError extends Error {
  constructor(
    readonly expected: bigint,
    readonly actual: bigint,
  ) {
    super(`checkpoint is at ${actual}, this projector expected ${expected}: resynchronising`);
  }
}

/**
 * A batch that failed: its events and why. When it held one event, that event is the one at fault
 * (unless the error is `transient`: the connection or the server, not the event, failed).
 */
class BatchFailure extends Error {
  constructor(
    readonly events: readonly RecordedEvent[],
    readonly reason: Error,
    readonly transient: boolean,
  ) {
    super(reason.message);
  }
}

/** SQLSTATE classes that say the connection or the server failed, not the statement: 08 connection, 40 rollback (deadlock, serialization), 53 resources, 57 operator intervention. */
const TRANSIENT_SQLSTATE = /^(08|40|53|57)/;

/** An error PostgreSQL raised about the statements (a SQLSTATE outside TRANSIENT_SQLSTATE) says the events are at fault; anything else (a dropped connection has no SQLSTATE) may heal by itself. */
const isTransient = (error: Error) => {
  const code = (error as { code?: unknown }).code;
  return typeof code !== 'string' || TRANSIENT_SQLSTATE.test(code);
};

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** The replay (a rebuild's, a verification's) met an event its projector cannot apply: named, so the operator knows which. */
export class UnappliedEventError extends Error {
  constructor(readonly failure: ProjectorFailure) {
    super(`event ${failure.position} (${failure.type}, stream ${failure.stream}, id ${failure.eventId}) cannot be applied: ${failure.error}`);
  }
}

type BatchOutcome = { ok: true; to: bigint; events: number } | { ok: false; error: Error };

/** Marker of the error a batch raises when the stored checkpoint is not where it expected. */
const CHECKPOINT_MOVED = 'projection checkpoint moved to';

function throwIfFailed(outcome: BatchOutcome): void {
  if (!outcome.ok) throw outcome.error;
}

interface Connection {
  client: ClientBase;
  close(broken: boolean): Promise<void>;
}

/**
 * The projection runner (DESIGN §4). Subscribes to the whole log from its checkpoint and applies
 * events in batches; each batch is ONE transaction that writes every read-model change and the
 * checkpoint, and NOTIFYs the new position on commit. A crash at any instant loses nothing and
 * applies nothing twice: the transaction either committed with its checkpoint or did not happen.
 *
 * Only one projector per schema is active: it holds a session advisory lock on its own
 * connection (the one every batch runs on); a second projector waits in start() until the lock
 * frees. Each batch transaction also takes a shared "batch" advisory lock and re-reads its
 * checkpoint `FOR UPDATE`; a rebuild's swap takes that batch lock exclusively, so the live
 * projector pauses between batches during a swap, and afterwards continues from the swapped-in
 * checkpoint (or resubscribes if it differs).
 */
export class Projector {
  private readonly schema: string;
  private readonly batchSize: number;
  private readonly logger: ProjectorLogger;
  private readonly lock: boolean;
  private readonly channel: string | null;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly checkpointTable: string;
  /** The batch transaction's fixed statements, written once (their texts stay prepared). */
  private readonly batchFence: string;
  private readonly checkpointAssertion: string;
  private readonly checkpointUpdate: string;
  private readonly checkpointNotify: string | undefined;
  private readonly events = new EventEmitter();
  private connection: Connection | undefined;
  private buffer: EventBuffer | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;
  /** Lock held and checkpoint loaded: stop() then lets the batch in flight finish. */
  private activeForBatches = false;
  private current = 0n;
  private applied = 0;
  private appliedSinceAnalyze = 0;
  /** Errors since the last commit: the retry pause doubles with each. */
  private failuresInARow = 0;
  /** After a batch failed, its events are applied one per batch up to here, so the one at fault is found. */
  private isolateThrough: bigint | undefined;
  /** The event this projector cannot apply, until a batch passes it. */
  private standing: ProjectorFailure | undefined;
  /** The failure last logged: each distinct one is logged once, not at every retry. */
  private lastLogged: string | undefined;

  constructor(private readonly options: ProjectorOptions) {
    if (!options.databaseUrl && !options.pool) throw new Error('Projector needs databaseUrl or pool');
    this.schema = options.schema ?? READ_MODELS_SCHEMA;
    this.batchSize = Math.max(1, options.batchSize ?? 1000);
    this.logger = options.logger ?? silentLogger;
    this.lock = options.advisoryLock ?? true;
    this.channel = options.notifyChannel === undefined ? checkpointChannelOf(this.schema) : options.notifyChannel;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
    this.maxRetryDelayMs = Math.max(this.retryDelayMs, options.maxRetryDelayMs ?? 10_000);
    this.checkpointTable = qualified(this.schema, 'projection_checkpoint');
    const checkpointName = quoteLiteral(CHECKPOINT_NAME);
    this.batchFence = `SELECT pg_advisory_xact_lock_shared(${batchLockKey(this.schema)})`;
    this.checkpointAssertion = `SELECT CASE WHEN position = $1::bigint THEN position
                     ELSE ('${CHECKPOINT_MOVED} ' || position)::bigint END
         FROM ${this.checkpointTable} WHERE name = ${checkpointName} FOR UPDATE`;
    // A recorded failure (recordFailure) stands until a batch passes its position.
    this.checkpointUpdate = `UPDATE ${this.checkpointTable} SET position = $1::bigint, updated_at = now(),
         failure = CASE WHEN (failure->>'position')::bigint <= $1::bigint THEN NULL ELSE failure END
       WHERE name = ${checkpointName}`;
    this.checkpointNotify = this.channel ? `SELECT pg_notify(${quoteLiteral(this.channel)}, $1::text)` : undefined;
    this.events.setMaxListeners(0);
  }

  /** Last committed checkpoint: the read models include every event up to this position. */
  get position(): bigint {
    return this.current;
  }

  /** Events this instance has applied (handled or skipped) since it was created. */
  get eventsApplied(): number {
    return this.applied;
  }

  /** The event this projector cannot apply (it keeps retrying), until a batch passes it. */
  get failure(): ProjectorFailure | undefined {
    return this.standing;
  }

  /**
   * Resolves once this projector is active (advisory lock held, checkpoint loaded); the events
   * are then applied in the background until stop(). Rejects if the first activation fails
   * (e.g. the schema is not migrated); later errors are logged and retried after a pause.
   */
  start(): Promise<void> {
    if (this.running) throw new Error('Projector already started');
    this.stopping = false;
    this.failuresInARow = 0;
    return new Promise<void>((resolve, reject) => {
      let activated = false;
      const onActive = () => {
        activated = true;
        resolve();
      };
      this.running = this.run(onActive, (error) => (activated ? undefined : reject(error))).finally(() => {
        if (!activated) resolve();
      });
    });
  }

  /** Stops after the batch in flight (it commits or rolls back), releases the lock and connection. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.events.emit('stop');
    const buffer = this.buffer;
    await buffer?.close();
    // A projector still waiting for the advisory lock is blocked in a query: drop the connection.
    if (!this.activeForBatches) await this.connection?.close(true);
    await this.running;
    this.running = undefined;
  }

  /** Resolves true once the checkpoint reaches `position`; false on timeout or stop. */
  waitForPosition(position: bigint, timeoutMs = 30_000): Promise<boolean> {
    if (this.current >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (reached: boolean) => {
        clearTimeout(timer);
        this.events.off('checkpoint', onCheckpoint);
        this.events.off('stop', onStop);
        resolve(reached);
      };
      const onCheckpoint = (at: bigint) => at >= position && done(true);
      const onStop = () => done(false);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.events.on('checkpoint', onCheckpoint);
      this.events.on('stop', onStop);
    });
  }

  /**
   * Like waitForPosition, for a replay nobody watches: an event this projector cannot apply ends the
   * wait at once, rejecting with an UnappliedEventError that names it, instead of retrying forever.
   */
  reachOrFail(position: bigint, timeoutMs = 30_000): Promise<boolean> {
    if (this.current >= position) return Promise.resolve(true);
    if (this.standing) return Promise.reject(new UnappliedEventError(this.standing));
    return new Promise((resolve, reject) => {
      const onFailure = (failure: ProjectorFailure) => {
        this.events.off('failure', onFailure);
        reject(new UnappliedEventError(failure));
      };
      this.events.on('failure', onFailure);
      void this.waitForPosition(position, timeoutMs).then((reached) => {
        this.events.off('failure', onFailure);
        resolve(reached);
      });
    });
  }

  private async run(onActive: () => void, onFirstError: (error: unknown) => void): Promise<void> {
    let activated = false;
    while (!this.stopping) {
      let broken = false;
      try {
        await this.activate();
        if (this.stopping) break;
        if (!activated) {
          activated = true;
          onActive();
        }
        await this.consume();
      } catch (error) {
        broken = true;
        if (this.stopping) break;
        if (error instanceof CheckpointMovedError) {
          this.logger.info(`[projector ${this.schema}] ${error.message}`);
          continue;
        }
        if (!activated) {
          onFirstError(error);
          break;
        }
        const delay = await this.failed(asError(error));
        await this.pause(delay);
      } finally {
        await this.deactivate(broken);
      }
    }
  }

  /** Connects, takes the advisory lock (waiting for another projector to go) and loads the checkpoint. */
  private async activate(): Promise<void> {
    const connection = await this.connect();
    this.connection = connection;
    const { client } = connection;
    if (this.stopping) return;
    if (this.lock) {
      const key = leaderLockKey(this.schema);
      const { rows } = await client.query(`SELECT pg_try_advisory_lock(${key}) AS locked`);
      if (!rows[0].locked) {
        this.logger.info(`[projector ${this.schema}] another projector is active; waiting for its advisory lock`);
        await client.query(`SELECT pg_advisory_lock(${key})`);
      }
    }
    this.activeForBatches = true;
    const { rows } = await client.query(`SELECT position FROM ${this.checkpointTable} WHERE name = $1`, [CHECKPOINT_NAME]);
    if (!rows[0]) throw new Error(`No checkpoint row in ${this.checkpointTable}: run migrateReadModels first`);
    this.setPosition(BigInt(rows[0].position));
    this.logger.info(`[projector ${this.schema}] active from position ${this.current}`);
  }

  /**
   * Applies batches as they arrive; while catching up, pipelined two deep: while PostgreSQL executes batch N (all of
   * its statements through COMMIT are queued at once on the connection), batch N+1 is folded and
   * queued behind it. Batch N+1 asserts that the checkpoint equals N's end, so if N fails, N+1
   * fails too and nothing is committed out of order.
   */
  private async consume(): Promise<void> {
    const buffer = new EventBuffer(this.options.eventStore.subscribeToAll(this.current), this.batchSize * 4);
    this.buffer = buffer;
    const onError = (error: Error) => buffer.fail(error);
    const client = this.connection!.client;
    client.on('error', onError);
    let inFlight: Promise<BatchOutcome> | undefined;
    let planned = this.current;
    let failure: unknown;
    // Looking for the event at fault in a batch that failed: one event per batch, one batch at a time.
    const isolating = () => this.isolateThrough !== undefined && planned < this.isolateThrough;
    try {
      while (!this.stopping) {
        // Live, with less than a batch waiting: let the batch in flight finish first, so the
        // next one takes everything that arrived meanwhile (fewer, larger transactions when
        // commands come in fast). Catching up, stay two deep.
        if (inFlight && (isolating() || buffer.available < this.batchSize)) throwIfFailed(await inFlight);
        if (buffer.available === 0 && this.appliedSinceAnalyze >= (this.options.analyzeAfterEvents ?? ANALYZE_AFTER_EVENTS)) {
          if (inFlight) throwIfFailed(await inFlight);
          await this.analyze(client);
        }
        const received = await buffer.take(isolating() ? 1 : this.batchSize);
        if (received.length === 0) break;
        const events = received.filter((event) => event.globalPosition > planned);
        if (events.length === 0) continue;
        const batch = this.queueBatch(client, planned, events);
        planned = batch.to;
        // Outcomes settle in queue order: record each commit at once, even while idle.
        void batch.outcome.then((outcome) => (outcome.ok ? this.committed(outcome) : buffer.fail(outcome.error)));
        const previous = inFlight;
        inFlight = batch.outcome;
        if (previous) throwIfFailed(await previous);
      }
    } catch (error) {
      failure = error;
    }
    // A failed batch also fails the one queued behind it: let both settle before closing, and
    // report the first failure (the second one only says the checkpoint is not where it expected).
    const last = await inFlight;
    client.off('error', onError);
    this.buffer = undefined;
    await buffer.close();
    if (failure) throw failure;
    if (last && !this.stopping) throwIfFailed(last);
  }

  /** Queues one batch transaction, statements through COMMIT; its outcome never rejects. */
  private queueBatch(client: ClientBase, from: bigint, events: RecordedEvent[]): { to: bigint; outcome: Promise<BatchOutcome> } {
    const to = events[events.length - 1].globalPosition;
    const statements = new StatementList();
    const batch = createBatch();
    for (const event of events) {
      try {
        applyEvent(batch, event);
      } catch (error) {
        // A handler that throws names its event at once: nothing was sent for this batch.
        throw new BatchFailure([event], asError(error), false);
      }
    }
    flushBatch(batch, statements, this.schema);

    // The whole transaction goes in ONE round trip (PipelinedStatements: extended protocol, one
    // Sync, binary array parameters): a round trip costs more than most batches' statements.
    // 1. Swap fence (shared batch lock), and the checkpoint row locked and asserted to be where
    //    this projector left it: a mismatch raises an error, which aborts the whole transaction.
    //    Commits do not wait for the WAL flush: should PostgreSQL itself crash, the last batches
    //    vanish together with their checkpoint and are projected again from the log.
    //    A live batch (less than a full one) runs on generic plans, see GENERIC_PLANS.
    // 2. The read-model writes. 3. The checkpoint and the NOTIFY (delivered on commit). 4. COMMIT.
    // Positions are parameters, so that every statement's text repeats and stays prepared.
    const transaction = new PipelinedStatements([
      ['BEGIN'],
      ['SET LOCAL synchronous_commit = off'],
      ...(events.length < this.batchSize ? [[GENERIC_PLANS] as const] : []),
      [this.batchFence],
      [this.checkpointAssertion, [from.toString()]],
      ...statements.statements,
      [this.checkpointUpdate, [to.toString()]],
      ...(this.checkpointNotify ? [[this.checkpointNotify, [to.toString()]] as const] : []),
      ['COMMIT'],
    ]);
    client.query(transaction);

    const outcome = transaction.done.then(
      (tags): BatchOutcome => {
        if (tags.at(-1) === 'COMMIT') return { ok: true, to, events: events.length };
        return { ok: false, error: new BatchFailure(events, new Error(`batch to ${to} was rolled back`), true) };
      },
      (error: Error): BatchOutcome => {
        const moved = new RegExp(`${CHECKPOINT_MOVED} (\\d+)`).exec(error.message ?? '');
        return { ok: false, error: moved ? new CheckpointMovedError(from, BigInt(moved[1])) : new BatchFailure(events, asError(error), isTransient(asError(error))) };
      },
    );
    return { to, outcome };
  }

  /** Fresh planner statistics for every read-model table (outside any batch transaction). */
  private async analyze(client: ClientBase): Promise<void> {
    this.appliedSinceAnalyze = 0;
    const tables = Object.keys(READ_MODEL_TABLES).map((table) => qualified(this.schema, table));
    const started = Date.now();
    await client.query(`ANALYZE ${tables.join(', ')}`);
    this.logger.info(`projector: caught up, analyzed ${tables.length} read-model tables in ${Date.now() - started} ms`);
  }

  private committed(outcome: { to: bigint; events: number }): void {
    this.applied += outcome.events;
    this.appliedSinceAnalyze += outcome.events;
    this.failuresInARow = 0;
    if (this.isolateThrough !== undefined && outcome.to >= this.isolateThrough) this.isolateThrough = undefined;
    if (this.standing && outcome.to >= BigInt(this.standing.position)) {
      this.logger.info(`[projector ${this.schema}] event ${this.standing.position} (${this.standing.type}) applied at last: the read models move again`);
      this.standing = undefined;
      this.lastLogged = undefined;
    } else if (!this.standing) this.lastLogged = undefined;
    this.setPosition(outcome.to);
  }

  /**
   * After an error: narrows a failed batch down to its event at fault, records that event where the
   * API reads it (health, the books' health check, the 202 and 503 answers) and logs each distinct
   * failure once. Answers the pause before the next attempt (doubling up to maxRetryDelayMs): the
   * projector never gives up by itself, since a transient failure heals and a fixed cause lets the event pass.
   */
  private async failed(error: Error): Promise<number> {
    const batch = error instanceof BatchFailure ? error : undefined;
    const message = batch ? batch.reason.message : error.message;
    if (batch && batch.events.length > 1) {
      const last = batch.events[batch.events.length - 1].globalPosition;
      if (this.isolateThrough === undefined || last > this.isolateThrough) this.isolateThrough = last;
      // The events refused: look for the one at fault at once. The connection failed: wait first.
      const delay = batch.transient ? this.nextRetryDelay() : 0;
      this.logOnce(
        `batch ${batch.events[0].globalPosition}\u0000${message}`,
        `[projector ${this.schema}] a batch of ${batch.events.length} events (positions ${batch.events[0].globalPosition} to ${last}) failed: ${message}; applying them one at a time${delay ? ` in ${delay} ms` : ''} to find the one at fault`,
      );
      return delay;
    }
    const delay = this.nextRetryDelay();
    const event = batch && !batch.transient ? batch.events[0] : undefined;
    if (!event) {
      this.logOnce(message, `[projector ${this.schema}] ${error.stack ?? message}; retrying in ${delay} ms (doubling up to ${this.maxRetryDelayMs} ms)`);
      return delay;
    }
    const position = String(event.globalPosition);
    const failure: ProjectorFailure = {
      position,
      stream: event.streamName,
      type: event.type,
      eventId: event.id,
      error: message,
      since: this.standing?.position === position ? this.standing.since : new Date().toISOString(),
    };
    this.standing = failure;
    await this.recordFailure(failure);
    this.logOnce(
      `${position}\u0000${message}`,
      `[projector ${this.schema}] cannot apply event ${position} (${event.type}, stream ${event.streamName}, id ${event.id}): ${message}. ` +
        `The read models stay at position ${this.current} and every later event waits for it; retrying every ${this.maxRetryDelayMs / 1000} s at most (GET /api/health shows it)`,
    );
    this.events.emit('failure', failure);
    return delay;
  }

  /** The pause before the next attempt: retryDelayMs, doubling with each failure since the last commit, at most maxRetryDelayMs. */
  private nextRetryDelay(): number {
    this.failuresInARow += 1;
    return Math.min(this.retryDelayMs * 2 ** Math.min(this.failuresInARow - 1, 20), this.maxRetryDelayMs);
  }

  private logOnce(key: string, message: string): void {
    if (this.lastLogged === key) return;
    this.lastLogged = key;
    this.logger.error(message);
  }

  /**
   * Writes the failure beside the checkpoint, on a connection of its own: the batch's transaction
   * rolled back and its connection is dropped. Only while the checkpoint has not passed it.
   */
  private async recordFailure(failure: ProjectorFailure): Promise<void> {
    const sql = `UPDATE ${this.checkpointTable} SET failure = $2::jsonb WHERE name = $1 AND position < $3::bigint`;
    const values = [CHECKPOINT_NAME, JSON.stringify(failure), failure.position];
    try {
      if (this.options.pool) {
        await this.options.pool.query(sql, values);
        return;
      }
      const client = new Client({ connectionString: this.options.databaseUrl, application_name: `projector:${this.schema}:failure`, connectionTimeoutMillis: 5000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query(sql, values);
      } finally {
        await client.end().catch(() => undefined);
      }
    } catch (error) {
      this.logger.warn(`[projector ${this.schema}] could not record the failure of event ${failure.position}: ${asError(error).message}`);
    }
  }

  private setPosition(position: bigint): void {
    this.current = position;
    this.events.emit('checkpoint', position);
  }

  private async connect(): Promise<Connection> {
    if (this.options.pool) {
      const client: PoolClient = await this.options.pool.connect();
      const ignore = () => undefined; // a broken connection surfaces through the next query
      client.on('error', ignore);
      let released = false;
      return {
        client,
        close: async (broken) => {
          if (released) return;
          released = true;
          client.off('error', ignore);
          // Session advisory locks outlive a pool checkout: unlock, or drop a broken connection.
          if (!broken && this.lock) {
            const ok = await client.query('SELECT pg_advisory_unlock_all()').then(() => true, () => false);
            client.release(ok ? undefined : true);
          } else client.release(broken ? true : undefined);
        },
      };
    }
    const client = new Client({ connectionString: this.options.databaseUrl, application_name: `projector:${this.schema}` });
    client.on('error', () => undefined); // surfaced by the next query; see consume()
    await client.connect();
    let ended = false;
    return {
      client,
      close: async () => {
        if (ended) return;
        ended = true;
        await client.end().catch(() => undefined);
      },
    };
  }

  private async deactivate(broken: boolean): Promise<void> {
    this.activeForBatches = false;
    const connection = this.connection;
    this.connection = undefined;
    await connection?.close(broken);
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.events.off('stop', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.events.once('stop', done);
    });
  }
}

/**
 * The projector as a service runs it: the read-model migrations first (the projector owns the
 * schema), then catch-up and live projection. Readers wait for the migrations instead.
 */
export async function startProjector(options: ProjectorOptions & { databaseUrl: string }): Promise<Projector> {
  const schema = options.schema ?? READ_MODELS_SCHEMA;
  const applied = await migrateReadModels(options.databaseUrl, schema);
  if (applied.length > 0) options.logger?.info(`[projector] migrated ${schema}: ${applied.join(', ')}`);
  const projector = new Projector(options);
  await projector.start();
  return projector;
}
