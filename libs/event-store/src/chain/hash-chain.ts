import { createHash } from 'node:crypto';

/**
 * The log's hash chain. Every stored event carries
 *
 *   hash = sha256(previous hash ‖ int64 position ‖ field(event id) ‖ field(stream) ‖ int64 revision
 *                 ‖ field(type) ‖ field(data) ‖ field(metadata))
 *
 * where `field(text)` is the text's UTF-8 byte length as a big-endian int32 followed by its bytes,
 * and the first event's previous hash is 32 zero bytes. `data` and `metadata` are the store's own
 * canonical JSON text: PostgreSQL's `jsonb` output (computed in the append, in SQL), KurrentDB's
 * sorted-key JSON (`canonicalJson`). The chain follows the log's order, so changing, removing,
 * inserting or reordering any event breaks the link at that event or the one after it.
 */
export const GENESIS_HASH = Buffer.alloc(32);

/** What the chain covers of one stored event: its stored (never upcast) content and its link. */
export interface ChainedEvent {
  /** Place in the chain: PostgreSQL's global position; KurrentDB's chain sequence. */
  position: bigint;
  /** The event's position in the port's terms (readAll, subscribeToAll). */
  globalPosition: bigint;
  id: string;
  streamName: string;
  streamRevision: number;
  type: string;
  /** The stored data and metadata as the canonical JSON text the hash was computed over. */
  dataText: string;
  metadataText: string;
  /** Stored hash (hex); null when the event carries none. */
  hash: string | null;
}

export interface ChainLink {
  position: bigint;
  /** hex */
  hash: string;
}

/** A store whose events the chain covers. */
export interface ChainedLog {
  /**
   * The whole log from its first event up to its head as it stands when called, in chain order,
   * in batches (PostgreSQL reads the next batch while the caller works on this one).
   */
  readChain(options?: { batchSize?: number }): AsyncIterable<ChainedEvent[]>;
  /** The last link of the chain; null for an empty log. */
  chainHead(): Promise<ChainLink | null>;
}

const field = (text: string): Buffer[] => {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.allocUnsafe(4);
  length.writeInt32BE(bytes.length);
  return [length, bytes];
};

const int64 = (value: bigint | number): Buffer => {
  const bytes = Buffer.allocUnsafe(8);
  bytes.writeBigInt64BE(BigInt(value));
  return bytes;
};

/** The link of one event to the one before it (see the formula above); 32 bytes. */
export function chainHash(
  previous: Buffer,
  event: Pick<ChainedEvent, 'position' | 'id' | 'streamName' | 'streamRevision' | 'type' | 'dataText' | 'metadataText'>,
): Buffer {
  const hash = createHash('sha256');
  hash.update(previous);
  hash.update(int64(event.position));
  for (const part of field(event.id)) hash.update(part);
  for (const part of field(event.streamName)) hash.update(part);
  hash.update(int64(event.streamRevision));
  for (const part of field(event.type)) hash.update(part);
  for (const part of field(event.dataText)) hash.update(part);
  for (const part of field(event.metadataText)) hash.update(part);
  return hash.digest();
}

const omitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * JSON with object keys sorted (UTF-16 order) and no whitespace, otherwise as JSON.stringify
 * writes it (undefined members dropped, toJSON honoured, non-finite numbers as null): the same
 * value gives the same text however its keys were ordered, also after a round trip through JSON.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    return omitted(value) ? 'null' : JSON.stringify(value);
  }
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return canonicalJson(withJson.toJSON());
  if (Array.isArray(value)) return `[${value.map((item) => (omitted(item) ? 'null' : canonicalJson(item))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => !omitted(record[key]))
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}
