import { lockKey } from '@dealer/read-models';

export { lockKey, migrateLockKey, qualified, quoteIdent } from '@dealer/read-models';

/** Anything that runs a query: a pg Client, PoolClient or Pool. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: any[]; rowCount: number | null }>;
}

/** A string literal for SQL written without parameters (channel and checkpoint names). Relies on standard_conforming_strings (on since 9.1). */
export const quoteLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** Held for the life of the active projector of a schema: a second projector waits on it. */
export const leaderLockKey = (schema: string) => lockKey(`dealer-projector\u0000leader\u0000${schema}`);
/** Taken shared by every batch transaction, exclusively by a rebuild's swap: the swap fence. */
export const batchLockKey = (schema: string) => lockKey(`dealer-projector\u0000batch\u0000${schema}`);
/** One rebuild of a schema at a time. */
export const rebuildLockKey = (schema: string) => lockKey(`dealer-projector\u0000rebuild\u0000${schema}`);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid column value: a malformed id becomes null rather than stalling the projector forever. */
export const uuidOrNull = (value: unknown): string | null => (typeof value === 'string' && UUID_PATTERN.test(value) ? value : null);
