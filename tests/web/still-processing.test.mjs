// The web client's handling of a 202 'still processing' answer (web/src/shared/api/still-processing.ts,
// used by api-client.ts for every command): compiled with esbuild as Vite would, then run in node
// against a scripted server (the answers of /api/health and of the record's location, in order) and
// a clock that moves only when the poller sleeps, so the waits are checked without taking time.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWebModule } from './web-module.mjs';

const { acceptedCommandOf, awaitProcessed, STILL_PROCESSING_NOTICE } = await loadWebModule('web/src/shared/api/still-processing.ts');

/**
 * A server whose answers per path are given in order (the last one repeats), recording each call
 * with the clock's time, and a clock that only the poller's sleeps move.
 */
function scripted(answers) {
  let time = 0;
  const calls = [];
  const sleeps = [];
  const served = {};
  return {
    calls,
    sleeps,
    get: async (path) => {
      calls.push([time, path]);
      const list = answers[path];
      if (!list) throw new Error(`unexpected GET ${path}`);
      const index = Math.min(served[path] ?? 0, list.length - 1);
      served[path] = (served[path] ?? 0) + 1;
      const answer = list[index];
      if (answer === 'network down') throw new TypeError('Failed to fetch');
      return answer;
    },
    options: {
      now: () => time,
      sleep: async (milliseconds) => {
        sleeps.push(milliseconds);
        time += milliseconds;
      },
    },
  };
}

const health = (position, status = 200) => ({ status, body: { success: status === 200, data: { projector: { ok: true, position: String(position), lag: 0 } } } });
const invoice = { _id: '0193f0a0-0000-7000-8000-000000000001', invoiceId: 'INV-000007', totalAmount: 1200 };
const accepted = { _id: invoice._id, status: 'processing', position: '120', location: `/api/invoices/${invoice._id}` };

test('reads the 202 answer: id, position and the Location header before the body’s location; any other answer is not one', () => {
  const body = { success: true, data: { _id: invoice._id, status: 'processing', position: '120', location: '/api/invoices/x' }, message: 'Saved. It is still being processed and will show shortly: do not send it again.' };
  assert.deepEqual(acceptedCommandOf(202, body, `/api/invoices/${invoice._id}`), accepted);
  assert.deepEqual(acceptedCommandOf(202, body, null), { ...accepted, location: '/api/invoices/x' });
  assert.deepEqual(acceptedCommandOf(202, { success: true, data: { _id: null, status: 'processing', position: '5', location: null } }, null), { _id: null, status: 'processing', position: '5', location: null });
  assert.equal(acceptedCommandOf(201, body, null), null, 'a 201 is the usual success');
  assert.equal(acceptedCommandOf(202, { success: true, data: { jobId: 'j1', state: 'waiting' } }, null), null, 'a queued job’s 202 is not a stored command');
  assert.equal(acceptedCommandOf(202, null, null), null);
});

test('waits until the projector passes the position, then reads the record at its location; pauses grow from 0.5 s by half each time', async () => {
  const server = scripted({
    '/api/health': [health(100), health(110), health(119), health(120)],
    [accepted.location]: [{ status: 200, body: { success: true, data: { invoice } } }],
  });
  const outcome = await awaitProcessed(accepted, server.get, server.options);
  assert.deepEqual(outcome, { done: true, data: { invoice } });
  assert.deepEqual(server.sleeps, [500, 750, 1125]);
  assert.deepEqual(
    server.calls.map(([, path]) => path),
    ['/api/health', '/api/health', '/api/health', '/api/health', accepted.location],
    'the record is read only once the read models hold it (an update would read its old values before)',
  );
});

test('a record still 404 after the position was reached is gone (a delete): done, with the 202’s data', async () => {
  const server = scripted({ '/api/health': [health(130)], [accepted.location]: [{ status: 404, body: { success: false, message: 'Invoice not found' } }] });
  assert.deepEqual(await awaitProcessed(accepted, server.get, server.options), { done: true, data: accepted });
  assert.deepEqual(server.sleeps, []);
});

test('without a readable health answer the location alone decides: a 404 there is not final, a 200 is', async () => {
  const server = scripted({
    '/api/health': [{ status: 500, body: null }],
    [accepted.location]: [{ status: 404, body: { success: false } }, 'network down', { status: 200, body: { success: true, data: invoice } }],
  });
  assert.deepEqual(await awaitProcessed(accepted, server.get, server.options), { done: true, data: invoice });
  assert.deepEqual(server.calls.map(([, path]) => path), ['/api/health', accepted.location, accepted.location, accepted.location]);
  assert.deepEqual(server.sleeps, [500, 750]);
});

test('a projector down (health 503, or no answer) is waited for like one behind', async () => {
  const server = scripted({ '/api/health': [health(0, 503), 'network down', health(121)], [accepted.location]: [{ status: 200, body: { success: true, data: invoice } }] });
  assert.deepEqual(await awaitProcessed(accepted, server.get, server.options), { done: true, data: invoice });
  assert.deepEqual(server.calls.map(([, path]) => path), ['/api/health', '/api/health', '/api/health', accepted.location]);
});

test('gives up after 30 s: not done, the 202’s data; no pause longer than 4 s and none past the deadline', async () => {
  const server = scripted({ '/api/health': [health(1)], [accepted.location]: [{ status: 404, body: null }] });
  const outcome = await awaitProcessed(accepted, server.get, server.options);
  assert.deepEqual(outcome, { done: false, data: accepted });
  const waited = server.sleeps.reduce((sum, milliseconds) => sum + milliseconds, 0);
  assert.ok(waited <= 30_000 && waited > 26_000, `waited ${waited} ms`);
  assert.ok(Math.max(...server.sleeps) === 4_000);
  assert.ok(server.calls.every(([, path]) => path === '/api/health'), 'the record is not read while the read models are behind');
  assert.equal(server.calls.at(-1)[0], waited, 'the last look is taken after the last pause');
  assert.match(STILL_PROCESSING_NOTICE, /^Saved; still being processed — refresh in a moment/);
});

test('no location (a command on a record with no GET route): done once the position is reached', async () => {
  const server = scripted({ '/api/health': [health(119), health(125)] });
  const noLocation = { ...accepted, location: null };
  assert.deepEqual(await awaitProcessed(noLocation, server.get, server.options), { done: true, data: noLocation });
  assert.deepEqual(server.sleeps, [500]);
});
