import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { CHECKPOINT_CHANNEL, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { PG_POOL } from './tokens';

interface Waiter {
  position: bigint;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

/**
 * Read-your-writes: a command answers once the projector's checkpoint has passed its append.
 * One LISTEN connection per process hears every committed batch; a slow poll covers a lost
 * connection or a notification sent before we listened.
 */
@Injectable()
export class CheckpointWaiter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CheckpointWaiter.name);
  private listener?: PoolClient;
  private reached = 0n;
  private waiters: Waiter[] = [];
  private poll?: NodeJS.Timeout;
  private closed = false;

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
    await this.refresh();
    this.poll = setInterval(() => {
      if (this.waiters.length > 0) void this.refresh();
    }, 250);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.poll) clearInterval(this.poll);
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters = [];
    this.listener?.release();
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
      const { rows } = await this.pool.query(`select position from ${READ_MODELS_SCHEMA}.projection_checkpoint where name = 'read_models'`);
      if (rows[0]) this.advance(BigInt(rows[0].position));
    } catch (error) {
      // The read schema may not be migrated yet on a brand-new database.
      this.logger.debug(`checkpoint not readable yet: ${(error as Error).message}`);
    }
  }

  private async listen(): Promise<void> {
    const client = await this.pool.connect();
    this.listener = client;
    client.on('notification', (message) => {
      if (message.channel === CHECKPOINT_CHANNEL && message.payload) this.advance(BigInt(message.payload));
    });
    client.on('error', (error) => {
      this.logger.warn(`checkpoint listener lost: ${error.message}`);
      client.release(error);
      this.listener = undefined;
      if (!this.closed) setTimeout(() => void this.listen().catch(() => undefined), 1000);
    });
    await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
  }
}
