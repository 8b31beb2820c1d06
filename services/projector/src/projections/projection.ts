import type { DomainEvent } from '@dealer/domain';
import type { RecordedEvent } from '@dealer/event-store';
import type { StatementSink } from './statements';

/**
 * A projection feature (accounts, users, ledger): its batch state, the handlers that fold events
 * into that state in memory, and the flush that writes the state with multi-row statements.
 * Handlers never do I/O: a batch of events is folded in memory, then flushed as a few multi-row
 * statements queued in one transaction.
 */
export interface Projection<State, Batch> {
  name: string;
  createState(): State;
  handlers: HandlerMap<Batch>;
  flush(state: State, db: StatementSink, schema: string): void;
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
