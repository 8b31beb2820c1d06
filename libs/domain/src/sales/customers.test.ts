import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  addCustomer,
  CUSTOMER_PHONE_SCOPE,
  customerPhoneKey,
  customerProblem,
  customerRefOf,
  customerStream,
  customerUse,
  deleteCustomer,
  initialCustomerState,
  updateCustomer,
  type CustomerEvent,
  type CustomerFields,
  type CustomerProfile,
  type CustomerState,
} from './customers';
import { foldStream } from '../streams';
import { uniqueValueStream, type UniqueValueEvent, type UniqueValueState } from '../shared/uniqueness';
import { vehicleStream, type VehicleState } from '../inventory/vehicles';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';

const RAHIM = 'rahim';
const KARIM = 'karim';
const FZ = 'fz-v3';

const rahim: CustomerProfile = {
  name: 'Rahim Uddin',
  phone: '01711000000',
  fatherName: 'Karim Uddin',
  email: 'rahim@example.com',
  address: 'Mirpur 10, Dhaka',
  nid: '1234567890',
  bin: '',
  vehicle: null,
};
const phoneStream = (phone: string) => uniqueValueStream(CUSTOMER_PHONE_SCOPE, customerPhoneKey(phone));
const added = (customerId: string, profile: CustomerProfile): CustomerEvent => ({ type: 'CustomerAdded', data: { customerId, ...profile } });
const phoneClaimed = (phone: string, ownerId: string): UniqueValueEvent => ({ type: 'UniqueValueClaimed', data: { scope: CUSTOMER_PHONE_SCOPE, value: customerPhoneKey(phone), ownerId } });
const phoneReleased = (phone: string, ownerId: string): UniqueValueEvent => ({ type: 'UniqueValueReleased', data: { scope: CUSTOMER_PHONE_SCOPE, value: customerPhoneKey(phone), ownerId } });

const rahimAdded: History = {
  [customerStream(RAHIM)]: [added(RAHIM, rahim)],
  [phoneStream(rahim.phone)]: [phoneClaimed(rahim.phone, RAHIM)],
  [vehicleStream(FZ)]: [{ type: 'VehicleCreated', data: { vehicleId: FZ, name: 'FZ', model: 'V3', year: 2024, type: 'Motorcycle', color: 'Blue', engineCapacity: '150cc', fuelType: 'Petrol' } }],
};

const givenFor = (history: History, customerId: string, fields: CustomerFields) => {
  const customer = stateOf<CustomerState>(history, customerStream(customerId));
  const phone = typeof fields.phone === 'string' ? fields.phone : customer.phone;
  const vehicle = typeof fields.vehicle === 'string' ? stateOf<VehicleState>(history, vehicleStream(fields.vehicle)) : undefined;
  return { customer, phone: stateOf<UniqueValueState>(history, phoneStream(phone)), vehicle };
};
const whenAdded = (history: History, command: CustomerFields & { customerId: string }) => addCustomer(command, givenFor(history, command.customerId, command));
const whenUpdated = (history: History, command: CustomerFields & { customerId: string }) => updateCustomer(command, givenFor(history, command.customerId, command));
const whenDeleted = (history: History, customerId: string) => deleteCustomer({ customerId }, { customer: stateOf<CustomerState>(history, customerStream(customerId)) });
const customerIn = (history: History, customerId: string) => stateOf<CustomerState>(history, customerStream(customerId));

