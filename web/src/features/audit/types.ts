/** The audit log's answers, from the contract. */
import type { Answer, ElementOf } from '../../shared/api/contract-types';

/** One event of the log as GET /api/audit/events answers it: stored content, who and when, links and hash (no `_id`: rows are keyed by position). */
export type AuditEvent = ElementOf<Answer<'AuditController_events'>['events']> & { _id?: never };

/** A run of the hash chain's verification (GET /api/audit/verify). */
export type ChainVerification = Answer<'AuditController_verify'>;

export type AuditFilters = { type?: string; stream?: string; userId?: string; correlationId?: string };
