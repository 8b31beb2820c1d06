/**
 * A command the server stored while its read models were more than the read-your-writes wait
 * behind answers 202 `{ success: true, data: { _id, status: 'processing', position, location } }`
 * with a `Location` header (services/command-api/src/platform/still-processing.ts, docs/api). The
 * client then waits, bounded, until the read models hold it (GET /api/health's projector position
 * reaches `position`) and the record answers at its location, and uses that record as the answer.
 * Pure: the requests, the clock and the sleep are given, so a test runs it without a server or time.
 */

/** What the user is told when the record did not show within the wait: it is saved, do not send it again. */
export const STILL_PROCESSING_NOTICE = 'Saved; still being processed — refresh in a moment.';

/** The 202's data: the record's id, the log position the read models must reach, where to read it. */
export interface AcceptedCommand {
  _id: string | null;
  status: 'processing';
  position: string | null;
  location: string | null;
}

/** An answer to one poll: its HTTP status and parsed JSON body (status 0: no answer at all). */
export interface PollAnswer {
  status: number;
  body: unknown;
}

export interface PollOptions {
  /** The whole wait (default 30 s). */
  timeoutMs?: number;
  /** The first pause (default 500 ms); each next one 1.5 times longer, up to maxDelayMs (default 4 s). */
  firstDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (milliseconds: number) => Promise<void>;
  now?: () => number;
}

export type PollOutcome = { done: true; data: unknown } | { done: false; data: AcceptedCommand };

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The 202 'still processing' answer of a command, or null for any other answer. */
export function acceptedCommandOf(status: number, body: unknown, locationHeader: string | null): AcceptedCommand | null {
  if (status !== 202 || typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || (data as { status?: unknown }).status !== 'processing') return null;
  const fields = data as Record<string, unknown>;
  return { _id: text(fields._id), status: 'processing', position: text(fields.position), location: text(locationHeader) ?? text(fields.location) };
}

/** The projector's position as GET /api/health tells it; null when the answer does not say. */
function projectedPosition(answer: PollAnswer | null): bigint | null {
  if (!answer || answer.status !== 200) return null;
  const position = (answer.body as { data?: { projector?: { position?: unknown } } } | null)?.data?.projector?.position;
  if (typeof position !== 'string' || !/^\d+$/.test(position)) return null;
  return BigInt(position);
}

const pause = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Waits until the command's record can be read: the read models past its position, then its
 * location answering 200 (its data is the outcome). Once the position is known to be reached, a
 * 404 at the location is final too (the command deleted it) and a 403 means it is not this user's
 * to read: done, with the 202's data. Without a readable position the location alone decides.
 * Gives up at the deadline: `done: false`.
 */
export async function awaitProcessed(accepted: AcceptedCommand, get: (path: string) => Promise<PollAnswer>, options: PollOptions = {}): Promise<PollOutcome> {
  const { timeoutMs = 30_000, firstDelayMs = 500, maxDelayMs = 4_000, sleep = pause, now = Date.now } = options;
  const deadline = now() + timeoutMs;
  const target = accepted.position && /^\d+$/.test(accepted.position) ? BigInt(accepted.position) : null;
  let delay = firstDelayMs;
  let reached = target === null;
  let positionConfirmed = false;
  const attempt = (path: string) => get(path).catch((): PollAnswer => ({ status: 0, body: null }));

  for (;;) {
    if (!reached) {
      const health = await attempt('/api/health');
      const projected = projectedPosition(health);
      if (projected !== null && projected >= (target as bigint)) {
        reached = true;
        positionConfirmed = true;
      } else if (projected === null && health.status !== 503 && health.status !== 0) {
        // A health answer that does not say where the projector is: the location alone decides.
        reached = true;
      }
    }
    if (reached) {
      if (!accepted.location) return { done: true, data: accepted };
      const answer = await attempt(accepted.location);
      if (answer.status === 200) return { done: true, data: (answer.body as { data?: unknown } | null)?.data ?? null };
      if (positionConfirmed && (answer.status === 404 || answer.status === 403)) return { done: true, data: accepted };
    }
    if (now() + delay > deadline) return { done: false, data: accepted };
    await sleep(delay);
    delay = Math.min(Math.round(delay * 1.5), maxDelayMs);
  }
}
