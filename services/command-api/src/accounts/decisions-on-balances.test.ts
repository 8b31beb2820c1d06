import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { journalEntryPosted, journalEntryStream, uuidv7, type JournalLine } from '@dealer/domain';
import type { EventStore } from '@dealer/event-store';
import { EVENT_STORE } from '../infrastructure/tokens';
import { startTestApp, type TestApp } from '../test-support/test-app';

/**
 * Commands that decide on read-model balances (deleting an account, closing the books) must see
 * every posting already in the store, including one the projector has not applied yet.
 */
describe('decisions on balances', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  let assetGroup: string;

  before(async () => {
    // A short read-your-writes wait, so the answer while the projector is stopped comes quickly.
    app = await startTestApp({ readYourWritesTimeoutMs: 1500 });
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    assetGroup = chart.body.data.accounts.find((row: any) => row.code === '1101').glGroup;
  });
  after(async () => app.close());

  const projector = () => app.running.projector!;
  const openAccount = async (code: string) => {
    const created = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: `Petty cash ${code}`, code, glGroup: assetGroup, openingBalance: 0 } });
    assert.equal(created.status, 201);
    return created.body.data._id as string;
  };
  /** A posting appended by someone else (another API process), straight into the store. */
  const postElsewhere = async (date: string, lines: JournalLine[]) => {
    const journalEntryId = uuidv7();
    const metadata = { userId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
    const event = journalEntryPosted({ journalEntryId, date, reference: `ELSEWHERE-${journalEntryId.slice(-6)}`, description: 'Posted by another process', lines, source: { kind: 'manual' }, postedBy: metadata.userId, postedAt: metadata.occurredAt });
    await app.running.app.get<EventStore>(EVENT_STORE).append([{ stream: journalEntryStream(journalEntryId), expectedRevision: 'no_stream', events: [{ id: uuidv7(), type: event.type, data: event.data, metadata }] }]);
  };
  const resumeProjectorSoon = () => new Promise((resolve) => setTimeout(resolve, 300)).then(() => projector().start());

  it('refuses to delete an account whose posting the projector has not applied yet', async () => {
    const pettyCash = await openAccount('1101.50');
    await projector().stop();
    await postElsewhere('2026-03-01', [{ accountId: pettyCash, debit: 50_000, credit: 0 }, { accountId: account['1101'], debit: 0, credit: 50_000 }]);
    const resumed = resumeProjectorSoon();
    const refused = await app.request('DELETE', `/api/accounts/gl-accounts/${pettyCash}`);
    await resumed;
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'Cannot delete an account with a nonzero balance');
    const listed = await app.request('GET', '/api/accounts/gl-accounts?search=1101.50');
    assert.equal(listed.body.data.glAccounts[0].balance, 500);
  });

  it('answers 503 and appends nothing while the read models cannot catch up', async () => {
    const spare = await openAccount('1101.51');
    await projector().stop();
    try {
      await postElsewhere('2026-03-02', [{ accountId: account['5202'], debit: 1_000, credit: 0 }, { accountId: account['1101'], debit: 0, credit: 1_000 }]);
      const events = await app.eventCount();
      const refused = await app.request('DELETE', `/api/accounts/gl-accounts/${spare}`);
      assert.equal(refused.status, 503);
      assert.equal(refused.body.message, 'The books are still being brought up to date. Please try again in a moment.');
      assert.equal(await app.eventCount(), events);
    } finally {
      await projector().start();
    }
    const deleted = await app.request('DELETE', `/api/accounts/gl-accounts/${spare}`);
    assert.equal(deleted.status, 200);
  });

  it('closes into Retained Earnings every posting up to the date, the ones still being projected included', async () => {
    await projector().stop();
    // Sales revenue of ৳1,234.56 on 2026-03-10; the expense above (৳10.00) is already applied.
    await postElsewhere('2026-03-10', [{ accountId: account['1101'], debit: 123_456, credit: 0 }, { accountId: account['4101'], debit: 0, credit: 123_456 }]);
    const resumed = resumeProjectorSoon();
    const closed = await app.request('POST', '/api/accounts/profit-transfer', { body: { transferDate: '2026-03-31' } });
    await resumed;
    assert.equal(closed.status, 201);
    assert.equal(closed.body.data.summary.netIncome, 1224.56);
    const report = (await app.request('GET', '/api/accounts/reports/financial?startDate=2026-01-01&endDate=2026-03-31')).body.data;
    assert.equal(report.balanceSheet.status, 'Balanced');
    const trial = (await app.request('GET', '/api/accounts/reports/trial-balance?asOfDate=2026-03-31')).body.data;
    const nominal = trial.rows.filter((row: any) => ['4101', '5202'].includes(row.code));
    assert.deepEqual(nominal, [], 'revenue and expenses are closed to zero');
  });
});
