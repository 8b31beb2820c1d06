import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  motorcycleStock,
  motorcycleStockValue,
  motorcycleStream,
  payableStream,
  productStream,
  purchaseStream,
  remainingAmount,
  requisitionStream,
  type MotorcycleUnitState,
  type PayableState,
  type ProductState,
  type PurchaseState,
  type RequisitionState,
} from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { HANDLED_EVENT_TYPES, READ_MODEL_TABLES } from '../index';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, BOOKS_HISTORY_STEPS, HistoryBuilder, type HistoryStep } from '../../testing/history';
import { catalogIdsOf, INVENTORY_CATALOG_HISTORY_STEPS } from '../inventory-catalog/history-steps';
import { addProduct, PRODUCT_HISTORY_STEPS, productIdsOf } from '../products/history-steps';
import { PURCHASING_HISTORY_STEPS, purchasingIdsOf, registerPurchasesForVat } from './history-steps';

/** Its own database: other projector test files reset theirs. */
const databaseUrl = (suffix: string) => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_${suffix}`;
  return parsed.toString();
};

type Dump = Record<string, any[]>;
const TABLES = ['motorcycles', 'requisitions', 'purchases', 'payables', 'payable_payments', 'purchasing_totals', 'products', 'stock_movements', 'suppliers', 'journal_entries', 'journal_lines', 'gl_accounts'];
/** Registering for VAT (issue 24): the purchases after it carry the supplier's VAT. */
const VAT_STEP: HistoryStep = { name: 'register for VAT', weight: 1, run: registerPurchasesForVat };
const step = (name: string): HistoryStep => {
  const found = [...PURCHASING_HISTORY_STEPS, VAT_STEP].find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no step ${name}`);
  return found;
};

/**
 * Every row against the domain's fold of its stream; the products' and suppliers' columns this
 * projection moves against the folds of the units, purchases and payables; purchase numbers in
 * log order; and the books: Accounts Payable is the open payables' remaining, each inventory
 * account the stock value of its type.
 */
