import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';

/**
 * Issue 21: an event the projector cannot apply stopped the books in silence (health `ok` with a
 * growing lag, 202s whose Location stayed 404, 503s saying to try again in a moment). Now the
 * projector records it, and every answer that waits on the read models says why.
 */
describe('an event the projector cannot apply', () => {
  let app: TestApp;
  let cashAccount: string;

  before(async () => {
    app = await startTestApp({ readYourWritesTimeoutMs: 2500 });
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    cashAccount = chart.body.data.accounts.find((row: { code: string }) => row.code === '1101')._id;
  });
  after(async () => {
    await app.pool.query('alter table read_models.gl_classes drop constraint if exists held_up');
    await app.close();
  });

  const health = async () => {
    const answer = await app.request('GET', '/api/health', { token: null });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.data;
  };
  const readModelsCheck = async () => {
    const answer = await app.request('GET', '/api/accounts/health-check');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return { report: answer.body.data, check: answer.body.data.checks.find((check: { type: string }) => check.type === 'Read Models') };
  };

  it('is shown by /api/health (degraded, stuck at its position) and the books (Critical), named in the 202 and the 503; once fixed, all clear by itself', { timeout: 60_000 }, async () => {
    const before = await health();
    assert.equal(before.projector.stuckAt, undefined);
    assert.equal(before.projector.ok, true);
    assert.equal((await readModelsCheck()).check.passed, true);

    // A read model that refuses the next GL class (a constraint someone added by hand, say).
    await app.pool.query('alter table read_models.gl_classes add constraint held_up check (false) not valid');
    const stored = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'Held up', type: 'Asset' } });
    assert.equal(stored.status, 202, JSON.stringify(stored.body));
    const [event] = (await app.pool.query(`select global_position::text as position, stream_name, event_id from events where type = 'GlClassCreated' order by global_position desc limit 1`)).rows;
    assert.equal(
      stored.body.message,
      `Saved, but it cannot show yet. The read models are stopped at event ${event.position} (GlClassCreated) because of an error: an administrator must look at /api/health. Do not send it again.`,
    );
    assert.equal(stored.body.data.status, 'processing');

    const stuck = await health();
    assert.equal(stuck.status, 'degraded');
    assert.equal(stuck.projector.ok, false);
    assert.deepEqual(
      { position: stuck.projector.stuckAt.position, type: stuck.projector.stuckAt.type, stream: stuck.projector.stuckAt.stream, eventId: stuck.projector.stuckAt.eventId },
      { position: event.position, type: 'GlClassCreated', stream: event.stream_name, eventId: event.event_id },
    );
    assert.match(stuck.projector.stuckAt.error, /held_up/);
    assert.ok(BigInt(stuck.projector.position) < BigInt(event.position));
    assert.match(stuck.projector.message, new RegExp(`stopped at event ${event.position} \\(GlClassCreated\\)`));

    const { report, check } = await readModelsCheck();
    assert.equal(check.passed, false);
    assert.equal(check.severity, 'Critical');
    assert.match(check.description, new RegExp(`^The read models are stopped at event ${event.position} \\(GlClassCreated\\): .*held_up`));
    assert.deepEqual([check.details.position, check.details.type, check.details.stream], [event.position, 'GlClassCreated', event.stream_name]);
    assert.equal(report.issues[0].type, 'Read Models', 'worst first');

    // A decision that reads balances waits for read models that will not catch up by themselves: 503, and why.
    const events = await app.eventCount();
    const refused = await app.request('DELETE', `/api/accounts/gl-accounts/${cashAccount}`);
    assert.equal(refused.status, 503, JSON.stringify(refused.body));
    assert.equal(
      refused.body.message,
      `The books cannot be brought up to date. The read models are stopped at event ${event.position} (GlClassCreated) because of an error: an administrator must look at /api/health.`,
    );
    assert.equal(await app.eventCount(), events, 'nothing appended');

    // Fixed: the projector's next retry applies the event and everything after it.
    await app.pool.query('alter table read_models.gl_classes drop constraint held_up');
    let healed = await health();
    for (let attempt = 0; attempt < 150 && healed.projector.stuckAt; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      healed = await health();
    }
    assert.equal(healed.projector.stuckAt, undefined);
    assert.equal(healed.projector.ok, true);
    assert.ok(BigInt(healed.projector.position) >= BigInt(event.position));
    assert.equal((await app.request('GET', stored.body.data.location)).body.data.name, 'Held up');
    assert.equal((await readModelsCheck()).check.passed, true);
    const quick = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'Not held up', type: 'Asset' } });
    assert.equal(quick.status, 201, JSON.stringify(quick.body));
  });
});
