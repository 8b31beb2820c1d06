import { createHash } from 'node:crypto';
import { Client, Pool, type ClientConfig, type PoolClient } from 'pg';
import {
  DuplicateEventError,
  WrongExpectedRevisionError,
  type AppendRequest,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
  type Subscription,
} from '../port';

/** Channel every append NOTIFYs (payload: the last global position appended) once it commits. */
export const DEFAULT_NOTIFY_CHANNEL = 'events_appended';

export interface PostgresEventStoreOptions {
  /** Schema holding the `events` table (created by `ensureSchema()`); default `public`. */
  schema?: string;
  /** LISTEN/NOTIFY channel; default `events_appended`. */
  notifyChannel?: string;
  /** Rows fetched per page by subscriptions; default 1000. */
  batchSize?: number;
  /** Fallback poll interval of live subscriptions in ms; default 500. */
  pollIntervalMs?: number;
}

interface EventRow {
  global_position: string;
  stream_name: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** 64-bit advisory-lock key (as a decimal string, for a bigint parameter). */
const lockKey = (text: string): string =>
  createHash('sha256').update(text).digest().readBigInt64BE(0).toString();

const SELECT_COLUMNS =
  'global_position, stream_name, stream_revision, event_id, type, data, metadata';

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  streamName: row.stream_name,
  streamRevision: Number(row.stream_revision),
  globalPosition: BigInt(row.global_position),
});

const matches = (expected: ExpectedRevision, current: number): boolean => {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return current === -1;
    case 'stream_exists':
      return current >= 0;
    default:
      return current === expected;
  }
};

interface PgError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
}

/**
 * Event store on PostgreSQL (DESIGN §3).
 *
 * Appends: one transaction; per-stream `pg_advisory_xact_lock`s taken in key order (no
 * deadlocks) serialise writers of a stream while the expected revisions are checked; the
 * INSERT itself runs inside a short global critical section (a session advisory lock taken and
 * released by the INSERT statement itself, before COMMIT) so transaction ids and global
 * positions are handed out in the same order (without it, a transaction that got its id early
 * but its positions late could let readers skip a position; the concurrency test catches that). Together with the readers' filter
 * `transaction_id < pg_snapshot_xmin(pg_current_snapshot())` this guarantees that a reader
 * never returns a position while a smaller one can still commit: nothing is ever skipped.
 */
export class PostgresEventStore implements EventStore {
  readonly pool: Pool;
  readonly schema: string;
  readonly notifyChannel: string;
  private readonly ownsPool: boolean;
  private readonly table: string;
  private readonly sectionKey: string;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly subscriptions = new Set<PostgresSubscription>();
  private closed = false;

  constructor(poolOrConnectionString: Pool | string, options: PostgresEventStoreOptions = {}) {
    if (typeof poolOrConnectionString === 'string') {
      this.pool = new Pool({ connectionString: poolOrConnectionString });
      this.ownsPool = true;
    } else {
      this.pool = poolOrConnectionString;
      this.ownsPool = false;
    }
    this.schema = options.schema ?? 'public';
    this.notifyChannel = options.notifyChannel ?? DEFAULT_NOTIFY_CHANNEL;
    this.batchSize = options.batchSize ?? 1000;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.table = `${quoteIdent(this.schema)}.events`;
    this.sectionKey = lockKey(`${this.schema}\u0000events:append`);
  }

