import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { invoiceStream, productStream, receivableStream, type InvoiceState, type ProductState, type ReceivableState } from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { HANDLED_EVENT_TYPES, READ_MODEL_TABLES } from '../index';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, BOOKS_HISTORY_STEPS, HistoryBuilder, type HistoryStep } from '../../testing/history';
import { BOOKING_HISTORY_STEPS } from '../bookings/history-steps';
import { addCustomerStep, CUSTOMER_HISTORY_STEPS } from '../customers/history-steps';
import { INVENTORY_CATALOG_HISTORY_STEPS } from '../inventory-catalog/history-steps';
import { addProduct, PRODUCT_HISTORY_STEPS, productIdsOf } from '../products/history-steps';
import { PURCHASING_HISTORY_STEPS } from '../purchasing/history-steps';
import { INVOICE_HISTORY_STEPS, invoiceIdsOf } from './history-steps';

/** Its own database: other projector test files reset theirs. */
const databaseUrl = (suffix: string) => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_${suffix}`;
  return parsed.toString();
};

type Dump = Record<string, any[]>;
const TABLES = ['invoices', 'invoice_payments', 'invoice_totals', 'products', 'motorcycles'];
const stepNamed = (steps: readonly HistoryStep[], name: string) => steps.find((step) => step.name === name)!;

/** The invoices in the order their InvoiceIssued events were appended. */
const issuedOrder = (requests: AppendRequest[]) =>
  requests.flatMap((request) => request.events.filter((event) => event.type === 'InvoiceIssued').map((event) => (event.data as { invoiceId: string }).invoiceId));

/**
 * Every invoice row against the domain's fold of its stream, invoice numbers in log order (a voided
 * invoice keeping its number), the payments of each (refunded once voided), the tab sizes, and the
 * books as these facts post them: Accounts Receivable equals the open dues of live invoices.
 */
function checkAgainstTheDomain(history: HistoryBuilder, dump: Dump, order: string[]) {
  const rows = new Map(dump.invoices.map((row) => [row.id, row]));
  const ids = invoiceIdsOf(history);
  assert.equal(rows.size, ids.length, 'one row per invoice ever issued');
  const payments = new Map<string, any[]>();
  for (const payment of dump.invoice_payments) payments.set(payment.invoice_id, [...(payments.get(payment.invoice_id) ?? []), payment]);
  let receivable = 0;
  for (const id of ids) {
    const state = history.fold<InvoiceState>(invoiceStream(id));
    const row = rows.get(id);
    assert.deepEqual(
      [row.invoice_type, row.customer_id, row.customer_name, row.customer_phone, row.customer_address, row.invoice_date, row.subtotal, row.shipping_charge, row.discount_type, row.discount_value, row.discount, row.total,
        row.paid_amount, row.due, row.payment_status, row.booking_id, row.booking_amount, row.receivable_id, row.due_date, row.journal_entry_id, row.notes, row.voided_at !== null, row.vat_total, row.prices_include_vat],
      [state.invoiceType, state.customerId, state.customer.name, state.customer.phone, state.customer.address, state.date, state.subtotal, state.shippingCharge, state.discountType, state.discountValue, state.discount, state.total,
        state.paidAmount, state.due, state.paymentStatus, state.booking?.bookingId ?? null, state.booking?.amount ?? 0, state.receivableId, state.dueDate, state.journalEntryId, state.notes, state.lifecycle === 'voided', state.vatTotal ?? 0, state.pricesIncludeVat ?? null],
      `invoice ${id}`,
    );
    assert.deepEqual(row.items, JSON.parse(JSON.stringify(state.items)));
    assert.equal(row.search_text, [state.customer.name, state.customer.phone, state.items.flatMap((item) => [item.chassisNo, item.engineNo]).filter(Boolean).join(' ')].join(' ').toLowerCase());
    const own = (payments.get(id) ?? []).sort((a, b) => a.id.localeCompare(b.id));
    assert.deepEqual(
      own.map((payment) => [payment.id, payment.payment_method_id, payment.amount, payment.processing_fee, payment.journal_entry_id, payment.refunded_at !== null]),
      [...state.allPayments].sort((a, b) => a.paymentId.localeCompare(b.paymentId)).map((payment) => [payment.paymentId, payment.paymentMethodId, payment.amount, payment.processingFee, payment.journalEntryId, state.lifecycle === 'voided']),
      `payments of invoice ${id}`,
    );
    if (state.receivableId) {
      const due = history.fold<ReceivableState>(receivableStream(state.receivableId));
      if (due.lifecycle === 'open') receivable += due.amount - due.paidAmount - due.writtenOffAmount;
      assert.equal(due.lifecycle === 'open' ? due.amount - due.paidAmount : 0, state.lifecycle === 'issued' ? state.due : 0, `the receivable of invoice ${id} is its due`);
    }
  }
  // INV-000001… in the order the invoices were issued in the log.
  assert.deepEqual(order.map((id) => rows.get(id).invoice_number), order.map((_, index) => index + 1));
  const live = dump.invoices.filter((row) => row.voided_at === null);
  assert.deepEqual(
    Object.fromEntries(dump.invoice_totals.map((row) => [row.name, row.count])),
    { invoices: live.length, 'invoices:Motorcycle': live.filter((row) => row.invoice_type === 'Motorcycle').length, 'invoices:Accessories & Spare Parts': live.filter((row) => row.invoice_type !== 'Motorcycle').length },
  );
  // The products projection sees the stock invoices issued and returned.
  for (const productId of productIdsOf(history)) {
    const state = history.fold<ProductState>(productStream(productId));
    if (state.type === 'Motorcycle') continue;
    const product = dump.products.find((candidate) => candidate.id === productId);
    assert.deepEqual([product.quantity, product.stock_value], [state.quantity, state.stockValue], `stock of ${productId}`);
  }
  // Accounts Receivable, as invoices and their payments post it, is what the live invoices leave due.
  const accountsReceivable = history.role('accountsReceivable').id;
  const kinds = new Map(dump.journal_entries.map((entry) => [entry.id, entry.source_kind]));
  const posted = dump.journal_lines
    .filter((line) => line.account_id === accountsReceivable && ['invoice', 'invoice-payment'].includes(kinds.get(line.journal_entry_id)))
    .reduce((sum, line) => sum + line.debit - line.credit, 0);
  assert.equal(posted, receivable, 'Accounts Receivable = the live invoices’ dues');
}

describe('the invoices read models', () => {
  const url = databaseUrl('invoices');
  let store: PostgresEventStore;
  const steps = [...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS, ...PURCHASING_HISTORY_STEPS, ...CUSTOMER_HISTORY_STEPS, ...BOOKING_HISTORY_STEPS, ...INVOICE_HISTORY_STEPS];
  const history = new HistoryBuilder(17, Date.parse('2026-05-01T04:00:00.000Z'), steps);
  const requests: AppendRequest[] = [];
  let dump: Dump;

  before(async () => {
    await resetDatabase(url, ['invoices_batched', 'invoices_single']);
    store = new PostgresEventStore(url);
    requests.push(...history.registerAdmin(), ...history.initializeChart());
    for (let index = 0; index < 3; index += 1) requests.push(...INVENTORY_CATALOG_HISTORY_STEPS[0].run(history), ...addCustomerStep(history));
    for (const type of ['Motorcycle', 'Motorcycle', 'Spare Parts', 'Accessories', 'Accessories'] as const) requests.push(...addProduct(history, type));
    const script: [readonly HistoryStep[], string, number][] = [
      [PURCHASING_HISTORY_STEPS, 'register a motorcycle unit by hand', 8],
      [BOOKING_HISTORY_STEPS, 'take a booking', 6],
      [INVOICE_HISTORY_STEPS, 'sell products', 12],
      [INVOICE_HISTORY_STEPS, 'sell a motorcycle', 10],
      [INVOICE_HISTORY_STEPS, 'pay an invoice', 10],
      [INVOICE_HISTORY_STEPS, 'edit an invoice', 4],
      [INVOICE_HISTORY_STEPS, 'void an invoice', 5],
      [INVOICE_HISTORY_STEPS, 'sell products', 5],
      [INVOICE_HISTORY_STEPS, 'register for VAT', 1],
      [INVOICE_HISTORY_STEPS, 'sell products', 6],
      [INVOICE_HISTORY_STEPS, 'sell a motorcycle', 3],
      [INVOICE_HISTORY_STEPS, 'pay an invoice', 3],
    ];
    for (const [from, name, times] of script) for (let index = 0; index < times; index += 1) requests.push(...stepNamed(from, name).run(history));
    await appendAll(store, requests, 9);
    dump = await projectFromScratch(url, store, 'invoices_batched', 1000);
  });
  after(async () => store?.close());

  test('every invoice event type is handled and its tables are dumped', () => {
    for (const type of ['InvoiceIssued', 'InvoicePaymentReceived', 'InvoiceDetailsUpdated', 'InvoiceVoided']) assert.ok(HANDLED_EVENT_TYPES.includes(type), `${type} is handled`);
    for (const table of ['invoices', 'invoice_payments', 'invoice_totals']) assert.ok(table in READ_MODEL_TABLES, `${table} is dumped`);
  });

  test('the history exercised every command', () => {
    const types = new Set(requests.flatMap((request) => request.events.map((event) => event.type)));
    for (const type of ['InvoiceIssued', 'InvoicePaymentReceived', 'InvoiceDetailsUpdated', 'InvoiceVoided', 'BookingApplied', 'StockIssued', 'StockReturned', 'MotorcycleUnitSold', 'ReceivableOpened', 'VatSettingsChanged']) {
      assert.ok(types.has(type), `the history has ${type}`);
    }
    // Issue 24: invoices after the registration carry VAT, credited to VAT Payable in their entries.
    const withVat = requests.flatMap((request) => request.events).filter((event) => event.type === 'InvoiceIssued' && ((event.data as { vatTotal?: number }).vatTotal ?? 0) > 0);
    assert.ok(withVat.length > 0, 'the history has invoices with VAT');
  });

  test('one event per batch projects the same tables as one batch for all (a replay is identical)', async () => {
    const single = await projectFromScratch(url, store, 'invoices_single', 1);
    for (const table of TABLES) assert.deepEqual(single[table], dump[table], table);
  });

  test('rows agree with the domain, invoice numbers follow the log, tab sizes and Accounts Receivable with the invoices', () => {
    assert.ok(dump.invoices.length >= 10 && dump.invoice_payments.length > 0);
    checkAgainstTheDomain(history, dump, issuedOrder(requests));
  });
});

describe('a random history of the books, stock, customers, bookings and invoices', () => {
  test('every row is the domain fold of its stream, whatever the batch size', async () => {
    const history = new HistoryBuilder(71, Date.parse('2026-06-01T04:00:00.000Z'), [
      ...BOOKS_HISTORY_STEPS, ...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS, ...PURCHASING_HISTORY_STEPS, ...CUSTOMER_HISTORY_STEPS, ...BOOKING_HISTORY_STEPS, ...INVOICE_HISTORY_STEPS,
    ]);
    const requests: AppendRequest[] = [...history.registerAdmin(), ...history.initializeChart()];
    for (let index = 0; index < 1500; index += 1) requests.push(...history.randomCommand());
    const url = databaseUrl('invoices_random');
    await resetDatabase(url, ['invoices_random', 'invoices_random_small']);
    const store = new PostgresEventStore(url);
    let dump: Dump;
    let small: Dump;
    try {
      await appendAll(store, requests, 50);
      dump = await projectFromScratch(url, store, 'invoices_random');
      small = await projectFromScratch(url, store, 'invoices_random_small', 3);
    } finally {
      await store.close();
    }
    for (const table of TABLES) assert.deepEqual(small[table], dump[table], table);
    assert.ok(invoiceIdsOf(history).length > 20, 'the history sold');
    checkAgainstTheDomain(history, dump, issuedOrder(requests));
  });
});
