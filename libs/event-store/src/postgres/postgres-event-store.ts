import { createHash } from 'node:crypto';
import { Client, Pool, type ClientConfig, type PoolClient } from 'pg';
import { upcastEvent } from '@dealer/domain';
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
import type { ChainedEvent, ChainLink } from '../chain/hash-chain';
import { verificationTable } from '../chain/verification-record';

/** Channel every append NOTIFYs (payload: the last global position appended) once it commits. */
export const DEFAULT_NOTIFY_CHANNEL = 'events_appended';

/**
 * The schema's version, kept as the events table's comment: ensureSchema() migrates (as the
 * owner) only when it differs. Change it whenever the table, the trigger or a function changes.
 */
export const EVENT_STORE_SCHEMA_VERSION = 'dealer event store 2.1: hash chain';

export interface PostgresEventStoreOptions {
  /** Schema holding the `events` table (created by `ensureSchema()`); default `public`. */
  schema?: string;
  /** LISTEN/NOTIFY channel; default `events_appended`. */
  notifyChannel?: string;
  /** Rows fetched per page by subscriptions; default 1000. */
  batchSize?: number;
  /** Fallback poll interval of live subscriptions in ms; default 500. */
  pollIntervalMs?: number;
  /** Most appends (commands) written in one transaction; default 200. */
  maxAppendBatch?: number;
}

