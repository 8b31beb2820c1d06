import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { lastVerification, verifyAndRecord, type EventStore, type RecordedVerification } from '@dealer/event-store';
import { EVENT_STORE, PG_POOL } from '../infrastructure/tokens';

/** A verification as the API answers it: positions as numbers, the hash chain's head for the record. */
export const verificationView = (run: RecordedVerification) => ({
  valid: run.valid,
  eventsChecked: run.eventsChecked,
  firstBrokenPosition: run.firstBrokenPosition === null ? null : Number(run.firstBrokenPosition),
  problem: run.problem,
  headPosition: run.headPosition === null ? null : Number(run.headPosition),
  headHash: run.headHash,
  verifiedAt: run.verifiedAt,
  verifiedBy: run.verifiedBy,
  milliseconds: run.milliseconds,
});

/**
 * Runs the hash chain's verification (the whole log, recomputed) and records it. Requests made
 * while a run is going share that run instead of starting another over the same log.
 */
@Injectable()
export class ChainVerifications {
  private running: Promise<RecordedVerification> | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  verify(userId: string): Promise<RecordedVerification> {
    this.running ??= verifyAndRecord(this.eventStore, this.pool, `api:${userId}`).finally(() => (this.running = undefined));
    return this.running;
  }

  last(): Promise<RecordedVerification | null> {
    return lastVerification(this.pool);
  }
}
