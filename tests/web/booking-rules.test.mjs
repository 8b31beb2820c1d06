// The booking screen's rules of spec §4 (web/src/features/sales/bookings/use-bookings.ts): the
// status tag colours (others red), when Refund and Create Invoice are offered, and where Create
// Invoice leads (§2). Compiled with esbuild as Vite would, then run in node.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWebModule } from './web-module.mjs';

const { bookingStatusColor, canRefund, canInvoice, invoiceDisabledReason, invoicePathFor } = await loadWebModule('web/src/features/sales/bookings/use-bookings.ts');

const booking = (fields = {}) => ({ _id: '0190a1b2-0000-7000-8000-000000000001', status: 'Confirmed', chosenStatus: 'Confirmed', amount: 50000, refundableAmount: 50000, ...fields });

test('tag colours: Confirmed green, Pending orange, Refunded purple, Partial Refund blue, Applied cyan, others (Cancelled) red', () => {
  const colours = Object.fromEntries(['Confirmed', 'Pending', 'Refunded', 'Partial Refund', 'Applied', 'Cancelled', 'Something new'].map((status) => [status, bookingStatusColor(status)]));
  assert.deepEqual(colours, { Confirmed: 'green', Pending: 'orange', Refunded: 'purple', 'Partial Refund': 'blue', Applied: 'cyan', Cancelled: 'red', 'Something new': 'red' });
});

test('Refund is offered on a Confirmed booking with money remaining (partly refunded included), never on a Pending one', () => {
  assert.equal(canRefund(booking()), true);
  assert.equal(canRefund(booking({ status: 'Partial Refund', refundableAmount: 40000 })), true);
  assert.equal(canRefund(booking({ status: 'Pending', chosenStatus: 'Pending' })), false);
  assert.equal(canRefund(booking({ status: 'Confirmed', refundableAmount: 0 })), false);
  for (const status of ['Refunded', 'Applied', 'Cancelled']) assert.equal(canRefund(booking({ status, refundableAmount: 0 })), false, status);
});

test('Create Invoice enabled for a Confirmed or partly refunded booking (else disabled, saying why), and it leads to /sales/invoices/create?bookingId={id} whatever the booking is for', () => {
  assert.equal(canInvoice(booking()), true);
  assert.equal(invoiceDisabledReason(booking()), undefined);
  // Issue 23, item 20: what remains of a partly refunded booking can be applied too.
  assert.equal(canInvoice(booking({ status: 'Partial Refund', refundableAmount: 40000 })), true);
  assert.equal(invoiceDisabledReason(booking({ status: 'Partial Refund', refundableAmount: 40000 })), undefined);
  for (const status of ['Pending', 'Refunded', 'Applied', 'Cancelled']) {
    assert.equal(canInvoice(booking({ status })), false, status);
    assert.equal(invoiceDisabledReason(booking({ status })), `Only a Confirmed or partly refunded booking can be invoiced; this one is ${status}`);
  }
  assert.equal(invoiceDisabledReason(booking({ refundableAmount: 0 })), 'No booking money is left to apply');
  for (const extra of [{}, { description: 'Motorcycle reservation', motorcycle: { _id: 'unit' } }, { description: 'Parts reservation' }]) {
    assert.equal(invoicePathFor(booking(extra)), '/sales/invoices/create?bookingId=0190a1b2-0000-7000-8000-000000000001');
  }
});
