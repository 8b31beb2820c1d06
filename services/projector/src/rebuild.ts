import { Pool, type PoolClient } from 'pg';
import type { EventStore } from '@dealer/event-store';
import { checkpointChannelOf, nextSchemaOf, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { readCheckpoint } from './checkpoint';
import { migrateReadModels } from '@dealer/read-models';
import { Projector, type ProjectorLogger } from './projector';
import { READ_MODEL_TABLES } from './projections';
import { batchLockKey, qualified, quoteIdent, quoteLiteral, rebuildLockKey } from './sql';

export interface RebuildProgress {
  phase: 'migrating' | 'replaying' | 'indexing' | 'swapping' | 'done';
  /** Checkpoint of the copy being built. */
  position: bigint;
  /** Position the replay is heading for (the log's head when the phase began). */
  target: bigint;
  /** Events replayed so far. */
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

export interface RebuildOptions {
  databaseUrl: string;
  eventStore: EventStore;
  /** The live schema to replace; default `read_models`. The copy is built in `<schema>_next`. */
  schema?: string;
  batchSize?: number;
  /** Called about once a second while replaying, and at each phase change. */
  onProgress?: (progress: RebuildProgress) => void;
  progressIntervalMs?: number;
  logger?: ProjectorLogger;
}

export interface RebuildResult {
  /** Checkpoint of the read models swapped in. */
  position: bigint;
  events: number;
  seconds: number;
}

/**
 * Rebuilds the read models from the whole log without stopping the live side (DESIGN §4):
 *
 * 1. `<schema>_next` is dropped and migrated from scratch, and a private projector (no leader
 *    lock, no NOTIFY) replays the log into it up to the head, reporting progress. Its secondary
 *    indexes are dropped before the replay and built once after it, as pg_restore does: keeping
 *    them up to date row by row was the largest part of the replay's cost. Only unique indexes
 *    stay, since the projections' upserts and entry numbering read them.
 * 2. The swap is one transaction: it takes the live schema's *batch* advisory lock exclusively.
 *    Every live batch transaction takes that lock shared before touching anything, so the live
 *    projector finishes its batch in flight and then holds off — it is paused, not stopped. If the
 *    live checkpoint has moved past the copy meanwhile, the swap rolls back, the copy catches up
 *    and the swap is retried. Otherwise `DROP SCHEMA <schema> CASCADE; ALTER SCHEMA <schema>_next
 *    RENAME TO <schema>` and a NOTIFY of the copy's position, then COMMIT.
 * 3. The live projector's paused batch then re-reads the checkpoint (`FOR UPDATE`) in the swapped
 *    schema: equal to its own position, it simply continues; ahead of it, it rolls back and
 *    resubscribes from the new checkpoint. Readers see the old tables or the new ones, never a mix.
 *
 * Only one rebuild of a schema runs at a time (another advisory lock).
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildResult> {
  const live = options.schema ?? READ_MODELS_SCHEMA;
  const next = nextSchemaOf(live);
  const started = Date.now();
  const pool = new Pool({ connectionString: options.databaseUrl, max: 4, application_name: `projector-rebuild:${live}` });
  pool.on('error', () => undefined);
  let session: PoolClient | undefined;
  let projector: Projector | undefined;
  let target = 0n;
  let position = 0n;
  let phase: RebuildProgress['phase'] = 'migrating';
  const report = () => {
    const seconds = (Date.now() - started) / 1000;
    const events = eventsDone + (projector?.eventsApplied ?? 0);
    options.onProgress?.({ phase, position: projector?.position ?? position, target, events, seconds, eventsPerSecond: seconds > 0 ? Math.round(events / seconds) : 0 });
  };
  let eventsDone = 0;
  const timer = setInterval(() => phase === 'replaying' && report(), options.progressIntervalMs ?? 1000);
  try {
    session = await pool.connect();
    await session.query('SELECT pg_advisory_lock($1::bigint)', [rebuildLockKey(live)]);
    report();
    const secondaryIndexes = await freshCopy(session, options.databaseUrl, next);

    const replayTo = async (to: bigint) => {
      target = to;
      phase = 'replaying';
      report();
      projector = new Projector({ pool, eventStore: options.eventStore, schema: next, batchSize: options.batchSize, advisoryLock: false, notifyChannel: null, logger: options.logger, analyzeAfterEvents: Number.POSITIVE_INFINITY });
      await projector.start();
      // An event the replay cannot apply stops the rebuild with an error naming it (UnappliedEventError).
      while (!(await projector.reachOrFail(to, 60_000))) {
        if (projector.position === position) throw new Error(`rebuild stalled at position ${position} (target ${to})`);
        position = projector.position;
      }
      await projector.stop();
      position = projector.position;
      eventsDone += projector.eventsApplied;
      projector = undefined;
    };

    await replayTo(await options.eventStore.headPosition());
    phase = 'indexing';
    report();
    await finishCopy(pool, session, next, secondaryIndexes);
    for (let attempt = 1; ; attempt += 1) {
      phase = 'swapping';
      report();
      // After two misses under a busy log, the copy catches up while the swap holds the live batch
      // lock: the live projector pauses for that last stretch, so the swap always lands.
      const catchUpWhileLocked = attempt > 2 ? async (to: bigint) => (await replayTo(to), position) : undefined;
      const livePosition = await swapInUnlessBehind(session, live, next, position, catchUpWhileLocked);
      if (livePosition === undefined) break;
      if (attempt >= 20) throw new Error('rebuild could not catch up with the live projector');
      await replayTo(livePosition);
    }
    phase = 'done';
    const result = { position, events: eventsDone, seconds: (Date.now() - started) / 1000 };
    options.onProgress?.({ phase, position, target, events: eventsDone, seconds: result.seconds, eventsPerSecond: Math.round(eventsDone / Math.max(result.seconds, 0.001)) });
    return result;
  } finally {
    clearInterval(timer);
    await (projector as Projector | undefined)?.stop().catch(() => undefined);
    if (session) {
      await session.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      session.release();
    }
    await pool.end();
  }
}

/** Drops `next` and migrates it from scratch, then drops its secondary indexes for the replay (returned, to build again after it). */
export async function freshCopy(session: PoolClient, databaseUrl: string, next: string): Promise<SecondaryIndex[]> {
  await session.query(`DROP SCHEMA IF EXISTS ${quoteIdent(next)} CASCADE`);
  await migrateReadModels(databaseUrl, next);
  return dropSecondaryIndexes(session, next);
}

/** Builds the replayed copy's indexes again, then its statistics. */
async function finishCopy(pool: Pool, session: PoolClient, next: string, secondaryIndexes: readonly SecondaryIndex[]): Promise<void> {
  await createIndexes(pool, secondaryIndexes);
  // Statistics once, on the finished tables and their indexes, so the swapped-in copy plans well at once.
  await session.query(`ANALYZE ${Object.keys(READ_MODEL_TABLES).map((table) => qualified(next, table)).join(', ')}`);
}

/**
 * The swap, in one transaction holding the live schema's batch lock exclusively: the copy (at
 * `position`) replaces the live schema, unless the live checkpoint has moved past it meanwhile;
 * then, with `catchUpWhileLocked`, the copy replays up to it under the lock and swaps; without,
 * it rolls back and answers the live position for the copy to catch up to.
 */
async function swapInUnlessBehind(
  session: PoolClient,
  live: string,
  next: string,
  position: bigint,
  catchUpWhileLocked?: (to: bigint) => Promise<bigint>,
): Promise<bigint | undefined> {
  await session.query('BEGIN');
  try {
    await session.query(`SELECT pg_advisory_xact_lock(${batchLockKey(live)})`);
    const { rows } = await session.query('SELECT to_regclass($1) IS NOT NULL AS present', [`${quoteIdent(live)}.projection_checkpoint`]);
    const livePosition = rows[0].present ? await readCheckpoint(session, live) : 0n;
    // Holding the lock, the live checkpoint cannot move: the copy may catch up to it and swap now.
    if (livePosition > position && catchUpWhileLocked) position = await catchUpWhileLocked(livePosition);
    if (livePosition > position) {
      await session.query('ROLLBACK');
      return livePosition;
    }
    await session.query(`DROP SCHEMA IF EXISTS ${quoteIdent(live)} CASCADE`);
    await session.query(`ALTER SCHEMA ${quoteIdent(next)} RENAME TO ${quoteIdent(live)}`);
    await session.query(`SELECT pg_notify(${quoteLiteral(checkpointChannelOf(live))}, '${position}')`);
    await session.query('COMMIT');
    return undefined;
  } catch (error) {
    await session.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** A secondary index dropped for the replay: its table and the statement that builds it again. */
interface SecondaryIndex {
  table: string;
  definition: string;
}

/**
 * Drops the indexes of `schema` that no projection needs while it writes (neither unique nor
 * behind a constraint: projections only look rows up by key) and returns them.
 */
export async function dropSecondaryIndexes(client: PoolClient, schema: string): Promise<SecondaryIndex[]> {
  const { rows } = await client.query<{ name: string; table: string; definition: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name, i.indrelid::regclass::text AS table,
            pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND NOT i.indisunique AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname`,
    [schema],
  );
  if (rows.length > 0) await client.query(`DROP INDEX ${rows.map((row) => row.name).join(', ')}`);
  return rows.map(({ table, definition }) => ({ table, definition }));
}

/** Builds the indexes two at a time, on two of the pool's connections, those of the largest tables first. */
async function createIndexes(pool: Pool, indexes: readonly SecondaryIndex[]): Promise<void> {
  const tables = [...new Set(indexes.map((index) => index.table))];
  const { rows } = await pool.query<{ table: string; bytes: string }>(
    'SELECT t AS table, pg_relation_size(t::regclass) AS bytes FROM unnest($1::text[]) AS t',
    [tables],
  );
  const size = new Map(rows.map((row) => [row.table, Number(row.bytes)]));
  const queue = [...indexes].sort((a, b) => size.get(b.table)! - size.get(a.table)!);
  const worker = async () => {
    for (let index = queue.shift(); index; index = queue.shift()) await pool.query(index.definition);
  };
  await Promise.all([worker(), worker()]);
}
