import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '@dealer/event-store';
import { startTestApp, type TestApp } from '../test-support/test-app';

describe('command pipeline over HTTP', () => {
  let app: TestApp;
  let cashGroup: string;
  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    cashGroup = chart.body.data.accounts.find((account: any) => account.code === '1101').glGroup;
  });
  after(async () => app.close());

  it('answers a repeated Idempotency-Key with the first result and appends nothing', async () => {
    const key = randomUUID();
    const body = { name: 'Petty Cash Workshop', code: '1101.02', glGroup: cashGroup, openingBalance: 500 };
    const first = await app.request('POST', '/api/accounts/gl-accounts', { body, headers: { 'idempotency-key': key } });
    assert.equal(first.status, 201);
    const afterFirst = await app.eventCount();
    const repeat = await app.request('POST', '/api/accounts/gl-accounts', { body, headers: { 'idempotency-key': key } });
    assert.equal(repeat.status, 201);
    assert.equal(repeat.body.data._id, first.body.data._id);
    assert.equal(await app.eventCount(), afterFirst);
    const different = await app.request('POST', '/api/accounts/gl-accounts', { body: { ...body, name: 'Something else' }, headers: { 'idempotency-key': key } });
    assert.equal(different.status, 409);
    assert.equal(different.body.message, 'This Idempotency-Key was already used for a different request');
    assert.equal(await app.eventCount(), afterFirst);
  });

  it('creates one account when a double-click sends the same key twice at once', async () => {
    const key = randomUUID();
    const body = { name: 'Double Click Cash', code: '1101.03', glGroup: cashGroup, openingBalance: 0 };
    const results = await Promise.all([1, 2, 3].map(() => app.request('POST', '/api/accounts/gl-accounts', { body, headers: { 'idempotency-key': key } })));
    assert.deepEqual(results.map((result) => result.status), [201, 201, 201]);
    assert.equal(new Set(results.map((result) => result.body.data._id)).size, 1);
    const listed = await app.request('GET', '/api/accounts/gl-accounts?search=double click');
    assert.equal(listed.body.data.pagination.total, 1);
  });

  it('lets exactly one of many concurrent commands claim the same code', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_unused, index) =>
        app.request('POST', '/api/accounts/gl-accounts', { body: { name: `Racer ${index}`, code: '1199', glGroup: cashGroup, openingBalance: 0 } }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status).sort();
    assert.deepEqual(statuses, [201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of attempts.filter((attempt) => attempt.status === 409)) {
      assert.match(refused.body.message, /^(Account code 1199 is already used|This record was changed by someone else at the same time\. Please reload and try again\.)$/);
    }
    const listed = await app.request('GET', '/api/accounts/gl-accounts?search=1199');
    assert.equal(listed.body.data.pagination.total, 1);
  });

  it('keeps every concurrent update to one group when many accounts join it at once', async () => {
    const group = await app.request('POST', '/api/accounts/gl-groups', { body: { name: 'Busy Group', code: '18', glClass: (await app.request('GET', '/api/accounts/gl-classes?search=assets')).body.data.glClasses[0]._id } });
    const created = await Promise.all(
      Array.from({ length: 6 }, (_unused, index) =>
        app.request('POST', '/api/accounts/gl-accounts', { body: { name: `Busy ${index}`, code: `18${index}`, glGroup: group.body.data._id, openingBalance: 0 } }),
      ),
    );
    assert.deepEqual(created.map((result) => result.status), [201, 201, 201, 201, 201, 201]);
    const reread = await app.request('GET', `/api/accounts/gl-groups/${group.body.data._id}`);
    assert.equal(reread.body.data.accountCount, 6);
  });

  it('catches a decision made on a cached state another process has since changed', async () => {
    const chart = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data;
    const cash = chart.accounts.find((account: any) => account.code === '1101');
    const sales = chart.accounts.find((account: any) => account.code === '4101');
    const entry = (reference: string) => ({
      date: '2026-06-15', reference, description: 'Cash sale', status: 'Posted',
      lines: [{ account: cash._id, debit: 100, credit: 0 }, { account: sales._id, debit: 0, credit: 100 }],
    });
    assert.equal((await app.request('POST', '/api/accounts/journal-entries', { body: entry('CACHED-1') })).status, 201);

    // Another API process deactivates the cash account: this one still holds it as active.
    const { rows } = await app.pool.query<{ revision: number }>("select max(stream_revision)::int as revision from events where stream_name = $1", [`gl-account-${cash._id}`]);
    const store = new PostgresEventStore(app.pool);
    await store.append([{
      stream: `gl-account-${cash._id}`,
      expectedRevision: rows[0].revision,
      events: [{
        id: randomUUID(), type: 'GlAccountUpdated',
        data: { glAccountId: cash._id, name: cash.name, code: cash.code, glGroupId: cash.glGroup, description: cash.description, isActive: false, cashAccount: cash.integrationMappings.cashAccount, bankDetails: cash.bankDetails },
        metadata: { userId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 },
      }],
    }]);
    const before = await app.eventCount();
    const refused = await app.request('POST', '/api/accounts/journal-entries', { body: entry('CACHED-2') });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /1101 .* is inactive/);
    assert.equal(await app.eventCount(), before);
  });

  it('refuses bad input with 4xx, field messages and nothing appended', async () => {
    const before = await app.eventCount();
    const cases: [unknown, number][] = [
      [{ name: 'x', code: '1', glGroup: cashGroup, openingBalance: 1, extra: true }, 400],
      [{ name: 'x', code: '1', glGroup: cashGroup, openingBalance: '1' }, 400],
      [{ name: 'x'.repeat(121), code: '1', glGroup: cashGroup, openingBalance: 1 }, 400],
      [{ name: 'x', code: 'bad code!', glGroup: cashGroup, openingBalance: 1 }, 400],
      [{ name: 'x', code: '1', glGroup: randomUUID(), openingBalance: 1 }, 400],
      [[1, 2, 3], 400],
    ];
    for (const [body, status] of cases) {
      const response = await app.request('POST', '/api/accounts/gl-accounts', { body });
      assert.equal(response.status, status, JSON.stringify(body));
      assert.equal(response.body.success, false);
      assert.equal(typeof response.body.message, 'string');
      assert.doesNotMatch(JSON.stringify(response.body), /at \w+ \(|node_modules|\.ts:\d+/);
    }
    const badJson = await app.request('POST', '/api/accounts/gl-classes', { rawBody: '{"name":', headers: { 'content-type': 'application/json' } });
    assert.equal(badJson.status, 400);
    assert.deepEqual(badJson.body, { success: false, message: 'Request body is not valid JSON' });
    const badId = await app.request('PUT', '/api/accounts/gl-classes/not-an-id', { body: { name: 'x', type: 'Asset' } });
    assert.equal(badId.status, 400);
    const unknown = await app.request('PUT', `/api/accounts/gl-classes/${randomUUID()}`, { body: { name: 'x', type: 'Asset' } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'GL class not found');
    const badKey = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'x', type: 'Asset' }, headers: { 'idempotency-key': 'short' } });
    assert.equal(badKey.status, 400);
    assert.equal(await app.eventCount(), before);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const before = await app.eventCount();
    const response = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'x'.repeat(1_100_000), type: 'Asset' } });
    assert.equal(response.status, 413);
    assert.deepEqual(response.body, { success: false, message: 'Request body is too large (at most 1 MB)' });
    assert.equal(await app.eventCount(), before);
  });

  it('answers after the read models include the write (read-your-writes)', async () => {
    for (let index = 0; index < 5; index += 1) {
      const created = await app.request('POST', '/api/accounts/gl-classes', { body: { name: `Visible ${index}`, type: 'Revenue' } });
      assert.equal(created.status, 201);
      const listed = await app.request('GET', `/api/accounts/gl-classes?search=visible ${index}`);
      assert.equal(listed.body.data.glClasses.length, 1);
    }
  });
});
