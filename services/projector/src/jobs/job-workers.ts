import { Worker, type Job } from 'bullmq';
import knexFactory, { type Knex } from 'knex';
import { types } from 'pg';
import { bullPrefixOf, INVENTORY_EXPORT_QUEUE, VAT_REGISTER_EXPORT_QUEUE, type InventoryExportJobData, type InventoryExportResult, type VatRegisterExportJobData } from '@dealer/read-models';
import type { ProjectorLogger } from '../projector';
import { deleteExpiredExportFiles } from './export-file-store';
import { writeInventoryExport } from './inventory-export';
import { writeVatRegisterExport } from './vat-register-export';

// A books date is a calendar day: this pool keeps PostgreSQL's `date` as 'YYYY-MM-DD' (as the API
// reads it), without changing the parsers of the projector's own connections.
const DATE_TYPE_ID = 1082;
const dateAsText = {
  getTypeParser: (id: number, format?: 'text' | 'binary') => (id === DATE_TYPE_ID ? (value: string) => value : types.getTypeParser(id, format as 'text')),
};

export interface JobWorkersOptions {
  databaseUrl: string;
  /** Redis of the queues (REDIS_URL). */
  redisUrl: string;
  /** The deployment's Redis key prefix (REDIS_KEY_PREFIX, else `redisKeyPrefixOf` the database): queues live under `{prefix}bull:`. */
  redisKeyPrefix: string;
  logger?: ProjectorLogger;
  /** Exports worked at once by this process (default 1: an export is heavy, more processes scale out). */
  concurrency?: number;
}

export interface JobWorkers {
  close(): Promise<void>;
}

const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const CLOSE_WAIT_MS = 5_000;

const silent: ProjectorLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The background jobs this process works (DESIGN §4: BullMQ workers, as many as you like): the
 * inventory exports. Redis is optional: without it the worker waits, reconnecting with backoff,
 * and says so once an outage; nothing else in the process depends on it.
 */
export function startJobWorkers(options: JobWorkersOptions): JobWorkers {
  const logger = options.logger ?? silent;
  const db: Knex = knexFactory({
    client: 'pg',
    connection: { connectionString: options.databaseUrl, application_name: 'projector:jobs', types: dateAsText } as Knex.PgConnectionConfig,
    pool: { min: 0, max: 3 },
  });
  let outage = false;
  const worker = new Worker<InventoryExportJobData, InventoryExportResult>(
    INVENTORY_EXPORT_QUEUE,
    async (job: Job<InventoryExportJobData, InventoryExportResult>) => {
      const started = Date.now();
      const result = await writeInventoryExport(db, job.id!, job.data, (percent) => job.updateProgress(percent));
      logger.info(`[jobs] export ${job.id} (${job.data.type}, ${job.data.format}): ${result.rows} rows, ${result.byteSize} bytes in ${Date.now() - started} ms`);
      return result;
    },
    {
      // BullMQ makes its own connections from these (a worker needs maxRetriesPerRequest null).
      connection: { url: options.redisUrl, maxRetriesPerRequest: null, retryStrategy: (attempt: number) => Math.min(500 * attempt, 10_000) },
      prefix: bullPrefixOf(options.redisKeyPrefix),
      concurrency: options.concurrency ?? 1,
    },
  );
  worker.on('error', (error) => {
    if (outage) return;
    outage = true;
    logger.warn(`[jobs] Redis is not reachable at ${options.redisUrl} (${error.message}): exports wait until it is back`);
  });
  worker.on('ready', () => {
    if (outage) logger.info('[jobs] Redis is reachable again: working exports');
    outage = false;
  });
  worker.on('failed', (job, error) => logger.warn(`[jobs] export ${job?.id ?? '?'} failed: ${error.message}`));
  // The VAT registers' XLSX (issue 24 item 5): a queue of their own, the same connection options.
  const vatRegisterWorker = new Worker<VatRegisterExportJobData, InventoryExportResult>(
    VAT_REGISTER_EXPORT_QUEUE,
    async (job: Job<VatRegisterExportJobData, InventoryExportResult>) => writeVatRegisterExport(db, job.id!, job.data, (percent) => job.updateProgress(percent)),
    {
      connection: { url: options.redisUrl, maxRetriesPerRequest: null, retryStrategy: (attempt: number) => Math.min(500 * attempt, 10_000) },
      prefix: bullPrefixOf(options.redisKeyPrefix),
      concurrency: options.concurrency ?? 1,
    },
  );
  vatRegisterWorker.on('error', () => undefined);
  vatRegisterWorker.on('failed', (job, error) => logger.warn(`[jobs] VAT register export ${job?.id ?? '?'} failed: ${error.message}`));

  const cleanup = async () => {
    try {
      await deleteExpiredExportFiles(db);
    } catch (error) {
      logger.warn(`[jobs] could not delete expired export files: ${(error as Error).message}`);
    }
  };
  void cleanup();
  const timer = setInterval(() => void cleanup(), CLEANUP_EVERY_MS);
  timer.unref();

  return {
    async close() {
      clearInterval(timer);
      // A job still running is left to BullMQ's stalled-job check (another worker takes it up).
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all([worker.close().catch(() => undefined), vatRegisterWorker.close().catch(() => undefined)]), new Promise<void>((resolve) => (timeout = setTimeout(resolve, CLOSE_WAIT_MS)))]);
      clearTimeout(timeout);
      await db.destroy();
    },
  };
}
