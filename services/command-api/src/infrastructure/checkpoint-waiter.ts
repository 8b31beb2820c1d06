import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { CHECKPOINT_CHANNEL, CHECKPOINT_NAME, READ_MODELS_SCHEMA } from '@dealer/read-models';
import type { AppConfig } from '../config';
import { ListenConnection } from './listen-connection';
import { APP_CONFIG, PG_POOL } from './tokens';

/** application_name of the LISTEN connection (an operator, or a test, finds its backend by it). */
export const CHECKPOINT_LISTENER_NAME = 'command-api:checkpoint-listener';

interface Waiter {
  position: bigint;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

/**
 * Read-your-writes: a command answers once the projector's checkpoint has passed its append.
 * One LISTEN connection per process, its own rather than a pool's, hears every committed batch;
 * a slow poll covers a lost connection or a notification sent before we listened. A lost
 * connection is reopened with a bounded exponential backoff.
 */
@Injectable()
export class CheckpointWaiter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CheckpointWaiter.name);
  private readonly listener: ListenConnection;
  private reached = 0n;
  private waiters: Waiter[] = [];
  private poll?: NodeJS.Timeout;

  constructor(@Inject(PG_POOL) private readonly pool: Pool, @Inject(APP_CONFIG) config: AppConfig) {
    this.listener = new ListenConnection({
      databaseUrl: config.databaseUrl,
      applicationName: CHECKPOINT_LISTENER_NAME,
      channel: CHECKPOINT_CHANNEL,
      name: 'checkpoint listener',
      whileLost: 'reconnecting with backoff, polling the checkpoint meanwhile',
      logger: this.logger,
      heard: (payload) => this.advance(BigInt(payload)),
      // Notifications sent while it was away were not heard: read the checkpoint once.
      listening: () => this.refresh(),
    });
  }

  async onModuleInit(): Promise<void> {
    await this.listener.start();
    await this.refresh();
    this.poll = setInterval(() => {
      if (this.waiters.length > 0) void this.refresh();
    }, 250);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.poll);
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters = [];
    await this.listener.close();
  }

  get position(): bigint {
    return this.reached;
  }

  /** Resolves true once the read models include `position`, false after `timeoutMs`. */
  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    if (position <= this.reached) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((other) => other !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  private advance(position: bigint): void {
    if (position <= this.reached) return;
    this.reached = position;
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.position <= position) {
        clearTimeout(waiter.timer);
        waiter.resolve(true);
      } else still.push(waiter);
    }
    this.waiters = still;
  }

  private async refresh(): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ position: string }>(`select position from ${READ_MODELS_SCHEMA}.projection_checkpoint where name = $1`, [CHECKPOINT_NAME]);
      if (rows[0]) this.advance(BigInt(rows[0].position));
    } catch (error) {
      // The read schema may not be migrated yet on a brand-new database.
      this.logger.debug(`checkpoint not readable yet: ${(error as Error).message}`);
    }
  }
}
