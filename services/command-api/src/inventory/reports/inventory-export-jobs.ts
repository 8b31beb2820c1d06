import { Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException, UnauthorizedException, type OnModuleDestroy } from '@nestjs/common';
import { Queue, type Job } from 'bullmq';
import type Redis from 'ioredis';
import type { Knex } from 'knex';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  bullPrefixOf,
  EXPORT_FILE_CHUNKS_TABLE,
  EXPORT_FILES_TABLE,
  EXPORT_RETENTION_SECONDS,
  EXPORTS_SCHEMA,
  INVENTORY_EXPORT_QUEUE,
  qualified,
  type ExportFileRecord,
  type InventoryExportJobData,
  type InventoryExportResult,
} from '@dealer/read-models';
import type { AppConfig } from '../../config';
import { reconnectDelayMs } from '../../infrastructure/backoff';
import { displayedRedisUrl, RedisAvailability } from '../../infrastructure/redis-availability';
import { APP_CONFIG, READ_DATABASE, REDIS } from '../../infrastructure/tokens';
import { dhakaDate } from '../../platform/dates';
import type { ExportRequest } from './inventory-reports.dto';
import { reportFilters, reportPeriod } from './inventory-report-queries';

/** A download link is good for 15 minutes. */
export const DOWNLOAD_TOKEN_SECONDS = 15 * 60;
/** A queue call that Redis does not answer in this time answers 503: nothing hangs on it. */
const REDIS_CALL_TIMEOUT_MS = 3_000;

export const EXPORT_NOT_FOUND = 'Export job not found';
export const DOWNLOAD_EXPIRED = 'This download link has expired; export again';

const FILES = qualified(EXPORTS_SCHEMA, EXPORT_FILES_TABLE);
const CHUNKS = qualified(EXPORTS_SCHEMA, EXPORT_FILE_CHUNKS_TABLE);
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ExportJobState = 'waiting' | 'active' | 'completed' | 'failed';

export interface ExportJobView {
  jobId: string;
  type: InventoryExportJobData['type'];
  format: InventoryExportJobData['format'];
  state: ExportJobState;
  progress: number;
  fileName?: string;
  downloadUrl?: string;
  failedReason?: string;
  createdAt: string;
  finishedAt?: string;
}

/** BullMQ's states as the contract names them (delayed, prioritized… are still waiting). */
const stateOf = (state: string): ExportJobState | undefined =>
  state === 'completed' || state === 'failed' || state === 'active' ? state : state === 'unknown' ? undefined : 'waiting';

/**
 * Inventory exports as BullMQ jobs (docs/api/inventory.md, Exports): queued here on REDIS_URL under
 * the deployment's key prefix, worked by the projector process (services/projector/src/jobs), the
 * file stored in PostgreSQL (`exports.export_files`) so that any API instance serves it. The
 * download link carries a token signed for that job only, good for 15 minutes, so the browser can
 * open it without the bearer header. Without Redis every queue call answers 503 at once.
 */
