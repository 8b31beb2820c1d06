import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import knex, { type Knex } from 'knex';
import { Pool, types } from 'pg';

// A books date is a calendar day: keep PostgreSQL's `date` as 'YYYY-MM-DD', never a midnight in some zone.
const DATE_TYPE_ID = 1082;
types.setTypeParser(DATE_TYPE_ID, (value: string) => value);
import { createEventStore, type EventStore } from '@dealer/event-store';
import type { AppConfig } from '../config';
import { reconnectDelayMs } from './backoff';
import { CheckpointWaiter } from './checkpoint-waiter';
import { RedisAvailability } from './redis-availability';
import { APP_CONFIG, EVENT_STORE, PG_POOL, READ_DATABASE, REDIS } from './tokens';

class InfrastructureShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(READ_DATABASE) private readonly database: Knex,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.eventStore.close();
    await this.database.destroy();
    this.redis.disconnect();
    await this.pool.end();
  }
}

/** Connections shared by every feature: the event store, the read database, Redis (optional). */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        {
          provide: PG_POOL,
          useFactory: () => {
            const pool = new Pool({ connectionString: config.databaseUrl, max: 20, application_name: 'command-api' });
            // An idle connection dropped by the server (restart, failover) must not crash the process.
            pool.on('error', (error) => new Logger('Database').warn(`idle connection lost: ${error.message}`));
            return pool;
          },
        },
        {
          provide: READ_DATABASE,
          // The projector owns the read-model schema and migrates it; createApp waits for it.
          useFactory: () => knex({ client: 'pg', connection: { connectionString: config.databaseUrl, application_name: 'command-api:read-models' }, pool: { min: 0, max: 20 } }),
        },
        {
          provide: EVENT_STORE,
          inject: [PG_POOL],
          useFactory: (pool: Pool) =>
            createEventStore(config.eventStore === 'kurrentdb' ? { kind: 'kurrentdb', kurrentDbUrl: config.kurrentDbUrl } : { kind: 'postgres', pool }),
        },
        {
          provide: REDIS,
          // Optional (see RedisAvailability): while it is down a command fails at once (no offline
          // queue) rather than waiting, and a stalled one gives up after a second; reconnects back off.
          useFactory: () =>
            new Redis(config.redisUrl, {
              keyPrefix: config.redisKeyPrefix,
              connectTimeout: 2_000,
              commandTimeout: 1_000,
              maxRetriesPerRequest: 1,
              enableOfflineQueue: false,
              retryStrategy: (attempt) => reconnectDelayMs(attempt),
            }),
        },
        RedisAvailability,
        CheckpointWaiter,
        InfrastructureShutdown,
      ],
      exports: [APP_CONFIG, PG_POOL, READ_DATABASE, EVENT_STORE, REDIS, RedisAvailability, CheckpointWaiter],
    };
  }
}
