import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import type { JournalEntryPosted } from '../ledger/journal-entry-posted';
import { at, by, credit, debit, entryStateOf, INV_MOTO, OBE, productCommand, productOf, stockHistory, unitOf, whenProductCreated, whenProductDeleted, whenUnitDeleted, whenUnitRegistered, whenUnitUpdated } from './inventory-fixtures.test-helper';
import {
  emptyUnitDetails,
  motorcycleStock,
  motorcycleStockValue,
  releaseMotorcycleUnit,
  reserveMotorcycleUnit,
  reverseMotorcycleSale,
  sellMotorcycleUnit,
  type MotorcycleUnitEvent,
  type MotorcycleUnitState,
  type RegisterMotorcycleUnit,
} from './motorcycle-units';

const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });
const chart = stockHistory();
const withModels: History = [
  productCommand('p-fz', { type: 'Motorcycle', name: 'Yamaha FZ-S', model: 'V3', compatibility: undefined, cost: 18_000_000, salePrice: 21_000_000 }),
  productCommand('p-r15', { type: 'Motorcycle', name: 'Yamaha R15', model: 'V4', compatibility: undefined, cost: 45_000_000, salePrice: 52_000_000 }),
  productCommand('p-pad', {}),
].reduce((history, command) => appended(history, whenProductCreated(history, command)), chart);

const register = (fields: Partial<RegisterMotorcycleUnit> = {}): RegisterMotorcycleUnit => ({
  motorcycleId: 'mc-1',
  productId: 'p-fz',
  chassisNo: 'ME1RG0711K0001234',
  engineNo: 'G3E8E0123456',
  color: 'Racing Blue',
  status: 'Available',
  purchasePrice: 17_500_000,
  date: '2025-03-01',
  journalEntryId: 'je-mc-1',
  registeredBy: by,
  registeredAt: at,
  ...fields,
});
const withUnit = appended(withModels, whenUnitRegistered(withModels, register({ location: { warehouse: 'Showroom', section: 'A' }, mileage: 12 })));