describe('customer: add', () => {
  it('given nothing, when added, then CustomerAdded, trimmed, the phone normalised to its digits and claimed', () => {
    thenEvents(whenAdded({}, { customerId: RAHIM, ...rahim, name: ' Rahim Uddin ', phone: '+880 1711-000000' }), [
      { stream: 'customer-rahim', events: [added(RAHIM, rahim)] },
      { stream: 'unique-customer-phone-01711000000', events: [phoneClaimed(rahim.phone, RAHIM)] },
    ]);
  });

  it('needs only a name and a phone; the email is not validated on add (spec §5)', () => {
    const [customer] = whenAdded({}, { customerId: RAHIM, name: 'Rahim', phone: '01711000000', email: 'not an email' });
    assert.deepEqual(customer.events, [added(RAHIM, { name: 'Rahim', phone: '01711000000', fatherName: '', email: 'not an email', address: '', nid: '', bin: '', vehicle: null })]);
  });

  it('refuses a missing name and phone with the messages of both', () => {
    thenRefused(() => whenAdded({}, { customerId: RAHIM, email: 'a@b.co', phone: '  ' }), {
      kind: 'validation',
      message: 'Name is required.',
      fieldErrors: { name: 'Name is required.', phone: 'Phone is required.' },
    });
  });

  it('refuses a phone that is not a phone number, an NID of the wrong length and over-long text', () => {
    thenRefused(() => whenAdded({}, { customerId: RAHIM, ...rahim, phone: 'call me', nid: '12345', address: 'x'.repeat(501) }), {
      kind: 'validation',
      message: 'Phone may hold only digits, spaces, brackets, dashes and a leading +',
      fieldErrors: {
        phone: 'Phone may hold only digits, spaces, brackets, dashes and a leading +',
        address: 'Address must be at most 500 characters',
        nid: 'NID must be 10, 13 or 17 digits',
      },
    });
  });

  it('refuses a mobile number without 11 digits, saying what a mobile number is (0171-23, 017112345678)', () => {
    for (const phone of ['0171-23', '017112345678', '0190', '+880 1711-00000']) {
      thenRefused(() => whenAdded({}, { customerId: RAHIM, ...rahim, phone }), {
        kind: 'validation',
        message: 'A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)',
        fieldErrors: { phone: 'A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)' },
      });
    }
  });

  it('takes a Dhaka landline with its area code, kept as its digits', () => {
    const [customer] = whenAdded({}, { customerId: RAHIM, name: 'Rahim', phone: '02-9123456' });
    assert.equal((customer.events[0].data as CustomerProfile).phone, '029123456');
  });

  it('refuses a phone another customer holds, however it is written', () => {
    for (const phone of ['01711000000', '+880 1711-000000', '8801711000000']) {
      thenRefused(() => whenAdded(rahimAdded, { customerId: KARIM, name: 'Karim', phone }), { kind: 'conflict', message: `A customer with phone number ${phone} already exists`, fieldErrors: { phone: `A customer with phone number ${phone} already exists` } });
    }
  });

  it('takes the vehicle model the customer rides, which must exist', () => {
    assert.equal((whenAdded(rahimAdded, { customerId: KARIM, name: 'Karim', phone: '01811000000', vehicle: FZ })[0].events[0].data as CustomerProfile).vehicle, FZ);
    thenRefused(() => whenAdded(rahimAdded, { customerId: KARIM, name: 'Karim', phone: '01811000000', vehicle: 'no-such-vehicle' }), {
      kind: 'validation',
      message: 'Vehicle not found',
      fieldErrors: { vehicle: 'Vehicle not found' },
    });
  });

  it('refuses to add the same customer id twice', () => {
    thenRefused(() => whenAdded(rahimAdded, { customerId: RAHIM, name: 'Rahim', phone: '01911000000' }), { kind: 'conflict', message: 'Customer already exists' });
  });
});

