import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  createSupplier,
  deleteSupplier,
  SUPPLIER_NAME_SCOPE,
  supplierRefOf,
  supplierStream,
  updateSupplier,
  type SupplierEvent,
  type SupplierFields,
  type SupplierProfile,
  type SupplierState,
} from './suppliers';
import { MOBILE_LENGTH_MESSAGE, MOBILE_OPERATOR_MESSAGE } from '../shared/phone';
import { uniqueValueStream, type UniqueValueEvent, type UniqueValueState } from '../shared/uniqueness';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';

const RANGS = 'supplier-rangs';
const OTHER = 'supplier-other';

const rangs: SupplierProfile = {
  name: 'Rangs Motors',
  contactPerson: 'Karim Ahmed',
  phone: '01711000000',
  email: 'orders@rangs.example',
  address: '113 Kazi Nazrul Islam Ave, Dhaka',
  notes: 'Yamaha distributor',
  bin: '',
};
const nameStream = (name: string) => uniqueValueStream(SUPPLIER_NAME_SCOPE, name);
const created = (supplierId: string, profile: SupplierProfile, isActive = true): SupplierEvent => ({ type: 'SupplierCreated', data: { supplierId, ...profile, isActive } });
const nameClaimed = (value: string, ownerId: string): UniqueValueEvent => ({ type: 'UniqueValueClaimed', data: { scope: SUPPLIER_NAME_SCOPE, value, ownerId } });
const nameReleased = (value: string, ownerId: string): UniqueValueEvent => ({ type: 'UniqueValueReleased', data: { scope: SUPPLIER_NAME_SCOPE, value, ownerId } });

const rangsCreated: History = {
  [supplierStream(RANGS)]: [created(RANGS, rangs)],
  [nameStream(rangs.name)]: [nameClaimed('rangs motors', RANGS)],
};

const whenCreated = (history: History, command: SupplierFields & { supplierId: string }) =>
  createSupplier(command, {
    supplier: stateOf<SupplierState>(history, supplierStream(command.supplierId)),
    name: stateOf<UniqueValueState>(history, nameStream(typeof command.name === 'string' ? command.name : '')),
  });
const whenUpdated = (history: History, command: SupplierFields & { supplierId: string }) => {
  const supplier = stateOf<SupplierState>(history, supplierStream(command.supplierId));
  const name = typeof command.name === 'string' ? command.name : supplier.name;
  return updateSupplier(command, { supplier, name: stateOf<UniqueValueState>(history, nameStream(name)) });
};
const whenDeleted = (history: History, supplierId: string, purchaseCount = 0, openPayableCount = 0) =>
  deleteSupplier({ supplierId, purchaseCount, openPayableCount }, { supplier: stateOf<SupplierState>(history, supplierStream(supplierId)) });

