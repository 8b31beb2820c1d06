/** One field an event changed in its entity (a dotted path), as GET /api/audit/streams/{stream}/events answers it. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One event of an entity's history: who, when, what it carried and what it changed (null where the server cannot fold the entity). */
export interface HistoryEvent {
  position: number;
  id: string;
  revision: number;
  type: string;
  occurredAt: string | null;
  userId: string | null;
  userName: string | null;
  correlationId: string | null;
  causationId: string | null;
  data: unknown;
  changes: FieldChange[] | null;
}

export interface EntityHistoryPage {
  stream: string;
  /** What the ids in these events stand for: a person's or product's name, a document number, an account. */
  labels?: Record<string, string>;
  events: HistoryEvent[];
  pagination: { total: number; page: number; limit: number; pages: number };
}
