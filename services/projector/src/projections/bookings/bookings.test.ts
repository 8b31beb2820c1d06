import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingMoneyRemaining, bookingStream, motorcycleStream, type BookingState, type MotorcycleUnitState } from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { HANDLED_EVENT_TYPES, READ_MODEL_TABLES } from '../index';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, HistoryBuilder, type HistoryStep } from '../../testing/history';
import { addCustomerStep, CUSTOMER_HISTORY_STEPS } from '../customers/history-steps';
import { INVENTORY_CATALOG_HISTORY_STEPS } from '../inventory-catalog/history-steps';
import { addProduct, PRODUCT_HISTORY_STEPS } from '../products/history-steps';
import { PURCHASING_HISTORY_STEPS } from '../purchasing/history-steps';
import { BOOKING_HISTORY_STEPS, bookingIdsOf } from './history-steps';

/** Its own database: other projector test files reset theirs. */
const databaseUrl = (suffix: string) => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_${suffix}`;
  return parsed.toString();
};

type Dump = Record<string, any[]>;
const TABLES = ['bookings', 'booking_refunds', 'customer_booking_money', 'motorcycles', 'journal_lines'];
const stepNamed = (steps: readonly HistoryStep[], name: string) => steps.find((step) => step.name === name)!;

/** The bookings in the order their BookingCreated events were appended. */
const takenOrder = (requests: AppendRequest[]) =>
  requests.flatMap((request) => request.events.filter((event) => event.type === 'BookingCreated').map((event) => (event.data as { bookingId: string }).bookingId));

/**
 * Every booking row against the domain's fold, numbers in log order, refunds per booking, each
 * customer's booking money, the units bookings hold, and the books: Customer Deposits (as these
 * facts post it) equals the money the bookings still hold.
 */
function checkAgainstTheDomain(history: HistoryBuilder, dump: Dump, order: string[]) {
  const rows = new Map(dump.bookings.map((row) => [row.id, row]));
  const ids = bookingIdsOf(history);
  assert.equal(rows.size, ids.length, 'one row per booking');
  const refunds = new Map<string, { count: number; amount: number }>();
  for (const refund of dump.booking_refunds) {
    const sum = refunds.get(refund.booking_id) ?? { count: 0, amount: 0 };
    refunds.set(refund.booking_id, { count: sum.count + 1, amount: sum.amount + refund.amount });
  }
  const money = new Map<string, { count: number; deposited: number; refunded: number; applied: number }>();
  let held = 0;
  for (const id of ids) {
    const state = history.fold<BookingState>(bookingStream(id));
    const row = rows.get(id);
    assert.deepEqual(
      [row.customer_id, row.amount, row.payment_method_id, row.debit_account_id, row.description, row.chosen_status, row.status, row.motorcycle_id, row.booking_date, row.journal_entry_id, row.refunded_amount, row.refund_count, row.applied_amount, row.applied_invoice_id, row.remaining],
      [state.customerId, state.amount, state.paymentMethodId, state.debitAccountId, state.description, state.chosenStatus, state.status, state.motorcycleId, state.date, state.journalEntryId, state.refundedAmount, state.refundCount, state.appliedAmount, state.appliedInvoiceId, bookingMoneyRemaining(state)],
      `booking ${id}`,
    );
    assert.deepEqual(refunds.get(id) ?? { count: 0, amount: 0 }, { count: state.refundCount, amount: state.refundedAmount });
    const sum = money.get(state.customerId) ?? { count: 0, deposited: 0, refunded: 0, applied: 0 };
    money.set(state.customerId, { count: sum.count + 1, deposited: sum.deposited + state.amount, refunded: sum.refunded + state.refundedAmount, applied: sum.applied + state.appliedAmount });
    held += bookingMoneyRemaining(state);
    if (state.motorcycleId) {
      const unit = history.fold<MotorcycleUnitState>(motorcycleStream(state.motorcycleId));
      const unitRow = dump.motorcycles.find((candidate) => candidate.id === state.motorcycleId);
      assert.equal(unitRow?.status, unit.status, `unit ${state.motorcycleId} of booking ${id}`);
    }
  }
  // BK-000001… in the order the bookings were taken.
  assert.deepEqual(order.map((id) => rows.get(id).booking_number), order.map((_, index) => index + 1));
  const moneyRows = Object.fromEntries(dump.customer_booking_money.filter((row) => row.booking_count > 0).map((row) => [row.customer_id, { count: row.booking_count, deposited: row.deposited, refunded: row.refunded, applied: row.applied, remaining: row.remaining }]));
  assert.deepEqual(moneyRows, Object.fromEntries([...money].map(([customerId, sum]) => [customerId, { ...sum, remaining: sum.deposited - sum.refunded - sum.applied }])));
  const deposits = history.role('customerDeposits').id;
  const kinds = new Map(dump.journal_entries.map((entry) => [entry.id, entry.source_kind]));
  const posted = dump.journal_lines.filter((line) => line.account_id === deposits && ['booking', 'booking-refund'].includes(kinds.get(line.journal_entry_id))).reduce((sum, line) => sum + line.credit - line.debit, 0);
  assert.equal(posted, held, 'Customer Deposits = the money the bookings hold');
}

describe('the bookings read models', () => {
  const url = databaseUrl('bookings');
  let store: PostgresEventStore;
  const steps = [...CUSTOMER_HISTORY_STEPS, ...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS, ...PURCHASING_HISTORY_STEPS, ...BOOKING_HISTORY_STEPS];
  const history = new HistoryBuilder(17, Date.parse('2026-05-01T04:00:00.000Z'), steps);
  const requests: AppendRequest[] = [];
  let dump: Dump;

  before(async () => {
    await resetDatabase(url, ['bookings_batched', 'bookings_single']);
    store = new PostgresEventStore(url);
    requests.push(...history.registerAdmin(), ...history.initializeChart());
    for (let index = 0; index < 4; index += 1) requests.push(...addCustomerStep(history));
    requests.push(...addProduct(history, 'Motorcycle'));
    const script = [
      [PURCHASING_HISTORY_STEPS, 'register a motorcycle unit by hand', 8],
      [BOOKING_HISTORY_STEPS, 'take a booking', 30],
      [BOOKING_HISTORY_STEPS, 'refund a booking', 16],
      [BOOKING_HISTORY_STEPS, 'change or cancel a booking', 30],
      [BOOKING_HISTORY_STEPS, 'apply a booking to an invoice', 8],
      [BOOKING_HISTORY_STEPS, 'void the invoice a booking was applied to', 4],
      [BOOKING_HISTORY_STEPS, 'take a booking', 4],
      [BOOKING_HISTORY_STEPS, 'refund a booking', 4],
    ] as const;
    for (const [stepList, name, times] of script) for (let index = 0; index < times; index += 1) requests.push(...stepNamed(stepList, name).run(history));
    await appendAll(store, requests, 7);
    dump = await projectFromScratch(url, store, 'bookings_batched', 1000);
  });
  after(async () => store?.close());

  test('every booking event type is handled, the unit hold too, and the tables are dumped', () => {
    for (const type of ['BookingCreated', 'BookingUpdated', 'BookingRefunded', 'BookingApplied', 'BookingApplicationReversed', 'MotorcycleUnitReserved', 'MotorcycleUnitReleased']) {
      assert.ok(HANDLED_EVENT_TYPES.includes(type), `${type} is handled`);
    }
    for (const table of ['bookings', 'booking_refunds', 'customer_booking_money']) assert.ok(table in READ_MODEL_TABLES, `${table} is dumped`);
  });

  test('the history exercised every command', () => {
    const types = new Set(requests.flatMap((request) => request.events.map((event) => event.type)));
    for (const type of ['BookingCreated', 'BookingUpdated', 'BookingRefunded', 'BookingApplied', 'BookingApplicationReversed', 'MotorcycleUnitReserved', 'MotorcycleUnitReleased']) assert.ok(types.has(type), `the history has ${type}`);
  });

  test('one event per batch projects the same tables as one batch for all (a replay is identical)', async () => {
    const single = await projectFromScratch(url, store, 'bookings_single', 1);
    for (const table of TABLES) assert.deepEqual(single[table], dump[table], table);
  });

  test('rows agree with the domain, numbers follow the log, customers hold their money, Customer Deposits the rest', () => {
    assert.ok(dump.bookings.length >= 12 && dump.booking_refunds.length > 0);
    assert.ok(dump.bookings.some((row) => row.status === 'Partial Refund') && dump.bookings.some((row) => row.status === 'Refunded' || row.status === 'Cancelled'));
    checkAgainstTheDomain(history, dump, takenOrder(requests));
  });
});

describe('a random history with bookings', () => {
  test('every row is the domain fold of its stream, whatever the batch size', async () => {
    const history = new HistoryBuilder(29, Date.parse('2026-06-01T04:00:00.000Z'), [...CUSTOMER_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS, ...PURCHASING_HISTORY_STEPS, ...BOOKING_HISTORY_STEPS, ...BOOKING_HISTORY_STEPS]);
    const requests: AppendRequest[] = [...history.registerAdmin(), ...history.initializeChart()];
    for (let index = 0; index < 800; index += 1) requests.push(...history.randomCommand());
    const url = databaseUrl('bookings_random');
    await resetDatabase(url, ['bookings_random', 'bookings_random_small']);
    const store = new PostgresEventStore(url);
    let dump: Dump;
    let small: Dump;
    try {
      await appendAll(store, requests, 50);
      dump = await projectFromScratch(url, store, 'bookings_random');
      small = await projectFromScratch(url, store, 'bookings_random_small', 3);
    } finally {
      await store.close();
    }
    for (const table of TABLES) assert.deepEqual(small[table], dump[table], table);
    assert.ok(bookingIdsOf(history).length > 30, `the history took bookings (${bookingIdsOf(history).length})`);
    checkAgainstTheDomain(history, dump, takenOrder(requests));
  });
});
