import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Client, type Pool } from 'pg';
import { CHECKPOINT_CHANNEL, CHECKPOINT_NAME, READ_MODELS_SCHEMA } from '@dealer/read-models';
import type { AppConfig } from '../config';
import { reconnectDelayMs } from './backoff';
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
  private listener?: Client;
  /** Reconnect attempts in the current outage (0: listening). */
  private attempts = 0;
  private reconnect?: NodeJS.Timeout;
  private reached = 0n;
  private waiters: Waiter[] = [];
  private poll?: NodeJS.Timeout;
  private closed = false;

  constructor(@Inject(PG_POOL) private readonly pool: Pool, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    await this.listen().catch((error: Error) => this.lost(error));
    await this.refresh();
    this.poll = setInterval(() => {
      if (this.waiters.length > 0) void this.refresh();
    }, 250);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearInterval(this.poll);
    clearTimeout(this.reconnect);
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters = [];
    await this.listener?.end().catch(() => undefined);
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

  /** Opens the LISTEN connection, or throws. */
  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: CHECKPOINT_LISTENER_NAME });
    client.on('notification', (message) => {
      if (message.channel === CHECKPOINT_CHANNEL && message.payload) this.advance(BigInt(message.payload));
    });
    client.on('error', (error) => this.lost(error, client));
    client.on('end', () => this.lost(new Error('connection closed'), client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.listener = client;
    if (this.attempts > 0) this.logger.log(`checkpoint listener reconnected after ${this.attempts} attempt(s)`);
    this.attempts = 0;
    // Notifications sent while it was away were not heard: read the checkpoint once.
    await this.refresh();
  }

  /** The listener dropped, or could not connect: try again after a growing delay, with one warning an outage. */
  private lost(error: Error, client?: Client): void {
    if (client) {
      // Events of a client already given up (its error, then its end) or never in use are old news.
      if (client !== this.listener) return;
      this.listener = undefined;
      void client.end().catch(() => undefined);
    }
    if (this.closed) return;
    this.attempts += 1;
    if (this.attempts === 1) this.logger.warn(`checkpoint listener lost (${error.message}): reconnecting with backoff, polling the checkpoint meanwhile`);
    else this.logger.debug(`checkpoint listener attempt ${this.attempts} failed: ${error.message}`);
    this.reconnect = setTimeout(() => void this.listen().catch((next: Error) => this.lost(next)), reconnectDelayMs(this.attempts));
  }
}