  /** Creates the schema, `events` table and the append-only trigger if missing (idempotent). */
  async ensureSchema(): Promise<void> {
    const schema = quoteIdent(this.schema);
    const table = this.table;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Serialise concurrent ensureSchema() calls: concurrent CREATE ... IF NOT EXISTS can fail.
      await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [
        lockKey(`${this.schema}\u0000events:ensure-schema`),
      ]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await client.query(`
        CREATE TABLE IF NOT EXISTS ${table} (
          global_position bigserial PRIMARY KEY,
          stream_name text NOT NULL,
          stream_revision bigint NOT NULL,
          event_id uuid NOT NULL UNIQUE,
          type text NOT NULL,
          data jsonb NOT NULL,
          metadata jsonb NOT NULL,
          transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
          created_at timestamptz NOT NULL DEFAULT now(),
          CONSTRAINT events_stream_revision_key UNIQUE (stream_name, stream_revision)
        )`);
      await client.query(`
        CREATE OR REPLACE FUNCTION ${schema}.events_refuse_change() RETURNS trigger
        LANGUAGE plpgsql AS $fn$
        BEGIN
          RAISE EXCEPTION 'events is append-only: % on %.% is not allowed', TG_OP, TG_TABLE_SCHEMA, TG_TABLE_NAME
            USING ERRCODE = 'restrict_violation';
        END
        $fn$`);
      const existing = await client.query(
        `SELECT 1 FROM pg_trigger WHERE tgrelid = $1::regclass AND tgname = 'events_append_only'`,
        [table],
      );
      if (existing.rowCount === 0) {
        await client.query(`
          CREATE TRIGGER events_append_only
          BEFORE UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.events_refuse_change()`);
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async append(requests: AppendRequest[]): Promise<AppendResult> {
    this.assertOpen();
    const streams = [...new Set(requests.map((r) => r.stream))];
    if (streams.length === 0) return { streamRevisions: {}, position: 0n };

    const client = await this.pool.connect();
    let sectionHeld = false;
    let broken: Error | undefined;
    try {
      // 1. BEGIN and the per-stream locks in one round trip (keys are integers we computed, safe
      //    to inline), taken in key order so two multi-stream appends cannot deadlock.
      const keys = [...new Set(streams.map((s) => BigInt(lockKey(`${this.schema}\u0000${s}`))))].sort(
        (a, b) => (a < b ? -1 : a > b ? 1 : 0),
      );
      await client.query(
        ['BEGIN', ...keys.map((k) => `SELECT pg_advisory_xact_lock(${k.toString()}::bigint)`)].join('; '),
      );

      // 2. Current revisions (a fresh statement snapshot, taken after the locks).
      const current = new Map<string, number>();
      const revs = await client.query<{ stream: string; rev: string | null }>(
        `SELECT s AS stream, (SELECT max(stream_revision) FROM ${this.table} WHERE stream_name = s) AS rev
         FROM unnest($1::text[]) AS s`,
        [streams],
      );
      for (const row of revs.rows) current.set(row.stream, row.rev === null ? -1 : Number(row.rev));

      // 3. Check every expectation before writing anything.
      const streamNames: string[] = [];
      const revisions: number[] = [];
      const ids: string[] = [];
      const types: string[] = [];
      const datas: string[] = [];
      const metadatas: string[] = [];
      for (const request of requests) {
        const rev = current.get(request.stream) ?? -1;
        if (!matches(request.expectedRevision, rev)) {
          throw new WrongExpectedRevisionError(
            request.stream,
            request.expectedRevision,
            rev === -1 ? 'no_stream' : rev,
          );
        }
        let next = rev;
        for (const event of request.events) {
          next += 1;
          streamNames.push(request.stream);
          revisions.push(next);
          ids.push(event.id);
          types.push(event.type);
          datas.push(JSON.stringify(event.data ?? null));
          metadatas.push(JSON.stringify(event.metadata ?? {}));
        }
        current.set(request.stream, next);
      }

      const streamRevisions: Record<string, number> = {};
      for (const s of streams) streamRevisions[s] = current.get(s) ?? -1;
      if (ids.length === 0) {
        await client.query('COMMIT');
        return { streamRevisions, position: 0n };
      }

      // 4. Global critical section, in one statement: take the section lock, INSERT (which assigns
      //    this transaction's id and draws the positions), release the lock once every row is in,
      //    and queue the NOTIFY (delivered only if and when the transaction commits).
      sectionHeld = true;
      const inserted = await client.query<{ position: string }>(
        `WITH section AS MATERIALIZED (SELECT pg_advisory_lock($1::bigint) AS locked),
         ins AS (
           INSERT INTO ${this.table} (stream_name, stream_revision, event_id, type, data, metadata)
           SELECT u.s, u.r, u.i, u.t, u.d::jsonb, u.m::jsonb
           FROM section,
                unnest($2::text[], $3::bigint[], $4::uuid[], $5::text[], $6::text[], $7::text[])
                  WITH ORDINALITY AS u(s, r, i, t, d, m, o)
           ORDER BY u.o
           RETURNING global_position
         ),
         top AS (SELECT max(global_position) AS position FROM ins)
         SELECT top.position::text AS position,
                pg_advisory_unlock($1::bigint) AS unlocked,
                pg_notify($8, top.position::text) AS notified
         FROM top`,
        [this.sectionKey, streamNames, revisions, ids, types, datas, metadatas, this.notifyChannel],
      );
      const position = BigInt(inserted.rows[0].position);
      sectionHeld = false;
      await client.query('COMMIT');
      return { streamRevisions, position };
    } catch (err) {
      await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      if (sectionHeld) {
        // Session-level locks survive ROLLBACK: release it (or drop the connection).
        await client
          .query('SELECT pg_advisory_unlock($1::bigint)', [this.sectionKey])
          .catch((e: Error) => (broken = e));
      }
      throw await this.translateError(err, requests);
    } finally {
      client.release(broken);
    }
  }

  private async translateError(err: unknown, requests: AppendRequest[]): Promise<unknown> {
    const pgErr = err as PgError;
    if (pgErr?.code !== '23505') return err;
    if (pgErr.constraint === 'events_event_id_key') {
      const match = /\(event_id\)=\(([^)]+)\)/.exec(pgErr.detail ?? '');
      return new DuplicateEventError(match?.[1] ?? 'unknown');
    }
    if (pgErr.constraint === 'events_stream_revision_key') {
      // Only reachable if someone wrote without our locks; report it as a conflict.
      const match = /\(stream_name, stream_revision\)=\((.*), \d+\)/.exec(pgErr.detail ?? '');
      const request = requests.find((r) => r.stream === match?.[1]) ?? requests[0];
      const events = await this.readStream(request.stream).catch(() => []);
      return new WrongExpectedRevisionError(
        request.stream,
        request.expectedRevision,
        events.length === 0 ? 'no_stream' : events.length - 1,
      );
    }
    return err;
  }

  async readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    this.assertOpen();
    const result = await this.pool.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM ${this.table}
       WHERE stream_name = $1 AND stream_revision >= $2
       ORDER BY stream_revision`,
      [stream, fromRevision],
    );
    return result.rows.map(toRecorded);
  }

  async readAll(afterPosition: bigint, limit: number): Promise<RecordedEvent[]> {
    this.assertOpen();
    return readAllWith(this.pool, this.table, afterPosition, limit);
  }

  subscribeToAll(afterPosition: bigint): Subscription {
    this.assertOpen();
    const subscription = new PostgresSubscription(
      this.pool.options as ClientConfig,
      this.table,
      this.notifyChannel,
      afterPosition,
      this.batchSize,
      this.pollIntervalMs,
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Highest committed global position (may be ahead of what readers can see yet). */
  async headPosition(): Promise<bigint> {
    this.assertOpen();
    const result = await this.pool.query<{ head: string | null }>(
      `SELECT max(global_position) AS head FROM ${this.table}`,
    );
    return result.rows[0]?.head == null ? 0n : BigInt(result.rows[0].head);
  }

  /** Closes every open subscription; ends the pool only if this store created it. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    if (this.ownsPool) await this.pool.end();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('PostgresEventStore is closed');
  }
}

async function readAllWith(
  queryable: Pick<Pool, 'query'> | Pick<Client, 'query'>,
  table: string,
  afterPosition: bigint,
  limit: number,
): Promise<RecordedEvent[]> {
  const result = await (queryable as Pool).query<EventRow>(
    `SELECT ${SELECT_COLUMNS} FROM ${table}
     WHERE global_position > $1
       AND transaction_id < (SELECT pg_snapshot_xmin(pg_current_snapshot()))
     ORDER BY global_position
     LIMIT $2`,
    [afterPosition.toString(), limit],
  );
  return result.rows.map(toRecorded);
}

/**
 * Catch-up then live subscription: pages through readAll on its own connection, then waits
 * for a NOTIFY on that connection (or the fallback poll) and reads again. Its position only
 * moves forward through returned rows, so nothing is skipped or delivered twice.
 */
class PostgresSubscription implements Subscription {
  private client: Client | undefined;
  private closed = false;
  private iterating = false;
  private notified = false;
  private wake: (() => void) | undefined;
  private inflight: Promise<unknown> | undefined;
  private shutdownPromise: Promise<void> | undefined;
  private failure: Error | undefined;

  constructor(
    private readonly config: ClientConfig,
    private readonly table: string,
    private readonly channel: string,
    private position: bigint,
    private readonly batchSize: number,
    private readonly pollIntervalMs: number,
    private readonly onClosed: () => void,
  ) {}

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    if (this.iterating) throw new Error('A subscription can only be iterated once');
    this.iterating = true;
    return this.run();
  }

  private async *run(): AsyncGenerator<RecordedEvent> {
    try {
      if (this.closed) return;
      const client = new Client(this.config);
      this.client = client;
      client.on('error', (err) => {
        this.failure = err;
        this.signal();
      });
      client.on('notification', () => this.signal());
      await this.track(client.connect());
      await this.track(client.query(`LISTEN ${quoteIdent(this.channel)}`));
      while (!this.closed) {
        if (this.failure) throw this.failure;
        this.notified = false;
        const page = await this.track(
          readAllWith(client, this.table, this.position, this.batchSize),
        );
        for (const event of page) {
          if (this.closed) return;
          this.position = event.globalPosition;
          yield event;
        }
        if (page.length < this.batchSize && !this.notified && !this.closed) await this.sleep();
      }
    } catch (err) {
      if (!this.closed) throw err;
    } finally {
      this.closed = true;
      await this.shutdown();
    }
  }

  private async track<T>(promise: Promise<T>): Promise<T> {
    this.inflight = promise;
    try {
      return await promise;
    } finally {
      this.inflight = undefined;
    }
  }

  private signal(): void {
    this.notified = true;
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = undefined;
        resolve();
      }, this.pollIntervalMs);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private shutdown(): Promise<void> {
    this.shutdownPromise ??= (async () => {
      await this.inflight?.catch(() => undefined);
      const client = this.client;
      this.client = undefined;
      if (client) {
        await client.query(`UNLISTEN ${quoteIdent(this.channel)}`).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
      this.onClosed();
    })();
    return this.shutdownPromise;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.signal();
    await this.shutdown();
  }
}