function checkAgainstTheDomain(history: HistoryBuilder, dump: Dump, purchaseOrder: string[], requests: AppendRequest[]) {
  const ids = purchasingIdsOf(history);
  const units = ids.units.map((id) => history.fold<MotorcycleUnitState>(motorcycleStream(id)));
  const unitRows = new Map(dump.motorcycles.map((row) => [row.id, row]));
  assert.equal(unitRows.size, units.filter((unit) => unit.lifecycle === 'registered').length, 'one row per unit in the register');
  for (const unit of units) {
    const row = unitRows.get(unit.motorcycleId);
    if (unit.lifecycle !== 'registered') {
      assert.equal(row, undefined, `unit ${unit.motorcycleId} left the register`);
      continue;
    }
    assert.deepEqual(
      [row.product_id, row.chassis_no, row.engine_no, row.color, row.status, row.purchase_price, row.mileage, row.registration_number, row.source, row.purchase_id],
      [unit.productId, unit.chassisNo, unit.engineNo, unit.color, unit.status, unit.purchasePrice, unit.mileage, unit.registrationNumber, unit.origin.kind === 'purchase' ? 'purchase' : 'register', unit.origin.kind === 'purchase' ? unit.origin.purchaseId : null],
      `unit ${unit.motorcycleId}`,
    );
  }

  const purchaseRows = new Map(dump.purchases.map((row) => [row.id, row]));
  for (const id of ids.purchases) {
    const state = history.fold<PurchaseState>(purchaseStream(id));
    const row = purchaseRows.get(id);
    assert.deepEqual(
      [row.supplier_id, row.memo_number, row.purchase_date, row.due_date, row.payment_terms, row.other_charges, row.subtotal, row.total, row.paid_amount, row.journal_entry_id, row.notes, row.deleted_at !== null],
      [state.supplierId, state.memoNumber, state.purchaseDate, state.dueDate, state.paymentTerms, state.otherCharges, state.subtotal, state.total, state.paidAmount, state.journalEntryId, state.notes, state.lifecycle === 'deleted'],
      `purchase ${id}`,
    );
    assert.deepEqual(row.items, JSON.parse(JSON.stringify(state.items)));
    assert.deepEqual(
      [row.supplier_mushak_number, row.supplier_mushak_date, row.vat_total, row.input_vat_credit],
      [state.supplierMushakNumber ?? '', state.supplierMushakDate ?? null, state.vatTotal ?? 0, state.inputVatCredit ?? 0],
      `purchase ${id}'s VAT`,
    );
    const credited = state.items.reduce((sum, item) => sum + (item.inputVatCredited ? item.vat ?? 0 : 0), 0);
    assert.equal(credited, state.inputVatCredit ?? 0, `purchase ${id}: its input credit is its credited lines' VAT`);
  }
  // PUR-000001… in the order the purchases were recorded in the log, deleted ones keeping theirs.
  assert.deepEqual(
    purchaseOrder.map((id) => purchaseRows.get(id).purchase_number),
    purchaseOrder.map((_, index) => index + 1),
  );

  const payableRows = new Map(dump.payables.map((row) => [row.id, row]));
  const paymentsOf = new Map<string, number>();
  for (const payment of dump.payable_payments) paymentsOf.set(payment.payable_id, (paymentsOf.get(payment.payable_id) ?? 0) + payment.amount);
  let openRemaining = 0;
  for (const id of ids.payables) {
    const state = history.fold<PayableState>(payableStream(id));
    const row = payableRows.get(id);
    if (state.lifecycle === 'absent') {
      assert.equal(row, undefined);
      continue;
    }
    assert.deepEqual(
      [row.supplier_id, row.bill_number, row.source, row.amount, row.paid_amount, row.remaining, row.payment_count, row.due_date, row.cancelled_at !== null],
      [state.supplierId, state.billNumber, state.origin.kind, state.amount, state.paidAmount, state.amount - state.paidAmount, state.paymentCount, state.dueDate, state.lifecycle === 'cancelled'],
      `payable ${id}`,
    );
    assert.equal(paymentsOf.get(id) ?? 0, state.paidAmount);
    openRemaining += remainingAmount(state);
  }

  const requisitionRows = new Map(dump.requisitions.map((row) => [row.id, row]));
  for (const id of ids.requisitions) {
    const state = history.fold<RequisitionState>(requisitionStream(id));
    const row = requisitionRows.get(id);
    if (state.lifecycle !== 'active') assert.equal(row, undefined);
    else assert.deepEqual([row.supplier_id, row.notes, row.products], [state.supplierId, state.notes, state.products]);
  }

  // A Motorcycle product's stock is its units not Sold, each at its own price.
  const productRows = new Map(dump.products.map((row) => [row.id, row]));
  const valueByType = new Map<string, number>();
  for (const productId of productIdsOf(history)) {
    const state = history.fold<ProductState>(productStream(productId));
    const row = productRows.get(productId);
    const [quantity, value] = state.type === 'Motorcycle' ? [motorcycleStock(units, productId), motorcycleStockValue(units, productId)] : [state.quantity, state.stockValue];
    assert.deepEqual([row.quantity, row.stock_value], [quantity, value], `stock of ${state.type} product ${productId}`);
    valueByType.set(state.type, (valueByType.get(state.type) ?? 0) + value);
  }

  checkUnitMovements(history, dump, requests);

  // The lists' sizes the projector keeps for their first pages.
  const totals = Object.fromEntries(dump.purchasing_totals.map((row) => [row.name, [row.count, row.amount, row.paid]]));
  const livePayables = dump.payables.filter((row) => row.cancelled_at === null);
  assert.deepEqual(totals, {
    motorcycles: [dump.motorcycles.length, 0, 0],
    ...Object.fromEntries(['Available', 'Reserved', 'In Service', 'Sold'].map((status) => [`motorcycles:${status}`, [dump.motorcycles.filter((row) => row.status === status).length, 0, 0]])),
    purchases: [dump.purchases.filter((row) => row.deleted_at === null).length, 0, 0],
    requisitions: [dump.requisitions.length, 0, 0],
    payables: [livePayables.length, livePayables.reduce((sum, row) => sum + row.amount, 0), livePayables.reduce((sum, row) => sum + row.paid_amount, 0)],
  });

  // The suppliers' deletion facts.
  const purchases = ids.purchases.map((id) => history.fold<PurchaseState>(purchaseStream(id)));
  const payables = ids.payables.map((id) => history.fold<PayableState>(payableStream(id)));
  for (const supplier of dump.suppliers) {
    const purchaseCount = purchases.filter((purchase) => purchase.lifecycle === 'recorded' && purchase.supplierId === supplier.id).length;
    const openPayableCount = payables.filter((payable) => payable.supplierId === supplier.id && remainingAmount(payable) > 0).length;
    assert.deepEqual([supplier.purchase_count, supplier.open_payable_count], [purchaseCount, openPayableCount], `supplier ${supplier.id}`);
  }

  // The books agree with the registers: the postings of these facts (the random books also post
  // manual entries, transfers and expenses to any account, which are left out).
  const kinds = new Map(dump.journal_entries.map((entry) => [entry.id, entry.source_kind]));
  const posted = (role: string, of: Set<string>) => {
    const account = history.role(role).id;
    return dump.journal_lines.filter((line) => line.account_id === account && of.has(kinds.get(line.journal_entry_id))).reduce((sum, line) => sum + line.debit - line.credit, 0);
  };
  assert.equal(-posted('accountsPayable', PAYABLE_KINDS), openRemaining, "Accounts Payable = the open payables' remaining");
  for (const type of ['Motorcycle', 'Spare Parts', 'Accessories']) assert.equal(posted(`inventory.${type}`, INVENTORY_KINDS), valueByType.get(type) ?? 0, `Inventory - ${type} = its stock value`);
  // VAT Input Credit (1204) = the input credit of the live purchases (issue 24).
  const inputCredit = purchases.filter((purchase) => purchase.lifecycle === 'recorded').reduce((sum, purchase) => sum + (purchase.inputVatCredit ?? 0), 0);
  assert.equal(posted('vatInputCredit', new Set(['purchase'])), inputCredit, 'VAT Input Credit = the live purchases’ input credit');
}

