import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BUSINESS_SETTINGS_STREAM,
  initialBusinessSettingsState,
  invoiceDueDate,
  updateBusinessSettings,
  type BusinessSettingsFields,
  type BusinessSettingsState,
} from './business-settings';
import { foldStream } from '../streams';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const profile: BusinessSettingsState = {
  businessName: 'Dhaka Motors',
  address: '12 Tejgaon I/A, Dhaka 1208',
  phones: ['01711-000000', '+880 2 8870000'],
  email: 'sales@dhakamotors.example',
  logoDataUrl: PNG,
  binVatNumber: '000123456-0101',
  invoiceTermsDays: 15,
  footerText: 'Thank you for your business.',
};

const whenUpdated = (history: History, command: BusinessSettingsFields) => updateBusinessSettings(command, stateOf<BusinessSettingsState>(history, BUSINESS_SETTINGS_STREAM));
const settingsIn = (history: History) => stateOf<BusinessSettingsState>(history, BUSINESS_SETTINGS_STREAM);

describe('business settings', () => {
  it('start empty with invoice terms of 30 days', () => {
    assert.deepEqual(foldStream(BUSINESS_SETTINGS_STREAM, []), initialBusinessSettingsState);
    assert.equal(initialBusinessSettingsState.invoiceTermsDays, 30);
  });

  it('given nothing, when the profile is set, then BusinessSettingsUpdated with the whole profile, trimmed', () => {
    thenEvents(whenUpdated({}, { ...profile, businessName: ' Dhaka Motors ', phones: [' 01711-000000', '', '+880 2 8870000'] }), [
      { stream: 'settings-business', events: [{ type: 'BusinessSettingsUpdated', data: profile }] },
    ]);
  });

  it('keeps the fields a later update leaves out, removes the logo when sent empty, and appends nothing when nothing changes', () => {
    const history = appended({}, whenUpdated({}, profile));
    const [{ events }] = whenUpdated(history, { footerText: 'Goods once sold are not returned.', logoDataUrl: '' });
    assert.deepEqual(events[0].data, { ...profile, footerText: 'Goods once sold are not returned.', logoDataUrl: '' });
    assert.deepEqual(settingsIn(appended(history, [{ stream: BUSINESS_SETTINGS_STREAM, events }])).logoDataUrl, '');
    assert.deepEqual(whenUpdated(history, { businessName: 'Dhaka Motors' }), []);
  });

  it('requires a business name and bounds the invoice terms to 0-365 whole days', () => {
    thenRefused(() => whenUpdated({}, { invoiceTermsDays: 366 }), {
      kind: 'validation',
      message: 'Business name is required.',
      fieldErrors: { businessName: 'Business name is required.', invoiceTermsDays: 'Invoice terms must be a whole number of days from 0 to 365' },
    });
    for (const invoiceTermsDays of [-1, 1.5, '30', null]) {
      thenRefused(() => whenUpdated({}, { businessName: 'B', invoiceTermsDays }), {
        kind: 'validation',
        message: 'Invoice terms must be a whole number of days from 0 to 365',
      });
    }
    for (const invoiceTermsDays of [0, 365]) assert.equal((whenUpdated({}, { businessName: 'B', invoiceTermsDays })[0].events[0].data as BusinessSettingsState).invoiceTermsDays, invoiceTermsDays);
  });

  it('refuses a bad email, phone, BIN and too many phones', () => {
    thenRefused(() => whenUpdated({}, { businessName: 'B', email: 'sales@', phones: ['0171 ext 5'], binVatNumber: 'BIN#1' }), {
      kind: 'validation',
      message: 'Please enter a valid email.',
      fieldErrors: {
        email: 'Please enter a valid email.',
        phones: 'A phone may hold only digits, spaces, brackets, dashes and a leading +',
        binVatNumber: 'BIN/VAT registration number may hold only letters, digits, spaces and dashes',
      },
    });
    thenRefused(() => whenUpdated({}, { businessName: 'B', phones: ['1', '2', '3', '4', '5', '6'] }), { kind: 'validation', message: 'At most 5 phone numbers' });
    thenRefused(() => whenUpdated({}, { businessName: 'B', phones: ['0171 1000 000 0171 1000 000 0171'] }), { kind: 'validation', message: 'A phone is too long: at most 30 characters' });
    thenRefused(() => whenUpdated({}, { businessName: 'B', phones: '01711000000' }), { kind: 'validation', message: 'Phones must be a list of phone numbers' });
  });

  it('takes a logo only as a PNG, JPEG, GIF or WebP data URL of at most 150 KB', () => {
    const message = 'Logo must be a PNG, JPEG, GIF or WebP image';
    for (const logoDataUrl of ['https://example.com/logo.png', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html;base64,PGgxPg==', 'data:image/png;base64,not base64!', 42]) {
      thenRefused(() => whenUpdated({}, { businessName: 'B', logoDataUrl }), { kind: 'validation', message });
    }
    const atLimit = `data:image/jpeg;base64,${'A'.repeat((150 * 1024 * 4) / 3)}`;
    assert.equal(whenUpdated({}, { businessName: 'B', logoDataUrl: atLimit }).length, 1);
    thenRefused(() => whenUpdated({}, { businessName: 'B', logoDataUrl: `${atLimit}${'A'.repeat(200)}` }), { kind: 'validation', message: 'Logo must be at most 150 KB (this one is 150.1 KB)' });
  });

  it('sets an invoice due date by the terms, in calendar days', () => {
    assert.equal(invoiceDueDate('2026-01-20', { invoiceTermsDays: 30 }), '2026-02-19');
    assert.equal(invoiceDueDate('2024-02-28', { invoiceTermsDays: 1 }), '2024-02-29');
    assert.equal(invoiceDueDate('2026-12-31', { invoiceTermsDays: 0 }), '2026-12-31');
  });
});
