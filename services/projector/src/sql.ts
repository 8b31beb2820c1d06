import { createHash } from 'node:crypto';

/** Anything that runs a query: a pg Client, PoolClient or Pool. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: any[]; rowCount: number | null }>;
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export const qualified = (schema: string, table: string): string => `${quoteIdent(schema)}.${quoteIdent(table)}`;

/** A string literal for SQL written without parameters (channel and checkpoint names). Relies on standard_conforming_strings (on since 9.1). */
export const quoteLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** 64-bit advisory-lock key, as a decimal string (safe to inline or pass as a bigint parameter). */
export const lockKey = (text: string): string => createHash('sha256').update(text).digest().readBigInt64BE(0).toString();

/** Held for the life of the active projector of a schema: a second projector waits on it. */
export const leaderLockKey = (schema: string) => lockKey(`dealer-projector\u0000leader\u0000${schema}`);
/** Taken shared by every batch transaction, exclusively by a rebuild's swap: the swap fence. */
export const batchLockKey = (schema: string) => lockKey(`dealer-projector\u0000batch\u0000${schema}`);
/** Serialises migrations of one schema across processes. */
export const migrateLockKey = (schema: string) => lockKey(`dealer-projector\u0000migrate\u0000${schema}`);
/** One rebuild of a schema at a time. */
export const rebuildLockKey = (schema: string) => lockKey(`dealer-projector\u0000rebuild\u0000${schema}`);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid column value: a malformed id becomes null rather than stalling the projector forever. */
export const uuidOrNull = (value: unknown): string | null => (typeof value === 'string' && UUID_PATTERN.test(value) ? value : null);
