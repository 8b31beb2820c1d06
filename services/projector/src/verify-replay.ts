import { Pool, type PoolClient } from 'pg';
import type { EventStore, RecordedEvent, Subscription } from '@dealer/event-store';
import { readProjectorState, READ_MODELS_SCHEMA, type ProjectorFailure } from '@dealer/read-models';
import { readCheckpoint } from './checkpoint';
import { Projector, type ProjectorLogger } from './projector';
import { READ_MODEL_TABLES } from './projections';
import { freshCopy } from './rebuild';
import { batchLockKey, qualified, quoteIdent, rebuildLockKey } from './sql';

/** One row that differs: its key, and the row as the live table and as the replay have it (null where it is missing). */
export interface RowDifference {
  key: Record<string, unknown>;
  live: Record<string, unknown> | null;
  replay: Record<string, unknown> | null;
  /** The columns whose values differ, when the row is in both. */
  columns: string[];
}

export interface TableComparison {
  table: string;
  liveRows: number;
  replayRows: number;
  liveChecksum: string;
  replayChecksum: string;
  equal: boolean;
  /** Rows in one and not the other (a changed row counts once on each side). */
  differingRows: number;
  /** The first differences, at most `maxRowsShown`. */
  differences: RowDifference[];
}

export interface ReplayVerification {
  /** Every table equal, row for row. */
  valid: boolean;
  /** The position both were compared at: the live checkpoint, the replay stopped exactly there. */
  position: bigint;
  /** The log's head when the verification began. */
  headPosition: bigint;
  /**
   * The live read models reached that head by the time they were compared. When not, equal tables
   * prove nothing about the events after `position`: the live projector is stopped or stuck there.
   */
  reachedHead: boolean;
  /** The event the live projector cannot apply, when it recorded one. */
  liveFailure: ProjectorFailure | null;
  events: number;
  seconds: number;
  tables: TableComparison[];
}

export interface VerifyReplayOptions {
  databaseUrl: string;
  eventStore: EventStore;
  /** The live schema; default `read_models`. The replay is built in `<schema>_verify` and dropped. */
  schema?: string;
  batchSize?: number;
  /** Differing rows shown per table (default 10). */
  maxRowsShown?: number;
  logger?: ProjectorLogger;
  onProgress?: (message: string) => void;
  /** How long the live checkpoint may take to reach the head the verification began at; default 10 s. */
  headWaitMs?: number;
}

export const verifySchemaOf = (schema: string) => `${schema}_verify`;

/**
 * The log as a store that ends at `last`: a subscription delivers the events up to it and then
 * waits until closed, so a projector stops exactly there however far the log has grown.
 */
function endingAt(store: EventStore, last: bigint): EventStore {
  const bounded = Object.create(store) as EventStore;
  bounded.subscribeToAll = (after: bigint): Subscription => {
    const inner = after < last ? store.subscribeToAll(after) : undefined;
    let closed = false;
    let wake: (() => void) | undefined;
    return {
      async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent> {
        if (inner) {
          for await (const event of inner) {
            if (event.globalPosition > last) break;
            yield event;
            if (event.globalPosition === last) break;
          }
        }
        if (!closed) await new Promise<void>((resolve) => (wake = resolve));
      },
      async close() {
        closed = true;
        wake?.();
        await inner?.close();
      },
    };
  };
  return bounded;
}

/**
 * Replay proves itself: the whole log is replayed into a fresh copy (`<schema>_verify`, without
 * its secondary indexes, as a rebuild does) up to the live projector's checkpoint, and every
 * read-model table is compared with the live one at that same position: a checksum per table,
 * then, for a table that differs, the differing rows paired by primary key. The live projector
 * keeps running; it is paused only for the instant in which the comparison's snapshot is taken
 * (the rebuild's swap fence), so both sides are read at exactly the same position.
 */
