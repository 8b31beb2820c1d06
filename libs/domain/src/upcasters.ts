import { upcasting, type EventUpcaster, type VersionedEvent } from './shared/upcasting';
import { PAYMENT_METHOD_UPCASTERS } from './accounts/payment-methods';
import { USER_UPCASTERS } from './users/users';

/** Every upcaster of the domain's events, the one list a feature joins when its event data changes shape. */
const EVENT_UPCASTERS: EventUpcaster[] = [...PAYMENT_METHOD_UPCASTERS, ...USER_UPCASTERS];

const domainUpcasting = upcasting(EVENT_UPCASTERS);

/** The schema version an event of this type is written at today (metadata.schemaVersion). */
export const schemaVersionOf = (eventType: string): number => domainUpcasting.schemaVersionOf(eventType);

/** A stored event as the current schema has it: the event stores call this on every event they read. */
export const upcastEvent = <E extends VersionedEvent>(event: E): E => domainUpcasting.upcast(event);