/**
 * A Motorcycle product's movement history is its units: one row per unit event that moves its
 * stock (in the product it moved), each with the chassis number and with the product's units and
 * their value after it, ending at the product's stock.
 */
function checkUnitMovements(history: HistoryBuilder, dump: Dump, requests: AppendRequest[]) {
  const expected = new Map<string, number>();
  const count = (productId: string, type: string) => expected.set(`${productId} ${type}`, (expected.get(`${productId} ${type}`) ?? 0) + 1);
  const productOfUnit = new Map<string, string>();
  for (const event of requests.flatMap((request) => request.events)) {
    const data = event.data as Record<string, any>;
    switch (event.type) {
      case 'MotorcycleUnitRegistered':
        productOfUnit.set(data.motorcycleId, data.productId);
        count(data.productId, data.origin.kind === 'purchase' ? 'purchase' : 'opening');
        break;
      case 'MotorcycleUnitUpdated':
        if (productOfUnit.get(data.motorcycleId) !== data.productId) {
          count(productOfUnit.get(data.motorcycleId)!, 'adjustment');
          count(data.productId, 'adjustment');
          productOfUnit.set(data.motorcycleId, data.productId);
        }
        break;
      case 'MotorcycleUnitRepriced':
        count(data.productId, 'revaluation');
        break;
      case 'MotorcycleUnitRemoved':
        count(data.productId, data.reason === 'purchase_corrected' ? 'purchase_reversal' : 'adjustment');
        break;
      case 'MotorcycleUnitSold':
        count(data.productId, 'sale');
        break;
      case 'MotorcycleUnitSaleReversed':
        count(data.productId, 'sale_return');
        break;
    }
  }
  const rowsOf = new Map<string, any[]>();
  for (const row of dump.stock_movements) rowsOf.set(row.product_id, [...(rowsOf.get(row.product_id) ?? []), row]);
  const productRows = new Map(dump.products.map((row) => [row.id, row]));
  const actual = new Map<string, number>();
  let motorcycleRows = 0;
  for (const productId of productIdsOf(history)) {
    const state = history.fold<ProductState>(productStream(productId));
    if (state.type !== 'Motorcycle') continue;
    const rows = (rowsOf.get(productId) ?? []).sort((a, b) => a.position - b.position);
    motorcycleRows += rows.length;
    let quantity = 0;
    let value = 0;
    for (const row of rows) {
      quantity += row.quantity_change;
      value += row.value_change;
      assert.deepEqual([row.quantity_after, row.value_after], [quantity, value], `movement ${row.id} of product ${productId}: what is in stock after it`);
      assert.match(row.reference, /^(MC|PC)\d+$/, 'the chassis number is its reference');
      assert.match(row.source_stream, /^(motorcycle|purchase|invoice)-/);
      if (row.type === 'purchase' || row.type === 'opening') assert.equal(row.unit_cost, row.value_change);
      actual.set(`${productId} ${row.type}`, (actual.get(`${productId} ${row.type}`) ?? 0) + 1);
    }
    const product = productRows.get(productId);
    assert.deepEqual([quantity, value], [product.quantity, product.stock_value], `the movements of product ${productId} end at its stock`);
  }
  assert.ok(motorcycleRows > 0, 'the history moved motorcycles');
  assert.deepEqual(Object.fromEntries([...actual].sort()), Object.fromEntries([...expected].sort()), 'one movement per unit event that moves stock, by product and type');
}