describe('motorcycle register: a unit entered by hand', () => {
  it('given a Motorcycle product, when a unit is entered, then registered, linked to its product, its numbers claimed, and Dr Inventory - Motorcycles / Cr Opening Balance Equity at its price', () => {
    const details = { ...emptyUnitDetails, chassisNo: 'ME1RG0711K0001234', engineNo: 'G3E8E0123456', color: 'Racing Blue', productId: 'p-fz' };
    thenEvents(whenUnitRegistered(withModels, register({ chassisNo: ' ME1RG0711K0001234 ' })), [
      { stream: 'motorcycle-mc-1', events: [{ type: 'MotorcycleUnitRegistered', data: { motorcycleId: 'mc-1', ...details, purchasePrice: 17_500_000, origin: { kind: 'manual' }, journalEntryId: 'je-mc-1', registeredBy: by, registeredAt: at } }] },
      { stream: 'product-p-fz', events: [{ type: 'MotorcycleUnitLinked', data: { productId: 'p-fz', motorcycleId: 'mc-1' } }] },
      { stream: 'unique-motorcycle-chassis-me1rg0711k0001234', events: [{ type: 'UniqueValueClaimed', data: { scope: 'motorcycle-chassis', value: 'me1rg0711k0001234', ownerId: 'mc-1' } }] },
      { stream: 'unique-motorcycle-engine-g3e8e0123456', events: [{ type: 'UniqueValueClaimed', data: { scope: 'motorcycle-engine', value: 'g3e8e0123456', ownerId: 'mc-1' } }] },
      {
        stream: 'journal-entry-je-mc-1',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-mc-1', date: '2025-03-01', reference: 'MC-MC1', description: 'Motorcycle Yamaha FZ-S V3, chassis ME1RG0711K0001234, entered in the register at ৳1,75,000.00',
            lines: [debit(INV_MOTO, 17_500_000), credit(OBE, 17_500_000)], source: { kind: 'motorcycle-unit' as never, stream: 'motorcycle-mc-1' }, postedBy: by, postedAt: at,
          },
        }],
      },
    ]);
    const unit = unitOf(withUnit, 'mc-1');
    assert.deepStrictEqual([unit.lifecycle, unit.status, unit.location, unit.mileage, unit.journalEntryIds], ['registered', 'Available', { warehouse: 'Showroom', section: 'A', position: '' }, 12, ['je-mc-1']]);
    assert.equal(productOf(withUnit, 'p-fz').unitCount, 1);
  });

  it('refuses a chassis or engine number another unit has, whatever the case', () => {
    thenRefused(() => whenUnitRegistered(withUnit, register({ motorcycleId: 'mc-2', engineNo: 'OTHER-1', chassisNo: 'me1rg0711k0001234' })), { kind: 'conflict', message: 'A motorcycle with chassis number me1rg0711k0001234 already exists' });
    thenRefused(() => whenUnitRegistered(withUnit, register({ motorcycleId: 'mc-2', chassisNo: 'OTHER-1' })), { kind: 'conflict', message: 'A motorcycle with engine number G3E8E0123456 already exists' });
    thenRefused(() => whenUnitRegistered(withUnit, register()), { kind: 'conflict', message: 'Motorcycle already exists' });
  });

  it('refuses missing fields with the spec messages, a product that is not a Motorcycle, and Sold', () => {
    thenRefused(() => whenUnitRegistered(withModels, register({ chassisNo: '', engineNo: '', color: '', productId: '', mileage: -1 })), validation({
      chassisNo: 'Please enter chassis number!',
      engineNo: 'Please enter engine number!',
      color: 'Please enter color!',
      productId: 'Please select a product!',
      mileage: 'Mileage cannot be negative',
    }));
    thenRefused(() => whenUnitRegistered(withModels, register({ productId: 'p-pad' })), validation({ productId: 'Please select a Motorcycle product' }));
    thenRefused(() => whenUnitRegistered(withModels, register({ productId: 'p-none' })), validation({ productId: 'Product not found' }));
    thenRefused(() => whenUnitRegistered(withModels, register({ status: 'Sold' })), validation({ status: 'A motorcycle becomes Sold through its invoice' }));
  });

  it('posts nothing for a unit entered at no price', () => {
    const decided = whenUnitRegistered(withModels, register({ purchasePrice: 0 }));
    assert.equal(decided.some((s) => s.stream.startsWith('journal-entry-')), false);
  });
});

describe('motorcycle register: dates', () => {
  it('its past (bought, registered, last serviced) is dated today at the latest; its next service and insurance expiry may lie ahead, within the range', () => {
    // `at` is 2025-04-30 in Dhaka.
    thenRefused(() => whenUnitRegistered(withModels, register({ date: '2025-05-01', purchaseDate: '2025-05-01', registrationDate: '2025-05-02', lastServiceDate: '2025-05-03' })), validation({
      purchaseDate: 'The purchase date 2025-05-01 is in the future: a purchase is dated today (2025-04-30) at the latest',
      registrationDate: 'The registration date 2025-05-02 is in the future: a registration is dated today (2025-04-30) at the latest',
      lastServiceDate: 'The service date 2025-05-03 is in the future: a service is dated today (2025-04-30) at the latest',
      date: 'The purchase date 2025-05-01 is in the future: a purchase is dated today (2025-04-30) at the latest',
    }));
    thenRefused(() => whenUnitRegistered(withModels, register({ nextServiceDate: '2100-01-01', insuranceDetails: { expiryDate: '9999-12-31' } })), validation({
      nextServiceDate: 'Date must be between 2000-01-01 and 2099-12-31',
      'insuranceDetails.expiryDate': 'Date must be between 2000-01-01 and 2099-12-31',
    }));
    const unit = unitOf(appended(withModels, whenUnitRegistered(withModels, register({ nextServiceDate: '2026-04-30', insuranceDetails: { expiryDate: '2026-12-31' } }))), 'mc-1');
    assert.deepStrictEqual([unit.nextServiceDate, unit.insuranceDetails.expiryDate], ['2026-04-30', '2026-12-31']);
  });
});

