import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { expectRefused } from '../test-support/refusals';
import { dhakaDayOfTimestamp } from './dto-decorators';
import { BODY_NOT_OBJECT, inputProblem, MAX_BODY_DEPTH, nestsDeeperThan } from './request-input';

describe('request input checks', () => {
  it('measures JSON nesting without being fooled by brackets in strings', () => {
    assert.equal(nestsDeeperThan('{"a":[1,{"b":2}]}', 3), false);
    assert.equal(nestsDeeperThan('{"a":[1,{"b":[2]}]}', 3), true);
    assert.equal(nestsDeeperThan('{"a":"[[[[[[[[[[\\"{{{{{{"}', 1), false);
    assert.equal(nestsDeeperThan('['.repeat(5000) + ']'.repeat(5000), MAX_BODY_DEPTH), true);
  });

  it('finds NUL, lone surrogates and lists in lists, with the field', () => {
    assert.deepEqual(inputProblem({ lines: [{ description: 'a\u0000b' }] }, ''), { field: 'lines.0.description', message: 'lines.0.description contains a character that is not allowed' });
    assert.equal(inputProblem({ name: 'x\uD800' }, '')?.field, 'name');
    assert.equal(inputProblem({ name: '\uDC00x' }, '')?.field, 'name');
    assert.equal(inputProblem({ name: 'মোটরসাইকেল 🏍️' }, ''), undefined, 'a surrogate pair is a character');
    assert.deepEqual(inputProblem({ lines: [[]] }, ''), { field: 'lines.0', message: 'lines.0 must be an object, not a list' });
    assert.equal(inputProblem({ phones: ['017', '018'] }, ''), undefined);
  });

  it('takes the Bangladesh day of real timestamps only', () => {
    assert.equal(dhakaDayOfTimestamp('2026-11-30T20:00:00Z'), '2026-12-01');
    assert.equal(dhakaDayOfTimestamp('2026-11-30T10:00:00.123+06:00'), '2026-11-30');
    assert.equal(dhakaDayOfTimestamp('2026-11-30T23:30'), '2026-11-30', 'no zone: Bangladesh time');
    for (const impossible of ['2026-11-31T10:00:00Z', '2025-02-29T00:00:00Z', '2026-01-01T24:00:00Z', '2026-01-01T10:60:00Z', '2026-01-01T10:00:61Z', '2026-01-01T10:00:00+15:00', '2026-11-31T10:00:00', '2026-01-01T10']) {
      assert.equal(dhakaDayOfTimestamp(impossible), undefined, impossible);
    }
  });
});

