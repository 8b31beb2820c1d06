import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatTaka, journalEntryPosted, journalEntryStream, MAX_AMOUNT, uuidv7 } from '@dealer/domain';
import type { EventStore } from '@dealer/event-store';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { expectRefused } from '../../test-support/refusals';

/**
 * One documented per-line maximum (MAX_AMOUNT), and sums exact whatever their size: numeric in
 * SQL read as text, bigint in the projector, a figure too large to show exactly refused, never rounded.
 */
describe('large amounts in the books', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  const maximum = MAX_AMOUNT / 100;
  const date = '2026-05-01';

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
  });
  after(async () => app.close());

  it('refuses one amount above the per-line maximum, wherever it is entered', async () => {
    const message = `Amount is too large (at most ${formatTaka(MAX_AMOUNT)})`;
    assert.equal(message, 'Amount is too large (at most ৳1,00,00,00,000.00)');
    const line = (debit: number, credit: number, code: string) => ({ account: account[code], debit, credit });
    await expectRefused(app, 'POST', '/api/accounts/journal-entries', {
      body: { date, reference: 'BIG-0', description: 'Too large', status: 'Posted', lines: [line(maximum + 0.01, 0, '1101'), line(0, maximum + 0.01, '3101')] },
    }, 400, message);
    await expectRefused(app, 'POST', '/api/accounts/owner/investment', { body: { amount: 1_000_000_000_000, date, cashAccount: account['1101'], description: 'Capital' } }, 400, message);
  });

  it('sums 120 lines at the maximum exactly in the trial balance, the statements and the ledger', async () => {
    const lines = [
      ...Array.from({ length: 40 }, () => ({ account: account['1101'], debit: maximum, credit: 0 })),
      ...Array.from({ length: 40 }, () => ({ account: account['3101'], debit: 0, credit: maximum })),
    ];
    for (let entry = 1; entry <= 3; entry += 1) {
      const posted = await app.request('POST', '/api/accounts/journal-entries', { body: { date, reference: `BIG-${entry}`, description: 'Capital at the maximum', status: 'Posted', lines } });
      assert.equal(posted.status, 201, JSON.stringify(posted.body));
    }
    const total = 120 * maximum; // ৳1,20,00,00,00,000.00: 1.2e13 poisha
    const trial = (await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=${date}`)).body.data;
    assert.deepEqual(trial.totals, { totalDebits: total, totalCredits: total });
    assert.equal(trial.rows.find((row: { code: string }) => row.code === '1101').debitBalance, total);
    const sheet = (await app.request('GET', `/api/accounts/reports/financial?endDate=${date}&reportType=balanceSheet`)).body.data.balanceSheet;
    assert.equal(sheet.assets.total, total);
    assert.equal(sheet.isBalanced, true);

    const ledger = (await app.request('GET', `/api/accounts/ledger/${account['1101']}?page=3&limit=50`)).body.data;
    assert.equal(ledger.closingBalance, total);
    assert.equal(ledger.entries.at(-1).balance, total);
    assert.equal(ledger.entries[0].balance, 101 * maximum);
    const chart = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data.summary.accountingEquation;
    assert.deepEqual({ assets: chart.assets, equity: chart.equity, balanced: chart.balanced }, { assets: total, equity: total, balanced: true });
  });

  it('keeps projecting past 2^53 poisha and refuses to show a figure it cannot show exactly', async () => {
    // Postings made before the maximum existed (or by another writer), straight into the log:
    // two of ৳50,00,00,00,00,000.00 on one day, 1e16 poisha together, past 2^53.
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    const huge = 5_000_000_000_000_000;
    // Projected in one batch: the projector's own day total for the account passes 2^53.
    await app.running.projector!.stop();
    for (let index = 0; index < 2; index += 1) {
      const journalEntryId = uuidv7();
      const metadata = { userId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
      const event = journalEntryPosted({
        journalEntryId, date: '2026-06-01', reference: `HUGE-${index}`, description: 'Written elsewhere', source: { kind: 'manual' }, postedBy: metadata.userId, postedAt: metadata.occurredAt,
        lines: [{ accountId: account['1102'], debit: huge, credit: 0 }, { accountId: account['3301'], debit: 0, credit: huge }],
      });
      await store.append([{ stream: journalEntryStream(journalEntryId), expectedRevision: 'no_stream', events: [{ id: uuidv7(), type: event.type, data: event.data, metadata }] }]);
    }
    await app.running.projector!.start();
    // The projector did not stop on the sum: a posting after them is visible at once (201, not 202).
    const after = await app.request('POST', '/api/accounts/journal-entries', {
      body: { date: '2026-06-02', reference: 'AFTER-HUGE', description: 'Small', status: 'Posted', lines: [{ account: account['1101'], debit: 1, credit: 0 }, { account: account['4101'], debit: 0, credit: 1 }] },
    });
    assert.equal(after.status, 201, JSON.stringify(after.body));
    const { rows } = await app.pool.query("select debit::text from read_models.account_daily_totals where account_id = $1 and date = '2026-06-01'", [account['1102']]);
    assert.equal(rows[0].debit, '10000000000000000');

    const message = 'A total here is larger than ৳99,99,99,99,99,999.99 and cannot be shown exactly';
    await expectRefused(app, 'GET', '/api/accounts/reports/trial-balance?asOfDate=2026-06-30', {}, 422, message);
    await expectRefused(app, 'GET', `/api/accounts/ledger/${account['1102']}`, {}, 422, message);
    // As of a day before them, the books are shown as before.
    const before = await app.request('GET', '/api/accounts/reports/trial-balance?asOfDate=2026-05-31');
    assert.equal(before.status, 200);
    assert.equal(before.body.data.totals.totalDebits, 120 * maximum);
  });
});
