import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, BOOKS_HISTORY_STEPS, HistoryBuilder, type HistoryStep } from '../../testing/history';
import { BOOKING_HISTORY_STEPS } from '../bookings/history-steps';
import { addCustomerStep, CUSTOMER_HISTORY_STEPS } from '../customers/history-steps';
import { INVENTORY_CATALOG_HISTORY_STEPS } from '../inventory-catalog/history-steps';
import { INVOICE_HISTORY_STEPS } from '../invoices/history-steps';
import { addProduct, PRODUCT_HISTORY_STEPS } from '../products/history-steps';
import { PURCHASING_HISTORY_STEPS } from '../purchasing/history-steps';

/** Its own database: other projector test files reset theirs. */
const databaseUrl = (suffix: string) => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_${suffix}`;
  return parsed.toString();
};

type Dump = Record<string, any[]>;
const stepNamed = (steps: readonly HistoryStep[], name: string) => {
  const found = steps.find((step) => step.name === name);
  if (!found) throw new Error(`no history step named ${name}`);
  return found;
};

/**
 * An account's balance by code, debit side positive, from the journal lines of entries posted by
 * `sources` (the random history's hand-made journal entries may touch any account, VAT's too).
 */
function balanceOf(dump: Dump, code: string, sources: readonly string[]): bigint {
  const account = dump.gl_accounts.find((row) => row.code === code);
  assert.ok(account, `the chart has ${code}`);
  const entries = new Set(dump.journal_entries.filter((entry) => sources.includes(entry.source_kind)).map((entry) => entry.id));
  return dump.journal_lines.filter((line) => line.account_id === account.id && entries.has(line.journal_entry_id)).reduce((sum, line) => sum + BigInt(line.debit) - BigInt(line.credit), 0n);
}

const registerVat = (dump: Dump, register: 'sales' | 'purchases', credited?: boolean) =>
  dump.vat_register_lines.filter((row) => row.register === register && (credited === undefined || row.input_vat_credited === credited)).reduce((sum, row) => sum + BigInt(row.vat), 0n);

describe('VAT registers over a random history with VAT (issue 24, item 9)', () => {
  test('the trial balance balances; VAT Payable equals the sales register’s VAT and VAT Input Credit the purchases’ credited VAT; any batch size gives the same rows', async () => {
    const steps = [...BOOKS_HISTORY_STEPS, ...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS, ...PURCHASING_HISTORY_STEPS, ...CUSTOMER_HISTORY_STEPS, ...BOOKING_HISTORY_STEPS, ...INVOICE_HISTORY_STEPS];
    const history = new HistoryBuilder(2024, Date.parse('2026-06-01T04:00:00.000Z'), steps);
    const requests: AppendRequest[] = [...history.registerAdmin(), ...history.initializeChart()];
    for (let index = 0; index < 3; index += 1) requests.push(...INVENTORY_CATALOG_HISTORY_STEPS[0].run(history), ...addCustomerStep(history));
    for (const type of ['Motorcycle', 'Motorcycle', 'Spare Parts', 'Accessories', 'Accessories'] as const) requests.push(...addProduct(history, type));
    const script: [readonly HistoryStep[], string, number][] = [
      [PURCHASING_HISTORY_STEPS, 'receive a purchase', 6],
      [INVOICE_HISTORY_STEPS, 'sell products', 4],
      [INVOICE_HISTORY_STEPS, 'register for VAT', 1],
      [PURCHASING_HISTORY_STEPS, 'receive a purchase', 10],
      [PURCHASING_HISTORY_STEPS, 'correct a purchase', 3],
      [PURCHASING_HISTORY_STEPS, 'delete a purchase', 2],
      [INVOICE_HISTORY_STEPS, 'sell products', 12],
      [INVOICE_HISTORY_STEPS, 'sell a motorcycle', 4],
      [INVOICE_HISTORY_STEPS, 'pay an invoice', 6],
      [INVOICE_HISTORY_STEPS, 'void an invoice', 4],
    ];
    for (const [from, name, times] of script) for (let index = 0; index < times; index += 1) requests.push(...stepNamed(from, name).run(history));
    // Then whatever the random history does next, VAT registered all along.
    for (let index = 0; index < 300; index += 1) requests.push(...history.randomCommand());
    const url = databaseUrl('vat_registers_random');
    await resetDatabase(url, ['vat_registers_batched', 'vat_registers_small']);
    const store = new PostgresEventStore(url);
    let dump: Dump;
    let small: Dump;
    try {
      await appendAll(store, requests, 25);
      dump = (await projectFromScratch(url, store, 'vat_registers_batched')) as Dump;
      small = (await projectFromScratch(url, store, 'vat_registers_small', 3)) as Dump;
    } finally {
      await store.close();
    }
    assert.deepEqual(small.vat_register_lines, dump.vat_register_lines, 'a replay in small batches writes the same register');
    assert.ok(dump.vat_register_lines.some((row) => row.register === 'sales' && BigInt(row.vat) > 0n), 'the history sold with VAT');

    const debits = dump.journal_lines.reduce((sum, line) => sum + BigInt(line.debit), 0n);
    const credits = dump.journal_lines.reduce((sum, line) => sum + BigInt(line.credit), 0n);
    assert.equal(debits, credits, 'the trial balance balances');
    // No return submitted nor VAT paid in this history: what sales and purchases posted is the registers, to the poisha.
    assert.equal(-balanceOf(dump, '2103', ['invoice']), registerVat(dump, 'sales'), 'VAT Payable from sales = the sales register’s VAT');
    assert.equal(balanceOf(dump, '1204', ['purchase']), registerVat(dump, 'purchases', true), 'VAT Input Credit from purchases = the purchase register’s credited VAT');
  });
});
