import type { RecordedEvent } from '@dealer/event-store';
import { uuidOrNull } from '../sql';
import { occurredAt } from './projection';

/*
 * The row upkeep every open item's projection shares (payables in purchasing, receivables): an
 * item's row opened, amended, cancelled (it keeps its row, cancelled_at set) and paid (its paid
 * amount and payment count moved, the payment's own row inserted), each item touched so that the
 * feature's flush can move its totals. The feature maps its event's details to its row's columns.
 */

/** The columns the upkeep stamps on an item's row, and on a payment's. */
interface ItemStamps {
  created_by: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}
type Stamps = keyof ItemStamps;
type PaymentStamps = 'created_by' | 'created_at';

/** What the upkeep needs of a feature's batch: its items' and payments' RowBatch tables, and the items touched. */
export interface OpenItemTables<Row, PaymentRow> {
  items: {
    insert(key: string, row: Row): void;
    patch(key: string, columns: Partial<Row>): void;
    add(key: string, counter: 'paid_amount' | 'payment_count', amount: number): void;
  };
  payments: { insert(key: string, row: PaymentRow): void };
  touched: Set<string>;
}

/** Who and when, from the event's data (older events lack them: the event's metadata). */
export interface Recorded {
  event: RecordedEvent;
  by?: unknown;
  at?: string;
}

/** The stamps as the feature's row (every open item's row declares these columns). */
const stamped = <Row>(columns: object, stamps: Partial<ItemStamps>) => ({ ...columns, ...stamps }) as unknown as Row;

const userOf = ({ by, event }: Recorded) => uuidOrNull(by ?? event.metadata.userId);
const timeOf = ({ at, event }: Recorded) => at ?? occurredAt(event);

export function openItemOpened<Row, PaymentRow>(tables: OpenItemTables<Row, PaymentRow>, itemId: string, columns: Omit<Row, Stamps>, recorded: Recorded): void {
  const at = timeOf(recorded);
  tables.touched.add(itemId);
  tables.items.insert(itemId, stamped<Row>(columns, { created_by: userOf(recorded), created_at: at, updated_at: at, cancelled_at: null }));
}

/** Its details changed; an amendment also reopens it (a purchase's payable, when its purchase is owed again). */
export function openItemAmended<Row, PaymentRow>(tables: OpenItemTables<Row, PaymentRow>, itemId: string, columns: Partial<Row>, recorded: Recorded): void {
  tables.touched.add(itemId);
  tables.items.patch(itemId, stamped<Partial<Row>>(columns, { updated_at: timeOf(recorded), cancelled_at: null }));
}

export function openItemCancelled<Row, PaymentRow>(tables: OpenItemTables<Row, PaymentRow>, itemId: string, recorded: Recorded): void {
  const at = timeOf(recorded);
  tables.touched.add(itemId);
  tables.items.patch(itemId, stamped<Partial<Row>>({}, { cancelled_at: at, updated_at: at }));
}

/** The columns every open item's row has from its details. */
export const openItemColumnsOf = (details: { amount: number; dueDate: string; notes?: string }) => ({ amount: details.amount, due_date: details.dueDate, notes: details.notes ?? '' });

/** The columns every payment's row has, from its event (`date`: the day it was paid). */
export const paymentColumnsOf = (payment: { amount: number; paymentMethodId: string; date: string; notes?: string; journalEntryId: string }) => ({
  amount: payment.amount,
  payment_method_id: payment.paymentMethodId,
  payment_date: payment.date,
  notes: payment.notes ?? '',
  journal_entry_id: payment.journalEntryId,
});

/** A payment on it: the item's paid amount and payment count, and the payment's row (`payment`: its columns). */
export function openItemPaid<Row, PaymentRow>(
  tables: OpenItemTables<Row, PaymentRow>,
  itemId: string,
  paymentId: string,
  payment: Omit<PaymentRow, PaymentStamps> & { amount: number },
  recorded: Recorded,
): void {
  const at = timeOf(recorded);
  tables.touched.add(itemId);
  tables.items.add(itemId, 'paid_amount', payment.amount);
  tables.items.add(itemId, 'payment_count', 1);
  tables.items.patch(itemId, stamped<Partial<Row>>({}, { updated_at: at }));
  tables.payments.insert(paymentId, stamped<PaymentRow>(payment, { created_by: userOf(recorded), created_at: at }));
}