const PAYABLE_KINDS = new Set(['purchase', 'supplier-bill', 'payable-payment']);
const INVENTORY_KINDS = new Set(['opening-stock', 'stock-adjustment', 'motorcycle-unit', 'purchase', 'sale']);

/** The purchases in the order their PurchaseRecorded events were appended. */
const recordedOrder = (requests: AppendRequest[]) =>
  requests.flatMap((request) => request.events.filter((event) => event.type === 'PurchaseRecorded').map((event) => (event.data as { purchaseId: string }).purchaseId));

describe('the purchasing read models', () => {
  const url = databaseUrl('purchasing');
  let store: PostgresEventStore;
  const history = new HistoryBuilder(11, Date.parse('2026-04-01T04:00:00.000Z'), [...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS, ...PURCHASING_HISTORY_STEPS]);
  const requests: AppendRequest[] = [];
  let dump: Dump;

  before(async () => {
    await resetDatabase(url, ['purchasing_batched', 'purchasing_single']);
    store = new PostgresEventStore(url);
    requests.push(...history.registerAdmin(), ...history.initializeChart());
    for (let index = 0; index < 4; index += 1) requests.push(...INVENTORY_CATALOG_HISTORY_STEPS[0].run(history), ...INVENTORY_CATALOG_HISTORY_STEPS[3].run(history));
    for (const type of ['Motorcycle', 'Motorcycle', 'Spare Parts', 'Accessories'] as const) requests.push(...addProduct(history, type));
    // Every kind of command, several times, in an order that leaves something for each to act on.
    const script = [
      ['register a motorcycle unit by hand', 4],
      ['receive a purchase', 8],
      ['edit a motorcycle unit', 14],
      ['pay a payable', 4],
      ['correct a purchase', 4],
      ['sell a motorcycle unit', 3],
      ['void a motorcycle sale', 2],
      ['delete a purchase', 3],
      ['delete a motorcycle unit', 2],
      ['create, edit or delete a requisition', 6],
      ['enter a supplier bill', 4],
      ['correct or delete a supplier bill', 3],
      ['pay a payable', 4],
      ['receive a purchase', 4],
      ['register for VAT', 1],
      ['receive a purchase', 6],
      ['correct a purchase', 3],
      ['delete a purchase', 1],
    ] as const;
    for (const [name, times] of script) for (let index = 0; index < times; index += 1) requests.push(...step(name).run(history));
    await appendAll(store, requests, 9);
    dump = await projectFromScratch(url, store, 'purchasing_batched', 1000);
  });
  after(async () => store?.close());

  test('every purchasing event type is handled and its tables are dumped', () => {
    for (const type of ['MotorcycleUnitRegistered', 'MotorcycleUnitUpdated', 'MotorcycleUnitRepriced', 'MotorcycleUnitRemoved', 'MotorcycleUnitSold', 'MotorcycleUnitSaleReversed',
      'PurchaseRecorded', 'PurchaseAmended', 'PurchaseDetailsUpdated', 'PurchaseDeleted', 'RequisitionCreated', 'RequisitionUpdated', 'RequisitionDeleted',
      'PayableOpened', 'PayableAmended', 'PayableCancelled', 'PayablePaymentRecorded']) {
      assert.ok(HANDLED_EVENT_TYPES.includes(type), `${type} is handled`);
    }
    for (const table of ['motorcycles', 'requisitions', 'purchases', 'payables', 'payable_payments', 'purchasing_totals']) assert.ok(table in READ_MODEL_TABLES, `${table} is dumped`);
  });

  test('the history exercised every command', () => {
    const types = new Set(requests.flatMap((request) => request.events.map((event) => event.type)));
    for (const type of ['MotorcycleUnitRegistered', 'MotorcycleUnitUpdated', 'MotorcycleUnitRepriced', 'MotorcycleUnitRemoved', 'MotorcycleUnitSold', 'MotorcycleUnitSaleReversed',
      'PurchaseRecorded', 'PurchaseAmended', 'PurchaseDeleted', 'RequisitionCreated', 'PayableOpened', 'PayableCancelled', 'PayablePaymentRecorded']) {
      assert.ok(types.has(type), `the history has ${type}`);
    }
  });

  test('one event per batch projects the same tables as one batch for all (a replay is identical)', async () => {
    const single = await projectFromScratch(url, store, 'purchasing_single', 1);
    for (const table of TABLES) assert.deepEqual(single[table], dump[table], table);
  });

  test('rows agree with the domain, purchase numbers follow the log, products and suppliers with the registers, the books with both', () => {
    assert.ok(dump.purchases.length >= 8 && dump.motorcycles.length > 0 && dump.payable_payments.length > 0);
    assert.ok(dump.purchases.some((row) => row.vat_total > 0) && dump.purchases.some((row) => row.vat_total === 0), 'purchases with and without VAT');
    checkAgainstTheDomain(history, dump, recordedOrder(requests), requests);
  });
});

