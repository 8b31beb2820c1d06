import {
  applyBooking,
  BOOKING_DESCRIPTIONS,
  bookingMoneyRemaining,
  bookingStream,
  BOOKS_CLOSING_STREAM,
  createBooking,
  customerStream,
  decideReversal,
  EntryLines,
  glAccountStream,
  journalEntryStream,
  motorcycleStream,
  paymentMethodStream,
  postingOf,
  refundBooking,
  reverseBookingApplication,
  reverseMotorcycleSale,
  sellMotorcycleUnit,
  updateBooking,
  uuidv7,
  type BookingState,
  type BooksState,
  type CustomerState,
  type GlAccountState,
  type GlClassType,
  type JournalEntryState,
  type MotorcycleUnitState,
  type PaymentMethodState,
  type StreamEvents,
  type SystemAccounts,
} from '@dealer/domain';
import type { AppendRequest } from '@dealer/event-store';
import type { HistoryBuilder, HistoryStep } from '../../testing/history';
import { addCustomerStep, customerIdsOf } from '../customers/history-steps';
import { purchasingIdsOf } from '../purchasing/history-steps';

/** The bookings a history took, and the entry each simulated invoice posted for the money it applied. */
interface BookingIds {
  bookings: string[];
  appliedEntries: Map<string, string>;
}
const taken = new WeakMap<HistoryBuilder, BookingIds>();
const idsOf = (history: HistoryBuilder): BookingIds => {
  let ids = taken.get(history);
  if (!ids) taken.set(history, (ids = { bookings: [], appliedEntries: new Map() }));
  return ids;
};
export const bookingIdsOf = (history: HistoryBuilder) => [...idsOf(history).bookings];

function attempt(history: HistoryBuilder, decide: () => StreamEvents[], then?: () => void): AppendRequest[] {
  try {
    const requests = history.commit(decide());
    if (requests.length) then?.();
    return requests;
  } catch {
    return [];
  }
}

const today = (history: HistoryBuilder) => history.now().slice(0, 10);
const booking = (history: HistoryBuilder, id: string) => history.fold<BookingState>(bookingStream(id));
const unit = (history: HistoryBuilder, id: string) => history.fold<MotorcycleUnitState>(motorcycleStream(id));

function systemAccounts(history: HistoryBuilder): SystemAccounts {
  const accounts: SystemAccounts = {};
  for (const info of history.accounts) if (info.systemRole) accounts[info.systemRole] = history.fold<GlAccountState>(glAccountStream(info.id));
  return accounts;
}

/** What a handler loads for a booking decision: the method named and its account, the customer, the units. */
function given(history: HistoryBuilder, current: BookingState, fields: { customerId?: string; paymentMethodId?: string; motorcycleId?: string | null }) {
  const paymentMethodId = fields.paymentMethodId ?? current.paymentMethodId;
  const method = paymentMethodId ? history.fold<PaymentMethodState>(paymentMethodStream(paymentMethodId)) : null;
  const accountIds = [method?.accountId, current.debitAccountId].filter((id): id is string => Boolean(id));
  const motorcycleId = fields.motorcycleId === undefined ? current.motorcycleId : fields.motorcycleId;
  return {
    booking: current,
    customer: history.fold<CustomerState>(customerStream(fields.customerId ?? (current.customerId || 'none'))),
    paymentMethod: method && method.lifecycle !== 'absent' ? method : null,
    accounts: Object.fromEntries(accountIds.map((id) => [id, history.fold<GlAccountState>(glAccountStream(id))])),
    accountTypes: Object.fromEntries(accountIds.flatMap((id) => {
      const info = history.accounts.find((account) => account.id === id);
      return info ? [[id, info.classType as GlClassType]] : [];
    })),
    systemAccounts: systemAccounts(history),
    unit: motorcycleId ? unit(history, motorcycleId) : undefined,
    heldUnit: current.motorcycleId ? unit(history, current.motorcycleId) : undefined,
    postedEntry: current.journalEntryId ? history.fold<JournalEntryState>(journalEntryStream(current.journalEntryId)) : undefined,
    books: history.fold<BooksState>(BOOKS_CLOSING_STREAM),
  };
}

const availableUnit = (history: HistoryBuilder) => {
  const available = purchasingIdsOf(history).units.filter((id) => unit(history, id).lifecycle === 'registered' && unit(history, id).status === 'Available');
  return available.length && history.random() < 0.5 ? history.pick(available) : null;
};
const amountOf = (history: HistoryBuilder) => (history.random() < 0.1 ? 0 : history.int(1_000, 100_000) * 100);
const pickBooking = (history: HistoryBuilder) => {
  const ids = idsOf(history).bookings;
  return ids.length ? booking(history, history.pick(ids)) : null;
};

function takeBooking(history: HistoryBuilder): AppendRequest[] {
  const customers = customerIdsOf(history);
  if (!customers.length) return addCustomerStep(history);
  const bookingId = uuidv7();
  const command = {
    bookingId,
    customerId: history.pick(customers),
    amount: amountOf(history),
    paymentMethodId: history.pick(history.paymentMethodIds),
    description: history.pick(['', ...BOOKING_DESCRIPTIONS]),
    status: history.pick(['Confirmed', 'Confirmed', 'Pending']),
    motorcycleId: availableUnit(history),
    date: today(history),
    journalEntryId: uuidv7(),
    createdBy: history.userId,
    createdAt: history.now(),
  };
  return attempt(history, () => createBooking(command, given(history, booking(history, bookingId), command)), () => idsOf(history).bookings.push(bookingId));
}

