import { Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException, type OnModuleDestroy } from '@nestjs/common';
import { Queue, type Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { bullPrefixOf, EXPORT_RETENTION_SECONDS, VAT_REGISTER_EXPORT_QUEUE, type InventoryExportResult, type VatRegister, type VatRegisterExportJobData, type VatRegisterPeriod } from '@dealer/read-models';
import type { AppConfig } from '../../config';
import { reconnectDelayMs } from '../../infrastructure/backoff';
import { displayedRedisUrl, RedisAvailability } from '../../infrastructure/redis-availability';
import { APP_CONFIG } from '../../infrastructure/tokens';
import { dhakaDate } from '../../platform/dates';
import { EXPORT_NOT_FOUND, InventoryExportJobs, type ExportJobState } from '../../inventory/reports/inventory-export-jobs';

const REDIS_CALL_TIMEOUT_MS = 3_000;
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type VatRegisterQueue = Queue<VatRegisterExportJobData, InventoryExportResult>;

/**
 * The registers' XLSX exports as BullMQ jobs on their own queue, worked by the projector process
 * (services/projector/src/jobs/vat-register-export.ts); the file is stored and served, and its
 * download link signed, exactly as the inventory exports' (InventoryExportJobs).
 */
@Injectable()
export class VatRegisterExportJobs implements OnModuleDestroy {
  private readonly logger = new Logger('VatRegisterExports');
  private queue: VatRegisterQueue | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisAvailability,
    readonly files: InventoryExportJobs,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.queue?.close().catch(() => undefined);
  }

  private unavailable(reason: string): ServiceUnavailableException {
    return new ServiceUnavailableException({ success: false, message: `Exports are unavailable: the job queue (Redis) is not reachable (${reason})` });
  }

  private async bounded<T>(call: (queue: VatRegisterQueue) => Promise<T>): Promise<T> {
    const where = displayedRedisUrl(this.config.redisUrl);
    if (!this.redis.isUp) throw this.unavailable(`${where}: no answer`);
    this.queue ??= new Queue<VatRegisterExportJobData, InventoryExportResult>(VAT_REGISTER_EXPORT_QUEUE, {
      connection: { url: this.config.redisUrl, enableOfflineQueue: false, connectTimeout: 2_000, retryStrategy: (attempt: number) => reconnectDelayMs(attempt) },
      prefix: bullPrefixOf(this.config.redisKeyPrefix),
      defaultJobOptions: { attempts: 1, removeOnComplete: { age: EXPORT_RETENTION_SECONDS }, removeOnFail: { age: EXPORT_RETENTION_SECONDS } },
    });
    this.queue.on('error', (error) => this.logger.debug(`queue connection: ${error.message}`));
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        call(this.queue),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(this.unavailable(`${where}: no answer in ${REDIS_CALL_TIMEOUT_MS / 1000} s`)), REDIS_CALL_TIMEOUT_MS))),
      ]);
    } catch (error) {
      if (error instanceof ServiceUnavailableException) throw error;
      throw this.unavailable(`${where}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async enqueue(userId: string, register: VatRegister, period: VatRegisterPeriod): Promise<{ jobId: string; state: 'waiting' }> {
    const data: VatRegisterExportJobData = { register, startDate: period.startDate, endDate: period.endDate, userId, requestedOn: dhakaDate() };
    const jobId = randomUUID();
    await this.bounded((queue) => queue.add(`vat-${register}-register`, data, { jobId }));
    return { jobId, state: 'waiting' };
  }

  /** The job as the asker sees it; someone else's, an unknown or an expired one is 404. */
  async status(userId: string, jobId: string) {
    if (!JOB_ID.test(jobId)) throw new NotFoundException(EXPORT_NOT_FOUND);
    const found = await this.bounded(async (queue) => {
      const job: Job<VatRegisterExportJobData, InventoryExportResult> | undefined = await queue.getJob(jobId);
      return job ? { job, state: await job.getState() } : undefined;
    });
    if (!found || found.state === 'unknown' || found.job.data.userId !== userId) throw new NotFoundException(EXPORT_NOT_FOUND);
    const { job } = found;
    const state: ExportJobState = found.state === 'completed' || found.state === 'failed' || found.state === 'active' ? found.state : 'waiting';
    const progress = state === 'completed' ? 100 : typeof job.progress === 'number' ? Math.max(0, Math.min(100, Math.round(job.progress))) : 0;
    return {
      jobId,
      register: job.data.register,
      startDate: job.data.startDate,
      endDate: job.data.endDate,
      state,
      progress,
      ...(state === 'completed' && job.returnvalue
        ? { fileName: job.returnvalue.fileName, rows: job.returnvalue.rows, downloadUrl: `/api/vat/registers/export/${jobId}/file?token=${this.files.downloadToken(jobId)}` }
        : {}),
      ...(state === 'failed' ? { failedReason: job.failedReason || 'The export failed' } : {}),
      createdAt: new Date(job.timestamp).toISOString(),
      ...(job.finishedOn ? { finishedAt: new Date(job.finishedOn).toISOString() } : {}),
    };
  }
}
