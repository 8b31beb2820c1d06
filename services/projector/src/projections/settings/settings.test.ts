import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BUSINESS_SETTINGS_STREAM, DEFAULT_PAPER_FOOTERS, DEFAULT_REORDER_DEFAULTS, updateBusinessSettings, type BusinessSettingsState } from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { HANDLED_EVENT_TYPES } from '../index';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, HistoryBuilder } from '../../testing/history';

const url = (() => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_settings`;
  return parsed.toString();
})();
const SCHEMAS = ['settings_batched', 'settings_single'];

let store: PostgresEventStore;
before(async () => {
  await resetDatabase(url, SCHEMAS);
  store = new PostgresEventStore(url);
});
after(async () => store?.close());

describe('business settings', () => {
  test('the one row holds the last profile, whatever the batch size', async () => {
    assert.ok(HANDLED_EVENT_TYPES.includes('BusinessSettingsUpdated'));
    const history = new HistoryBuilder(9, Date.parse('2026-02-01T04:00:00.000Z'), []);
    const settings = () => history.fold<BusinessSettingsState>(BUSINESS_SETTINGS_STREAM);
    const requests: AppendRequest[] = [
      ...history.commit(updateBusinessSettings({ businessName: 'Dhaka Motors', phones: ['01711000000'], invoiceTermsDays: 15 }, settings())),
      ...history.commit(updateBusinessSettings({ address: 'Tejgaon, Dhaka', phones: ['01711000000', '029990000'], footerText: 'Thank you.' }, settings())),
    ];
    const last = requests[1].events[0].metadata.occurredAt;
    await appendAll(store, requests);
    const batched = await projectFromScratch(url, store, 'settings_batched');
    const single = await projectFromScratch(url, store, 'settings_single', 1);
    assert.deepEqual(single.business_settings, batched.business_settings);
    const [row] = batched.business_settings as Record<string, any>[];
    assert.deepEqual(
      { ...row, updated_at: new Date(row.updated_at).toISOString() },
      {
        id: 1,
        business_name: 'Dhaka Motors',
        address: 'Tejgaon, Dhaka',
        phones: ['01711000000', '029990000'],
        email: '',
        logo_data_url: '',
        bin_vat_number: '',
        invoice_terms_days: 15,
        footer_text: 'Thank you.',
        reorder_defaults: DEFAULT_REORDER_DEFAULTS,
        paper_footers: DEFAULT_PAPER_FOOTERS,
        // A Sales user's discount above 10.00% waits for an approval (issue 23, item 11).
        discount_approval_above_hundredths: 1000,
        // Mobile Banking and Card payments carry their transaction ID until the setting is turned off.
        transaction_id_required: true,
        updated_at: last,
      },
    );
    assert.equal(batched.business_settings.length, 1);
  });
});
