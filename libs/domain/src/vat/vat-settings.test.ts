import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../shared/errors';
import { changeVatSettings, evolveVatSettings, initialVatSettingsState, saleVatRate, vatSettingsOn, type VatSettingsState } from './vat-settings';
import type { StreamEvents } from '../shared/events';

const given = (decided: StreamEvents[], state: VatSettingsState = initialVatSettingsState): VatSettingsState =>
  decided.flatMap((stream) => stream.events).reduce((next, event) => evolveVatSettings(next, event as never), state);

const REGISTER = { registered: true, authorizedPerson: { name: 'Kamal Hossain', designation: 'Proprietor' }, today: '2026-11-01' };

describe('VAT settings (issue 24, item 1)', () => {
  it('not registered by default: every line’s rate is 0, whatever its product', () => {
    const settings = vatSettingsOn(initialVatSettingsState, '2026-11-28');
    assert.equal(settings.registered, false);
    assert.equal(saleVatRate(settings, { type: 'Motorcycle', vatRateHundredths: 1000 }), 0);
  });

  it('Standard: the product’s own rate, else its type’s (15 % by default); an exempt product is null', () => {
    const state = given(changeVatSettings({ ...REGISTER, ratesByType: { Accessories: 10 } }, initialVatSettingsState));
    const settings = vatSettingsOn(state, '2026-11-28');
    assert.equal(saleVatRate(settings, { type: 'Spare Parts' }), 1500);
    assert.equal(saleVatRate(settings, { type: 'Accessories' }), 1000);
    assert.equal(saleVatRate(settings, { type: 'Spare Parts', vatRateHundredths: 750 }), 750);
    assert.equal(saleVatRate(settings, { type: 'Motorcycle', vatExempt: true }), null);
  });

  it('Trade: every line at the trade rate (5 % by default), exempt or not', () => {
    const state = given(changeVatSettings({ ...REGISTER, scheme: 'Trade' }, initialVatSettingsState));
    assert.equal(saleVatRate(vatSettingsOn(state, '2026-11-01'), { type: 'Motorcycle', vatExempt: true }), 500);
  });

  it('a change applies to documents dated from its date: an earlier document keeps the rates before it', () => {
    const registered = given(changeVatSettings(REGISTER, initialVatSettingsState));
    const changed = given(changeVatSettings({ ratesByType: { Motorcycle: 10 }, today: '2026-11-20' }, registered), registered);
    assert.equal(saleVatRate(vatSettingsOn(changed, '2026-11-19'), { type: 'Motorcycle' }), 1500);
    assert.equal(saleVatRate(vatSettingsOn(changed, '2026-11-20'), { type: 'Motorcycle' }), 1000);
    assert.equal(vatSettingsOn(changed, '2026-10-31').registered, false);
  });

  it('refuses a rate the law does not have, an unknown type, a date outside the books and a registration without its signatory; a change that alters nothing appends nothing', () => {
    assert.throws(() => changeVatSettings({ ...REGISTER, ratesByType: { Motorcycle: 12 } }, initialVatSettingsState), (error: DomainError) => /one of 0, 5, 7.5, 10, 15/.test(error.fieldErrors?.['ratesByType.Motorcycle'] ?? ''));
    assert.throws(() => changeVatSettings({ ...REGISTER, ratesByType: { Bicycle: 5 } }, initialVatSettingsState), (error: DomainError) => !!error.fieldErrors?.['ratesByType.Bicycle']);
    assert.throws(() => changeVatSettings({ ...REGISTER, effectiveFrom: '9999-01-01' }, initialVatSettingsState), (error: DomainError) => !!error.fieldErrors?.effectiveFrom);
    assert.throws(() => changeVatSettings({ registered: true, today: '2026-11-01' }, initialVatSettingsState), (error: DomainError) => !!error.fieldErrors?.['authorizedPerson.name']);
    const state = given(changeVatSettings(REGISTER, initialVatSettingsState));
    assert.deepEqual(changeVatSettings(REGISTER, state), []);
  });
});
