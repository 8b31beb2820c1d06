import { foldStream, streamKind, type DomainEvent } from '@dealer/domain';
import type { RecordedEvent } from '@dealer/event-store';

/** A stream's folded state and the revision it was folded up to (-1: no stream). */
export interface StreamState {
  revision: number;
  state: unknown;
}

export const stateOfEvents = (stream: string, events: readonly RecordedEvent[]): StreamState => ({
  revision: events.length ? events[events.length - 1].streamRevision : -1,
  state: foldStream(stream, events),
});

/**
 * The folded states this process decided on last, oldest written first out (a read does not
 * reorder: that cost more than the reads it would save; a stream dropped is read again). An entry may be
 * ahead of the store (events still being written) or behind it (another process wrote since):
 * either way the append's expected revisions catch it, and the pipeline then drops the entry.
 * It only saves reads; it never decides anything on its own.
 */
export class StreamStateCache {
  private readonly entries = new Map<string, StreamState>();

  constructor(private readonly capacity = 50_000) {}

  get size(): number {
    return this.entries.size;
  }

  get(stream: string): StreamState | undefined {
    return this.entries.get(stream);
  }

  set(stream: string, entry: StreamState): void {
    this.entries.delete(stream);
    this.entries.set(stream, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** Keeps what was read from the store unless a newer state (one being written) is held. */
  offer(stream: string, entry: StreamState): StreamState {
    const held = this.entries.get(stream);
    if (held && held.revision >= entry.revision) return held;
    this.set(stream, entry);
    return entry;
  }

  /** The state after `events` were appended to `entry` (they are written, or being written). */
  advance(stream: string, entry: StreamState, events: readonly DomainEvent[]): void {
    const { evolve } = streamKind(stream);
    this.set(stream, { revision: entry.revision + events.length, state: events.reduce<unknown>((state, event) => evolve(state, event), entry.state) });
  }

  delete(stream: string): void {
    this.entries.delete(stream);
  }
}
