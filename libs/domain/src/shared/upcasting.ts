import type { EventMetadata } from './events';

/**
 * Events are never rewritten (DESIGN §2): when an event's data changes shape, its schema version
 * goes up and an upcaster turns data written at `fromVersion` into the shape of `fromVersion + 1`
 * as the event is read. A type's current version is 1 plus the number of its upcasters.
 */
export interface EventUpcaster {
  eventType: string;
  fromVersion: number;
  upcast: (data: any) => any;
}

/** What an upcast reads and returns: a stored event's type, data and metadata (other fields are kept). */
export interface VersionedEvent {
  type: string;
  data: unknown;
  metadata?: Partial<EventMetadata> | null;
}

export interface Upcasting {
  /** The schema version new events of this type are written at. */
  schemaVersionOf(eventType: string): number;
  /** The event as the current schema has it (the same object when nothing applies). */
  upcast<E extends VersionedEvent>(event: E): E;
}

export function upcasting(upcasters: readonly EventUpcaster[]): Upcasting {
  const byType = new Map<string, EventUpcaster[]>();
  for (const upcaster of upcasters) {
    const list = byType.get(upcaster.eventType) ?? [];
    list.push(upcaster);
    byType.set(upcaster.eventType, list);
  }
  for (const [eventType, list] of byType) {
    list.sort((left, right) => left.fromVersion - right.fromVersion);
    list.forEach((upcaster, index) => {
      if (upcaster.fromVersion !== index + 1) throw new Error(`Upcasters of ${eventType} must go from version 1 up one at a time`);
    });
  }
  return {
    schemaVersionOf: (eventType) => 1 + (byType.get(eventType)?.length ?? 0),
    upcast(event) {
      const list = byType.get(event.type);
      if (!list) return event;
      const version = Number(event.metadata?.schemaVersion) || 1;
      if (version > list.length) return event;
      let data = event.data;
      for (const upcaster of list) if (upcaster.fromVersion >= version) data = upcaster.upcast(data);
      return { ...event, data, ...(event.metadata ? { metadata: { ...event.metadata, schemaVersion: list.length + 1 } } : {}) };
    },
  };
}