/** What a probe of the running app found answered 500 (or wrongly): each is a 400 with a message, nothing appended. */
describe('bad input over HTTP', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  let transferId: string;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const deepArray = '['.repeat(5000) + ']'.repeat(5000);
  const deepObject = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    await app.request('POST', '/api/accounts/owner/investment', { body: { amount: 10_000, date: today, cashAccount: account['1101'], description: 'Capital' } });
    transferId = (await app.request('POST', '/api/accounts/transfers', { body: { from: account['1101'], to: account['1102'], amount: 100, date: today } })).body.data._id;
  });
  after(async () => app.close());

  const transfer = (fields: Record<string, unknown>) => ({ from: account['1101'], to: account['1102'], amount: 10, date: today, ...fields });
  const entry = (fields: Record<string, unknown>) => ({
    date: today, reference: 'BAD-1', description: 'Bad input', status: 'Posted',
    lines: [{ account: account['1101'], debit: 1, credit: 0 }, { account: account['4101'], debit: 0, credit: 1 }],
    ...fields,
  });

  it('refuses JSON nested thousands of levels deep on every route, sign-in included', async () => {
    const message = `Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;
    for (const rawBody of [deepArray, deepObject]) {
      await expectRefused(app, 'POST', '/api/auth/login', { rawBody, token: null }, 400, message);
      await expectRefused(app, 'POST', '/api/accounts/journal-entries', { rawBody }, 400, message);
      await expectRefused(app, 'PUT', `/api/accounts/transfers/${transferId}`, { rawBody }, 400, message);
    }
  });

  it('refuses impossible dates in bodies and in query strings, and impossible timestamps', async () => {
    await expectRefused(app, 'POST', '/api/accounts/transfers', { body: transfer({ date: '2025-02-30' }) }, 400, 'Please select date', { date: 'Please select date' });
    await expectRefused(app, 'POST', '/api/accounts/transfers', { body: transfer({ date: '2026-11-31T10:00:00Z' }) }, 400, 'Please select date', { date: 'Please select date' });
    await expectRefused(app, 'POST', '/api/accounts/journal-entries', { body: entry({ date: '2025-13-01' }) }, 400, 'Please select date');
    await expectRefused(app, 'GET', '/api/accounts/reports/trial-balance?asOfDate=2025-02-30', {}, 400, 'asOfDate must be a date (YYYY-MM-DD)');
    await expectRefused(app, 'GET', '/api/accounts/journal-entries?startDate=2025-02-30', {}, 400, 'startDate must be a date (YYYY-MM-DD)');
    await expectRefused(app, 'GET', `/api/accounts/ledger/${account['1101']}?endDate=2026-04-31`, {}, 400, 'endDate must be a date (YYYY-MM-DD)');
    // A real timestamp is still taken as its day in Bangladesh.
    const late = await app.request('POST', '/api/accounts/transfers', { body: transfer({ date: `${today}T00:30:00+06:00` }) });
    assert.equal(late.status, 201);
    assert.equal(late.body.data.date, today);
  });

  it('refuses NUL and lone surrogates in text and in search', async () => {
    const message = (field: string) => `${field} contains a character that is not allowed`;
    await expectRefused(app, 'POST', '/api/accounts/gl-classes', { body: { name: 'Cash\u0000', type: 'Asset' } }, 400, message('name'), { name: message('name') });
    await expectRefused(app, 'POST', '/api/accounts/gl-classes', { rawBody: '{"name":"Cash\\ud800","type":"Asset"}' }, 400, message('name'));
    await expectRefused(app, 'POST', '/api/accounts/journal-entries', { body: entry({ lines: [{ account: account['1101'], debit: 1, credit: 0, description: 'x\udc00' }, { account: account['4101'], debit: 0, credit: 1 }] }) }, 400, message('lines.0.description'));
    await expectRefused(app, 'PUT', `/api/accounts/transfers/${transferId}`, { body: { remarks: 'a\u0000b' } }, 400, message('remarks'));
    await expectRefused(app, 'GET', '/api/accounts/gl-accounts?search=a%00b', {}, 400, message('search'));
    await expectRefused(app, 'GET', '/api/accounts/transfers?search=%00', {}, 400, message('search'));
    await expectRefused(app, 'POST', '/api/auth/login', { body: { email: 'owner@dealer.test\u0000', password: 'x' }, token: null }, 400, message('email'));
  });

  it('refuses amounts below a poisha, missing, null or not numbers, each saying what is wrong', async () => {
    await expectRefused(app, 'POST', '/api/accounts/transfers', { body: transfer({ amount: 10.001 }) }, 400, 'Amount can have at most 2 decimal places', { amount: 'Amount can have at most 2 decimal places' });
    // Written 1e-7, a fraction crashed class-validator's decimal check on every other amount decorator.
    await expectRefused(app, 'POST', '/api/accounts/transfers', { body: transfer({ amount: 1e-7 }) }, 400, 'amount has more decimal places than allowed');
    await expectRefused(app, 'POST', '/api/accounts/journal-entries', { body: entry({ lines: [{ account: account['1101'], debit: 1e-7, credit: 0 }, { account: account['4101'], debit: 0, credit: 1e-7 }] }) }, 400, 'lines.0.debit has more decimal places than allowed');
    await expectRefused(app, 'POST', '/api/accounts/receivables', { body: { amount: 1e-7 } }, 400, 'amount has more decimal places than allowed');
    await expectRefused(app, 'POST', '/api/accounts/transfers', { body: transfer({ amount: undefined }) }, 400, 'Please enter amount', { amount: 'Please enter amount' });
    await expectRefused(app, 'POST', '/api/accounts/transfers', { body: transfer({ amount: 'abc' }) }, 400, 'Amount must be a number', { amount: 'Amount must be a number' });
    await expectRefused(app, 'POST', '/api/accounts/expenses', { body: { expenseAccount: account['5203'], amount: null, date: today, description: 'Tea', cashAccount: account['1101'] } }, 400, 'Please enter amount');
    await expectRefused(app, 'PUT', `/api/accounts/transfers/${transferId}`, { body: { amount: null } }, 400, 'Please enter amount', { amount: 'Please enter amount' });
    await expectRefused(app, 'POST', '/api/accounts/transfers', { body: transfer({ amount: 1_000_000_000.01 }) }, 400, 'Amount is too large (at most ৳1,00,00,00,000.00)');
  });

  it('refuses malformed lines such as a list in a list', async () => {
    await expectRefused(app, 'POST', '/api/accounts/journal-entries', { body: entry({ lines: [[]] }) }, 400, 'lines.0 must be an object, not a list', { 'lines.0': 'lines.0 must be an object, not a list' });
    await expectRefused(app, 'POST', '/api/accounts/journal-entries', { rawBody: '[[]]' }, 400, BODY_NOT_OBJECT);
  });

  it('refuses a body that is not a JSON object on every route with a body, and appends nothing', async () => {
    const someId = '0190a1b2-0000-7000-8000-000000000001';
    for (const rawBody of ['123', '[]', '"str"', 'null', 'true', '[{"amount":1}]']) {
      await expectRefused(app, 'PUT', `/api/bookings/${someId}`, { rawBody }, 400, BODY_NOT_OBJECT);
      await expectRefused(app, 'PUT', `/api/invoices/${someId}`, { rawBody }, 400, BODY_NOT_OBJECT);
      await expectRefused(app, 'PUT', `/api/accounts/transfers/${transferId}`, { rawBody }, 400, BODY_NOT_OBJECT);
      await expectRefused(app, 'POST', '/api/accounts/transfers', { rawBody }, 400, BODY_NOT_OBJECT);
      await expectRefused(app, 'POST', '/api/auth/login', { rawBody, token: null }, 400, BODY_NOT_OBJECT);
    }
    // An object is read as before, and no body at all is still no body.
    const edited = await app.request('PUT', `/api/accounts/transfers/${transferId}`, { body: { remarks: 'Checked' } });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    const initialize = await app.request('POST', '/api/accounts/initialize');
    assert.equal(initialize.status, 409, 'no body: the route answers, not the body check');
  });
});