@Injectable()
export class InventoryExportJobs implements OnModuleDestroy {
  private readonly logger = new Logger('Exports');
  private queue: Queue<InventoryExportJobData, InventoryExportResult> | undefined;
  private lastRedisError = 'no answer';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) client: Redis,
    @Inject(READ_DATABASE) private readonly db: Knex,
    private readonly redis: RedisAvailability,
  ) {
    client.on('error', (error: Error) => (this.lastRedisError = error.message || error.name));
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue?.close().catch(() => undefined);
  }

  private unavailable(reason: string): ServiceUnavailableException {
    return new ServiceUnavailableException({ success: false, message: `Exports are unavailable: the job queue (Redis) is not reachable (${reason})` });
  }

  /** The queue, when Redis answers now; else 503 with the reason, at once. */
  private available(): Queue<InventoryExportJobData, InventoryExportResult> {
    if (!this.redis.isUp) throw this.unavailable(`${displayedRedisUrl(this.config.redisUrl)}: ${this.lastRedisError}`);
    if (!this.queue) {
      // Its own connection: BullMQ takes its key prefix itself (the shared client's keyPrefix is refused).
      // No offline queue: a call while Redis is down fails instead of waiting.
      this.queue = new Queue<InventoryExportJobData, InventoryExportResult>(INVENTORY_EXPORT_QUEUE, {
        connection: { url: this.config.redisUrl, enableOfflineQueue: false, connectTimeout: 2_000, retryStrategy: (attempt: number) => reconnectDelayMs(attempt) },
        prefix: bullPrefixOf(this.config.redisKeyPrefix),
        defaultJobOptions: {
          attempts: 1,
          removeOnComplete: { age: EXPORT_RETENTION_SECONDS },
          removeOnFail: { age: EXPORT_RETENTION_SECONDS },
        },
      });
      this.queue.on('error', (error) => this.logger.debug(`queue connection: ${error.message}`));
    }
    return this.queue;
  }

  /** A queue call bounded in time: Redis that stops answering is a 503, not a hanging request. */
  private async bounded<T>(call: (queue: Queue<InventoryExportJobData, InventoryExportResult>) => Promise<T>): Promise<T> {
    const queue = this.available();
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        call(queue),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(this.unavailable(`${displayedRedisUrl(this.config.redisUrl)}: no answer in ${REDIS_CALL_TIMEOUT_MS / 1000} s`)), REDIS_CALL_TIMEOUT_MS))),
      ]);
    } catch (error) {
      if (error instanceof ServiceUnavailableException) throw error;
      this.logger.warn(`queue call failed: ${(error as Error).message}`);
      throw this.unavailable(`${displayedRedisUrl(this.config.redisUrl)}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async enqueue(userId: string, request: ExportRequest): Promise<{ jobId: string; state: 'waiting' }> {
    const filters = request.filters ?? {};
    const data: InventoryExportJobData = {
      type: request.type,
      format: request.format ?? 'xlsx',
      filters: reportFilters(filters),
      period: reportPeriod(filters, 'filters.'),
      userId,
      requestedOn: dhakaDate(),
    };
    const jobId = randomUUID();
    await this.bounded((queue) => queue.add(`inventory-${data.type}`, data, { jobId }));
    return { jobId, state: 'waiting' };
  }

  /** The job as the asker sees it; someone else's, an unknown or an expired one is 404. */
  async status(userId: string, jobId: string): Promise<ExportJobView> {
    if (!JOB_ID.test(jobId)) throw new NotFoundException(EXPORT_NOT_FOUND);
    const found = await this.bounded(async (queue) => {
      const job: Job<InventoryExportJobData, InventoryExportResult> | undefined = await queue.getJob(jobId);
      return job ? { job, state: await job.getState() } : undefined;
    });
    const state = found && stateOf(found.state);
    if (!found || !state || found.job.data.userId !== userId) throw new NotFoundException(EXPORT_NOT_FOUND);
    const { job } = found;
    const progress = state === 'completed' ? 100 : typeof job.progress === 'number' ? Math.max(0, Math.min(100, Math.round(job.progress))) : 0;
    return {
      jobId,
      type: job.data.type,
      format: job.data.format,
      state,
      progress,
      ...(state === 'completed' && job.returnvalue
        ? { fileName: job.returnvalue.fileName, downloadUrl: `/api/products/reports/export/${jobId}/file?token=${this.downloadToken(jobId)}` }
        : {}),
      ...(state === 'failed' ? { failedReason: job.failedReason || 'The export failed' } : {}),
      createdAt: new Date(job.timestamp).toISOString(),
      ...(job.finishedOn ? { finishedAt: new Date(job.finishedOn).toISOString() } : {}),
    };
  }

  private signature(jobId: string, expires: number): Buffer {
    return createHmac('sha256', this.config.jwtSecret).update(`inventory-export\n${jobId}\n${expires}`).digest();
  }

  /** `{expiry}.{signature}`: good for this job only, until the expiry (seconds since the epoch). */
  downloadToken(jobId: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + DOWNLOAD_TOKEN_SECONDS;
    return `${expires}.${this.signature(jobId, expires).toString('base64url')}`;
  }

  /** 401 unless the token was signed for this job and has not expired. */
  verifyDownloadToken(jobId: string, token: string | undefined, now = Date.now()): void {
    const [expiresText, signatureText, ...rest] = (token ?? '').split('.');
    const expires = Number(expiresText);
    const given = Buffer.from(signatureText ?? '', 'base64url');
    const valid =
      rest.length === 0 &&
      /^\d{1,12}$/.test(expiresText ?? '') &&
      expires * 1000 > now &&
      JOB_ID.test(jobId) &&
      given.length === 32 &&
      timingSafeEqual(given, this.signature(jobId, expires));
    if (!valid) throw new UnauthorizedException({ success: false, message: DOWNLOAD_EXPIRED });
  }

  /** A finished, unexpired file and its bytes a chunk at a time (no Redis needed: the file is in PostgreSQL). */
  async file(jobId: string): Promise<{ file: ExportFileRecord; chunks: AsyncGenerator<Buffer> }> {
    const { rows } = (await this.db.raw(`SELECT * FROM ${FILES} WHERE job_id = ? AND expires_at > now()`, [jobId])) as { rows: ExportFileRecord[] };
    const file = rows[0];
    if (!file) throw new NotFoundException(EXPORT_NOT_FOUND);
    const db = this.db;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let seq = 0; seq < file.chunk_count; seq += 1) {
        const result = (await db.raw(`SELECT data FROM ${CHUNKS} WHERE job_id = ? AND seq = ?`, [jobId, seq])) as { rows: { data: Buffer }[] };
        if (!result.rows[0]) throw new Error(`export ${jobId} lost its chunk ${seq}`);
        yield result.rows[0].data;
      }
    }
    return { file, chunks: chunks() };
  }
}
