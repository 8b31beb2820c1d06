import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RedisAvailability } from '../infrastructure/redis-availability';
import { REDIS } from '../infrastructure/tokens';

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_ADDRESS = 30;
/** Keys the in-process store keeps at most: addresses sprayed by an attacker must not grow it without bound. */
const MEMORY_CAPACITY = 100_000;

/** Failure counts that expire WINDOW_SECONDS after their first failure. */
interface FailureCounts {
  get(keys: string[]): Promise<number[]>;
  secondsLeft(keys: string[]): Promise<number>;
  add(keys: string[]): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Shared by every API process. */
class RedisFailureCounts implements FailureCounts {
  constructor(private readonly redis: Redis) {}

  async get(keys: string[]) {
    return (await this.redis.mget(...keys)).map((count) => Number(count ?? 0));
  }

  async secondsLeft(keys: string[]) {
    return Math.max(...(await Promise.all(keys.map((key) => this.redis.ttl(key)))));
  }

  async add(keys: string[]) {
    const transaction = this.redis.multi();
    for (const key of keys) transaction.incr(key).expire(key, WINDOW_SECONDS, 'NX');
    await transaction.exec();
  }

  async clear(key: string) {
    await this.redis.del(key);
  }
}

/** This process's own, while Redis is unreachable: each process then throttles on its own. */
class MemoryFailureCounts implements FailureCounts {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();

  private live(key: string) {
    const entry = this.counts.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry;
    this.counts.delete(key);
    return undefined;
  }

  async get(keys: string[]) {
    return keys.map((key) => this.live(key)?.count ?? 0);
  }

  async secondsLeft(keys: string[]) {
    return Math.max(...keys.map((key) => Math.ceil(((this.live(key)?.expiresAt ?? 0) - Date.now()) / 1000)));
  }

  async add(keys: string[]) {
    for (const key of keys) {
      const entry = this.live(key);
      if (entry) entry.count += 1;
      else this.counts.set(key, { count: 1, expiresAt: Date.now() + WINDOW_SECONDS * 1000 });
    }
    // Oldest first (a Map keeps insertion order).
    for (const key of this.counts.keys()) {
      if (this.counts.size <= MEMORY_CAPACITY) break;
      this.counts.delete(key);
    }
  }

  async clear(key: string) {
    this.counts.delete(key);
  }
}

const emailKey = (email: string) => `login-failures:email:${email}`;
const addressKey = (address: string) => `login-failures:address:${address}`;

/** Repeated failed sign-ins lock the email (and a noisy address) for a while. */
@Injectable()
export class LoginThrottle {
  private readonly shared: FailureCounts;
  private readonly local = new MemoryFailureCounts();

  constructor(@Inject(REDIS) redis: Redis, private readonly redisAvailability: RedisAvailability) {
    this.shared = new RedisFailureCounts(redis);
  }

  /** Redis when it is reachable; this process's memory when it is not, or fails mid-request (RedisAvailability logs the outage). */
  private async counts<T>(use: (counts: FailureCounts) => Promise<T>): Promise<T> {
    if (this.redisAvailability.isUp) {
      try {
        return await use(this.shared);
      } catch {
        // Fall through to the local counts.
      }
    }
    return use(this.local);
  }

  async assertAllowed(email: string, address: string): Promise<void> {
    const keys = [emailKey(email), addressKey(address)];
    const [byEmail, byAddress] = await this.counts((counts) => counts.get(keys));
    if (byEmail >= MAX_FAILURES_PER_EMAIL || byAddress >= MAX_FAILURES_PER_ADDRESS) {
      const ttl = Math.max(await this.counts((counts) => counts.secondsLeft(keys)), 60);
      throw new HttpException(
        { success: false, message: `Too many failed sign-in attempts. Try again in ${Math.ceil(ttl / 60)} minutes.` },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await this.counts((counts) => counts.add([emailKey(email), addressKey(address)]));
  }

  async recordSuccess(email: string): Promise<void> {
    await this.counts((counts) => counts.clear(emailKey(email)));
  }
}
