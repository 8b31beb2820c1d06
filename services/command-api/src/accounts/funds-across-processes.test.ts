import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { startSecondApiProcess, type SecondApiProcess } from '../test-support/second-api-process';
import { startTestApp, type TestApp } from '../test-support/test-app';

/**
 * "Money that does not exist cannot be spent" holds across API processes: every decision that takes
 * money out of a cash or mobile-banking account appends to that account's funds stream, so two
 * processes that decided on the same balance cannot both land. Here the test app's own API (with
 * its projector) and a second API process on the same database drain one petty cash account.
 */
describe('cash never goes below zero with two API processes on one database', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  const redisKeyPrefix = `dealer-test-${randomBytes(4).toString('hex')}:`;
  let app: TestApp;
  let second: SecondApiProcess;
  const account: Record<string, string> = {};
  let pettyCash: string;
  let cashGroup: string;

  before(async () => {
    app = await startTestApp({ jwtSecret, redisKeyPrefix });
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    cashGroup = chart.body.data.accounts.find((row: any) => row.code === '1101').glGroup;
    second = await startSecondApiProcess(app, { jwtSecret, redisKeyPrefix });
  });
  after(async () => {
    second?.stop();
    await app?.close();
  });

  /** Through one process or the other, with the same signed-in user. */
  const send = async (through: 'first' | 'second', method: string, path: string, body: unknown) => {
    if (through === 'first') return app.request(method, path, { body });
    return second.request(method, path, body);
  };
  const balanceOf = async (accountId: string) => {
    const ledger = await app.request('GET', `/api/accounts/gl-accounts/${accountId}`);
    return ledger.body.data.balance as number;
  };
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

  const openPettyCash = async (code: string, taka: number) => {
    const created = await app.request('POST', '/api/accounts/gl-accounts', {
      body: { name: `Petty cash ${code}`, code, glGroup: cashGroup, openingBalance: 0, integrationMappings: { cashAccount: true } },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data._id as string;
    const invested = await app.request('POST', '/api/accounts/owner/investment', { body: { cashAccount: id, amount: taka, date: today(), description: 'Float' } });
    assert.equal(invested.status, 201, JSON.stringify(invested.body));
    return id;
  };

  it('given ৳500 in petty cash, when 30 expenses, transfers and drawings of ৳100 race through two processes, then exactly 5 land and cash ends at ৳0', async () => {
    pettyCash = await openPettyCash('1101.70', 500);
    assert.equal(await balanceOf(pettyCash), 500);
    const spend = (index: number) => {
      const through = index % 2 === 0 ? 'first' : 'second';
      const kind = index % 3;
      if (kind === 0) return send(through, 'POST', '/api/accounts/expenses', { expenseAccount: account['5202'], cashAccount: pettyCash, amount: 100, date: today(), description: `Tea ${index}` });
      if (kind === 1) return send(through, 'POST', '/api/accounts/transfers', { from: pettyCash, to: account['1101'], amount: 100, date: today(), remarks: `To the till ${index}` });
      return send(through, 'POST', '/api/accounts/owner/drawing', { cashAccount: pettyCash, amount: 100, date: today(), description: `Drawing ${index}` });
    };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => spend(index)));
    const landed = answers.filter(({ status }) => status === 201 || status === 202);
    const refused = answers.filter(({ status }) => status === 409);
    assert.equal(landed.length, 5, `answers: ${JSON.stringify(answers.map(({ status, body }) => [status, body.message]))}`);
    assert.equal(refused.length, 25);
    for (const { body } of refused) assert.match(body.message, /Petty cash 1101\.70 has ৳\d[\d,]*\.\d\d; this would take it to -৳/);
    assert.equal(await balanceOf(pettyCash), 0);
  });

  it('given ৳100 received today and nothing before, when a ৳100 expense is dated 2020-01-01, then refused: cash would have been below zero from 2020 to yesterday', async () => {
    const drawer = await openPettyCash('1101.71', 100);
    const backDated = await send('second', 'POST', '/api/accounts/expenses', { expenseAccount: account['5202'], cashAccount: drawer, amount: 100, date: '2020-01-01', description: 'Back-dated' });
    assert.equal(backDated.status, 409, JSON.stringify(backDated.body));
    assert.equal(backDated.body.message, `Petty cash 1101.71 has ৳0.00 at its lowest from 2020-01-01 on; this would take it to -৳100.00.`);
    const trial = await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=2025-12-31`);
    assert.equal(trial.status, 200);
    assert.equal(await balanceOf(drawer), 100);
    const todays = await send('first', 'POST', '/api/accounts/expenses', { expenseAccount: account['5202'], cashAccount: drawer, amount: 100, date: today(), description: 'Today' });
    assert.equal(todays.status, 201, JSON.stringify(todays.body));
    assert.equal(await balanceOf(drawer), 0);
  });
});
