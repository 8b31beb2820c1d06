import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { VAT_SETTINGS_STREAM, changeVatSettings, type VatSettingsState } from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { HANDLED_EVENT_TYPES } from '../index';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, HistoryBuilder } from '../../testing/history';

const url = (() => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_vat_settings`;
  return parsed.toString();
})();
const SCHEMAS = ['vat_settings_batched', 'vat_settings_single'];
const PERSON = { name: 'Rahim Uddin', designation: 'Managing Director' };

let store: PostgresEventStore;
before(async () => {
  await resetDatabase(url, SCHEMAS);
  store = new PostgresEventStore(url);
});
after(async () => store?.close());

describe('VAT settings (issue 24)', () => {
  test('one row per version by its date; a version dated back replaces those from its date on, whatever the batch size', async () => {
    assert.ok(HANDLED_EVENT_TYPES.includes('VatSettingsChanged'));
    const history = new HistoryBuilder(11, Date.parse('2026-03-01T04:00:00.000Z'), []);
    const settings = () => history.fold<VatSettingsState>(VAT_SETTINGS_STREAM);
    const today = '2026-03-01';
    const requests: AppendRequest[] = [
      ...history.commit(changeVatSettings({ today, registered: true, authorizedPerson: PERSON, effectiveFrom: '2026-01-01' }, settings())),
      ...history.commit(changeVatSettings({ today, scheme: 'Trade', effectiveFrom: '2026-04-01' }, settings())),
      ...history.commit(changeVatSettings({ today, tradeRatePercent: 7.5, effectiveFrom: '2026-05-01' }, settings())),
      // Dated back before the two above: they are replaced.
      ...history.commit(changeVatSettings({ today, ratesByType: { Service: 10 }, effectiveFrom: '2026-02-01' }, settings())),
    ];
    await appendAll(store, requests);
    const batched = await projectFromScratch(url, store, 'vat_settings_batched');
    const single = await projectFromScratch(url, store, 'vat_settings_single', 1);
    assert.deepEqual(single.vat_settings_versions, batched.vat_settings_versions);
    const rows = batched.vat_settings_versions as Record<string, any>[];
    assert.deepEqual(
      rows.map((row) => [String(row.effective_from).slice(0, 10), row.registered, row.scheme, row.trade_rate_hundredths, row.rates_by_type_hundredths.Service]),
      [
        ['2026-01-01', true, 'Standard', 500, 1500],
        // The change dated back starts from the last version (Trade at 7.5 %), as the decider does, and replaces April's and May's.
        ['2026-02-01', true, 'Trade', 750, 1000],
      ],
    );
    assert.deepEqual([rows[1].authorized_person_name, rows[1].authorized_person_designation, rows[1].prices_include_vat], [PERSON.name, PERSON.designation, true]);
  });
});
