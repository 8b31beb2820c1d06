import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../infrastructure/tokens';

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_ADDRESS = 30;

/** Repeated failed sign-ins lock the email (and a noisy address) for a while. */
@Injectable()
export class LoginThrottle {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  private keys(email: string, address: string) {
    return { email: `login-failures:email:${email}`, address: `login-failures:address:${address}` };
  }

  async assertAllowed(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const [byEmail, byAddress] = await this.redis.mget(keys.email, keys.address);
    if (Number(byEmail ?? 0) >= MAX_FAILURES_PER_EMAIL || Number(byAddress ?? 0) >= MAX_FAILURES_PER_ADDRESS) {
      const ttl = Math.max(await this.redis.ttl(keys.email), await this.redis.ttl(keys.address), 60);
      throw new HttpException(
        { success: false, message: `Too many failed sign-in attempts. Try again in ${Math.ceil(ttl / 60)} minutes.` },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await this.redis.multi().incr(keys.email).expire(keys.email, WINDOW_SECONDS, 'NX').incr(keys.address).expire(keys.address, WINDOW_SECONDS, 'NX').exec();
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(`login-failures:email:${email}`);
  }
}
