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
import { DEFAULT_PAPER_FOOTERS, DEFAULT_REORDER_DEFAULTS, reorderFiguresFor } from './paper-and-reorder-settings';
import { foldStream } from '../streams';
import { MOBILE_LENGTH_MESSAGE, PHONE_CHARACTERS_MESSAGE } from '../shared/phone';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const profile: BusinessSettingsState = {
  businessName: 'Dhaka Motors',
  address: '12 Tejgaon I/A, Dhaka 1208',
  phones: ['01711000000', '028870000'],
  email: 'sales@dhakamotors.example',
  logoDataUrl: PNG,
  binVatNumber: '000123456-0101',
  invoiceTermsDays: 15,
  footerText: 'Thank you for your business.',
  transactionIdRequired: true,
  discountApprovalAboveHundredths: 1_000,
  reorderDefaults: DEFAULT_REORDER_DEFAULTS,
  paperFooters: DEFAULT_PAPER_FOOTERS,
};

const whenUpdated = (history: History, command: BusinessSettingsFields) => updateBusinessSettings(command, stateOf<BusinessSettingsState>(history, BUSINESS_SETTINGS_STREAM));
const settingsIn = (history: History) => stateOf<BusinessSettingsState>(history, BUSINESS_SETTINGS_STREAM);

describe('business settings', () => {
  it('start empty with invoice terms of 30 days', () => {
    assert.deepEqual(foldStream(BUSINESS_SETTINGS_STREAM, []), initialBusinessSettingsState);
    assert.equal(initialBusinessSettingsState.invoiceTermsDays, 30);
  });

  it('given nothing, when the profile is set, then BusinessSettingsUpdated with the whole profile, trimmed, its phones normalised', () => {
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
        phones: `0171 ext 5: ${PHONE_CHARACTERS_MESSAGE}`,
        binVatNumber: 'BIN/VAT registration number may hold only letters, digits, spaces and dashes',
      },
    });
    thenRefused(() => whenUpdated({}, { businessName: 'B', phones: ['1', '2', '3', '4', '5', '6'] }), { kind: 'validation', message: 'At most 5 phone numbers' });
    thenRefused(() => whenUpdated({}, { businessName: 'B', phones: ['0171 1000 000 0171 1000 000 0171'] }), { kind: 'validation', message: 'A phone is too long: at most 30 characters' });
    thenRefused(() => whenUpdated({}, { businessName: 'B', phones: '01711000000' }), { kind: 'validation', message: 'Phones must be a list of phone numbers' });
  });

  it('takes Bangladeshi phones only (issue 23, item 4), naming the wrong one; a phone recorded before the rule is kept', () => {
    thenRefused(() => whenUpdated({}, { businessName: 'B', phones: ['01711000000', '0171-23'] }), { kind: 'validation', message: `0171-23: ${MOBILE_LENGTH_MESSAGE}`, fieldErrors: { phones: `0171-23: ${MOBILE_LENGTH_MESSAGE}` } });
    thenRefused(() => whenUpdated({}, { businessName: 'B', phones: ['017112345678'] }), { kind: 'validation', message: `017112345678: ${MOBILE_LENGTH_MESSAGE}` });
    const legacy = appended({}, [{ stream: BUSINESS_SETTINGS_STREAM, events: [{ type: 'BusinessSettingsUpdated', data: { ...profile, phones: ['0171-23'] } }] }]);
    assert.deepEqual((whenUpdated(legacy, { businessName: 'Dhaka Motors Ltd', phones: ['0171-23', '+8801811000000'] })[0].events[0].data as BusinessSettingsState).phones, ['0171-23', '01811000000']);
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

  it('reorder defaults per product type: Motorcycle 1/2, parts and accessories 5/20; a later update changes one figure and keeps the rest', () => {
    assert.deepEqual(initialBusinessSettingsState.reorderDefaults, { Motorcycle: { reorderLevel: 1, reorderQuantity: 2 }, 'Spare Parts': { reorderLevel: 5, reorderQuantity: 20 }, Accessories: { reorderLevel: 5, reorderQuantity: 20 } });
    const history = appended({}, whenUpdated({}, profile));
    const [{ events }] = whenUpdated(history, { reorderDefaults: { Motorcycle: { reorderQuantity: 3 }, Accessories: { reorderLevel: 10, reorderQuantity: 40 } } });
    assert.deepEqual((events[0].data as BusinessSettingsState).reorderDefaults, { Motorcycle: { reorderLevel: 1, reorderQuantity: 3 }, 'Spare Parts': { reorderLevel: 5, reorderQuantity: 20 }, Accessories: { reorderLevel: 10, reorderQuantity: 40 } });
    thenRefused(() => whenUpdated(history, { reorderDefaults: { Motorcycle: { reorderQuantity: 0 } } }), {
      kind: 'validation',
      message: 'Motorcycle: reorder quantity must be a whole number, at least 1',
      fieldErrors: { reorderDefaults: 'Motorcycle: reorder quantity must be a whole number, at least 1' },
    });
    thenRefused(() => whenUpdated(history, { reorderDefaults: { Scooter: { reorderLevel: 1 } } }), {
      kind: 'validation',
      message: 'Reorder defaults must be given per product type (Motorcycle, Spare Parts, Accessories)',
      fieldErrors: { reorderDefaults: 'Reorder defaults must be given per product type (Motorcycle, Spare Parts, Accessories)' },
    });
  });

  it("a new product's reorder figures: its own when given, else its type's default", () => {
    const defaults = { ...DEFAULT_REORDER_DEFAULTS, Motorcycle: { reorderLevel: 2, reorderQuantity: 4 } };
    assert.deepEqual(reorderFiguresFor('Motorcycle', {}, defaults), { reorderLevel: 2, reorderQuantity: 4 });
    assert.deepEqual(reorderFiguresFor('Spare Parts', { reorderLevel: 0 }, defaults), { reorderLevel: 0, reorderQuantity: 20 });
    assert.deepEqual(reorderFiguresFor('Motorcycle', { reorderLevel: 7, reorderQuantity: 9 }, undefined), { reorderLevel: 7, reorderQuantity: 9 });
  });

  it('each paper has its own footer: a profile saved before them gets the defaults, not the invoice footer; an update keeps the papers it leaves out', () => {
    const { reorderDefaults: _reorder, paperFooters: _footers, ...older } = profile;
    const history = { [BUSINESS_SETTINGS_STREAM]: [{ type: 'BusinessSettingsUpdated', data: { ...older, footerText: 'Goods once sold are not taken back.' } }] } as unknown as History;
    assert.deepEqual(settingsIn(history).paperFooters, DEFAULT_PAPER_FOOTERS);
    assert.doesNotMatch(settingsIn(history).paperFooters.bookingReceipt, /not taken back/);
    const [{ events }] = whenUpdated(history, { paperFooters: { bookingReceipt: ' Refunds within 7 days. ' } });
    assert.deepEqual((events[0].data as BusinessSettingsState).paperFooters, { ...DEFAULT_PAPER_FOOTERS, bookingReceipt: 'Refunds within 7 days.' });
    assert.equal((events[0].data as BusinessSettingsState).footerText, 'Goods once sold are not taken back.');
    thenRefused(() => whenUpdated(history, { paperFooters: { moneyReceipt: 'x'.repeat(501) } }), {
      kind: 'validation',
      message: 'Money receipt footer must be at most 500 characters',
      fieldErrors: { paperFooters: 'Money receipt footer must be at most 500 characters' },
    });
  });
});
