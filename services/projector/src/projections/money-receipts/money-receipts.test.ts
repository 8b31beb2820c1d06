import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { moneyReceiptNumberText } from '@dealer/read-models';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { READ_MODEL_TABLES } from '../index';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, HistoryBuilder, type HistoryStep } from '../../testing/history';
import { BOOKING_HISTORY_STEPS } from '../bookings/history-steps';
import { addCustomerStep, CUSTOMER_HISTORY_STEPS } from '../customers/history-steps';
import { INVENTORY_CATALOG_HISTORY_STEPS } from '../inventory-catalog/history-steps';
import { INVOICE_HISTORY_STEPS } from '../invoices/history-steps';
import { addProduct, PRODUCT_HISTORY_STEPS } from '../products/history-steps';
import { PURCHASING_HISTORY_STEPS } from '../purchasing/history-steps';

const url = (() => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_money_receipts`;
  return parsed.toString();
})();

type Dump = Record<string, any[]>;
const TABLES = ['invoice_payments', 'booking_refunds', 'money_receipt_counter'];
const stepNamed = (steps: readonly HistoryStep[], name: string) => steps.find((step) => step.name === name)!;

/** The rows that take a money receipt, in the order their events were appended: later invoice payments and booking refunds. */
const receiptOrder = (requests: AppendRequest[]) =>
  requests.flatMap((request) =>
    request.events.flatMap((event) => {
      if (event.type === 'InvoicePaymentReceived') return (event.data as { payments: { paymentId: string }[] }).payments.map((payment) => payment.paymentId);
      if (event.type === 'BookingRefunded') return [(event.data as { refundId: string }).refundId];
      return [];
    }),
  );

/** Payments taken with their invoice (InvoiceIssued): printed on the invoice, no receipt number. */
const issuedPayments = (requests: AppendRequest[]) =>
  requests.flatMap((request) =>
    request.events.filter((event) => event.type === 'InvoiceIssued').flatMap((event) => (event.data as { payments: { paymentId: string }[] }).payments.map((payment) => payment.paymentId)),
  );

describe('money receipt numbers', () => {
  let store: PostgresEventStore;
  const steps = [...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS, ...PURCHASING_HISTORY_STEPS, ...CUSTOMER_HISTORY_STEPS, ...BOOKING_HISTORY_STEPS, ...INVOICE_HISTORY_STEPS];
  const history = new HistoryBuilder(23, Date.parse('2026-05-01T04:00:00.000Z'), steps);
  const requests: AppendRequest[] = [];
  let dump: Dump;

  before(async () => {
    await resetDatabase(url, ['receipts_batched', 'receipts_single']);
    store = new PostgresEventStore(url);
    requests.push(...history.registerAdmin(), ...history.initializeChart());
    for (let index = 0; index < 3; index += 1) requests.push(...INVENTORY_CATALOG_HISTORY_STEPS[0].run(history), ...addCustomerStep(history));
    for (const type of ['Spare Parts', 'Accessories'] as const) requests.push(...addProduct(history, type));
    const opening: [readonly HistoryStep[], string, number][] = [
      [BOOKING_HISTORY_STEPS, 'take a booking', 20],
      [INVOICE_HISTORY_STEPS, 'sell products', 14],
    ];
    for (const [from, name, times] of opening) for (let index = 0; index < times; index += 1) requests.push(...stepNamed(from, name).run(history));
    // Invoice payments and booking refunds interleaved: one sequence over both.
    for (let round = 0; round < 12; round += 1) {
      requests.push(...stepNamed(INVOICE_HISTORY_STEPS, 'pay an invoice').run(history));
      requests.push(...stepNamed(BOOKING_HISTORY_STEPS, 'refund a booking').run(history));
      requests.push(...stepNamed(BOOKING_HISTORY_STEPS, 'refund a booking').run(history));
      requests.push(...stepNamed(INVOICE_HISTORY_STEPS, 'pay an invoice').run(history));
    }
    await appendAll(store, requests, 5);
    dump = await projectFromScratch(url, store, 'receipts_batched', 1000);
  });
  after(async () => store?.close());

  test('the counter table is dumped with the rows it numbers', () => {
    for (const table of TABLES) assert.ok(table in READ_MODEL_TABLES, `${table} is dumped`);
  });

  test('later payments and refunds are numbered MR-000001… in log order; payments taken with the invoice have none', () => {
    const order = receiptOrder(requests);
    const refunds = dump.booking_refunds.length;
    const types = requests.flatMap((request) => request.events.map((event) => event.type));
    assert.ok(refunds >= 2 && order.length - refunds >= 2, `the history has later payments (${order.length - refunds}) and refunds (${refunds}): ${[...new Set(types)].join(', ')}`);
    const numbers = new Map<string, number | null>([...dump.invoice_payments, ...dump.booking_refunds].map((row) => [row.id, row.receipt_number]));
    assert.deepEqual(order.map((id) => numbers.get(id)), order.map((_, index) => index + 1));
    for (const id of issuedPayments(requests)) assert.equal(numbers.get(id), null, `payment ${id} taken with its invoice`);
    assert.deepEqual(dump.money_receipt_counter, [{ id: 1, last_number: order.length }]);
    assert.equal(moneyReceiptNumberText(1), 'MR-000001');
  });

  test('one event per batch numbers them the same (a replay is identical)', async () => {
    const single = await projectFromScratch(url, store, 'receipts_single', 1);
    for (const table of TABLES) assert.deepEqual(single[table], dump[table], table);
  });
});