export async function verifyReplay(options: VerifyReplayOptions): Promise<ReplayVerification> {
  const live = options.schema ?? READ_MODELS_SCHEMA;
  const copy = verifySchemaOf(live);
  const started = Date.now();
  const say = (message: string) => options.onProgress?.(message);
  const pool = new Pool({ connectionString: options.databaseUrl, max: 4, application_name: `projector-verify:${live}` });
  pool.on('error', () => undefined);
  const replay = new CopyReplay(pool, options, copy, say);
  let session: PoolClient | undefined;
  let snapshot: PoolClient | undefined;
  try {
    session = await pool.connect();
    // One rebuild or verification of a schema at a time: a swap would change the live side under us.
    await session.query('SELECT pg_advisory_lock($1::bigint)', [rebuildLockKey(live)]);
    const { rows: present } = await session.query('SELECT to_regclass($1) IS NOT NULL AS present', [`${quoteIdent(live)}.projection_checkpoint`]);
    if (!present[0].present) throw new Error(`There are no live read models in ${live} to compare with`);
    const headPosition = await options.eventStore.headPosition();
    say(`migrating ${copy} from scratch`);
    await freshCopy(session, options.databaseUrl, copy);

    // Replay up to the live checkpoint (twice: the second round catches up with what the live
    // projector did meanwhile). Then, under the swap fence, replay the last few events up to where
    // it stands and take the comparison's snapshot, in which both sides are at exactly that position.
    for (let round = 0; round < 2; round += 1) await replay.to(await readCheckpoint(session, live));
    await waitForLiveHead(session, live, headPosition, options.headWaitMs ?? 10_000);
    snapshot = await snapshotUnderFence(pool, session, live, replay);

    const position = replay.position;
    say(`comparing ${Object.keys(READ_MODEL_TABLES).length} tables at position ${position}`);
    const tables: TableComparison[] = [];
    for (const [table, order] of Object.entries(READ_MODEL_TABLES)) {
      tables.push(await compareTable(snapshot, live, copy, table, order, options.maxRowsShown ?? 10));
    }
    const { failure: liveFailure } = await readProjectorState(snapshot, live);
    await snapshot.query('COMMIT');
    await session.query(`DROP SCHEMA IF EXISTS ${quoteIdent(copy)} CASCADE`);
    return {
      valid: tables.every((table) => table.equal),
      position,
      headPosition,
      reachedHead: position >= headPosition,
      liveFailure,
      events: replay.events,
      seconds: (Date.now() - started) / 1000,
      tables,
    };
  } finally {
    await replay.stop();
    if (snapshot) await releaseSnapshot(snapshot);
    if (session) {
      await session.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      session.release();
    }
    await pool.end();
  }
}

/** The replay into the copy: a private projector (no leader lock, no NOTIFY) run to each target in turn, stopping exactly there. */
class CopyReplay {
  position = 0n;
  events = 0;
  private projector: Projector | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly options: VerifyReplayOptions,
    private readonly copy: string,
    private readonly say: (message: string) => void,
  ) {}

  async to(target: bigint): Promise<void> {
    if (target <= this.position) return;
    this.say(`replaying the log into ${this.copy} up to position ${target}`);
    const { options } = this;
    const projector = new Projector({ pool: this.pool, eventStore: endingAt(options.eventStore, target), schema: this.copy, batchSize: options.batchSize, advisoryLock: false, notifyChannel: null, logger: options.logger, analyzeAfterEvents: Number.POSITIVE_INFINITY });
    this.projector = projector;
    await projector.start();
    let seen = projector.position;
    // An event the replay cannot apply ends the verification with an error naming it.
    while (!(await projector.reachOrFail(target, 60_000))) {
      if (projector.position === seen) throw new Error(`the replay stalled at position ${seen} (target ${target})`);
      seen = projector.position;
    }
    await projector.stop();
    this.events += projector.eventsApplied;
    this.position = projector.position;
    this.projector = undefined;
  }

  /** Stops a replay an error left running. */
  async stop(): Promise<void> {
    await this.projector?.stop().catch(() => undefined);
  }
}

/**
 * A running live projector passes the head the verification began at long before this (the
 * replay took longer than its lag); one stopped or stuck does not: give it a bounded moment.
 */
