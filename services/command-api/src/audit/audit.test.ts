import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';

/** The auditor's trail: the log with filters and paging, its export, an entity's history, and the hash chain's verification. */
describe('audit trail', () => {
  let app: TestApp;
  let userId: string;
  let accountId: string;
  let groupId: string;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

  before(async () => {
    app = await startTestApp();
    userId = (await app.request('GET', '/api/auth/profile')).body.data.user._id;
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    groupId = chart.body.data.accounts.find((row: any) => row.code === '1101').glGroup;
    const created = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: 'Petty cash', code: '1101.70', glGroup: groupId, openingBalance: 0 } });
    assert.equal(created.status, 201);
    accountId = created.body.data._id;
    const renamed = await app.request('PUT', `/api/accounts/gl-accounts/${accountId}`, { body: { name: 'Petty cash - counter', code: '1101.70', glGroup: groupId } });
    assert.equal(renamed.status, 200);
  });
  after(async () => app.close());

  it('lists the log newest first with each event’s content, who, when, its links and its hash', async () => {
    const listed = await app.request('GET', '/api/audit/events?limit=5');
    assert.equal(listed.status, 200);
    const { events, pagination } = listed.body.data;
    assert.equal(pagination.total, await app.eventCount());
    assert.equal(events.length, 5);
    for (let index = 1; index < events.length; index += 1) assert.ok(events[index].position < events[index - 1].position, 'newest first');
    const [newest] = events;
    assert.equal(newest.stream, `gl-account-${accountId}`);
    assert.equal(newest.type, 'GlAccountUpdated');
    assert.equal(newest.data.name, 'Petty cash - counter');
    assert.equal(newest.userId, userId);
    assert.equal(typeof newest.userName, 'string');
    assert.match(newest.hash, /^[0-9a-f]{64}$/);
    assert.ok(newest.correlationId && newest.causationId && newest.recordedAt && newest.metadata.occurredAt);
  });

  it('filters by stream, kind of stream, type, user and Bangladesh day, and pages by position with a cursor', async () => {
    const byStream = await app.request('GET', `/api/audit/events?stream=gl-account-${accountId}&sortOrder=asc`);
    assert.deepEqual(byStream.body.data.events.map((event: any) => event.type), ['GlAccountOpened', 'GlAccountUpdated'].filter((type) => byStream.body.data.events.some((event: any) => event.type === type)));
    assert.equal(byStream.body.data.events.at(-1).type, 'GlAccountUpdated');
    assert.ok(byStream.body.data.events.every((event: any) => event.stream === `gl-account-${accountId}`));

    const byKind = await app.request('GET', '/api/audit/events?stream=gl-account-&limit=1000');
    const { rows } = await app.pool.query(`select count(*)::int as count from events where stream_name like 'gl-account-%'`);
    assert.equal(byKind.body.data.pagination.total, rows[0].count);
    assert.ok(rows[0].count > 10, 'the standard chart and the new account');

    const byType = await app.request('GET', '/api/audit/events?type=GlAccountUpdated');
    assert.equal(byType.body.data.pagination.total, 1);
    const byUser = await app.request('GET', `/api/audit/events?userId=${userId}&limit=1`);
    const mine = await app.pool.query(`select count(*)::int as count from events where metadata ->> 'userId' = $1`, [userId]);
    assert.equal(byUser.body.data.pagination.total, mine.rows[0].count);
    assert.ok(mine.rows[0].count > 10 && mine.rows[0].count < (await app.eventCount()), 'the administrator’s own, not the system’s first ones');
    assert.equal(byUser.body.data.events[0].userId, userId);
    const byStranger = await app.request('GET', `/api/audit/events?userId=0190a000-0000-7000-8000-000000000001`);
    assert.equal(byStranger.body.data.pagination.total, 0);

    const [newest] = (await app.request('GET', '/api/audit/events?limit=1')).body.data.events;
    const sameRequest = await app.request('GET', `/api/audit/events?correlationId=${encodeURIComponent(newest.correlationId)}`);
    assert.ok(sameRequest.body.data.events.length >= 1);
    assert.ok(sameRequest.body.data.events.every((event: any) => event.correlationId === newest.correlationId));

    const todayOnly = await app.request('GET', `/api/audit/events?startDate=${today}&endDate=${today}&limit=1`);
    assert.equal(todayOnly.body.data.pagination.total, await app.eventCount());
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    assert.equal((await app.request('GET', `/api/audit/events?startDate=${tomorrow}`)).body.data.pagination.total, 0);
    assert.equal((await app.request('GET', `/api/audit/events?endDate=2020-01-01`)).body.data.pagination.total, 0);

    const first = await app.request('GET', '/api/audit/events?limit=7&after=');
    const second = await app.request('GET', `/api/audit/events?limit=7&after=${first.body.data.pagination.nextCursor}`);
    assert.equal(second.status, 200);
    const firstPositions = first.body.data.events.map((event: any) => event.position);
    const secondPositions = second.body.data.events.map((event: any) => event.position);
    assert.equal(secondPositions.length, 7);
    assert.ok(Math.min(...firstPositions) > Math.max(...secondPositions), 'the next page continues below the last position');
    const offsetPage = await app.request('GET', '/api/audit/events?limit=7&page=2');
    assert.deepEqual(offsetPage.body.data.events.map((event: any) => event.position), secondPositions);
  });

  it('searches the stream, the event type, who made it (name or email) and the text of its data', async () => {
    const search = async (text: string) => (await app.request('GET', `/api/audit/events?limit=1000&search=${encodeURIComponent(text)}`)).body.data;
    const count = async (where: string, ...values: unknown[]) => (await app.pool.query(`select count(*)::int as count from events where ${where}`, values)).rows[0].count;

    const byData = await search('PETTY CASH - COUNTER');
    assert.deepEqual(byData.events.map((event: any) => event.type), ['GlAccountUpdated'], 'the rename’s data, case ignored');
    const byType = await search('glaccountupdated');
    assert.equal(byType.pagination.total, 1);
    const byStream = await search(accountId);
    assert.ok(byStream.events.length >= 2 && byStream.events.every((event: any) => event.stream === `gl-account-${accountId}` || JSON.stringify(event.data).includes(accountId)));
    assert.ok(byStream.events.some((event: any) => event.type === 'GlAccountUpdated'));
    const byUser = await search('OWNER@dealer.test');
    assert.equal(byUser.pagination.total, await count(`metadata ->> 'userId' = $1 or data::text ilike '%owner@dealer.test%'`, userId));
    assert.ok(byUser.pagination.total > 10);
    const none = await search('no event says this');
    assert.equal(none.pagination.total, 0);
    const literal = await search('100%');
    assert.equal(literal.pagination.total, await count(`data::text like '%100\\%%'`), 'a % is a character, not a wildcard');
    const all = await app.request('GET', '/api/audit/events?search=');
    assert.equal(all.body.data.pagination.total, await app.eventCount(), 'an empty search is no filter');
  });

  it('refuses bad filters with a clear 400', async () => {
    for (const [query, field] of [
      ['userId=someone', 'userId'],
      ['startDate=2025-02-30', 'startDate'],
      ['endDate=yesterday', 'endDate'],
      ['stream=a%00b', 'stream'],
      ['limit=5000', 'limit'],
      ['sortBy=type', 'sortBy'],
    ]) {
      const refused = await app.request('GET', `/api/audit/events?${query}`);
      assert.equal(refused.status, 400, query);
      assert.ok(refused.body.errors?.[field] ?? refused.body.message, query);
    }
    assert.equal((await app.request('GET', '/api/audit/events', { token: null })).status, 401);
  });

  it('exports the log of a period as JSON Lines, oldest first, every event once', async () => {
    const response = await fetch(`${app.url}/api/audit/events/export?startDate=${today}&endDate=${today}`, { headers: { authorization: `Bearer ${app.token}` } });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /application\/x-ndjson/);
    assert.match(response.headers.get('content-disposition') ?? '', new RegExp(`audit-log-${today}-to-${today}\\.jsonl`));
    const lines = (await response.text()).trimEnd().split('\n').map((line) => JSON.parse(line));
    assert.equal(lines.length, await app.eventCount());
    for (let index = 1; index < lines.length; index += 1) assert.ok(lines[index].position > lines[index - 1].position);
    assert.ok(lines.every((line) => /^[0-9a-f]{64}$/.test(line.hash) && line.stream && line.type && line.metadata));
    const refused = await app.request('GET', '/api/audit/events/export?startDate=2025-13-01');
    assert.equal(refused.status, 400);
  });

  it('shows an entity’s history in order: who, when and what each event changed', async () => {
    const history = await app.request('GET', `/api/audit/streams/gl-account-${accountId}/events`);
    assert.equal(history.status, 200);
    const events = history.body.data.events;
    assert.deepEqual(events.map((event: any) => event.revision), events.map((_: unknown, index: number) => index));
    assert.equal(events[0].type, 'GlAccountOpened');
    const update = events.find((event: any) => event.type === 'GlAccountUpdated');
    assert.deepEqual(update.changes.find((change: any) => change.field === 'name'), { field: 'name', from: 'Petty cash', to: 'Petty cash - counter' });
    assert.equal(update.userId, userId);
    assert.ok(update.occurredAt && update.userName);
    assert.ok(events[0].changes.some((change: any) => change.field === 'code' && change.to === '1101.70'), 'the opening shows what it set');
    assert.equal((await app.request('GET', '/api/audit/streams/gl-account-nothing-here/events')).status, 404);
    assert.equal((await app.request('GET', '/api/audit/streams/x/events?page=0')).status, 400);
  });

  it('verifies the whole chain, then finds a superuser’s change at its position; the health check shows the last run', async () => {
    const verified = await app.request('GET', '/api/audit/verify');
    assert.equal(verified.status, 200);
    assert.equal(verified.body.data.valid, true);
    assert.equal(verified.body.data.eventsChecked, await app.eventCount());
    assert.equal(verified.body.data.firstBrokenPosition, null);
    const healthy = await app.request('GET', '/api/health', { token: null });
    assert.equal(healthy.body.data.hashChain.ok, true);
    assert.equal(healthy.body.data.hashChain.lastVerification.eventsChecked, verified.body.data.eventsChecked);

    const { rows } = await app.pool.query(`select global_position from events where stream_name = $1 order by stream_revision limit 1`, [`gl-account-${accountId}`]);
    const tampered = Number(rows[0].global_position);
    const behindTheTrigger = async (statement: string) => {
      const client = await app.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('ALTER TABLE events DISABLE TRIGGER events_append_only');
        await client.query(statement, [tampered]);
        await client.query('ALTER TABLE events ENABLE TRIGGER events_append_only');
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    };
    await behindTheTrigger(`UPDATE events SET data = jsonb_set(data, '{name}', '"Someone else’s cash"') WHERE global_position = $1`);
    const broken = await app.request('GET', '/api/audit/verify');
    assert.equal(broken.body.data.valid, false);
    assert.equal(broken.body.data.firstBrokenPosition, tampered);
    assert.match(broken.body.message, new RegExp(`position ${tampered}`));
    const health = await app.request('GET', '/api/health', { token: null });
    assert.equal(health.body.data.status, 'degraded');
    assert.deepEqual(
      { ok: health.body.data.hashChain.ok, valid: health.body.data.hashChain.lastVerification.valid, at: health.body.data.hashChain.lastVerification.firstBrokenPosition },
      { ok: false, valid: false, at: tampered },
    );
    const hashChainCheck = async () => {
      const report = (await app.request('GET', '/api/accounts/health-check')).body.data;
      return { check: report.checks.find((entry: any) => entry.type === 'Hash Chain'), report };
    };
    const whileBroken = await hashChainCheck();
    assert.deepEqual(
      { passed: whileBroken.check.passed, severity: whileBroken.check.severity, link: whileBroken.check.link, first: whileBroken.report.issues[0].type },
      { passed: false, severity: 'Critical', link: '/audit', first: 'Hash Chain' },
    );
    assert.equal(whileBroken.check.description, `The event log was changed: its hash chain breaks at position ${tampered}`);
    // Put it back, so the log this suite leaves replays to its read models (the CI's replay check).
    await behindTheTrigger(`UPDATE events SET data = jsonb_set(data, '{name}', '"Petty cash"') WHERE global_position = $1`);
    assert.equal((await app.request('GET', '/api/audit/verify')).body.data.valid, true);
    const afterRepair = await hashChainCheck();
    assert.equal(afterRepair.check.passed, true);
    assert.match(afterRepair.check.description, /^The whole event log held at the last verification \(\d+ events\)$/);
  });
});
