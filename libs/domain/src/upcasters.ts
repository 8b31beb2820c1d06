import { upcasting, type EventUpcaster, type VersionedEvent } from './shared/upcasting';
import { PAYMENT_METHOD_UPCASTERS } from './accounts/payment-methods';
import { USER_UPCASTERS } from './users/users';
import { isCalendarDate } from './ledger/posting-validation';

/** Every upcaster of the domain's events, the one list a feature joins when its event data changes shape. */
const EVENT_UPCASTERS: EventUpcaster[] = [...PAYMENT_METHOD_UPCASTERS, ...USER_UPCASTERS];

const domainUpcasting = upcasting(EVENT_UPCASTERS);

/**
 * A repair of data that no event should hold but some were written with: unlike an upcaster (which
 * turns an older schema version into the next), it applies to events of EVERY version, the current
 * one included, since the fault was written at the current version and a version bump would not
 * reach those events. It must be idempotent: data without the fault comes back as the same object.
 */
interface EventRepair {
  eventTypes: readonly string[];
  repair: (data: any) => any;
}

/**
 * The last day a YYYY-MM-DD can name, and the one a due date beyond it is read as. Issue 21: a
 * purchase dated 9999-12-31 with 30 days' terms derived the due date `+010000-01` (an ISO date of
 * year 10000, cut to ten characters), which PostgreSQL refuses (`time zone displacement out of
 * range`), so the projector stopped on it for good. Invoices (invoiceDueDate) derive theirs the
 * same way, and the payables and receivables they open carry it on.
 *
 * Clamped, not dropped: the due date is required on purchases, payables and receivables, and an
 * invoice's null due date means nothing is due, which would misstate it. Clamped to 9999-12-31, not
 * to the 2000–2099 range new requests are held to: the event's own date (purchase, bill, invoice)
 * may be 9999-12-31, and a due date before it breaks "the due date is not before the document's
 * date" that the domain and the aging reports assume. Only a date that is not a real YYYY-MM-DD is
 * repaired: a real one outside 2000–2099 was accepted and projected as it stands, and reading it
 * differently now would make a replay differ from the live read models.
 */
const LAST_CALENDAR_DAY = '9999-12-31';

function dueDateOnTheCalendar(data: { dueDate?: unknown } | null | undefined) {
  const dueDate = data?.dueDate;
  if (typeof dueDate !== 'string' || dueDate === '' || isCalendarDate(dueDate)) return data;
  return { ...data, dueDate: LAST_CALENDAR_DAY };
}

/** Events that carry a derived due date (or pass one on), whichever version they were written at. */
const EVENT_REPAIRS: EventRepair[] = [
  {
    eventTypes: ['PurchaseRecorded', 'PurchaseAmended', 'PurchaseDetailsUpdated', 'PayableOpened', 'PayableAmended', 'InvoiceIssued', 'ReceivableOpened', 'ReceivableAmended'],
    repair: dueDateOnTheCalendar,
  },
];

const REPAIRS_BY_TYPE = new Map<string, EventRepair['repair'][]>();
for (const { eventTypes, repair } of EVENT_REPAIRS) {
  for (const eventType of eventTypes) REPAIRS_BY_TYPE.set(eventType, [...(REPAIRS_BY_TYPE.get(eventType) ?? []), repair]);
}

function repaired<E extends VersionedEvent>(event: E): E {
  const repairs = REPAIRS_BY_TYPE.get(event.type);
  if (!repairs) return event;
  let data = event.data;
  for (const repair of repairs) data = repair(data);
  return data === event.data ? event : { ...event, data };
}

/** The schema version an event of this type is written at today (metadata.schemaVersion). */
export const schemaVersionOf = (eventType: string): number => domainUpcasting.schemaVersionOf(eventType);

/**
 * A stored event as the current schema has it, its known faults repaired (EVENT_REPAIRS): the event
 * stores call this on every event they read, so deciders, the projector and a rebuild see the same.
 */
export const upcastEvent = <E extends VersionedEvent>(event: E): E => repaired(domainUpcasting.upcast(event));
