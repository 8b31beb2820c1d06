import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { STILL_PROCESSING_MESSAGE } from './still-processing';

/**
 * A command stored while the projector is further behind than the read-your-writes wait answers
 * 202 with the resource's id, the log position and where to read it, never a 404 that invites
 * posting it again.
 */
describe('a command stored while the read models are behind', () => {
  let app: TestApp;
  let account: Record<string, string> = {};
  const projector = () => app.running.projector!;

  before(async () => {
    // A short wait, so the answers while the projector is stopped come quickly.
    app = await startTestApp({ readYourWritesTimeoutMs: 2500 });
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    account = Object.fromEntries(chart.body.data.accounts.map((row: { code: string; _id: string }) => [row.code, row._id]));
  });
  after(async () => app.close());

  const whileProjectorStopped = async <T>(work: () => Promise<T>): Promise<T> => {
    await projector().stop();
    try {
      return await work();
    } finally {
      await projector().start();
    }
  };
  const headPosition = async () => BigInt((await app.pool.query('select max(global_position)::text as position from events')).rows[0].position);
  /** The record at `path` once the projector has caught up with what the test expects of it. */
  const eventually = async (path: string, caughtUp: (data: any) => boolean = () => true) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const answer = await app.request('GET', path);
      if (answer.status === 200 && caughtUp(answer.body.data)) return answer.body.data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${path} never caught up`);
  };

  it('answers a create 202 with the id, the position and the Location to read, and a repeat with the same key posts nothing', async () => {
    const key = 'still-processing-create-1';
    const body = { name: 'Stored while behind', type: 'Asset' };
    const { stored, events, head } = await whileProjectorStopped(async () => {
      const stored = await fetch(`${app.url}/api/accounts/gl-classes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${app.token}`, 'idempotency-key': key },
        body: JSON.stringify(body),
      });
      const answer = { status: stored.status, location: stored.headers.get('location'), retryAfter: stored.headers.get('retry-after'), body: (await stored.json()) as any };
      const unreadable = await app.request('GET', answer.location ?? '/api/none');
      assert.equal(unreadable.status, 404, 'not readable yet while the projector is stopped');
      return { stored: answer, events: await app.eventCount(), head: await headPosition() };
    });
    assert.equal(stored.status, 202, JSON.stringify(stored.body));
    assert.equal(stored.body.success, true);
    assert.equal(stored.body.message, STILL_PROCESSING_MESSAGE);
    const id = stored.body.data._id;
    assert.match(id, /^[0-9a-f-]{36}$/);
    assert.equal(stored.body.data.status, 'processing');
    assert.equal(BigInt(stored.body.data.position) <= head && BigInt(stored.body.data.position) > 0n, true);
    assert.equal(stored.location, `/api/accounts/gl-classes/${id}`);
    assert.equal(stored.body.data.location, stored.location);
    assert.equal(stored.retryAfter, '1');

    assert.equal((await eventually(stored.location!)).name, 'Stored while behind');
    // The client that did not trust the 202 and sends it again with its key gets the same record.
    const repeated = await app.request('POST', '/api/accounts/gl-classes', { body, headers: { 'idempotency-key': key } });
    assert.equal(repeated.status, 201);
    assert.equal(repeated.body.data._id, id);
    assert.equal(await app.eventCount(), events);
  });

  it('answers an update and an action on a record 202 with the record as the Location', async () => {
    const created = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'Renamed while behind', type: 'Asset' } });
    const id = created.body.data._id;
    const draft = await app.request('POST', '/api/accounts/journal-entries', {
      body: { date: '2026-03-01', reference: 'BEHIND-1', description: 'Posted while behind', status: 'Draft', lines: [{ account: account['1101'], debit: 10, credit: 0 }, { account: account['4101'], debit: 0, credit: 10 }] },
    });
    assert.equal(draft.status, 201);
    const [renamed, posted] = await whileProjectorStopped(async () => [
      await app.request('PUT', `/api/accounts/gl-classes/${id}`, { body: { name: 'Renamed at last', type: 'Asset' } }),
      await app.request('POST', `/api/accounts/journal-entries/${draft.body.data._id}/post`),
    ]);
    assert.equal(renamed.status, 202, JSON.stringify(renamed.body));
    assert.equal(renamed.body.data._id, id);
    assert.equal(renamed.body.data.location, `/api/accounts/gl-classes/${id}`);
    assert.equal(posted.status, 202, JSON.stringify(posted.body));
    assert.equal(posted.body.data.location, `/api/accounts/journal-entries/${draft.body.data._id}`);
    await eventually(renamed.body.data.location, (glClass) => glClass.name === 'Renamed at last');
    await eventually(posted.body.data.location, (entry) => entry.status === 'Posted');
  });

  it('still answers a refusal as a refusal, and a command the read models show at once as before', async () => {
    const created = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'Visible at once', type: 'Asset' } });
    assert.equal(created.status, 201);
    assert.equal(created.body.data.name, 'Visible at once');
    const refused = await whileProjectorStopped(() => app.request('POST', '/api/accounts/gl-classes', { body: { name: '', type: 'Asset' } }));
    assert.equal(refused.status, 400);
  });
});
