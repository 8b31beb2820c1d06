import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { startSecondApiProcess, type SecondApiProcess } from '../../test-support/second-api-process';

/**
 * The closed cash day holds across API processes: each posting reads the day's cash-count stream in
 * its append, so a process that never saw the count (or saw it before a reopen) decides on the store's state.
 */
describe('the closed cash day with two API processes on one database', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  const redisKeyPrefix = `dealer-test-${randomBytes(4).toString('hex')}:`;
  let app: TestApp;
  let second: SecondApiProcess;
  let cash: string;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const closed = `Cash for ${today} on Cash in Hand is counted and closed; an Accountant can reopen it.`;
  /** Stored: answered at once, or 202 while the read models catch up (the second process has no projector of its own). */
  const stored = ({ status, body }: { status: number; body: unknown }, expected = 201) => assert.ok(status === expected || status === 202, `${status} ${JSON.stringify(body)}`);
  const invest = (through: 'first' | 'second', amount: number) => {
    const body = { cashAccount: cash, amount, date: today, description: 'Float' };
    return through === 'first' ? app.request('POST', '/api/accounts/owner/investment', { body }) : second.request('POST', '/api/accounts/owner/investment', body);
  };

  before(async () => {
    app = await startTestApp({ jwtSecret, redisKeyPrefix });
    await app.request('POST', '/api/accounts/initialize');
    cash = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data.accounts.find((row: any) => row.code === '1101')._id;
    second = await startSecondApiProcess(app, { jwtSecret, redisKeyPrefix });
  });
  after(async () => {
    second?.stop();
    await app?.close();
  });

  it('a day counted through one process refuses cash postings through the other, until reopened through the first', async () => {
    // The second process posts first, so it has decided on this cash account before the count.
    stored(await invest('second', 1_000));
    const counted = await app.request('POST', '/api/accounts/cash-counts', { body: { date: today, cashAccount: cash, notes: { '1000': 1 } } });
    stored(counted);
    const refused = await invest('second', 50);
    assert.deepEqual([refused.status, refused.body.message], [409, closed]);

    const reopened = await second.request('POST', `/api/accounts/cash-counts/${counted.body.data._id}/reopen`, { reason: 'Recount' });
    stored(reopened, 200);
    stored(await invest('first', 50));

    const recounted = await second.request('POST', '/api/accounts/cash-counts', { date: today, cashAccount: cash, notes: { '1000': 1, '50': 1 } });
    stored(recounted);
    const refusedFirst = await invest('first', 10);
    assert.deepEqual([refusedFirst.status, refusedFirst.body.message], [409, closed]);
  });
});