async function waitForLiveHead(session: PoolClient, live: string, headPosition: bigint, waitMs: number): Promise<void> {
  const waitUntil = Date.now() + waitMs;
  for (let state = await readProjectorState(session, live); state.position < headPosition && !state.failure && Date.now() < waitUntil; state = await readProjectorState(session, live)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Under the swap fence (the live schema's batch lock held exclusively: no live batch in flight, the
 * live projector waits), the replay catches up with the live checkpoint and a repeatable-read
 * snapshot is opened, in which both sides stand at exactly that position; the caller commits it.
 */
async function snapshotUnderFence(pool: Pool, session: PoolClient, live: string, replay: CopyReplay): Promise<PoolClient> {
  let snapshot: PoolClient | undefined;
  await session.query('BEGIN');
  try {
    await session.query(`SELECT pg_advisory_xact_lock(${batchLockKey(live)})`);
    const livePosition = await readCheckpoint(session, live);
    if (livePosition < replay.position) throw new Error(`the live checkpoint went back from ${replay.position} to ${livePosition}`);
    await replay.to(livePosition);
    snapshot = await pool.connect();
    await snapshot.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await snapshot.query('SELECT 1');
    await session.query('COMMIT');
    return snapshot;
  } catch (error) {
    await session.query('ROLLBACK').catch(() => undefined);
    if (snapshot) await releaseSnapshot(snapshot);
    throw error;
  }
}

async function releaseSnapshot(snapshot: PoolClient): Promise<void> {
  await snapshot.query('ROLLBACK').catch(() => undefined);
  snapshot.release();
}

/** The checksum of a table: its rows (as jsonb, so column order does not matter) in the dump's order. */
const checksumSql = (schema: string, table: string, order: string) =>
  `SELECT count(*)::bigint AS rows, coalesce(md5(string_agg(md5(to_jsonb(t)::text), '' ORDER BY ${order})), md5('')) AS checksum FROM ${qualified(schema, table)} AS t`;

async function compareTable(db: PoolClient, live: string, copy: string, table: string, order: string, maxRowsShown: number): Promise<TableComparison> {
  const [{ rows: [liveSum] }, { rows: [replaySum] }] = [await db.query(checksumSql(live, table, order)), await db.query(checksumSql(copy, table, order))];
  const comparison: TableComparison = {
    table,
    liveRows: Number(liveSum.rows),
    replayRows: Number(replaySum.rows),
    liveChecksum: liveSum.checksum,
    replayChecksum: replaySum.checksum,
    equal: liveSum.checksum === replaySum.checksum && liveSum.rows === replaySum.rows,
    differingRows: 0,
    differences: [],
  };
  if (comparison.equal) return comparison;

  const onlyIn = (from: string, other: string) =>
    `SELECT to_jsonb(t) AS row FROM ${qualified(from, table)} AS t EXCEPT ALL SELECT to_jsonb(t) FROM ${qualified(other, table)} AS t`;
  const [{ rows: [count] }, { rows: onlyLive }, { rows: onlyReplay }, { rows: keyColumns }] = [
    await db.query(`SELECT (SELECT count(*) FROM (${onlyIn(live, copy)}) d) + (SELECT count(*) FROM (${onlyIn(copy, live)}) d) AS n`),
    await db.query(`SELECT row FROM (${onlyIn(live, copy)}) d LIMIT ${maxRowsShown * 4}`),
    await db.query(`SELECT row FROM (${onlyIn(copy, live)}) d LIMIT ${maxRowsShown * 4}`),
    await db.query(
      `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
        WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
      [qualified(live, table)],
    ),
  ];
  comparison.differingRows = Number(count.n);
  const keys: string[] = keyColumns.length > 0 ? keyColumns.map((column: { name: string }) => column.name) : order.split(',').map((column) => column.trim().split(/\s+/)[0]);
  const keyOf = (row: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, row[key]]));
  const keyText = (row: Record<string, unknown>) => JSON.stringify(keys.map((key) => row[key]));
  const replayByKey = new Map(onlyReplay.map(({ row }: { row: Record<string, unknown> }) => [keyText(row), row]));
  for (const { row } of onlyLive as { row: Record<string, unknown> }[]) {
    if (comparison.differences.length >= maxRowsShown) break;
    const replay = replayByKey.get(keyText(row)) ?? null;
    replayByKey.delete(keyText(row));
    const columns = replay ? Object.keys({ ...row, ...replay }).filter((column) => JSON.stringify(row[column]) !== JSON.stringify(replay[column])) : [];
    comparison.differences.push({ key: keyOf(row), live: row, replay, columns });
  }
  for (const row of replayByKey.values()) {
    if (comparison.differences.length >= maxRowsShown) break;
    comparison.differences.push({ key: keyOf(row), live: null, replay: row, columns: [] });
  }
  return comparison;
}

const shorten = (value: unknown, length = 160) => {
  const text = JSON.stringify(value);
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
};

/** Why the comparison does not cover the whole log, or null when it does. */
export function describeUnreachedHead(result: Pick<ReplayVerification, 'position' | 'headPosition' | 'reachedHead' | 'liveFailure'>): string | null {
  if (result.reachedHead) return null;
  const why = result.liveFailure
    ? `the live projector cannot apply event ${result.liveFailure.position} (${result.liveFailure.type}, stream ${result.liveFailure.stream}): ${result.liveFailure.error}`
    : 'the live projector did not get there (is it running?)';
  return `the read models stopped at position ${result.position}, below the log's head ${result.headPosition}: ${why}`;
}

/** The verification as lines for a terminal: a line per table, then each differing row (bounded). */
export function describeReplayVerification(result: ReplayVerification): string[] {
  const lines: string[] = [];
  for (const table of result.tables) {
    if (table.equal) {
      lines.push(`  ok      ${table.table}: ${table.liveRows} rows, checksum ${table.liveChecksum}`);
      continue;
    }
    lines.push(`  DIFFERS ${table.table}: live ${table.liveRows} rows (checksum ${table.liveChecksum}), replay ${table.replayRows} rows (checksum ${table.replayChecksum}); ${table.differingRows} differing rows`);
    for (const difference of table.differences) {
      const key = shorten(difference.key);
      if (difference.live && difference.replay) {
        lines.push(`    ${key}: ${difference.columns.map((column) => `${column} live ${shorten(difference.live![column], 60)} ≠ replay ${shorten(difference.replay![column], 60)}`).join('; ')}`);
      } else if (difference.live) lines.push(`    ${key}: only in the live table: ${shorten(difference.live)}`);
      else lines.push(`    ${key}: only in the replay: ${shorten(difference.replay)}`);
    }
    const shownRows = table.differences.reduce((sum, difference) => sum + (difference.live && difference.replay ? 2 : 1), 0);
    if (table.differingRows > shownRows) lines.push(`    … and ${table.differingRows - shownRows} more differing rows`);
  }
  return lines;
}