function refund(history: HistoryBuilder): AppendRequest[] {
  // Mostly a Confirmed booking, as the screen offers; now and then another, which is refused.
  const confirmed = idsOf(history).bookings.filter((id) => booking(history, id).chosenStatus === 'Confirmed');
  const current = confirmed.length && history.random() < 0.9 ? booking(history, history.pick(confirmed)) : pickBooking(history);
  if (!current) return takeBooking(history);
  const remaining = bookingMoneyRemaining(current);
  const refundMethodId = history.pick(history.paymentMethodIds);
  // Now and then more than remains: refused, nothing appended.
  const refundAmount = history.random() < 0.3 ? remaining : history.int(1, Math.max(1, remaining + 100));
  return attempt(history, () =>
    refundBooking(
      { bookingId: current.bookingId, refundId: uuidv7(), journalEntryId: uuidv7(), refundAmount, refundMethodId, reason: 'Customer asked', date: today(history), refundedBy: history.userId, refundedAt: history.now() },
      given(history, current, { paymentMethodId: refundMethodId }),
    ),
  );
}

function change(history: HistoryBuilder): AppendRequest[] {
  const current = pickBooking(history);
  if (!current) return takeBooking(history);
  const roll = history.random();
  const fields =
    roll < 0.25 ? { amount: amountOf(history), paymentMethodId: history.pick(history.paymentMethodIds) }
    : roll < 0.45 ? { status: 'Cancelled' }
    : roll < 0.6 ? { customerId: history.pick(customerIdsOf(history)) }
    : roll < 0.8 ? { motorcycleId: availableUnit(history) }
    : { description: history.pick(BOOKING_DESCRIPTIONS), status: history.pick(['Confirmed', 'Pending']) };
  return attempt(history, () =>
    updateBooking(
      { bookingId: current.bookingId, ...fields, reversalEntryId: uuidv7(), journalEntryId: uuidv7(), refundId: uuidv7(), refundJournalEntryId: uuidv7(), today: today(history), updatedBy: history.userId, updatedAt: history.now() },
      given(history, current, fields),
    ),
  );
}

/** What an invoice does with a booking (its own sale and entry simplified): the money applied, the unit sold, Dr Customer Deposits. */
function apply(history: HistoryBuilder): AppendRequest[] {
  const current = pickBooking(history);
  if (!current) return takeBooking(history);
  const invoiceId = uuidv7();
  const journalEntryId = uuidv7();
  const by = history.userId;
  const at = history.now();
  const date = today(history);
  return attempt(history, () => {
    const { event, amount } = applyBooking(current, { invoiceId, customerId: current.customerId, motorcycleId: current.motorcycleId, date, appliedBy: by, appliedAt: at });
    const accounts = systemAccounts(history);
    const decided: StreamEvents[] = [{ stream: bookingStream(current.bookingId), events: [event] }];
    if (current.motorcycleId) decided.push({ stream: motorcycleStream(current.motorcycleId), events: [sellMotorcycleUnit(unit(history, current.motorcycleId), { invoiceId, date, soldBy: by, soldAt: at, bookingId: current.bookingId }).event] });
    const lines = new EntryLines().debit(accounts.customerDeposits!.glAccountId, amount).credit(accounts['sales.Motorcycle']!.glAccountId, amount);
    decided.push(...postingOf({ journalEntryId, date, reference: 'INV', description: 'Invoice', source: { kind: 'booking', stream: bookingStream(current.bookingId) }, postedBy: by, postedAt: at }, lines));
    return decided;
  }, () => idsOf(history).appliedEntries.set(current.bookingId, journalEntryId));
}

function voidApplication(history: HistoryBuilder): AppendRequest[] {
  const applied = idsOf(history).bookings.map((id) => booking(history, id)).filter((state) => state.appliedInvoiceId);
  if (!applied.length) return apply(history);
  const current = history.pick(applied);
  const invoiceId = current.appliedInvoiceId!;
  const by = history.userId;
  const at = history.now();
  const entryId = idsOf(history).appliedEntries.get(current.bookingId)!;
  return attempt(history, () => [
    { stream: bookingStream(current.bookingId), events: [reverseBookingApplication(current, { invoiceId, reversedBy: by, reversedAt: at })] },
    ...(current.motorcycleId ? [{ stream: motorcycleStream(current.motorcycleId), events: [reverseMotorcycleSale(unit(history, current.motorcycleId), { invoiceId, date: today(history), reversedBy: by, reversedAt: at })] }] : []),
    ...decideReversal(history.fold<JournalEntryState>(journalEntryStream(entryId)), { reversalEntryId: uuidv7(), date: today(history), reversedBy: by, reversedAt: at, source: { kind: 'booking', stream: bookingStream(current.bookingId) } }, history.fold<BooksState>(BOOKS_CLOSING_STREAM)),
  ]);
}

/** Bookings in a random history (with the customers' and the register's steps). */
export const BOOKING_HISTORY_STEPS: readonly HistoryStep[] = [
  { name: 'take a booking', weight: 40, run: takeBooking },
  { name: 'refund a booking', weight: 25, run: refund },
  { name: 'change or cancel a booking', weight: 20, run: change },
  { name: 'apply a booking to an invoice', weight: 10, run: apply },
  { name: 'void the invoice a booking was applied to', weight: 5, run: voidApplication },
];
