import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CHECKPOINT_CHANNEL } from '@dealer/read-models';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { reconnectDelayMs } from './backoff';
import { CHECKPOINT_LISTENER_NAME, CheckpointWaiter } from './checkpoint-waiter';

describe('reconnectDelayMs', () => {
  it('starts at 250 ms and doubles to at most 10 s', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8, 100].map((attempt) => reconnectDelayMs(attempt)), [250, 500, 1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  });
});

describe('CheckpointWaiter', () => {
  let app: TestApp;
  let waiter: CheckpointWaiter;

  before(async () => {
    app = await startTestApp();
    waiter = app.running.app.get(CheckpointWaiter);
  });
  after(async () => app.close());

  /** The backend of this app's LISTEN connection, other than `other`, once there is one (undefined after `timeoutMs`). */
  async function listenerPid(other = 0, timeoutMs = 5000): Promise<number | undefined> {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const { rows } = await app.pool.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name = $1 and datname = current_database() and query ilike 'LISTEN%' and pid <> $2`,
        [CHECKPOINT_LISTENER_NAME, other],
      );
      if (rows[0]) return rows[0].pid;
    }
    return undefined;
  }

  it('listens again after its connection is terminated, and answers waits again', async () => {
    let pid = await listenerPid();
    assert.ok(pid, 'a LISTEN connection named for the waiter');
    for (const round of [1, 2]) {
      await app.pool.query('select pg_terminate_backend($1)', [pid]);
      const started = Date.now();
      const next = await listenerPid(pid);
      assert.ok(next, `round ${round}: listening again`);
      assert.ok(Date.now() - started < 2000, `round ${round}: back within the first retries (${Date.now() - started} ms)`);
      pid = next;
      // A command's read-your-writes wait is answered.
      const created = await app.request('POST', '/api/accounts/gl-classes', { body: { name: `Class ${round}`, type: 'Asset' } });
      assert.equal(created.status, 201);
      assert.equal(created.body.data.name, `Class ${round}`);
    }
    // Only a notification can reach a position beyond the real checkpoint: the LISTEN itself answers.
    // (Last: afterwards the waiter believes the read models are far ahead.)
    const target = waiter.position + 1_000_000n;
    const reached = waiter.waitFor(target, 3000);
    await app.pool.query('select pg_notify($1, $2)', [CHECKPOINT_CHANNEL, String(target)]);
    assert.equal(await reached, true);
  });
});
