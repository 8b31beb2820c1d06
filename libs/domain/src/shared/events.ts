/** Metadata every stored event carries (DESIGN §2). */
export interface EventMetadata {
  userId: string;
  idempotencyKey?: string;
  correlationId: string;
  causationId: string;
  occurredAt: string;
  schemaVersion: number;
}

/** A domain event before it is stored: past-tense type and plain JSON data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Events a decision appends to one stream. */
export interface StreamEvents<E extends DomainEvent = DomainEvent> {
  stream: string;
  events: E[];
}
