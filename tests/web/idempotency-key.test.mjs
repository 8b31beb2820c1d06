// One command, one Idempotency-Key (web/src/shared/api/idempotency-key.ts, used by api-client.ts for
// every call but a GET): the same call sent again before it is known to have succeeded (a
// double-click, a retry after a network error, a refusal) carries the same key, so the server
// answers the repeat with the first result; a success forgets it, so the same sale made again on
// purpose is a new command. Checked on the rule itself and through the api client against a
// scripted fetch, reading the headers it sends.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadWebModule } from './web-module.mjs';

const { canonicalJson, createCommandKeys } = await loadWebModule('web/src/shared/api/idempotency-key.ts');

/** Keys k1, k2… in the order they are made, so a test can tell a reused key from a new one. */
function counted() {
  let made = 0;
  return createCommandKeys(() => `k${++made}`);
}

const sale = { customer: 'c1', items: [{ product: 'p1', quantity: 2, unitPrice: 150 }, { product: 'p2', quantity: 1, unitPrice: 90 }], payments: [{ method: 'cash', amount: 390 }] };

describe('the key rule', () => {
  test('the same command twice before it succeeds carries one key, whatever order its fields were set in', () => {
    const keys = counted();
    const first = keys.keyFor('POST', '/api/invoices', sale);
    const { payments, items, customer } = sale;
    const again = keys.keyFor('POST', '/api/invoices', { payments, items, customer });
    assert.equal(first.key, 'k1');
    assert.equal(again.key, 'k1', 'a double-click (or a retry) reuses the key');
  });

  test('a success forgets the key: the same command after it is a new one, with a new key', () => {
    const keys = counted();
    const first = keys.keyFor('POST', '/api/invoices', sale);
    const concurrent = keys.keyFor('POST', '/api/invoices', sale);
    first.succeeded();
    concurrent.succeeded();
    assert.equal(keys.keyFor('POST', '/api/invoices', sale).key, 'k2');
  });

  test('a late success of an old repeat does not forget the key of the newer command in its place', () => {
    const keys = counted();
    const first = keys.keyFor('POST', '/api/invoices', sale);
    const repeat = keys.keyFor('POST', '/api/invoices', sale);
    first.succeeded();
    const next = keys.keyFor('POST', '/api/invoices', sale);
    repeat.succeeded();
    assert.equal(next.key, 'k2');
    assert.equal(keys.keyFor('POST', '/api/invoices', sale).key, 'k2', 'k2 is still waiting for its own answer');
  });

  test('another body, path or method is another command with another key', () => {
    const keys = counted();
    const seen = [
      keys.keyFor('POST', '/api/invoices', sale).key,
      keys.keyFor('POST', '/api/invoices', { ...sale, customer: 'c2' }).key,
      keys.keyFor('POST', '/api/invoices', { ...sale, items: [...sale.items].reverse() }).key,
      keys.keyFor('POST', '/api/bookings', sale).key,
      keys.keyFor('PUT', '/api/invoices', sale).key,
      keys.keyFor('DELETE', '/api/invoices/1', undefined).key,
      keys.keyFor('DELETE', '/api/invoices/2', undefined).key,
    ];
    assert.equal(new Set(seen).size, seen.length, `all different: ${seen}`);
  });

  test('canonical JSON sorts keys at every depth and drops undefined as JSON does', () => {
    assert.equal(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined } }), '{"a":{"d":[{"y":2,"z":1}]},"b":1}');
    assert.equal(canonicalJson(undefined), '');
  });
});

describe('the api client', async () => {
  // What the browser would give api-client.ts: a window with storage, and fetch (scripted per call).
  const storage = { getItem: () => 'token', setItem() {}, removeItem() {} };
  globalThis.window = { localStorage: storage, sessionStorage: storage, location: { pathname: '/', assign() {} } };
  const sent = [];
  let answer = () => new Response(JSON.stringify({ success: true, data: {} }), { status: 201 });
  globalThis.fetch = async (url, init) => {
    sent.push({ url, method: init?.method, key: init?.headers?.['Idempotency-Key'] });
    return answer();
  };
  const { apiClient } = await loadWebModule('web/src/shared/api/api-client.ts');
  const keysOf = (calls) => calls.map((call) => call.key);

  test('a double-click sends one key; after the success the same sale made again gets a new one', async () => {
    sent.length = 0;
    await Promise.all([apiClient.post('/invoices', sale), apiClient.post('/invoices', structuredClone(sale))]);
    await apiClient.post('/invoices', sale);
    const [first, second, third] = keysOf(sent);
    assert.match(first, /^[0-9a-f-]{36}$/);
    assert.equal(second, first);
    assert.notEqual(third, first);
  });

  test('a retry after a network error or a refusal carries the same key; the success then forgets it', async () => {
    sent.length = 0;
    const body = { ...sale, notes: 'retry' };
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await assert.rejects(apiClient.post('/invoices', body), /Unable to reach the server/);
    answer = () => new Response(JSON.stringify({ success: false, message: 'Insufficient stock' }), { status: 409 });
    await assert.rejects(apiClient.post('/invoices', body), /Insufficient stock/);
    answer = () => new Response(JSON.stringify({ success: true, data: {} }), { status: 201 });
    await apiClient.post('/invoices', body);
    await apiClient.post('/invoices', body);
    const [offline, refused, retried, again] = keysOf(sent);
    assert.equal(refused, offline);
    assert.equal(retried, offline);
    assert.notEqual(again, offline);
  });

  test('a read sends no key', async () => {
    sent.length = 0;
    answer = () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200 });
    await apiClient.get('/invoices');
    assert.equal(sent[0].key, undefined);
  });
});