interface PendingAppend {
  requests: AppendRequest[];
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

interface PendingRead {
  resolve: (events: RecordedEvent[]) => void;
  reject: (error: unknown) => void;
}

/** What `append_batch` answers for each command of a batch. */
type AppendOutcome =
  | { position: string; after: number[] }
  | { conflict: string; expected: ExpectedRevision; actual: number };

/** Stream reads in flight at once; the rest wait and go together in the next query. */
const READ_QUERIES_IN_FLIGHT = 2;
const MAX_STREAMS_PER_READ = 500;

interface EventRow {
  global_position: string;
  stream_name: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

interface ChainRow {
  global_position: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data_text: string;
  metadata_text: string;
  hash: Buffer | null;
}

const toChained = (row: ChainRow): ChainedEvent => ({
  position: BigInt(row.global_position),
  globalPosition: BigInt(row.global_position),
  id: row.event_id,
  streamName: row.stream_name,
  streamRevision: Number(row.stream_revision),
  type: row.type,
  dataText: row.data_text,
  metadataText: row.metadata_text,
  hash: row.hash ? row.hash.toString('hex') : null,
});

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const quoteLiteralText = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** 64-bit advisory-lock key (as a decimal string, for a bigint parameter). */
const lockKey = (text: string): string =>
  createHash('sha256').update(text).digest().readBigInt64BE(0).toString();

const SELECT_COLUMNS =
  'global_position, stream_name, stream_revision, event_id, type, data, metadata';

/** A stored row as the port's event, upcast to the current schema (events are never rewritten). */
const toRecorded = (row: EventRow): RecordedEvent =>
  upcastEvent({
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamName: row.stream_name,
    streamRevision: Number(row.stream_revision),
    globalPosition: BigInt(row.global_position),
  });

interface PgError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
}

/**
 * Event store on PostgreSQL (DESIGN §3).
 *
 * Appends: every call made while an earlier one is being written waits and goes with the others
 * in the next round trip (group commit), as one call of the `append_batch` function: one
 * transaction in which each call is checked and written on its own (a conflict fails that call
 * only) and one NOTIFY. Round trips, not rows, are what an append costs here, so under load a
 * command costs a fraction of one. The function takes a transaction-level advisory lock first
 * (the "section"): writers are serialised, so the expected-revision checks cannot race, and
 * transaction ids and global positions are handed out in the same order (otherwise a transaction
 * that got its id early but its positions late could let a reader skip a position; the
 * concurrency test catches that). Together with the readers' filter
 * `transaction_id < pg_snapshot_xmin(pg_current_snapshot())` this guarantees that a reader
 * never returns a position while a smaller one can still commit: nothing is ever skipped.
 *
 * Stream reads made at the same time are coalesced the same way into one query.
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
  private readonly maxAppendBatch: number;
  private readonly subscriptions = new Set<PostgresSubscription>();
  private closed = false;
  private pendingAppends: PendingAppend[] = [];
  private appending = false;
  private pendingReads = new Map<string, PendingRead[]>();
  private readsInFlight = 0;

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
    this.maxAppendBatch = Math.max(1, options.maxAppendBatch ?? 200);
    this.table = `${quoteIdent(this.schema)}.events`;
    this.sectionKey = lockKey(`${this.schema}\u0000events:append`);
  }

  /**
   * Creates or upgrades the schema: the `events` table, its append-only trigger, the hash chain
   * (and the chain of the events stored before it, see `chainStoredEvents`), the functions and
   * the verification record (idempotent). A schema already at this version is left untouched
   * without any DDL, so the application's role, which may not change the schema, passes here once
   * the owner has migrated it.
   */
  async ensureSchema(): Promise<void> {
    if ((await this.schemaVersion()) === EVENT_STORE_SCHEMA_VERSION) return;
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
          hash bytea,
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
      // append_commands was this function's first shape (one INSERT per request).
      await client.query(`DROP FUNCTION IF EXISTS ${schema}.append_commands(jsonb, bigint, text)`);
      await client.query(chainHashFunction(schema));
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
      // Logs written before the chain existed: the column, then the chain over what is stored.
      await client.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS hash bytea`);
      await chainStoredEvents(client, schema, table);
      await client.query(`ALTER TABLE ${table} ALTER COLUMN hash SET NOT NULL`);
      await client.query(appendBatchFunction(schema, table));
      await client.query(verificationTable(schema));
      await client.query(`COMMENT ON TABLE ${table} IS ${quoteLiteralText(EVENT_STORE_SCHEMA_VERSION)}`);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      if ((err as PgError).code === '42501') {
        throw new Error(
          `The event store schema "${this.schema}" is not at ${EVENT_STORE_SCHEMA_VERSION} and this role may not migrate it: ` +
            `run the migrations as the database owner first (npm start does; see README "Database roles"). ${(err as Error).message}`,
        );
      }
      throw err;
    } finally {
      client.release();
    }
  }

  /** The version the schema was last migrated to (the events table's comment); null before. */
  private async schemaVersion(): Promise<string | null> {
    const { rows } = await this.pool.query<{ version: string | null }>(
      `SELECT obj_description(to_regclass($1), 'pg_class') AS version`,
      [this.table],
    );
    return rows[0]?.version ?? null;
  }

  append(requests: AppendRequest[]): Promise<AppendResult> {
    this.assertOpen();
    if (requests.length === 0) return Promise.resolve({ streamRevisions: {}, position: 0n });
    // Queued synchronously, so appends are written in the order they were called.
    return new Promise((resolve, reject) => {
      this.pendingAppends.push({ requests, resolve, reject });
      if (!this.appending) {
        this.appending = true;
        // Appends made in this same turn of the event loop (decisions released together) go in
        // the same round trip as this one.
        setImmediate(() => void this.writePendingAppends());
      }
    });
  }

  private async writePendingAppends(): Promise<void> {
    try {
      while (this.pendingAppends.length > 0) {
        await this.writeBatch(this.pendingAppends.splice(0, this.maxAppendBatch));
      }
    } finally {
      this.appending = false;
    }
  }

  /** Writes a batch in one round trip and settles each append; never throws. */
  private async writeBatch(batch: PendingAppend[]): Promise<void> {
    let outcomes: AppendOutcome[];
    try {
      const streams: string[] = [];
      const slots = new Map<string, number>();
      const commands = batch.map(({ requests }) =>
        requests.map((request) => {
          let slot = slots.get(request.stream);
          if (slot === undefined) {
            slot = streams.push(request.stream) - 1;
            slots.set(request.stream, slot);
          }
          return {
            slot,
            expected: request.expectedRevision,
            events: request.events.map((event) => ({
              id: event.id,
              type: event.type,
              data: event.data ?? null,
              metadata: event.metadata ?? {},
            })),
          };
        }),
      );
      const result = await this.pool.query<{ outcomes: AppendOutcome[] }>(
        `SELECT ${quoteIdent(this.schema)}.append_batch($1::jsonb, $2::bigint, $3::text) AS outcomes`,
        [JSON.stringify({ streams, commands }), this.sectionKey, this.notifyChannel],
      );
      outcomes = result.rows[0].outcomes;
    } catch (error) {
      // The whole transaction failed (a duplicate event id, a lost
      // connection...): write each append on its own so one bad append fails alone.
      if (batch.length > 1) {
        for (const pending of batch) await this.writeBatch([pending]);
      } else {
        batch[0].reject(translateError(error));
      }
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if ('conflict' in outcome) {
        pending.reject(
          new WrongExpectedRevisionError(outcome.conflict, outcome.expected, outcome.actual < 0 ? 'no_stream' : outcome.actual),
        );
        return;
      }
      const streamRevisions: Record<string, number> = {};
      pending.requests.forEach((request, position) => (streamRevisions[request.stream] = outcome.after[position]));
      pending.resolve({ streamRevisions, position: BigInt(outcome.position) });
    });
  }

  async readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    this.assertOpen();
    if (fromRevision <= 0) return (await this.readStreams([stream])).get(stream) ?? [];
    const result = await this.pool.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM ${this.table}
       WHERE stream_name = $1 AND stream_revision >= $2
       ORDER BY stream_revision`,
      [stream, fromRevision],
    );
    return result.rows.map(toRecorded);
  }

  readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    this.assertOpen();
    const unique = [...new Set(streams)];
    const reads = unique.map(
      (stream) =>
        new Promise<RecordedEvent[]>((resolve, reject) => {
          const waiting = this.pendingReads.get(stream);
          if (waiting) waiting.push({ resolve, reject });
          else this.pendingReads.set(stream, [{ resolve, reject }]);
        }),
    );
    this.startReads();
    return Promise.all(reads).then((results) => new Map(unique.map((stream, index) => [stream, results[index]])));
  }

  /** Sends the queued stream reads, many streams a query, while a query slot is free. */
  private startReads(): void {
    while (this.readsInFlight < READ_QUERIES_IN_FLIGHT && this.pendingReads.size > 0) {
      const batch = new Map<string, PendingRead[]>();
      for (const [stream, waiting] of this.pendingReads) {
        batch.set(stream, waiting);
        this.pendingReads.delete(stream);
        if (batch.size >= MAX_STREAMS_PER_READ) break;
      }
      this.readsInFlight += 1;
      this.pool
        .query<EventRow>(
          `SELECT ${SELECT_COLUMNS} FROM ${this.table}
           WHERE stream_name = ANY($1::text[])
           ORDER BY stream_name, stream_revision`,
          [[...batch.keys()]],
        )
        .then(
          (result) => {
            const byStream = new Map<string, RecordedEvent[]>();
            for (const row of result.rows) {
              const events = byStream.get(row.stream_name);
              if (events) events.push(toRecorded(row));
              else byStream.set(row.stream_name, [toRecorded(row)]);
            }
            for (const [stream, waiting] of batch) {
              for (const { resolve } of waiting) resolve(byStream.get(stream) ?? []);
            }
          },
          (error: unknown) => {
            for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
          },
        )
        .finally(() => {
          this.readsInFlight -= 1;
          this.startReads();
        });
    }
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

  /**
   * The chain from the first event to the head as it stands now, `batchSize` events a query, the
   * next query sent while the caller checks the batch before. Every position up to a committed
   * head is final (appends take their positions inside the section), so no filter is needed.
   */
  async *readChain({ batchSize = 5000 }: { batchSize?: number } = {}): AsyncIterable<ChainedEvent[]> {
    this.assertOpen();
    const head = await this.headPosition();
    const read = (after: bigint) =>
      this.pool.query<ChainRow>(
        `SELECT global_position, event_id::text AS event_id, stream_name, stream_revision, type,
                data::text AS data_text, metadata::text AS metadata_text, hash
           FROM ${this.table}
          WHERE global_position > $1 AND global_position <= $2
          ORDER BY global_position
          LIMIT $3`,
        [after.toString(), head.toString(), batchSize],
      );
    let next = head > 0n ? read(0n) : undefined;
    while (next) {
      const { rows } = await next;
      if (rows.length === 0) return;
      const last = BigInt(rows[rows.length - 1].global_position);
      next = rows.length === batchSize && last < head ? read(last) : undefined;
      // A batch the caller stops early on must not leave its successor's failure unhandled.
      next?.catch(() => undefined);
      yield rows.map(toChained);
    }
  }

  async chainHead(): Promise<ChainLink | null> {
    this.assertOpen();
    const { rows } = await this.pool.query<{ global_position: string; hash: Buffer }>(
      `SELECT global_position, hash FROM ${this.table} ORDER BY global_position DESC LIMIT 1`,
    );
    return rows[0] ? { position: BigInt(rows[0].global_position), hash: rows[0].hash.toString('hex') } : null;
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

/** Maps a failed append transaction to the port's errors (a duplicate event id), else as is. */
function translateError(error: unknown): unknown {
  const pgError = error as PgError;
  if (pgError?.code === '23505' && pgError.constraint === 'events_event_id_key') {
    const match = /\(event_id\)=\(([^)]+)\)/.exec(pgError.detail ?? '');
    return new DuplicateEventError(match?.[1] ?? 'unknown');
  }
  return error;
}

/**
 * `event_chain_link(previous, position, event id, stream, revision, type, data, metadata)`: one
 * link of the hash chain, as `chainHash` computes it (see chain/hash-chain.ts), from the texts:
 * the event id as uuid text, the data and metadata as jsonb's canonical text (callers render each
 * once: this function, inlined, reads each text twice). Each text is prefixed by its byte length.
 */
function chainHashFunction(schema: string): string {
  return `
    DROP FUNCTION IF EXISTS ${schema}.event_chain_hash(bytea, bigint, uuid, text, bigint, text, jsonb, jsonb);
    CREATE OR REPLACE FUNCTION ${schema}.event_chain_link(previous bytea, chain_position bigint, event_id text, stream text, revision bigint,
                                                         type text, data text, metadata text)
    RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
      SELECT sha256(previous || int8send(chain_position)
                    || int4send(octet_length(event_id)) || convert_to(event_id, 'UTF8')
                    || int4send(octet_length(stream)) || convert_to(stream, 'UTF8')
                    || int8send(revision)
                    || int4send(octet_length(type)) || convert_to(type, 'UTF8')
                    || int4send(octet_length(data)) || convert_to(data, 'UTF8')
                    || int4send(octet_length(metadata)) || convert_to(metadata, 'UTF8'))
    $fn$`;
}

/**
 * The chain over events stored before it existed (a log from before the hash chain), in global
 * order from the first event, computed once by the migration with the append-only trigger
 * lifted inside its transaction (the table is locked meanwhile). Such events are therefore
 * covered from the moment of the migration on: the chain proves they have not changed since,
 * not how they were written.
 */
async function chainStoredEvents(client: PoolClient, schema: string, table: string): Promise<void> {
  const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM ${table} WHERE hash IS NULL) AS unchained`);
  if (!rows[0].unchained) return;
  await client.query(`ALTER TABLE ${table} DISABLE TRIGGER events_append_only`);
  await client.query(`
    DO $chain$
    DECLARE
      link bytea;
      event record;
      positions bigint[] := '{}';
      hashes bytea[] := '{}';
    BEGIN
      SELECT e.hash INTO link FROM ${table} e WHERE e.hash IS NOT NULL ORDER BY e.global_position DESC LIMIT 1;
      link := coalesce(link, decode(repeat('00', 32), 'hex'));
      FOR event IN SELECT global_position, event_id, stream_name, stream_revision, type, data, metadata
                     FROM ${table} WHERE hash IS NULL ORDER BY global_position LOOP
        link := ${schema}.event_chain_link(link, event.global_position, event.event_id::text, event.stream_name, event.stream_revision,
                                          event.type, event.data::text, event.metadata::text);
        positions := positions || event.global_position;
        hashes := hashes || link;
        IF array_length(positions, 1) >= 10000 THEN
          UPDATE ${table} e SET hash = u.hash FROM unnest(positions, hashes) AS u(at_position, hash) WHERE e.global_position = u.at_position;
          positions := '{}';
          hashes := '{}';
        END IF;
      END LOOP;
      UPDATE ${table} e SET hash = u.hash FROM unnest(positions, hashes) AS u(at_position, hash) WHERE e.global_position = u.at_position;
    END
    $chain$`);
  await client.query(`ALTER TABLE ${table} ENABLE TRIGGER events_append_only`);
}

/**
 * `append_batch(batch, section_key, channel)`: writes a batch of appends in the caller's
 * transaction. `batch` is `{ streams: [...distinct stream names], commands: [[{ slot, expected,
 * events: [{ id, type, data, metadata }] }]] }`, `slot` being the request's stream's index in
 * `streams`. Every append's expectations are checked against the log as it stands after the
 * appends before it in the batch, and the append is kept only if all hold; then every kept event
 * is written by ONE insert (statements, not rows, are what cost here). Answers one outcome per
 * append: `{ position, after }` (each request's stream revision after it, in request order) or
 * `{ conflict, expected, actual }`. A duplicate event id
 * fails the whole transaction (the unique index finds it; looking first would cost a lookup an
 * event): the caller then writes each append of the batch on its own. A request without events
 * only checks its stream's revision (a guard on a stream the decision read).
 */
function appendBatchFunction(schema: string, table: string): string {
  return `
    CREATE OR REPLACE FUNCTION ${schema}.append_batch(batch jsonb, section_key bigint, channel text)
    RETURNS jsonb LANGUAGE plpgsql AS $fn$
    DECLARE
      streams text[];
      revisions bigint[];
      command jsonb;
      request jsonb;
      event jsonb;
      command_number int := 0;
      slot int;
      expected jsonb;
      actual bigint;
      failure jsonb;
      rows_before int;
      touched int[];
      touched_before bigint[];
      touched_after bigint[];
      row_stream text[] := '{}';
      row_revision bigint[] := '{}';
      row_event jsonb[] := '{}';
      row_command int[] := '{}';
      results jsonb[] := '{}';
      positions jsonb;
      top_position bigint;
      row_count int;
      row_position bigint[] := '{}';
      row_hash bytea[] := '{}';
      link bytea;
      id_text text;
      data_text text;
      metadata_text text;
      position_sequence regclass := pg_get_serial_sequence('${table}', 'global_position')::regclass;
    BEGIN
      PERFORM pg_advisory_xact_lock(section_key);
      SELECT array_agg(s.name ORDER BY s.ordinality),
             array_agg(coalesce((SELECT max(e.stream_revision) FROM ${table} e WHERE e.stream_name = s.name), -1) ORDER BY s.ordinality)
        INTO streams, revisions
        FROM jsonb_array_elements_text(batch -> 'streams') WITH ORDINALITY AS s(name, ordinality);
      FOR command IN SELECT value FROM jsonb_array_elements(batch -> 'commands') LOOP
        command_number := command_number + 1;
        failure := NULL;
        rows_before := coalesce(array_length(row_stream, 1), 0);
        touched := '{}';
        touched_before := '{}';
        touched_after := '{}';
        FOR request IN SELECT value FROM jsonb_array_elements(command) LOOP
          slot := (request ->> 'slot')::int + 1;
          actual := revisions[slot];
          expected := request -> 'expected';
          IF NOT (expected = '"any"'::jsonb
                  OR (expected = '"no_stream"'::jsonb AND actual = -1)
                  OR (expected = '"stream_exists"'::jsonb AND actual >= 0)
                  OR (jsonb_typeof(expected) = 'number' AND actual = (expected #>> '{}')::bigint)) THEN
            failure := jsonb_build_object('conflict', streams[slot], 'expected', expected, 'actual', actual);
            EXIT;
          END IF;
          touched := touched || slot;
          touched_before := touched_before || actual;
          FOR event IN SELECT value FROM jsonb_array_elements(request -> 'events') LOOP
            actual := actual + 1;
            row_stream := row_stream || streams[slot];
            row_revision := row_revision || actual;
            row_event := row_event || event;
            row_command := row_command || command_number;
          END LOOP;
          revisions[slot] := actual;
          touched_after := touched_after || actual;
        END LOOP;
        IF failure IS NOT NULL THEN
          -- Undo this append's tentative revisions (last first) and rows.
          FOR i IN REVERSE coalesce(array_length(touched, 1), 0)..1 LOOP
            revisions[touched[i]] := touched_before[i];
          END LOOP;
          row_stream := row_stream[1:rows_before];
          row_revision := row_revision[1:rows_before];
          row_event := row_event[1:rows_before];
          row_command := row_command[1:rows_before];
          results := results || failure;
        ELSE
          results := results || jsonb_build_object('after', to_jsonb(touched_after));
        END IF;
      END LOOP;

      -- The hash chain: positions are taken here, inside the section, in the order the rows are
      -- written, so the chain follows the global position; each link hashes the one before it.
      row_count := coalesce(array_length(row_stream, 1), 0);
      IF row_count > 0 THEN
        row_position := ARRAY(SELECT nextval(position_sequence) FROM generate_series(1, row_count) ORDER BY 1);
        SELECT e.hash INTO link FROM ${table} e ORDER BY e.global_position DESC LIMIT 1;
        link := coalesce(link, decode(repeat('00', 32), 'hex'));
        FOR i IN 1..row_count LOOP
          id_text := ((row_event[i] ->> 'id')::uuid)::text;
          data_text := (row_event[i] -> 'data')::text;
          metadata_text := (row_event[i] -> 'metadata')::text;
          link := ${schema}.event_chain_link(link, row_position[i], id_text, row_stream[i], row_revision[i], row_event[i] ->> 'type', data_text, metadata_text);
          row_hash := row_hash || link;
        END LOOP;
      END IF;

      WITH inserted AS (
        INSERT INTO ${table} (global_position, stream_name, stream_revision, event_id, type, data, metadata, hash)
        SELECT u.at_position, u.stream, u.revision, (u.event ->> 'id')::uuid, u.event ->> 'type', u.event -> 'data', u.event -> 'metadata', u.hash
        FROM unnest(row_position, row_stream, row_revision, row_event, row_hash) WITH ORDINALITY AS u(at_position, stream, revision, event, hash, ordinality)
        ORDER BY u.ordinality
        RETURNING global_position, event_id)
      SELECT jsonb_object_agg(per_command.command, per_command.position), max(per_command.position)
        INTO positions, top_position
        FROM (SELECT m.command, max(i.global_position) AS position
              FROM inserted i
              JOIN unnest(row_event, row_command) AS m(event, command) ON (m.event ->> 'id')::uuid = i.event_id
              GROUP BY m.command) per_command;
      IF top_position IS NOT NULL THEN
        PERFORM pg_notify(channel, top_position::text);
      END IF;
      RETURN (
        SELECT jsonb_agg(CASE WHEN r.result ? 'conflict' THEN r.result
                              ELSE r.result || jsonb_build_object('position', coalesce(positions ->> r.number::text, '0')) END
                         ORDER BY r.number)
        FROM unnest(results) WITH ORDINALITY AS r(result, number));
    END
    $fn$`;
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
