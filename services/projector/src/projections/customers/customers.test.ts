import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  addCustomer,
  CUSTOMER_PHONE_SCOPE,
  customerPhoneKey,
  customerStream,
  customerUse,
  deleteCustomer,
  updateCustomer,
  uuidv7,
  type CustomerState,
} from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { HANDLED_EVENT_TYPES, READ_MODEL_TABLES } from '../index';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, HistoryBuilder } from '../../testing/history';
import { CUSTOMER_HISTORY_STEPS, customerIdsOf } from './history-steps';

/** Its own database: other projector test files reset theirs. */
const url = (() => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_customers`;
  return parsed.toString();
})();
const SCHEMAS = ['customers_batched', 'customers_single', 'customers_random', 'customers_random_small'];

let store: PostgresEventStore;

before(async () => {
  await resetDatabase(url, SCHEMAS);
  store = new PostgresEventStore(url);
});

after(async () => {
  await store?.close();
});

type Row = Record<string, any>;
const byId = (rows: unknown[]) => new Map((rows as Row[]).map((row) => [row.id, row]));
const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());

describe('customers', () => {
  const history = new HistoryBuilder(5, Date.parse('2026-02-01T04:00:00.000Z'), CUSTOMER_HISTORY_STEPS);
  const requests: AppendRequest[] = [];
  const times: Record<string, string> = {};
  const step = (decided: AppendRequest[], what: string) => {
    assert.ok(decided.length > 0, `${what} was decided`);
    times[what] = decided[0].events[0].metadata.occurredAt;
    requests.push(...decided);
  };
  const rahim = uuidv7();
  const karim = uuidv7();
  const customer = (id: string) => history.fold<CustomerState>(customerStream(id));
  const phone = (value: string) => history.unique(CUSTOMER_PHONE_SCOPE, customerPhoneKey(value));
  let batched: Record<string, unknown[]>;
  let single: Record<string, unknown[]>;

  before(async () => {
    step(history.commit(addCustomer({ customerId: rahim, name: 'Rahim Uddin', phone: '+880 1711-000000', nid: '1234567890' }, { customer: customer(rahim), phone: phone('01711000000') })), 'Rahim added');
    step(history.commit(addCustomer({ customerId: karim, name: 'Karim Mia', phone: '01811000000' }, { customer: customer(karim), phone: phone('01811000000') })), 'Karim added');
    step(history.commit(updateCustomer({ customerId: rahim, email: 'rahim@example.com', address: 'Mirpur 10, Dhaka', fatherName: 'Abdul Uddin', bin: '0001234567890' }, { customer: customer(rahim), phone: phone('01711000000') })), 'Rahim edited');
    step(history.commit(customerUse(customer(rahim), { usedBy: 'invoice', sourceId: uuidv7() })), 'Rahim used');
    step(history.commit(deleteCustomer({ customerId: karim }, { customer: customer(karim) })), 'Karim deleted');
    await appendAll(store, requests);
    batched = await projectFromScratch(url, store, 'customers_batched');
    single = await projectFromScratch(url, store, 'customers_single', 1);
  });

  test('every customer event type is handled and the table is dumped', () => {
    for (const type of ['CustomerAdded', 'CustomerUpdated', 'CustomerFirstUsed', 'CustomerDeleted']) assert.ok(HANDLED_EVENT_TYPES.includes(type), `${type} is handled`);
    assert.ok('customers' in READ_MODEL_TABLES);
  });

  test('a customer row holds its last edit, its phone digits and its use; a deleted one keeps its row', () => {
    const rows = byId(batched.customers);
    const edited = rows.get(rahim)!;
    assert.deepEqual(
      { ...edited, created_at: instant(edited.created_at), updated_at: instant(edited.updated_at) },
      {
        id: rahim,
        name: 'Rahim Uddin',
        phone: '01711000000',
        phone_digits: '01711000000',
        father_name: 'Abdul Uddin',
        email: 'rahim@example.com',
        address: 'Mirpur 10, Dhaka',
        nid: '1234567890',
        bin: '0001234567890',
        vehicle_id: null,
        used: true,
        created_at: times['Rahim added'],
        updated_at: times['Rahim edited'],
        deleted_at: null,
      },
    );
    const deleted = rows.get(karim)!;
    assert.equal(deleted.name, 'Karim Mia');
    assert.equal(deleted.used, false);
    assert.equal(instant(deleted.deleted_at), times['Karim deleted']);
  });

  test('one event per batch projects the same rows as one batch for all', () => {
    assert.deepEqual(single.customers, batched.customers);
  });
});

describe('a random history of customers', () => {
  test('every row is the domain fold of its stream, whatever the batch size', async () => {
    const history = new HistoryBuilder(31, Date.parse('2026-03-01T04:00:00.000Z'), CUSTOMER_HISTORY_STEPS);
    const requests: AppendRequest[] = [];
    for (let index = 0; index < 500; index += 1) requests.push(...history.randomCommand());
    await appendAll(store, requests, 50);
    const dump = await projectFromScratch(url, store, 'customers_random');
    const small = await projectFromScratch(url, store, 'customers_random_small', 3);
    assert.deepEqual(small.customers, dump.customers);

    const ids = customerIdsOf(history);
    const rows = byId(dump.customers);
    let deleted = 0;
    let used = 0;
    for (const id of ids) {
      const state = history.fold<CustomerState>(customerStream(id));
      const row = rows.get(id)!;
      assert.deepEqual(
        [row.name, row.phone, row.phone_digits, row.father_name, row.email, row.address, row.nid, row.bin, row.vehicle_id, row.used, row.deleted_at !== null],
        [state.name, state.phone, customerPhoneKey(state.phone), state.fatherName, state.email, state.address, state.nid, state.bin, state.vehicle, state.used, state.lifecycle === 'deleted'],
      );
      if (state.lifecycle === 'deleted') deleted += 1;
      if (state.used) used += 1;
    }
    assert.ok(ids.length > 50, 'the history added customers');
    assert.ok(deleted > 0 && used > 0, 'the history used and deleted some');
    // No two live customers share a phone, however it was typed.
    const live = (dump.customers as Row[]).filter((row) => row.deleted_at === null).map((row) => row.phone_digits);
    assert.equal(new Set(live).size, live.length);
  });
});