describe('supplier: create', () => {
  it('given nothing, when created, then SupplierCreated, active by default, trimmed, with its name claimed', () => {
    thenEvents(whenCreated({}, { supplierId: RANGS, ...rangs, name: ' Rangs Motors ', email: ' orders@rangs.example' }), [
      { stream: 'supplier-supplier-rangs', events: [created(RANGS, rangs)] },
      { stream: 'unique-supplier-name-rangs%20motors', events: [nameClaimed('rangs motors', RANGS)] },
    ]);
  });

  it('creates an inactive supplier when asked, with no notes', () => {
    const { notes: _notes, ...withoutNotes } = rangs;
    assert.deepEqual(whenCreated({}, { supplierId: RANGS, ...withoutNotes, isActive: false })[0].events, [created(RANGS, { ...rangs, notes: '' }, false)]);
  });

  it('refuses the missing required fields with the spec messages', () => {
    thenRefused(() => whenCreated({}, { supplierId: RANGS, notes: 'n' }), {
      kind: 'validation',
      message: 'Name is required.',
      fieldErrors: {
        name: 'Name is required.',
        contactPerson: 'Contact Person is required.',
        phone: 'Phone is required.',
        email: 'Valid email is required.',
        address: 'Address is required.',
      },
    });
  });

  it('refuses an invalid email or phone, over-long text and a non-boolean isActive', () => {
    thenRefused(() => whenCreated({}, { supplierId: RANGS, ...rangs, email: 'orders@rangs', phone: '0171 ext. 5', notes: 'x'.repeat(1001), isActive: 'yes' }), {
      kind: 'validation',
      message: 'Phone may hold only digits, spaces, brackets, dashes and a leading +',
      fieldErrors: {
        phone: 'Phone may hold only digits, spaces, brackets, dashes and a leading +',
        email: 'Valid email is required.',
        notes: 'Notes must be at most 1000 characters',
        isActive: 'isActive must be true or false',
      },
    });
    thenRefused(() => whenCreated({}, { supplierId: RANGS, ...rangs, address: 'a'.repeat(501) }), { kind: 'validation', message: 'Address must be at most 500 characters' });
  });

  it('takes a Bangladeshi phone only (issue 23, item 4), kept as its digits with the leading 0', () => {
    const written = whenCreated({}, { supplierId: RANGS, ...rangs, phone: '+880 1711-000000' })[0].events;
    assert.deepEqual(written, [created(RANGS, rangs)]);
    thenRefused(() => whenCreated({}, { supplierId: RANGS, ...rangs, phone: '0171-23' }), { kind: 'validation', message: MOBILE_LENGTH_MESSAGE, fieldErrors: { phone: MOBILE_LENGTH_MESSAGE } });
    thenRefused(() => whenCreated({}, { supplierId: RANGS, ...rangs, phone: '017112345678' }), { kind: 'validation', message: MOBILE_LENGTH_MESSAGE });
    thenRefused(() => whenCreated({}, { supplierId: RANGS, ...rangs, phone: '01212345678' }), { kind: 'validation', message: MOBILE_OPERATOR_MESSAGE });
  });

  it('given a supplier of that name, when another is created with it in another case, then a conflict', () => {
    thenRefused(() => whenCreated(rangsCreated, { supplierId: OTHER, ...rangs, name: 'RANGS MOTORS' }), { kind: 'conflict', message: 'A supplier named "RANGS MOTORS" already exists' });
  });
});