describe('customer: update', () => {
  it('changes what it names, keeps the rest, and moves the phone reservation when the number changes', () => {
    thenEvents(whenUpdated(rahimAdded, { customerId: RAHIM, phone: '01911 000000', vehicle: FZ }), [
      { stream: customerStream(RAHIM), events: [{ type: 'CustomerUpdated', data: { customerId: RAHIM, ...rahim, phone: '01911000000', vehicle: FZ } }] },
      { stream: phoneStream('01911000000'), events: [phoneClaimed('01911000000', RAHIM)] },
      { stream: phoneStream(rahim.phone), events: [phoneReleased(rahim.phone, RAHIM)] },
    ]);
  });

  it('changes nothing when the number is only written differently: it is kept normalised', () => {
    assert.deepEqual(whenUpdated(rahimAdded, { customerId: RAHIM, phone: '+880 1711 000000' }), []);
  });

  it('keeps the phone reservation when a number kept as typed before normalising is normalised', () => {
    const typedBefore: History = { ...rahimAdded, [customerStream(RAHIM)]: [added(RAHIM, { ...rahim, phone: '01711-000000' })] };
    const decided = whenUpdated(typedBefore, { customerId: RAHIM, phone: '+880 1711 000000' });
    assert.deepEqual(decided.map(({ stream }) => stream), [customerStream(RAHIM)]);
    assert.equal((decided[0].events[0].data as CustomerProfile).phone, '01711000000');
  });

  it('appends nothing when nothing changes', () => {
    assert.deepEqual(whenUpdated(rahimAdded, { customerId: RAHIM, name: 'Rahim Uddin ' }), []);
  });

  it('requires a name and a phone on update, and an email that changes to be valid', () => {
    thenRefused(() => whenUpdated(rahimAdded, { customerId: RAHIM, name: '', phone: '', email: '' }), {
      kind: 'validation',
      message: 'Name is required.',
      fieldErrors: { name: 'Name is required.', phone: 'Phone is required.' },
    });
    thenRefused(() => whenUpdated(rahimAdded, { customerId: RAHIM, phone: '0171-23' }), {
      kind: 'validation',
      message: 'A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)',
      fieldErrors: { phone: 'A mobile number has 11 digits: 01 and 9 more (e.g. 01712345678)' },
    });
    thenRefused(() => whenUpdated(rahimAdded, { customerId: RAHIM, email: 'rahim@' }), {
      kind: 'validation',
      message: 'Please enter a valid email.',
      fieldErrors: { email: 'Please enter a valid email.' },
    });
  });

  it('corrects only the address of a customer without an email: the email stays optional, as on add', () => {
    const noEmail: History = { ...rahimAdded, [customerStream(RAHIM)]: [added(RAHIM, { ...rahim, email: '' })] };
    const [customer] = whenUpdated(noEmail, { customerId: RAHIM, address: 'Uttara, Dhaka' });
    assert.deepEqual(customer.events, [{ type: 'CustomerUpdated', data: { customerId: RAHIM, ...rahim, email: '', address: 'Uttara, Dhaka' } }]);
    const [cleared] = whenUpdated(rahimAdded, { customerId: RAHIM, email: '' });
    assert.equal((cleared.events[0].data as CustomerProfile).email, '');
  });

  it('keeps an email or phone recorded before these rules as it is when the update leaves it alone', () => {
    const recordedBefore: History = { ...rahimAdded, [customerStream(RAHIM)]: [added(RAHIM, { ...rahim, email: 'rahim at home', phone: '0171-23' })] };
    const [customer] = whenUpdated(recordedBefore, { customerId: RAHIM, address: 'Uttara, Dhaka', email: 'rahim at home', phone: '0171-23' });
    assert.deepEqual(customer.events, [{ type: 'CustomerUpdated', data: { customerId: RAHIM, ...rahim, email: 'rahim at home', phone: '0171-23', address: 'Uttara, Dhaka' } }]);
  });

  it("refuses another customer's phone", () => {
    const history = appended(rahimAdded, whenAdded(rahimAdded, { customerId: KARIM, name: 'Karim', phone: '01811000000' }));
    thenRefused(() => whenUpdated(history, { customerId: KARIM, phone: '01711000000', email: 'karim@example.com' }), {
      kind: 'conflict',
      message: 'A customer with phone number 01711000000 already exists',
    });
  });

  it('refuses an unknown or deleted customer', () => {
    thenRefused(() => whenUpdated({}, { customerId: KARIM, name: 'Karim' }), { kind: 'not_found', message: 'Customer not found.' });
    const deleted = appended(rahimAdded, whenDeleted(rahimAdded, RAHIM));
    thenRefused(() => whenUpdated(deleted, { customerId: RAHIM, name: 'Rahim' }), { kind: 'not_found', message: 'Customer not found.' });
  });
});

describe('customer: use and delete', () => {
  it('given an unused customer, when deleted, then CustomerDeleted and the phone released for another customer', () => {
    const decided = whenDeleted(rahimAdded, RAHIM);
    thenEvents(decided, [
      { stream: customerStream(RAHIM), events: [{ type: 'CustomerDeleted', data: { customerId: RAHIM } }] },
      { stream: phoneStream(rahim.phone), events: [phoneReleased(rahim.phone, RAHIM)] },
    ]);
    const history = appended(rahimAdded, decided);
    assert.equal(customerIn(history, RAHIM).lifecycle, 'deleted');
    assert.equal(whenAdded(history, { customerId: KARIM, name: 'Karim', phone: rahim.phone }).length, 2);
  });

  it('marks the first use of a customer once, and nothing after', () => {
    const firstUse = customerUse(customerIn(rahimAdded, RAHIM), { usedBy: 'invoice', sourceId: 'inv-1' });
    thenEvents(firstUse, [{ stream: customerStream(RAHIM), events: [{ type: 'CustomerFirstUsed', data: { customerId: RAHIM, usedBy: 'invoice', sourceId: 'inv-1' } }] }]);
    const used = appended(rahimAdded, firstUse);
    assert.equal(customerIn(used, RAHIM).used, true);
    assert.deepEqual(customerUse(customerIn(used, RAHIM), { usedBy: 'booking', sourceId: 'bk-1' }), []);
  });

  it('refuses to delete a customer with invoices, bookings or receivables, saying why', () => {
    for (const usedBy of ['invoice', 'booking', 'receivable'] as const) {
      const used = appended(rahimAdded, customerUse(customerIn(rahimAdded, RAHIM), { usedBy, sourceId: 'x' }));
      thenRefused(() => whenDeleted(used, RAHIM), { kind: 'rule', message: 'This customer has invoices, bookings or receivables and cannot be deleted' });
    }
  });

  it('refuses to use or delete a customer that does not exist', () => {
    thenRefused(() => customerUse(initialCustomerState, { usedBy: 'invoice', sourceId: 'x' }), { kind: 'not_found', message: 'Customer not found' });
    thenRefused(() => whenDeleted({}, RAHIM), { kind: 'not_found', message: 'Customer not found.' });
  });
});

