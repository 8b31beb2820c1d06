import { CHECKPOINT_NAME, READ_MODELS_SCHEMA } from '../schema';
import { qualified } from '../sql-names';

/**
 * The event the projector cannot apply (`projection_checkpoint.failure`): the projector writes it
 * when a batch holding only that event fails, keeps retrying with backoff, and clears it once a
 * batch passes that position. Positions are decimal strings (bigint).
 */
export interface ProjectorFailure {
  position: string;
  stream: string;
  type: string;
  eventId: string;
  /** The error's message (never a stack). */
  error: string;
  /** When it first failed (ISO timestamp). */
  since: string;
}

/** The recorded failure of the checkpoint row, if it still stands (the checkpoint has not passed it). */
export function standingFailure(row: { position: string | number | bigint; failure?: unknown } | undefined): ProjectorFailure | null {
  const failure = row?.failure as ProjectorFailure | null | undefined;
  if (!failure || typeof failure !== 'object' || typeof failure.position !== 'string') return null;
  return BigInt(failure.position) > BigInt(row!.position) ? failure : null;
}

/** The checkpoint and the standing failure of a schema's read models (null failure: none). */
export async function readProjectorState(
  db: { query(text: string, values?: unknown[]): Promise<{ rows: any[] }> },
  schema: string = READ_MODELS_SCHEMA,
): Promise<{ position: bigint; failure: ProjectorFailure | null }> {
  const table = qualified(schema, 'projection_checkpoint');
  const { rows } = await db.query(`SELECT position::text AS position, failure FROM ${table} WHERE name = $1`, [CHECKPOINT_NAME]).catch((error: { code?: string }) => {
    // Read models not migrated this far yet (the projector migrates them when it starts): no failure recorded.
    if (error.code === '42703') return db.query(`SELECT position::text AS position FROM ${table} WHERE name = $1`, [CHECKPOINT_NAME]);
    throw error;
  });
  return { position: rows[0] ? BigInt(rows[0].position) : 0n, failure: standingFailure(rows[0]) };
}

/** "event 123 (PurchaseRecorded)": how every message names the event the read models are stopped at. */
export const stoppedEventOf = (failure: ProjectorFailure) => `event ${failure.position} (${failure.type})`;

/** Why the read models wait, for answers that cannot show a command's result (202, 503). */
export const readModelsStoppedMessage = (failure: ProjectorFailure) =>
  `The read models are stopped at ${stoppedEventOf(failure)} because of an error: an administrator must look at /api/health.`;
