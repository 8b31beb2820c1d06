import { chainHash, GENESIS_HASH, type ChainedLog, type ChainLink } from './hash-chain';

/** Events hashed between two turns of the event loop. */
const YIELD_EVERY = 1000;

export interface ChainVerification {
  /** The whole log holds: every link recomputes, and an earlier run's head is still there. */
  valid: boolean;
  /** Events recomputed (up to and including the first broken one). */
  eventsChecked: number;
  /** Position of the first event whose link does not hold; null when valid. */
  firstBrokenPosition: string | null;
  /** Why that link does not hold; null when valid. */
  problem: string | null;
  /** The last link checked (the head when valid): record it to notice a later truncation. */
  headPosition: string | null;
  headHash: string | null;
  startedAt: string;
  milliseconds: number;
}

export interface VerifyChainOptions {
  batchSize?: number;
  /** A link an earlier run found valid: it must still be in the chain, unchanged. */
  knownLink?: ChainLink;
  /** Called after each batch with the events checked so far. */
  onProgress?: (eventsChecked: number, position: bigint) => void;
}

/**
 * Recomputes the chain from the first event up to the head as it stood when the run began, and
 * reports the first link that does not hold: a changed event breaks its own link, a removed or
 * inserted one the link after it. A removed tail leaves a valid shorter chain, which only a link
 * recorded earlier (`knownLink`, the last run's head) can reveal.
 */
export async function verifyChain(log: ChainedLog, options: VerifyChainOptions = {}): Promise<ChainVerification> {
  const startedAt = new Date();
  let previous: Buffer = GENESIS_HASH;
  let previousPosition = 0n;
  let checked = 0;
  let knownLinkSeen = false;
  const known = options.knownLink;
  const result = (broken?: { position: bigint; problem: string }): ChainVerification => ({
    valid: !broken,
    eventsChecked: checked,
    firstBrokenPosition: broken ? broken.position.toString() : null,
    problem: broken?.problem ?? null,
    headPosition: checked > 0 ? previousPosition.toString() : null,
    headHash: checked > 0 ? previous.toString('hex') : null,
    startedAt: startedAt.toISOString(),
    milliseconds: Date.now() - startedAt.getTime(),
  });
  for await (const batch of log.readChain({ batchSize: options.batchSize })) {
    for (const event of batch) {
      checked += 1;
      if (event.position <= previousPosition) {
        return result({ position: event.position, problem: `position ${event.position} does not follow ${previousPosition}` });
      }
      if (known && !knownLinkSeen && event.position > known.position) {
        return result({ position: known.position, problem: `the event at position ${known.position}, verified before, is no longer in the log` });
      }
      const expected = chainHash(previous, event);
      if (event.hash === null) return result({ position: event.position, problem: 'the event carries no hash' });
      if (event.hash !== expected.toString('hex')) {
        return result({ position: event.position, problem: 'the stored hash does not match the event and the link before it' });
      }
      if (known && event.position === known.position) {
        knownLinkSeen = true;
        if (event.hash !== known.hash) {
          return result({ position: event.position, problem: `the chain at position ${known.position} differs from the one verified before` });
        }
      }
      previous = expected;
      previousPosition = event.position;
      // Inside a server (GET /api/audit/verify) hashing a whole batch at once would hold up its requests.
      if (checked % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    options.onProgress?.(checked, previousPosition);
  }
  if (known && !knownLinkSeen) {
    return result({ position: known.position, problem: `the log ends at position ${previousPosition}, before position ${known.position} verified earlier` });
  }
  return result();
}
