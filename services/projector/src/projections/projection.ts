import type { DomainEvent } from '@dealer/domain';
import type { RecordedEvent } from '@dealer/event-store';
import type { ProjectionBatch } from './batch';
import type { StatementSink } from './statements';

/**
 * A projection feature (accounts, users, ledger…), registered once in `PROJECTIONS`: its batch
 * state (under `name` in the batch), the handlers that fold events into that state in memory,
 * the flush that writes the state with multi-row statements, and the tables it owns with the
 * order that makes their dump deterministic. Handlers never do I/O: a batch of events is folded
 * in memory, then flushed as a few multi-row statements queued in one transaction.
 */
export interface Projection<Name extends keyof ProjectionBatch = keyof ProjectionBatch> {
  name: Name;
  createState(): ProjectionBatch[Name];
  handlers: HandlerMap<ProjectionBatch>;
  /** Handlers of events another projection owns (its `handlers`), run after the owner's on each event. */
  follows?: HandlerMap<ProjectionBatch>;
  flush(state: ProjectionBatch[Name], db: StatementSink, schema: string): void;
  /** Each table this projection writes, with its dump order (a unique key). */
  tables: Record<string, string>;
}

export type EventHandler<Data, Batch> = (data: Data, event: RecordedEvent, batch: Batch) => void;
export type HandlerMap<Batch> = Record<string, EventHandler<any, Batch>>;

type DataOf<E extends DomainEvent, T extends E['type']> = Extract<E, { type: T }>['data'];

/** Typed handlers for a union of domain events; unknown types are simply not listed. */
export function on<E extends DomainEvent, Batch>(handlers: { [T in E['type']]?: EventHandler<DataOf<E, T>, Batch> }): HandlerMap<Batch> {
  return handlers as HandlerMap<Batch>;
}

/** The event's business time: every timestamp column comes from it, so a replay is identical. */
export const occurredAt = (event: RecordedEvent): string => event.metadata.occurredAt;
