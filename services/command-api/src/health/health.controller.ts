import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { lastVerification, type EventStore } from '@dealer/event-store';
import { CHECKPOINT_NAME, READ_MODELS_SCHEMA, readModelsStoppedMessage, standingFailure } from '@dealer/read-models';
import { CheckpointWaiter } from '../infrastructure/checkpoint-waiter';
import { RedisAvailability } from '../infrastructure/redis-availability';
import { EVENT_STORE, PG_POOL, REDIS } from '../infrastructure/tokens';
import { Public } from '../auth/public.decorator';
import { verificationView } from '../audit/chain-verifications';

const within = <T>(promise: Promise<T>, milliseconds = 2000) =>
  Promise.race([promise, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), milliseconds).unref())]);

async function probe<T>(check: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  try {
    return { ok: true, value: await within(check()) };
  } catch (error) {
    return { ok: false, error: (error as Error).message === 'timed out' ? 'timed out' : 'unreachable' };
  }
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly redisAvailability: RedisAvailability,
    private readonly checkpoints: CheckpointWaiter,
  ) {}

  /**
   * Event store, PostgreSQL, Redis and the projector's lag behind the log; 503 when a part the API
   * cannot serve without is down. Redis is optional (sign-in throttles in memory, background jobs
   * answer 503): without it the status is degraded, the answer still 200. So is a projector stopped
   * by an event it cannot apply (`projector.stuckAt`: the event and the error): the API still serves
   * what the read models hold, but nothing recorded from that event on shows until it is fixed.
   */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) response: FastifyReply) {
    const [eventStore, postgres, redis, checkpoint, verification] = await Promise.all([
      probe(() => this.eventStore.headPosition()),
      probe(() => this.pool.query('select 1')),
      probe(() => this.redis.ping()),
      probe(() => this.pool.query<{ position: string; failure: unknown }>(`select position, failure from ${READ_MODELS_SCHEMA}.projection_checkpoint where name = $1`, [CHECKPOINT_NAME])),
      probe(() => lastVerification(this.pool)),
    ]);
    const head = eventStore.ok ? eventStore.value : undefined;
    const projected = checkpoint.ok && checkpoint.value.rows[0] ? BigInt(checkpoint.value.rows[0].position) : this.checkpoints.position;
    // Positions can skip numbers (rolled-back appends), so lag is a distance in positions, not an event count.
    const lag = head !== undefined ? Number(head > projected ? head - projected : 0n) : null;
    const serving = eventStore.ok && postgres.ok && checkpoint.ok;
    const stuckAt = checkpoint.ok ? standingFailure(checkpoint.value.rows[0]) : null;
    // The hash chain's last verification (GET /api/audit/verify, npm run verify): a broken chain
    // does not stop the API serving, but the status says so until a run finds the log whole.
    const lastRun = verification.ok ? verification.value : undefined;
    const chainBroken = lastRun?.valid === false;
    response.status(serving ? 200 : 503);
    return {
      success: serving,
      data: {
        status: serving && redis.ok && !chainBroken && !stuckAt ? 'ok' : 'degraded',
        eventStore: eventStore.ok ? { ok: true, headPosition: String(head) } : eventStore,
        postgres: { ok: postgres.ok },
        redis: redis.ok ? { ok: true } : { ...redis, url: this.redisAvailability.url },
        projector: stuckAt
          ? { ok: false, position: String(projected), lag, stuckAt, message: readModelsStoppedMessage(stuckAt) }
          : { ok: checkpoint.ok, position: String(projected), lag },
        hashChain: !verification.ok
          ? verification
          : lastRun
            ? { ok: lastRun.valid, lastVerification: verificationView(lastRun) }
            : { ok: true, lastVerification: null },
      },
    };
  }
}
