import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { expectRefused, type RefusedArguments } from '../test-support/refusals';
import { signedInUser } from '../users/role-users';
import { dhakaDate } from '../platform/dates';

const PERSON = { name: 'Rahim Uddin', designation: 'Managing Director' };
const REGISTRATION = {
  registered: true,
  scheme: 'Standard',
  tradeRatePercent: 5,
  pricesIncludeVat: true,
  ratesByType: { Motorcycle: 15, 'Spare Parts': 10, Accessories: 7.5, Service: 15 },
  authorizedPerson: PERSON,
  effectiveFrom: '2026-01-01',
};
const DEFAULTS = {
  registered: false,
  scheme: 'Standard',
  tradeRatePercent: 5,
  pricesIncludeVat: true,
  ratesByType: { Motorcycle: 15, 'Spare Parts': 15, Accessories: 15, Service: 15 },
  authorizedPerson: { name: '', designation: '' },
  effectiveFrom: null,
  changedAt: null,
};
const withoutTimes = ({ changedAt, ...version }: Record<string, unknown>) => ({ ...version, changedAt: changedAt === null ? null : typeof changedAt });

describe('/api/settings/vat (issue 24)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => app?.close());
  const refused = (...args: RefusedArguments) => expectRefused(app, ...args);

  it('needs the token', async () => {
    await refused('GET', '/api/settings/vat', { token: null }, 401, 'Authentication required');
    await refused('PUT', '/api/settings/vat', { token: null, body: REGISTRATION }, 401, 'Authentication required');
  });

  it('answers the defaults before anything is set: not registered, Standard, trade rate 5 %, prices include VAT, 15 % each, no history', async () => {
    const response = await app.request('GET', '/api/settings/vat');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body.data, { ...DEFAULTS, history: [] });
  });

  it('registers from a date; a later change keeps what it leaves out, from today by default; the history lists each version, newest first', async () => {
    const before = await app.eventCount();
    const saved = await app.request('PUT', '/api/settings/vat', { body: REGISTRATION });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.message, 'VAT settings saved');
    const { history, ...current } = saved.body.data;
    assert.deepEqual(withoutTimes(current), { ...REGISTRATION, changedAt: 'string' });
    assert.deepEqual(history.map(withoutTimes), [withoutTimes(current)]);
    assert.equal(await app.eventCount(), before + 1);
    assert.deepEqual((await app.request('GET', '/api/settings/vat')).body.data, saved.body.data);

    const trade = await app.request('PUT', '/api/settings/vat', { body: { scheme: 'Trade', tradeRatePercent: 7.5 } });
    assert.equal(trade.status, 200, JSON.stringify(trade.body));
    const today = dhakaDate();
    assert.deepEqual(withoutTimes({ ...trade.body.data, history: undefined }), {
      ...REGISTRATION,
      scheme: 'Trade',
      tradeRatePercent: 7.5,
      effectiveFrom: today,
      changedAt: 'string',
      history: undefined,
    });
    assert.deepEqual(
      trade.body.data.history.map((version: { effectiveFrom: string; scheme: string }) => [version.effectiveFrom, version.scheme]),
      [[today, 'Trade'], ['2026-01-01', 'Standard']],
    );
  });

  it('refuses a rate the law does not have (12 %) and a date outside the books (9999-01-01), appending nothing', async () => {
    const rate = 'The VAT rate must be one of 0, 5, 7.5, 10, 15 percent';
    await refused('PUT', '/api/settings/vat', { body: { ratesByType: { Motorcycle: 12 } } }, 400, 'The VAT settings are not valid', { 'ratesByType.Motorcycle': rate });
    await refused('PUT', '/api/settings/vat', { body: { tradeRatePercent: 12 } }, 400, 'The VAT settings are not valid', {
      tradeRatePercent: 'The trade rate must be one of 5, 7.5, 10, 15 percent',
    });
    const range = 'Date must be between 2000-01-01 and 2099-12-31';
    await refused('PUT', '/api/settings/vat', { body: { registered: true, effectiveFrom: '9999-01-01' } }, 400, range, { effectiveFrom: range });
    await refused('PUT', '/api/settings/vat', { body: { effectiveFrom: '2026-02-30' } }, 400, 'Effective from must be a date (YYYY-MM-DD)');
    await refused('PUT', '/api/settings/vat', { body: { scheme: 'Flat' } }, 400, 'Scheme must be Standard or Trade');
    await refused('PUT', '/api/settings/vat', { body: { registered: true, authorizedPerson: { name: '', designation: 'Owner' } } }, 400, 'The VAT settings are not valid', {
      'authorizedPerson.name': 'A registered business names the person who signs its tax invoices',
    });
    await refused('PUT', '/api/settings/vat', { body: { currency: 'BDT' } }, 400, 'property currency should not exist');
  });

  it('a repeated PUT changes nothing: the same settings append nothing, and a repeated Idempotency-Key answers the first result', async () => {
    const count = await app.eventCount();
    const same = await app.request('PUT', '/api/settings/vat', { body: { scheme: 'Trade' } });
    assert.equal(same.status, 200, JSON.stringify(same.body));
    assert.equal(await app.eventCount(), count, 'a save that changes nothing appends nothing');

    const headers = { 'idempotency-key': 'vat-settings-once-0001' };
    const body = { pricesIncludeVat: false, effectiveFrom: dhakaDate() };
    const first = await app.request('PUT', '/api/settings/vat', { body, headers });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.data.pricesIncludeVat, false);
    const afterFirst = await app.eventCount();
    const again = await app.request('PUT', '/api/settings/vat', { body, headers });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.deepEqual(again.body.data, first.body.data);
    assert.equal(await app.eventCount(), afterFirst, 'the repeat appends nothing');
  });

  // Every role reads them (as the business profile): the counter's invoice form shows the VAT it will charge.
  it('the Administrator changes them; every other role reads them and may not change them', async () => {
    const current = (await app.request('GET', '/api/settings/vat')).body.data;
    for (const role of ['Accountant', 'Auditor', 'Sales', 'Storekeeper'] as const) {
      const { token } = await signedInUser(app, role);
      const read = await app.request('GET', '/api/settings/vat', { token });
      assert.equal(read.status, 200, `${role} reads`);
      assert.deepEqual(read.body.data, current);
      await refused('PUT', '/api/settings/vat', { token, body: { registered: false } }, 403, `Your role (${role}) cannot change the settings`);
    }
  });
});
