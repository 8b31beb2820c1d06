import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import type { EventStore } from '@dealer/event-store';
import { CheckpointWaiter } from '../infrastructure/checkpoint-waiter';
import { EVENT_STORE, PG_POOL, REDIS } from '../infrastructure/tokens';
import { Public } from '../auth/public.decorator';

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
    private readonly checkpoints: CheckpointWaiter,
  ) {}

  /** Event store, PostgreSQL, Redis and the projector's lag behind the log; 503 when any is down. */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) response: FastifyReply) {
    const [eventStore, postgres, redis, checkpoint] = await Promise.all([
      probe(() => this.eventStore.headPosition()),
      probe(() => this.pool.query('select 1')),
      probe(() => this.redis.ping()),
      probe(() => this.pool.query(`select position from read_models.projection_checkpoint where name = 'read_models'`)),
    ]);
    const head = eventStore.ok ? eventStore.value : undefined;
    const projected = checkpoint.ok && checkpoint.value.rows[0] ? BigInt(checkpoint.value.rows[0].position) : this.checkpoints.position;
    // Positions can skip numbers (rolled-back appends), so lag is a distance in positions, not an event count.
    const lag = head !== undefined ? Number(head > projected ? head - projected : 0n) : null;
    const healthy = eventStore.ok && postgres.ok && redis.ok && checkpoint.ok;
    response.status(healthy ? 200 : 503);
    return {
      success: healthy,
      data: {
        status: healthy ? 'ok' : 'degraded',
        eventStore: eventStore.ok ? { ok: true, headPosition: String(head) } : eventStore,
        postgres: { ok: postgres.ok },
        redis: redis.ok ? { ok: true } : redis,
        projector: { ok: checkpoint.ok, position: String(projected), lag },
      },
    };
  }
}
