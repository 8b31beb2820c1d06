import type { Pool } from 'pg';
import type { ChainedLog, ChainLink } from './hash-chain';
import { verifyChain, type ChainVerification, type VerifyChainOptions } from './verify-chain';

/** The table of verification runs: the health check shows the last, the next run checks its head is still there. */
export const VERIFICATIONS_TABLE = 'event_chain_verifications';

export interface RecordedVerification extends ChainVerification {
  verifiedAt: string;
  /** Who ran it: `cli`, or `api:<user id>`. */
  verifiedBy: string;
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const tableOf = (schema: string) => `${quoteIdent(schema)}.${VERIFICATIONS_TABLE}`;

/** DDL of the verification record (run by the owner, with the event store's schema). */
export const verificationTable = (quotedSchema: string): string => `
  CREATE TABLE IF NOT EXISTS ${quotedSchema}.${VERIFICATIONS_TABLE} (
    id bigserial PRIMARY KEY,
    verified_at timestamptz NOT NULL DEFAULT now(),
    verified_by text NOT NULL,
    valid boolean NOT NULL,
    events_checked bigint NOT NULL,
    first_broken_position bigint,
    problem text,
    head_position bigint,
    head_hash bytea,
    started_at timestamptz NOT NULL,
    milliseconds integer NOT NULL
  )`;

/** Creates the record when it is missing (for a KurrentDB deployment, whose PostgreSQL has no events table). */
export async function ensureVerificationTable(pool: Pool, schema = 'public'): Promise<void> {
  const { rows } = await pool.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [tableOf(schema)]);
  if (!rows[0].present) await pool.query(verificationTable(quoteIdent(schema)));
}

interface VerificationRow {
  verified_at: Date;
  verified_by: string;
  valid: boolean;
  events_checked: string;
  first_broken_position: string | null;
  problem: string | null;
  head_position: string | null;
  head_hash: Buffer | null;
  started_at: Date;
  milliseconds: number;
}

const toRecorded = (row: VerificationRow): RecordedVerification => ({
  valid: row.valid,
  eventsChecked: Number(row.events_checked),
  firstBrokenPosition: row.first_broken_position,
  problem: row.problem,
  headPosition: row.head_position,
  headHash: row.head_hash ? row.head_hash.toString('hex') : null,
  startedAt: row.started_at.toISOString(),
  milliseconds: row.milliseconds,
  verifiedAt: row.verified_at.toISOString(),
  verifiedBy: row.verified_by,
});

/** The last run, or null when the chain was never verified (or the record does not exist yet). */
export async function lastVerification(pool: Pool, schema = 'public'): Promise<RecordedVerification | null> {
  try {
    const { rows } = await pool.query<VerificationRow>(`SELECT * FROM ${tableOf(schema)} ORDER BY id DESC LIMIT 1`);
    return rows[0] ? toRecorded(rows[0]) : null;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return null;
    throw error;
  }
}

/** The head of the last run that found the chain whole: it must still be in the log. */
async function lastValidLink(pool: Pool, schema: string): Promise<ChainLink | undefined> {
  const { rows } = await pool.query<{ head_position: string; head_hash: Buffer }>(
    `SELECT head_position, head_hash FROM ${tableOf(schema)} WHERE valid AND head_position IS NOT NULL ORDER BY id DESC LIMIT 1`,
  );
  return rows[0] ? { position: BigInt(rows[0].head_position), hash: rows[0].head_hash.toString('hex') } : undefined;
}

/**
 * Verifies the chain of `log` (see verifyChain) against the head the last valid run recorded,
 * and records the result in `pool` (the application's PostgreSQL, whatever the event store).
 */
export async function verifyAndRecord(
  log: ChainedLog,
  pool: Pool,
  verifiedBy: string,
  options: Omit<VerifyChainOptions, 'knownLink'> & { schema?: string } = {},
): Promise<RecordedVerification> {
  const schema = options.schema ?? 'public';
  await ensureVerificationTable(pool, schema);
  const result = await verifyChain(log, { ...options, knownLink: await lastValidLink(pool, schema) });
  const { rows } = await pool.query<VerificationRow>(
    `INSERT INTO ${tableOf(schema)} (verified_by, valid, events_checked, first_broken_position, problem, head_position, head_hash, started_at, milliseconds)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [
      verifiedBy,
      result.valid,
      result.eventsChecked,
      result.firstBrokenPosition,
      result.problem,
      result.headPosition,
      result.headHash ? Buffer.from(result.headHash, 'hex') : null,
      result.startedAt,
      Math.min(result.milliseconds, 2_147_483_647),
    ],
  );
  return toRecorded(rows[0]);
}