describe('a random history of the books, the catalogue, products and purchasing', () => {
  test('every row is the domain fold of its stream, whatever the batch size; the registers agree with the books', async () => {
    const history = new HistoryBuilder(43, Date.parse('2026-03-01T04:00:00.000Z'), [...BOOKS_HISTORY_STEPS, ...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS, ...PURCHASING_HISTORY_STEPS, VAT_STEP]);
    const requests: AppendRequest[] = [...history.registerAdmin(), ...history.initializeChart()];
    for (let index = 0; index < 1500; index += 1) requests.push(...history.randomCommand());
    const url = databaseUrl('purchasing_random');
    await resetDatabase(url, ['purchasing_random', 'purchasing_random_small']);
    const store = new PostgresEventStore(url);
    let dump: Dump;
    let small: Dump;
    try {
      await appendAll(store, requests, 50);
      dump = await projectFromScratch(url, store, 'purchasing_random');
      small = await projectFromScratch(url, store, 'purchasing_random_small', 3);
    } finally {
      await store.close();
    }
    for (const table of TABLES) assert.deepEqual(small[table], dump[table], table);
    const ids = purchasingIdsOf(history);
    assert.ok(ids.purchases.length > 20 && ids.units.length > 20 && ids.payables.length > 20, 'the history purchased, registered and owed');
    assert.ok(catalogIdsOf(history).suppliers.length > 0);
    checkAgainstTheDomain(history, dump, recordedOrder(requests), requests);
    const units = new Set(dump.stock_movements.filter((row) => /^(MC|PC)/.test(row.reference)).map((row) => row.type));
    assert.deepEqual([...units].sort(), ['adjustment', 'opening', 'purchase', 'purchase_reversal', 'revaluation', 'sale', 'sale_return'], 'every kind of unit movement was projected');
  });
});
