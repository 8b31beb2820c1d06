import { Inject, Injectable, Logger, ServiceUnavailableException, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import type { AppConfig } from '../config';
import { APP_CONFIG, REDIS } from './tokens';

/** How long startup waits to learn whether Redis is there (it is optional: the app starts without it). */
const FIRST_CONNECT_WAIT_MS = 2_000;

/** The Redis URL without its credentials, fit for messages and logs. */
export function displayedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return 'REDIS_URL (not a valid URL)';
  }
}

/**
 * Whether Redis is reachable now. Redis is optional: sign-in throttling falls back to this
 * process's memory without it, and features that cannot work without it (background jobs) ask
 * here first and answer 503. One warning an outage, one line when it is back.
 */
@Injectable()
export class RedisAvailability implements OnModuleInit {
  private readonly logger = new Logger('Redis');
  readonly url: string;
  private inOutage = false;

  constructor(@Inject(REDIS) private readonly redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.url = displayedRedisUrl(config.redisUrl);
    redis.on('ready', () => {
      if (this.inOutage) this.logger.log(`Redis is reachable again at ${this.url}`);
      this.inOutage = false;
    });
    redis.on('error', (error: Error) => this.down(error.message));
    redis.on('reconnecting', () => this.down('connection lost'));
  }

  /** Waits (bounded) for the first connection attempt, so that the first requests already know. */
  async onModuleInit(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const settle = () => {
        clearTimeout(timer);
        this.redis.off('ready', settle).off('error', settle);
        resolve();
      };
      const timer = setTimeout(settle, FIRST_CONNECT_WAIT_MS);
      this.redis.once('ready', settle).once('error', settle);
    });
    if (!this.isUp) this.down('no answer');
  }

  get isUp(): boolean {
    return this.redis.status === 'ready';
  }

  /** Answers 503 unless Redis is reachable: for what cannot work without it. */
  assertAvailable(what = 'Background jobs'): void {
    if (!this.isUp) throw new ServiceUnavailableException({ success: false, message: `${what} need Redis, which is not reachable at ${this.url}` });
  }

  private down(reason: string): void {
    if (this.inOutage || this.isUp) return;
    this.inOutage = true;
    this.logger.warn(
      `Redis is not reachable at ${this.url} (REDIS_URL): ${reason}. Sign-in throttling uses this process's memory and background jobs answer 503 until it is back; retrying with backoff.`,
    );
  }
}