describe('supplier: update', () => {
  it('given a phone recorded before the phone rule, when the supplier is edited keeping it, then it is kept; a new one must pass', () => {
    const legacy: History = { ...rangsCreated, [supplierStream(RANGS)]: [created(RANGS, { ...rangs, phone: '0171-23' })] };
    thenEvents(whenUpdated(legacy, { supplierId: RANGS, ...rangs, phone: '0171-23', notes: 'Yamaha and Suzuki' }), [
      { stream: supplierStream(RANGS), events: [{ type: 'SupplierUpdated', data: { supplierId: RANGS, ...rangs, phone: '0171-23', notes: 'Yamaha and Suzuki' } }] },
    ]);
    thenRefused(() => whenUpdated(legacy, { supplierId: RANGS, ...rangs, phone: '0171-24' }), { kind: 'validation', message: MOBILE_LENGTH_MESSAGE });
  });

  it('given Rangs, when the list toggle sends isActive false alone, then SupplierDeactivated only', () => {
    thenEvents(whenUpdated(rangsCreated, { supplierId: RANGS, isActive: false }), [{ stream: supplierStream(RANGS), events: [{ type: 'SupplierDeactivated', data: { supplierId: RANGS } }] }]);
  });

  it('given an inactive Rangs, when toggled back, then SupplierActivated, and the state follows', () => {
    const inactive = appended(rangsCreated, whenUpdated(rangsCreated, { supplierId: RANGS, isActive: false }));
    assert.equal(stateOf<SupplierState>(inactive, supplierStream(RANGS)).isActive, false);
    assert.deepEqual(supplierRefOf(stateOf<SupplierState>(inactive, supplierStream(RANGS))), { supplierId: RANGS, name: 'Rangs Motors', isActive: false, used: false });
    const events = whenUpdated(inactive, { supplierId: RANGS, isActive: true });
    thenEvents(events, [{ stream: supplierStream(RANGS), events: [{ type: 'SupplierActivated', data: { supplierId: RANGS } }] }]);
    assert.equal(stateOf<SupplierState>(appended(inactive, events), supplierStream(RANGS)).isActive, true);
  });

  it('given Rangs, when renamed and deactivated in one form, then updated, toggled, the new name claimed and the old released', () => {
    const renamed = { ...rangs, name: 'Rangs Ltd', phone: '01711000001' };
    thenEvents(whenUpdated(rangsCreated, { supplierId: RANGS, ...renamed, isActive: false }), [
      {
        stream: supplierStream(RANGS),
        events: [
          { type: 'SupplierUpdated', data: { supplierId: RANGS, ...renamed } },
          { type: 'SupplierDeactivated', data: { supplierId: RANGS } },
        ],
      },
      { stream: nameStream('Rangs Ltd'), events: [nameClaimed('rangs ltd', RANGS)] },
      { stream: nameStream('Rangs Motors'), events: [nameReleased('rangs motors', RANGS)] },
    ]);
  });

  it('given Rangs, when the same values are sent, then no events', () => {
    thenEvents(whenUpdated(rangsCreated, { supplierId: RANGS, ...rangs, name: 'Rangs Motors ', isActive: true }), []);
  });

  it('validates the fields the update ends with', () => {
    thenRefused(() => whenUpdated(rangsCreated, { supplierId: RANGS, email: 'not an email', contactPerson: '' }), {
      kind: 'validation',
      message: 'Contact Person is required.',
      fieldErrors: { contactPerson: 'Contact Person is required.', email: 'Valid email is required.' },
    });
  });

  it('given another supplier holds the name, when renamed to it, then a conflict', () => {
    const history = appended(rangsCreated, [
      { stream: supplierStream(OTHER), events: [created(OTHER, { ...rangs, name: 'Runner Automobiles' })] },
      { stream: nameStream('Runner Automobiles'), events: [nameClaimed('runner automobiles', OTHER)] },
    ]);
    thenRefused(() => whenUpdated(history, { supplierId: RANGS, name: 'Runner Automobiles' }), { kind: 'conflict', message: 'A supplier named "Runner Automobiles" already exists' });
  });

  it('given no such supplier, when updated or toggled, then not found', () => {
    thenRefused(() => whenUpdated({}, { supplierId: OTHER, isActive: false }), { kind: 'not_found', message: 'Supplier not found' });
  });
});

