#!/usr/bin/env node
import { createEventStore, type EventStore } from '@dealer/event-store';
import { READ_MODELS_SCHEMA, redisKeyPrefixOf } from '@dealer/read-models';
import { startProjector, UnappliedEventError, type Projector, type ProjectorLogger } from './projector';
import { rebuildReadModels } from './rebuild';
import { describeReplayVerification, describeUnreachedHead, verifyReplay } from './verify-replay';
import { startJobWorkers, type JobWorkers } from './jobs/job-workers';

/**
 * `dealer-projector`          runs the projector until SIGTERM/SIGINT.
 * `dealer-projector rebuild`  replays the whole log into a fresh copy and swaps it in.
 * `dealer-projector rebuild --verify`  replays the whole log into a fresh copy and compares every
 *                             read-model table with the live one (no swap); exits 1 on a difference,
 *                             and when the live read models stopped below the log's head.
 *
 * Environment: DATABASE_URL (read models, and the event store for EVENT_STORE=postgres),
 * EVENT_STORE (postgres | kurrentdb), KURRENTDB_URL, PROJECTOR_BATCH_SIZE, REDIS_URL and REDIS_KEY_PREFIX
 * (the export workers; unset, the prefix is derived from DATABASE_URL's server and database, as the API derives it).
 */
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/dealer';

const logger: ProjectorLogger = {
  info: (message) => console.log(`${new Date().toISOString()} ${message}`),
  warn: (message) => console.warn(`${new Date().toISOString()} ${message}`),
  error: (message) => console.error(`${new Date().toISOString()} ${message}`),
};

async function openEventStore(databaseUrl: string): Promise<EventStore> {
  const kind = process.env.EVENT_STORE === 'kurrentdb' ? 'kurrentdb' : 'postgres';
  return createEventStore({ kind, databaseUrl, kurrentDbUrl: process.env.KURRENTDB_URL });
}

async function run(databaseUrl: string, batchSize: number | undefined): Promise<void> {
  const eventStore = await openEventStore(databaseUrl);
  let projector: Projector | undefined;
  let jobs: JobWorkers | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`[projector] ${signal}: stopping at position ${projector?.position ?? 0n}`);
    await jobs?.close();
    await projector?.stop();
    await eventStore.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  projector = await startProjector({ databaseUrl, eventStore, batchSize, logger });
  // Background jobs (exports) on REDIS_URL: optional, they wait for Redis without holding up the projector.
  jobs = startJobWorkers({ databaseUrl, redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379', redisKeyPrefix: redisKeyPrefixOf(databaseUrl, process.env.REDIS_KEY_PREFIX), logger });
}

async function rebuild(databaseUrl: string, batchSize: number | undefined): Promise<void> {
  const eventStore = await openEventStore(databaseUrl);
  try {
    const result = await rebuildReadModels({
      databaseUrl,
      eventStore,
      batchSize,
      logger,
      onProgress: ({ phase, position, target, events, eventsPerSecond }) => {
        if (phase === 'migrating') return console.log(`rebuild: migrating ${READ_MODELS_SCHEMA}_next from scratch`);
        // The summary below says it with the elapsed time.
        if (phase === 'done') return;
        const percent = target > 0n ? Math.min(100, (Number(position) / Number(target)) * 100).toFixed(1) : '100.0';
        console.log(`rebuild ${phase}: position ${position}/${target} (${percent}%), ${events} events, ${eventsPerSecond} events/s`);
      },
    });
    console.log(`rebuild done: ${READ_MODELS_SCHEMA} swapped in at position ${result.position} (${result.events} events in ${result.seconds.toFixed(1)} s)`);
  } finally {
    await eventStore.close();
  }
}

/** Replays into a copy and compares it with the live read models; the exit code says whether they agree. */
async function verify(databaseUrl: string, batchSize: number | undefined): Promise<void> {
  const eventStore = await openEventStore(databaseUrl);
  try {
    const result = await verifyReplay({ databaseUrl, eventStore, batchSize, logger, onProgress: (message) => console.log(`rebuild --verify: ${message}`) });
    for (const line of describeReplayVerification(result)) console.log(line);
    const differing = result.tables.filter((table) => !table.equal).map((table) => table.table);
    console.log(
      differing.length === 0
        ? `rebuild --verify: the replay of ${result.events} events equals the live read models at position ${result.position}, every table (${result.tables.length}) (${result.seconds.toFixed(1)} s)`
        : `rebuild --verify: the replay differs from the live read models at position ${result.position} in ${differing.join(', ')}`,
    );
    // Equal at a position the live side is stuck at is no proof of the log: say so, and fail.
    const unreached = describeUnreachedHead(result);
    if (unreached) console.log(`rebuild --verify: FAILED, ${unreached}`);
    if (differing.length > 0 || unreached) process.exitCode = 1;
  } finally {
    await eventStore.close();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const batchSize = process.env.PROJECTOR_BATCH_SIZE ? Number(process.env.PROJECTOR_BATCH_SIZE) : undefined;
  const command = process.argv[2] ?? 'run';
  if (command === 'run') await run(databaseUrl, batchSize);
  else if (command === 'rebuild' && process.argv.includes('--verify')) await verify(databaseUrl, batchSize);
  else if (command === 'rebuild') await rebuild(databaseUrl, batchSize);
  else throw new Error(`Unknown command "${command}": use "run" (default), "rebuild" or "rebuild --verify"`);
}

main().catch((error) => {
  if (error instanceof UnappliedEventError) console.error(`${process.argv[2] === 'rebuild' ? 'rebuild' : 'projector'}: the replay stopped, ${error.message}`);
  else console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
