/** One event of the log as GET /api/audit/events answers it: stored content, who and when, links and hash. */
export interface AuditEvent {
  _id?: never;
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recordedAt: string;
  occurredAt: string | null;
  userId: string | null;
  userName: string | null;
  correlationId: string | null;
  causationId: string | null;
  hash: string;
}

/** A run of the hash chain's verification (GET /api/audit/verify). */
export interface ChainVerification {
  valid: boolean;
  eventsChecked: number;
  firstBrokenPosition: number | null;
  problem: string | null;
  headPosition: number | null;
  headHash: string | null;
  verifiedAt: string;
  verifiedBy: string;
  milliseconds: number;
}

export type AuditFilters = { type?: string; stream?: string; userId?: string; correlationId?: string };
