import { Client } from 'pg';
import { PostgresEventStore } from '@dealer/event-store';
import { rebuildReadModels, type RebuildProgress } from '../rebuild';
import { quoteIdent } from '../sql';
import { ensureDatabase } from '../testing/database';
import { HistoryBuilder } from '../testing/history';
import type { AppendRequest } from '@dealer/event-store';

export interface BenchReplayOptions {
  /** A scratch database (created if missing); only the two bench schemas in it are touched. */
  databaseUrl: string;
  events?: number;
  batchSize?: number;
  /** Schema of the bench's own `events` table; default `bench_events`. */
  eventsSchema?: string;
  /** Schema the replay projects into; default `bench_read_models`. */
  readSchema?: string;
  log?: (message: string) => void;
}

export interface BenchReplayResult {
  events: number;
  /** The whole rebuild, start to swapped in. */
  seconds: number;
  eventsPerSecond: number;
  /** Of which replaying the events into the unindexed copy, and building its secondary indexes. */
  replaySeconds: number;
  indexSeconds: number;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Appends `events` realistic events (the standard chart, then per command a 1% chance of a GL
 * account opening — half of them with an opening-balance entry — else a journal entry of 2–4 lines; about 1,000 events per atomic append) to a fresh
 * event table, then times a rebuild of the read models (rebuildReadModels) from them into empty
 * tables: from its start until the copy is swapped in.
 */
export async function benchReplay(options: BenchReplayOptions): Promise<BenchReplayResult> {
  const target = options.events ?? 100_000;
  const eventsSchema = options.eventsSchema ?? 'bench_events';
  const readSchema = options.readSchema ?? 'bench_read_models';
  const log = options.log ?? (() => undefined);
  await ensureDatabase(options.databaseUrl);

  const admin = new Client({ connectionString: options.databaseUrl });
  await admin.connect();
  const store = new PostgresEventStore(options.databaseUrl, { schema: eventsSchema });
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(eventsSchema)} CASCADE`);
    await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(readSchema)} CASCADE`);
    await store.ensureSchema();

    const setupStarted = Date.now();
    const history = new HistoryBuilder(42);
    let pending: AppendRequest[] = [...history.registerAdmin(), ...history.initializeChart()];
    let pendingEvents = history.eventCount;
    let head = 0n;
    while (history.eventCount < target) {
      // An opening is 3–4 events, a journal entry exactly 1: the total lands on `target`.
      const before = history.eventCount;
      const requests = target - before >= 4 && history.random() < 0.01 ? history.openAccount() : history.postJournalEntry();
      const count = history.eventCount - before;
      pending.push(...requests);
      pendingEvents += count;
      if (pendingEvents >= 1000) {
        head = (await store.append(pending)).position;
        pending = [];
        pendingEvents = 0;
      }
    }
    if (pending.length > 0) head = (await store.append(pending)).position;
    log(`appended ${history.eventCount} events in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);

    // The product's replay: a rebuild into a fresh `<readSchema>_next`, swapped in as `readSchema`.
    // Timed whole (migration, replay, index builds, swap); the replay phase's figure is beside it.
    const phases = new Map<RebuildProgress['phase'], number>();
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
    const result = await rebuildReadModels({
      databaseUrl: options.databaseUrl,
      eventStore: store,
      schema: readSchema,
      batchSize: options.batchSize,
      onProgress: ({ phase }) => phases.has(phase) || phases.set(phase, elapsed()),
    });
    const seconds = elapsed();
    if (result.position !== head) throw new Error(`replay reached ${result.position}, not the head ${head}`);
    const { rows } = await admin.query(`SELECT count(*)::int AS events FROM ${quoteIdent(eventsSchema)}.events`);
    const events = rows[0].events as number;
    const replaySeconds = (phases.get('indexing') ?? seconds) - (phases.get('replaying') ?? 0);
    const indexSeconds = (phases.get('swapping') ?? seconds) - (phases.get('indexing') ?? seconds);
    return {
      events,
      seconds: round(seconds),
      eventsPerSecond: Math.round(events / seconds),
      replaySeconds: round(replaySeconds),
      indexSeconds: round(indexSeconds),
    };
  } finally {
    await store.close();
    await admin.end();
  }
}

if (require.main === module) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dealer_projector_bench';
  const events = Number(process.env.BENCH_EVENTS ?? 100_000);
  const batchSize = process.env.PROJECTOR_BATCH_SIZE ? Number(process.env.PROJECTOR_BATCH_SIZE) : undefined;
  benchReplay({ databaseUrl, events, batchSize, log: (message) => console.log(message) })
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
