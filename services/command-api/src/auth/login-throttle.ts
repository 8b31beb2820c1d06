import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RedisAvailability } from '../infrastructure/redis-availability';
import { REDIS } from '../infrastructure/tokens';

/** Failures are forgotten an hour after the last one. */
const FAILURES_KEPT_MS = 60 * 60 * 1000;
/** From this many failures on an email, it is locked against addresses that failed on it. */
export const EMAIL_THRESHOLD = 5;
/** From this many failures from an address (on any emails), the address is locked. */
export const ADDRESS_THRESHOLD = 20;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60 * 1000;
/** Keys the in-process store keeps at most: addresses sprayed by an attacker must not grow it without bound. */
const MEMORY_CAPACITY = 100_000;

/** The lock after the `failures`-th failure: 30 s at the threshold, doubling each failure, at most 15 minutes. */
export const lockDelayMs = (failures: number, threshold: number) =>
  failures < threshold ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - threshold, 20));

/** Failure counts (kept FAILURES_KEPT_MS after their last increment) and locks (kept for their delay). */
interface ThrottleStore {
  /** Each count (0 when none). */
  counts(keys: string[]): Promise<number[]>;
  /** Milliseconds each lock has left (0 when none). */
  locks(keys: string[]): Promise<number[]>;
  /** Adds one to each count; the counts after. */
  fail(keys: string[]): Promise<number[]>;
  lock(key: string, milliseconds: number): Promise<void>;
  clear(keys: string[]): Promise<void>;
}

/** Shared by every API process. */
class RedisThrottleStore implements ThrottleStore {
  constructor(private readonly redis: Redis) {}

  async counts(keys: string[]) {
    return (await this.redis.mget(...keys)).map((count) => Number(count ?? 0));
  }

  async locks(keys: string[]) {
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.pttl(key);
    return ((await pipeline.exec()) ?? []).map(([error, left]) => {
      if (error) throw error;
      return Math.max(Number(left), 0);
    });
  }

  async fail(keys: string[]) {
    const transaction = this.redis.multi();
    for (const key of keys) transaction.incr(key).pexpire(key, FAILURES_KEPT_MS);
    const results = (await transaction.exec()) ?? [];
    return keys.map((_key, index) => Number(results[index * 2]?.[1] ?? 0));
  }

  async lock(key: string, milliseconds: number) {
    await this.redis.set(key, '1', 'PX', milliseconds);
  }

  async clear(keys: string[]) {
    await this.redis.del(...keys);
  }
}

/** This process's own, while Redis is unreachable: each process then throttles on its own. */
class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  private put(key: string, count: number, milliseconds: number) {
    // Re-inserted, so the Map's order stays oldest first.
    this.entries.delete(key);
    this.entries.set(key, { count, expiresAt: Date.now() + milliseconds });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MEMORY_CAPACITY) break;
      this.entries.delete(oldest);
    }
  }

  async counts(keys: string[]) {
    return keys.map((key) => this.live(key)?.count ?? 0);
  }

  async locks(keys: string[]) {
    return keys.map((key) => Math.max((this.live(key)?.expiresAt ?? 0) - Date.now(), 0));
  }

  async fail(keys: string[]) {
    return keys.map((key) => {
      const count = (this.live(key)?.count ?? 0) + 1;
      this.put(key, count, FAILURES_KEPT_MS);
      return count;
    });
  }

  async lock(key: string, milliseconds: number) {
    this.put(key, 1, milliseconds);
  }

  async clear(keys: string[]) {
    for (const key of keys) this.entries.delete(key);
  }
}

const keys = (email: string, address: string) => ({
  emailFailures: `login-failures:email:${email}`,
  addressFailures: `login-failures:address:${address}`,
  /** Failures on this email from this address: an address with none "has not been failing" on it. */
  pairFailures: `login-failures:pair:${address}:${email}`,
  emailLock: `login-lock:email:${email}`,
  addressLock: `login-lock:address:${address}`,
});

function tooMany(milliseconds: number): HttpException {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new HttpException({ success: false, message: `Too many failed sign-in attempts. Try again in ${wait}.` }, HttpStatus.TOO_MANY_REQUESTS);
}

/**
 * Slows password guessing without letting a stranger lock anyone out. Failures are counted by
 * email, by address, and by the two together; from a threshold each failure locks for a growing
 * delay (30 s doubling to 15 minutes). A locked address is refused outright. A locked email is
 * refused only to addresses that have failed on it: from an address that has not, the password
 * is still checked, so the right one gets the owner in while someone else guesses, and a wrong
 * one makes that address a failing one too. The address is the socket's peer unless TRUST_PROXY
 * names the proxy in front (see AppConfig.trustProxy), so X-Forwarded-For cannot pick it.
 */
@Injectable()
export class LoginThrottle {
  private readonly shared: ThrottleStore;
  private readonly local = new MemoryThrottleStore();

  constructor(@Inject(REDIS) redis: Redis, private readonly redisAvailability: RedisAvailability) {
    this.shared = new RedisThrottleStore(redis);
  }

  /** Redis when it is reachable; this process's memory when it is not, or fails mid-request (RedisAvailability logs the outage). */
  private async store<T>(use: (store: ThrottleStore) => Promise<T>): Promise<T> {
    if (this.redisAvailability.isUp) {
      try {
        return await use(this.shared);
      } catch {
        // Fall through to the local store.
      }
    }
    return use(this.local);
  }

  /** Before the password is checked: 429 for a locked address, or a locked email asked from an address that failed on it. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const key = keys(email, address);
    const [emailLock, addressLock] = await this.store((store) => store.locks([key.emailLock, key.addressLock]));
    if (addressLock > 0) throw tooMany(addressLock);
    if (emailLock > 0) {
      const [pairFailures] = await this.store((store) => store.counts([key.pairFailures]));
      if (pairFailures > 0) throw tooMany(emailLock);
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const key = keys(email, address);
    const [byEmail, byAddress] = await this.store((store) => store.fail([key.emailFailures, key.addressFailures, key.pairFailures]));
    const emailDelay = lockDelayMs(byEmail, EMAIL_THRESHOLD);
    const addressDelay = lockDelayMs(byAddress, ADDRESS_THRESHOLD);
    if (emailDelay > 0) await this.store((store) => store.lock(key.emailLock, emailDelay));
    if (addressDelay > 0) await this.store((store) => store.lock(key.addressLock, addressDelay));
  }

  /**
   * The right password: this address is in good standing on this email again. The email's own
   * count and lock stay, so the owner signing in does not give a guesser elsewhere a fresh start.
   */
  async recordSuccess(email: string, address: string): Promise<void> {
    await this.store((store) => store.clear([keys(email, address).pairFailures]));
  }
}