describe('customer: as other decisions see it', () => {
  it('is a reference only while active', () => {
    assert.deepEqual(customerRefOf(customerIn(rahimAdded, RAHIM)), { customerId: RAHIM, name: rahim.name, phone: rahim.phone });
    assert.equal(customerRefOf(initialCustomerState), null);
    assert.equal(customerRefOf(customerIn(appended(rahimAdded, whenDeleted(rahimAdded, RAHIM)), RAHIM)), null);
  });

  it('names the problem with the customer a command names', () => {
    const ref = customerRefOf(customerIn(rahimAdded, RAHIM));
    assert.equal(customerProblem(undefined, ref), 'Customer is required');
    assert.equal(customerProblem(' ', ref), 'Customer is required');
    assert.equal(customerProblem(KARIM, null), 'Customer not found');
    assert.equal(customerProblem(KARIM, ref), 'Customer not found');
    assert.equal(customerProblem(RAHIM, ref), null);
  });

  it('folds the customer and its phone reservation with the registered stream kinds', () => {
    assert.deepEqual(foldStream(customerStream('x'), []), initialCustomerState);
    assert.deepEqual(foldStream(phoneStream('01711000000'), [phoneClaimed('01711000000', RAHIM)]), { ownerId: RAHIM });
  });
});

describe('customer: BIN (issue 24)', () => {
  const BIN_MESSAGE = 'BIN must be 13 digits';

  it('takes an optional BIN of 13 digits, kept as its digits; a blank one is none', () => {
    const [customer] = whenAdded({}, { customerId: RAHIM, ...rahim, bin: '0001-2345-6789 0' });
    assert.equal((customer.events[0].data as CustomerProfile).bin, '0001234567890');
    const [without] = whenAdded({}, { customerId: RAHIM, ...rahim, bin: '  ' });
    assert.equal((without.events[0].data as CustomerProfile).bin, '');
  });

  it('refuses a BIN that is not 13 digits, on add and on update', () => {
    for (const bin of ['123456789012', '12345678901234', '00012345678AB', 1234567890123]) {
      thenRefused(() => whenAdded({}, { customerId: RAHIM, ...rahim, bin }), { kind: 'validation', message: BIN_MESSAGE, fieldErrors: { bin: BIN_MESSAGE } });
      thenRefused(() => whenUpdated(rahimAdded, { customerId: RAHIM, bin }), { kind: 'validation', message: BIN_MESSAGE, fieldErrors: { bin: BIN_MESSAGE } });
    }
  });

  it('given a customer recorded before BINs, it has none; an update setting one appends it and a later update leaving it out keeps it', () => {
    const { bin: _bin, ...before } = rahim;
    const history: History = { ...rahimAdded, [customerStream(RAHIM)]: [{ type: 'CustomerAdded', data: { customerId: RAHIM, ...before } }] };
    assert.equal(customerIn(history, RAHIM).bin, '');
    assert.deepEqual(whenUpdated(history, { customerId: RAHIM, address: rahim.address }), [], 'nothing changed');
    const updated = whenUpdated(history, { customerId: RAHIM, bin: '0001234567890' });
    assert.equal((updated[0].events[0].data as CustomerProfile).bin, '0001234567890');
    const after = appended(history, updated);
    assert.equal((whenUpdated(after, { customerId: RAHIM, address: 'Uttara, Dhaka' })[0].events[0].data as CustomerProfile).bin, '0001234567890');
  });
});