describe('motorcycle register: edits', () => {
  it('edits its details and status; nothing changed decides nothing', () => {
    const decided = whenUnitUpdated(withUnit, { motorcycleId: 'mc-1', status: 'Reserved', nextServiceDate: '2025-06-01', insuranceDetails: { provider: 'Green Delta', premium: 350_000 }, updatedBy: by, updatedAt: at });
    assert.equal(decided.length, 1);
    const unit = unitOf(appended(withUnit, decided), 'mc-1');
    assert.deepStrictEqual([unit.status, unit.nextServiceDate, unit.insuranceDetails], ['Reserved', '2025-06-01', { provider: 'Green Delta', policyNumber: '', expiryDate: null, premium: 350_000 }]);
    assert.deepStrictEqual(whenUnitUpdated(withUnit, { motorcycleId: 'mc-1', color: 'Racing Blue', updatedBy: by, updatedAt: at }), []);
  });

  it('a new purchase price posts the difference against Opening Balance Equity', () => {
    const decided = whenUnitUpdated(withUnit, { motorcycleId: 'mc-1', purchasePrice: 17_000_000, date: '2025-03-20', journalEntryId: 'je-mc-1-b', updatedBy: by, updatedAt: at });
    assert.deepStrictEqual(decided[0].events, [{
      type: 'MotorcycleUnitRepriced',
      data: { motorcycleId: 'mc-1', productId: 'p-fz', previousPrice: 17_500_000, purchasePrice: 17_000_000, date: '2025-03-20', journalEntryId: 'je-mc-1-b', repricedBy: by, repricedAt: at },
    } satisfies MotorcycleUnitEvent]);
    assert.deepStrictEqual((decided[1].events[0] as JournalEntryPosted).data.lines, [debit(OBE, 500_000), credit(INV_MOTO, 500_000)]);
    assert.deepStrictEqual(unitOf(appended(withUnit, decided), 'mc-1').journalEntryIds, ['je-mc-1', 'je-mc-1-b']);
  });

  it('moves a unit to another Motorcycle product, and renumbers it, releasing the old numbers', () => {
    const decided = whenUnitUpdated(withUnit, { motorcycleId: 'mc-1', productId: 'p-r15', chassisNo: 'NEW-CH', updatedBy: by, updatedAt: at });
    assert.deepStrictEqual(decided.map((s) => s.stream), [
      'motorcycle-mc-1', 'product-p-fz', 'product-p-r15', 'unique-motorcycle-chassis-new-ch', 'unique-motorcycle-chassis-me1rg0711k0001234',
    ]);
  });

  it('refuses Sold by hand, and a price change of a sold unit or of one from a purchase', () => {
    thenRefused(() => whenUnitUpdated(withUnit, { motorcycleId: 'mc-1', status: 'Sold', updatedBy: by, updatedAt: at }), { kind: 'rule', message: 'A motorcycle becomes Sold through its invoice' });
    const sold = appended(withUnit, [{ stream: 'motorcycle-mc-1', events: [sellMotorcycleUnit(unitOf(withUnit, 'mc-1'), { invoiceId: 'inv-1', date: '2025-04-01', soldBy: by, soldAt: at }).event] }]);
    thenRefused(() => whenUnitUpdated(sold, { motorcycleId: 'mc-1', purchasePrice: 1, date: '2025-04-02', journalEntryId: 'x', updatedBy: by, updatedAt: at }), { kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is sold; its purchase price and product cannot change' });
    thenRefused(() => whenUnitUpdated(sold, { motorcycleId: 'mc-1', status: 'Available', updatedBy: by, updatedAt: at }), { kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is sold; its status changes only through its invoice' });
    const fromPurchase = appended(withUnit, [{ stream: 'motorcycle-mc-1', events: [{ type: 'MotorcycleUnitRegistered', data: { ...unitOf(withUnit, 'mc-1'), motorcycleId: 'mc-1', origin: { kind: 'purchase', purchaseId: 'pu-1', memoNumber: 'M-7' }, journalEntryId: null, registeredBy: by, registeredAt: at } } as MotorcycleUnitEvent] }]);
    thenRefused(() => whenUnitUpdated(fromPurchase, { motorcycleId: 'mc-1', purchasePrice: 1, date: '2025-04-02', journalEntryId: 'x', updatedBy: by, updatedAt: at }), {
      kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 came from purchase M-7; correct its price or product by editing that purchase',
    });
  });
});

describe('motorcycle register: delete, and the stock it is', () => {
  it('given an Available unit entered by hand, when deleted, then removed, unlinked, its numbers released, and each of its postings reversed', () => {
    const repriced = appended(withUnit, whenUnitUpdated(withUnit, { motorcycleId: 'mc-1', purchasePrice: 17_000_000, date: '2025-03-20', journalEntryId: 'je-mc-1-b', updatedBy: by, updatedAt: at }));
    const decided = whenUnitDeleted(repriced, { motorcycleId: 'mc-1', date: '2025-03-25', deletedBy: by, deletedAt: at });
    assert.deepStrictEqual(decided.map((s) => s.stream), [
      'motorcycle-mc-1',
      'product-p-fz',
      'unique-motorcycle-chassis-me1rg0711k0001234',
      'unique-motorcycle-engine-g3e8e0123456',
      'journal-entry-je-mc-1',
      'journal-entry-je-mc-1-rev',
      'journal-entry-je-mc-1-b',
      'journal-entry-je-mc-1-b-rev',
    ]);
    const after = appended(repriced, decided);
    assert.equal(entryStateOf(after, 'je-mc-1').status, 'reversed');
    assert.deepStrictEqual(entryStateOf(after, 'je-mc-1-rev').lines, [credit(INV_MOTO, 17_500_000), debit(OBE, 17_500_000)]);
    assert.equal(unitOf(after, 'mc-1').lifecycle, 'removed');
    assert.equal(productOf(after, 'p-fz').unitCount, 0);
    assert.ok(whenUnitRegistered(after, register({ motorcycleId: 'mc-9', journalEntryId: 'je-9' })).length > 0, 'its numbers are free again');
  });

  it('refuses to delete a unit that is not Available, or that came from a purchase', () => {
    const reserved = appended(withUnit, whenUnitUpdated(withUnit, { motorcycleId: 'mc-1', status: 'In Service', updatedBy: by, updatedAt: at }));
    thenRefused(() => whenUnitDeleted(reserved, { motorcycleId: 'mc-1', date: '2025-03-25', deletedBy: by, deletedAt: at }), { kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is In Service; only an Available motorcycle can be deleted' });
    thenRefused(() => whenUnitDeleted(withUnit, { motorcycleId: 'mc-404', date: '2025-03-25', deletedBy: by, deletedAt: at }), { kind: 'not_found', message: 'Motorcycle not found' });
  });

  it('a Motorcycle product with units in stock cannot be deleted; counted from the register, Sold units left out', () => {
    const two = appended(withUnit, whenUnitRegistered(withUnit, register({ motorcycleId: 'mc-2', chassisNo: 'CH-2', engineNo: 'EN-2', purchasePrice: 18_100_000, journalEntryId: 'je-mc-2' })));
    const units: MotorcycleUnitState[] = [unitOf(two, 'mc-1'), unitOf(two, 'mc-2')];
    assert.equal(motorcycleStock(units, 'p-fz'), 2);
    assert.equal(motorcycleStockValue(units, 'p-fz'), 35_600_000);
    thenRefused(() => whenProductDeleted(two, 'p-fz'), { kind: 'rule', message: 'Yamaha FZ-S has 2 motorcycles in stock; a product with stock cannot be deleted' });
    const { event, cost } = sellMotorcycleUnit(units[0], { invoiceId: 'inv-1', date: '2025-04-01', soldBy: by, soldAt: at });
    assert.equal(cost, 17_500_000);
    const sold = appended(two, [{ stream: 'motorcycle-mc-1', events: [event] }]);
    assert.equal(motorcycleStock([unitOf(sold, 'mc-1'), unitOf(sold, 'mc-2')], 'p-fz'), 1);
    assert.equal(motorcycleStockValue([unitOf(sold, 'mc-1'), unitOf(sold, 'mc-2')]), 18_100_000);
    thenRefused(() => sellMotorcycleUnit(unitOf(sold, 'mc-1'), { invoiceId: 'inv-2', date: '2025-04-01', soldBy: by, soldAt: at }), { kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is Sold; only Available motorcycles can be sold' });
    const back = reverseMotorcycleSale(unitOf(sold, 'mc-1'), { invoiceId: 'inv-1', date: '2025-04-02', reversedBy: by, reversedAt: at });
    assert.equal(unitOf(appended(sold, [{ stream: 'motorcycle-mc-1', events: [back] }]), 'mc-1').status, 'Available');
  });
});

describe('motorcycle register: held for a booking', () => {
  const reserve = (history: History, bookingId: string, motorcycleId = 'mc-1') =>
    appended(history, [{ stream: `motorcycle-${motorcycleId}`, events: [reserveMotorcycleUnit(unitOf(history, motorcycleId), { bookingId, reservedBy: by, reservedAt: at })] }]);
  const sell = (history: History, invoiceId: string, bookingId?: string) =>
    appended(history, [{ stream: 'motorcycle-mc-1', events: [sellMotorcycleUnit(unitOf(history, 'mc-1'), { invoiceId, date: '2025-04-01', soldBy: by, soldAt: at, bookingId }).event] }]);
  const reserved = reserve(withUnit, 'bk-1');

  it('given an Available unit, when a booking reserves it, then it is Reserved by that booking and still in stock', () => {
    assert.deepStrictEqual(reserveMotorcycleUnit(unitOf(withUnit, 'mc-1'), { bookingId: 'bk-1', reservedBy: by, reservedAt: at }), {
      type: 'MotorcycleUnitReserved', data: { motorcycleId: 'mc-1', productId: 'p-fz', bookingId: 'bk-1', reservedBy: by, reservedAt: at },
    } satisfies MotorcycleUnitEvent);
    const unit = unitOf(reserved, 'mc-1');
    assert.deepStrictEqual([unit.status, unit.reservedByBookingId], ['Reserved', 'bk-1']);
    assert.equal(motorcycleStock([unit], 'p-fz'), 1);
  });

  it('refuses to reserve a unit that is not Available (reserved by a booking, by hand, In Service, Sold) or not registered', () => {
    thenRefused(() => reserveMotorcycleUnit(unitOf(reserved, 'mc-1'), { bookingId: 'bk-2', reservedBy: by, reservedAt: at }), { kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is Reserved; only an Available motorcycle can be reserved' });
    const inService = appended(withUnit, whenUnitUpdated(withUnit, { motorcycleId: 'mc-1', status: 'In Service', updatedBy: by, updatedAt: at }));
    thenRefused(() => reserveMotorcycleUnit(unitOf(inService, 'mc-1'), { bookingId: 'bk-2', reservedBy: by, reservedAt: at }), { kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is In Service; only an Available motorcycle can be reserved' });
    thenRefused(() => reserveMotorcycleUnit(unitOf(sell(withUnit, 'inv-1'), 'mc-1'), { bookingId: 'bk-2', reservedBy: by, reservedAt: at }), { kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is Sold; only an Available motorcycle can be reserved' });
    thenRefused(() => reserveMotorcycleUnit(unitOf(withUnit, 'mc-404'), { bookingId: 'bk-2', reservedBy: by, reservedAt: at }), { kind: 'not_found', message: 'Motorcycle not found' });
  });

  it('releases only for the booking that holds it; then it is Available again', () => {
    thenRefused(() => releaseMotorcycleUnit(unitOf(reserved, 'mc-1'), { bookingId: 'bk-2', reason: 'cancelled', releasedBy: by, releasedAt: at }), { kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is not reserved by this booking' });
    thenRefused(() => releaseMotorcycleUnit(unitOf(withUnit, 'mc-1'), { bookingId: 'bk-1', reason: 'cancelled', releasedBy: by, releasedAt: at }), { kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is not reserved by this booking' });
    const released = releaseMotorcycleUnit(unitOf(reserved, 'mc-1'), { bookingId: 'bk-1', reason: 'refunded', releasedBy: by, releasedAt: at });
    assert.deepStrictEqual(released.data, { motorcycleId: 'mc-1', productId: 'p-fz', bookingId: 'bk-1', reason: 'refunded', releasedBy: by, releasedAt: at });
    const unit = unitOf(appended(reserved, [{ stream: 'motorcycle-mc-1', events: [released] }]), 'mc-1');
    assert.deepStrictEqual([unit.status, unit.reservedByBookingId], ['Available', null]);
  });

  it('sells a reserved unit only on the invoice of the booking that holds it; a void puts it back Reserved for that booking', () => {
    thenRefused(() => sellMotorcycleUnit(unitOf(reserved, 'mc-1'), { invoiceId: 'inv-1', date: '2025-04-01', soldBy: by, soldAt: at }), { kind: 'rule', message: 'Motorcycle is reserved by another booking' });
    thenRefused(() => sellMotorcycleUnit(unitOf(reserved, 'mc-1'), { invoiceId: 'inv-1', date: '2025-04-01', soldBy: by, soldAt: at, bookingId: 'bk-2' }), { kind: 'rule', message: 'Motorcycle is reserved by another booking' });
    const { event } = sellMotorcycleUnit(unitOf(reserved, 'mc-1'), { invoiceId: 'inv-1', date: '2025-04-01', soldBy: by, soldAt: at, bookingId: 'bk-1' });
    assert.equal(event.data.reservedByBookingId, 'bk-1');
    const sold = sell(reserved, 'inv-1', 'bk-1');
    assert.deepStrictEqual([unitOf(sold, 'mc-1').status, motorcycleStock([unitOf(sold, 'mc-1')], 'p-fz')], ['Sold', 0]);
    const back = reverseMotorcycleSale(unitOf(sold, 'mc-1'), { invoiceId: 'inv-1', date: '2025-04-02', reversedBy: by, reversedAt: at });
    assert.equal(back.data.reservedByBookingId, 'bk-1');
    const unit = unitOf(appended(sold, [{ stream: 'motorcycle-mc-1', events: [back] }]), 'mc-1');
    assert.deepStrictEqual([unit.status, unit.reservedByBookingId, unit.invoiceId], ['Reserved', 'bk-1', null]);
  });

  it('an Available unit sells on a booking that held no unit, and a void makes it Available, as before', () => {
    const sold = sell(withUnit, 'inv-1', 'bk-9');
    assert.equal(Object.hasOwn(sold['motorcycle-mc-1'].at(-1)!.data as object, 'reservedByBookingId'), false);
    const back = reverseMotorcycleSale(unitOf(sold, 'mc-1'), { invoiceId: 'inv-1', date: '2025-04-02', reversedBy: by, reversedAt: at });
    assert.deepStrictEqual([unitOf(appended(sold, [{ stream: 'motorcycle-mc-1', events: [back] }]), 'mc-1').status], ['Available']);
  });

  it('a unit marked Reserved by hand is not sold, and a unit a booking holds does not change status by hand', () => {
    const byHand = appended(withUnit, whenUnitUpdated(withUnit, { motorcycleId: 'mc-1', status: 'Reserved', updatedBy: by, updatedAt: at }));
    thenRefused(() => sellMotorcycleUnit(unitOf(byHand, 'mc-1'), { invoiceId: 'inv-1', date: '2025-04-01', soldBy: by, soldAt: at, bookingId: 'bk-1' }), { kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is Reserved; only Available motorcycles can be sold' });
    thenRefused(() => whenUnitUpdated(reserved, { motorcycleId: 'mc-1', status: 'Available', updatedBy: by, updatedAt: at }), {
      kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is reserved by a booking; it is released when that booking is applied, refunded or cancelled',
    });
    assert.equal(whenUnitUpdated(reserved, { motorcycleId: 'mc-1', color: 'Matte Black', updatedBy: by, updatedAt: at }).length, 1, 'its other details still change');
    thenRefused(() => whenUnitDeleted(reserved, { motorcycleId: 'mc-1', date: '2025-03-25', deletedBy: by, deletedAt: at }), { kind: 'rule', message: 'Motorcycle ME1RG0711K0001234 is Reserved; only an Available motorcycle can be deleted' });
  });
});
