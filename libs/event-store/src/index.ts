import { Pool } from 'pg';
import type { EventStore } from './port';
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';

export * from './port';
export { canonicalJson, chainHash, GENESIS_HASH, type ChainedEvent, type ChainedLog, type ChainLink } from './chain/hash-chain';
export { verifyChain, type ChainVerification, type VerifyChainOptions } from './chain/verify-chain';
export {
  ensureVerificationTable,
  lastVerification,
  verifyAndRecord,
  VERIFICATIONS_TABLE,
  type RecordedVerification,
} from './chain/verification-record';
export {
  PostgresEventStore,
  DEFAULT_NOTIFY_CHANNEL,
  EVENT_STORE_SCHEMA_VERSION,
  type PostgresEventStoreOptions,
} from './postgres/postgres-event-store';
export { KurrentDbEventStore, CHAIN_STREAM } from './kurrentdb/kurrentdb-event-store';
export { grantEventStoreAccess, type EventStoreAccess } from './postgres/roles';

export interface CreateEventStoreOptions {
  kind: 'postgres' | 'kurrentdb';
  /** PostgreSQL connection string (used when no `pool` is given). */
  databaseUrl?: string;
  /** Existing pool; the store does not end it on close(). */
  pool?: Pool;
  /** KurrentDB connection string, e.g. `kurrentdb://localhost:2113?tls=false`. */
  kurrentDbUrl?: string;
  /** PostgreSQL only: schema, channel, batch size, poll interval. */
  postgres?: PostgresEventStoreOptions;
  /** PostgreSQL only: run `ensureSchema()` before returning (default true). */
  ensureSchema?: boolean;
}

/**
 * Builds the configured adapter. For PostgreSQL it runs the idempotent `ensureSchema()`
 * unless `ensureSchema: false`.
 */
export async function createEventStore(options: CreateEventStoreOptions): Promise<EventStore> {
  if (options.kind === 'kurrentdb') {
    if (!options.kurrentDbUrl) throw new Error('createEventStore: kurrentDbUrl is required for kurrentdb');
    return new KurrentDbEventStore(options.kurrentDbUrl);
  }
  if (options.kind !== 'postgres') {
    throw new Error(`createEventStore: unknown kind ${String((options as { kind: unknown }).kind)}`);
  }
  const source = options.pool ?? options.databaseUrl;
  if (!source) throw new Error('createEventStore: databaseUrl or pool is required for postgres');
  const store = new PostgresEventStore(source, options.postgres);
  if (options.ensureSchema !== false) {
    try {
      await store.ensureSchema();
    } catch (err) {
      await store.close();
      throw err;
    }
  }
  return store;
}