describe('supplier: delete', () => {
  it('given Rangs without purchases or payables, when deleted, then SupplierDeleted and the name released', () => {
    thenEvents(whenDeleted(rangsCreated, RANGS), [
      { stream: supplierStream(RANGS), events: [{ type: 'SupplierDeleted', data: { supplierId: RANGS } }] },
      { stream: nameStream('Rangs Motors'), events: [nameReleased('rangs motors', RANGS)] },
    ]);
  });

  it('given Rangs has purchases, when deleted, then refused saying why', () => {
    thenRefused(() => whenDeleted(rangsCreated, RANGS, 1), {
      kind: 'rule',
      message: 'Supplier "Rangs Motors" cannot be deleted: it has 1 purchase. Mark it inactive instead.',
    });
  });

  it('given Rangs has open payables, or both, when deleted, then refused naming them', () => {
    thenRefused(() => whenDeleted(rangsCreated, RANGS, 0, 2), {
      kind: 'rule',
      message: 'Supplier "Rangs Motors" cannot be deleted: it has 2 open payables. Mark it inactive instead.',
    });
    thenRefused(() => whenDeleted(rangsCreated, RANGS, 3, 1), {
      kind: 'rule',
      message: 'Supplier "Rangs Motors" cannot be deleted: it has 3 purchases and 1 open payable. Mark it inactive instead.',
    });
  });

  it('given a purchase or a bill named Rangs (SupplierFirstUsed), when deleted, then refused saying why, even with nothing counted in the read models', () => {
    const used = appended(rangsCreated, [{ stream: supplierStream(RANGS), events: [{ type: 'SupplierFirstUsed', data: { supplierId: RANGS, by: 'purchase', sourceStream: 'purchase-pu-1' } }] }]);
    assert.equal(supplierRefOf(stateOf<SupplierState>(used, supplierStream(RANGS)))?.used, true);
    thenRefused(() => whenDeleted(used, RANGS), {
      kind: 'rule',
      message: 'Supplier "Rangs Motors" cannot be deleted: purchases or bills from it are on record (deleted or paid ones too). Mark it inactive instead.',
    });
    // The counts, when the read models have them, say more.
    thenRefused(() => whenDeleted(used, RANGS, 2), { kind: 'rule', message: 'Supplier "Rangs Motors" cannot be deleted: it has 2 purchases. Mark it inactive instead.' });
    // It can still be deactivated and edited.
    thenEvents(whenUpdated(used, { supplierId: RANGS, isActive: false }), [{ stream: supplierStream(RANGS), events: [{ type: 'SupplierDeactivated', data: { supplierId: RANGS } }] }]);
  });

  it('given a deleted supplier, when deleted or toggled again, then not found, and it is no longer a reference', () => {
    const history = appended(rangsCreated, whenDeleted(rangsCreated, RANGS));
    assert.equal(supplierRefOf(stateOf<SupplierState>(history, supplierStream(RANGS))), null);
    thenRefused(() => whenDeleted(history, RANGS), { kind: 'not_found', message: 'Supplier not found' });
    thenRefused(() => whenUpdated(history, { supplierId: RANGS, isActive: true }), { kind: 'not_found', message: 'Supplier not found' });
  });
});

describe('supplier: BIN (issue 24)', () => {
  const BIN_MESSAGE = 'BIN must be 13 digits';

  it('takes an optional BIN of 13 digits, kept as its digits', () => {
    const [supplier] = whenCreated({}, { supplierId: RANGS, ...rangs, bin: '000123456-7890' });
    assert.equal((supplier.events[0].data as SupplierProfile).bin, '0001234567890');
  });

  it('refuses a BIN that is not 13 digits, on create and on update', () => {
    for (const bin of ['123', '12345678901234', 'BIN0001234567', 1234567890123]) {
      thenRefused(() => whenCreated({}, { supplierId: RANGS, ...rangs, bin }), { kind: 'validation', message: BIN_MESSAGE, fieldErrors: { bin: BIN_MESSAGE } });
      thenRefused(() => whenUpdated(rangsCreated, { supplierId: RANGS, bin }), { kind: 'validation', message: BIN_MESSAGE, fieldErrors: { bin: BIN_MESSAGE } });
    }
  });

  it('given a supplier recorded before BINs, it has none; setting one is an update, clearing it another', () => {
    const { bin: _bin, ...before } = rangs;
    const history: History = { ...rangsCreated, [supplierStream(RANGS)]: [{ type: 'SupplierCreated', data: { supplierId: RANGS, ...before, isActive: true } }] };
    assert.equal(stateOf<SupplierState>(history, supplierStream(RANGS)).bin, '');
    assert.deepEqual(whenUpdated(history, { supplierId: RANGS, notes: rangs.notes }), [], 'nothing changed');
    const set = whenUpdated(history, { supplierId: RANGS, bin: '0001234567890' });
    assert.deepEqual(set[0].events, [{ type: 'SupplierUpdated', data: { supplierId: RANGS, ...rangs, bin: '0001234567890' } }]);
    const cleared = whenUpdated(appended(history, set), { supplierId: RANGS, bin: '' });
    assert.deepEqual(cleared[0].events, [{ type: 'SupplierUpdated', data: { supplierId: RANGS, ...rangs, bin: '' } }]);
  });
});
