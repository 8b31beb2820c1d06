import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { redisKeyPrefixOf } from '@dealer/read-models';
import { APP_CONFIG } from '../../infrastructure/tokens';
import type { AppConfig } from '../../config';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const EXPORTS = 8;

/**
 * Two deployments on one Redis, each with its own database and REDIS_KEY_PREFIX unset (issue 21,
 * finding 7): each one's exports are worked by its own worker, into its own database, and download;
 * the other's worker never takes them (with one shared prefix it took about half, and their links
 * answered 404).
 */
describe('two deployments sharing one Redis', () => {
  let first: TestApp;
  let second: TestApp;

  before(async () => {
    [first, second] = await Promise.all([startTestApp({ redisKeyPrefix: undefined }), startTestApp({ redisKeyPrefix: undefined })]);
  });
  after(async () => Promise.all([first?.close(), second?.close()]));

  const configOf = (app: TestApp) => app.running.app.get<AppConfig>(APP_CONFIG);

  it('derive their key prefixes from their own databases', () => {
    const [one, two] = [configOf(first), configOf(second)];
    assert.equal(one.redisUrl, two.redisUrl, 'one Redis');
    assert.equal(one.redisKeyPrefix, redisKeyPrefixOf(one.databaseUrl));
    assert.equal(two.redisKeyPrefix, redisKeyPrefixOf(two.databaseUrl));
    assert.notEqual(one.redisKeyPrefix, two.redisKeyPrefix);
  });

  it("work their own exports only: every one queued by the first is done by its worker and downloads", async () => {
    const queued = await Promise.all(
      Array.from({ length: EXPORTS }, () => first.request('POST', '/api/products/reports/export', { body: { type: 'lowstock', format: 'csv' } })),
    );
    for (const answer of queued) assert.equal(answer.status, 202, JSON.stringify(answer.body));
    for (const { body } of queued) {
      let job: { state: string; downloadUrl?: string; failedReason?: string } = { state: 'waiting' };
      for (const deadline = Date.now() + 30_000; job.state !== 'completed' && job.state !== 'failed'; ) {
        assert.ok(Date.now() < deadline, `export ${body.data.jobId} finished in time (${job.state})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const status = await first.request('GET', `/api/products/reports/export/${body.data.jobId}`);
        assert.equal(status.status, 200, JSON.stringify(status.body));
        job = status.body.data;
      }
      assert.equal(job.state, 'completed', job.failedReason);
      const file = await fetch(`${first.url}${job.downloadUrl}`);
      assert.equal(file.status, 200, `export ${body.data.jobId} downloads: ${await file.clone().text()}`);
    }
    const files = async (app: TestApp) => (await app.pool.query('select count(*)::int as count from exports.export_files')).rows[0].count;
    assert.equal(await files(first), EXPORTS, 'every file written into the first deployment’s database');
    assert.equal(await files(second), 0, 'the second deployment’s worker took none of them');
    // The second sees no job of the first's.
    const other = await second.request('GET', `/api/products/reports/export/${queued[0].body.data.jobId}`);
    assert.equal(other.status, 404);
  });
});
