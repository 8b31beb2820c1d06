import { createHash } from 'node:crypto';

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export const qualified = (schema: string, table: string): string => `${quoteIdent(schema)}.${quoteIdent(table)}`;

/** 64-bit advisory-lock key, as a decimal string (safe to inline or pass as a bigint parameter). */
export const lockKey = (text: string): string => createHash('sha256').update(text).digest().readBigInt64BE(0).toString();

/** Serialises migrations of one schema across processes. */
export const migrateLockKey = (schema: string) => lockKey(`dealer-projector\u0000migrate\u0000${schema}`);
