import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { upcastEvent, schemaVersionOf } from './upcasters';
import { foldStream } from './streams';
import { purchaseStream, type PurchaseState } from './inventory/purchases';
import { payableStream, type PayableState } from './payables/payables';

/**
 * Issue 21: before the books held dates to 2000–2099, a purchase dated 9999-12-31 with 30 days'
 * terms was stored with the due date its decider derived, `+010000-01` (the ISO text of
 * 10000-01-30 cut to ten characters), at the current schema version. PostgreSQL cannot read it, so
 * the projector stopped on it for good. Those events stay as stored; they are read with the due date
 * on the calendar's last day.
 */
describe('upcasting: a due date past the calendar, as issue 21 stored it', () => {
  const purchaseId = '019a0000-0000-7000-8000-000000000021';
  const payableId = '019a0000-0000-7000-8000-000000000022';
  const stored = (type: string, data: Record<string, unknown>) => ({ type, data, metadata: { schemaVersion: schemaVersionOf(type) } });
  const recorded = stored('PurchaseRecorded', { purchaseId, purchaseDate: '9999-12-31', paymentTerms: 30, dueDate: '+010000-01', payableId, total: 100_000, paidAmount: 0, items: [] });

  it('is read as 9999-12-31 on every event that carries a due date, whatever its version; the rest of the data as stored', () => {
    const read = upcastEvent(recorded);
    assert.deepEqual(read.data, { ...recorded.data, dueDate: '9999-12-31' });
    assert.equal(read.metadata.schemaVersion, recorded.metadata.schemaVersion, 'written at the current version, read at it');
    assert.equal(recorded.data.dueDate, '+010000-01', 'the stored event is not changed');
    for (const type of ['PurchaseAmended', 'PurchaseDetailsUpdated', 'PayableOpened', 'PayableAmended', 'InvoiceIssued', 'ReceivableOpened', 'ReceivableAmended']) {
      for (const dueDate of ['+010000-01', '+010000-01-30', '10000-01-30']) {
        assert.equal((upcastEvent(stored(type, { dueDate })).data as { dueDate: string }).dueDate, '9999-12-31', `${type} with ${dueDate}`);
      }
    }
  });

  it('leaves an event whose due date is a real day (or none) as the same object, so reading twice changes nothing', () => {
    for (const dueDate of ['2026-01-30', '9999-12-31', '2150-06-01', null]) {
      const event = stored('InvoiceIssued', { invoiceId: purchaseId, dueDate });
      assert.equal(upcastEvent(event), event, String(dueDate));
    }
    const once = upcastEvent(recorded);
    assert.equal(upcastEvent(once), once);
  });

  it('folds into a purchase and a payable due on 9999-12-31, on or after their own date', () => {
    const purchase = foldStream<PurchaseState>(purchaseStream(purchaseId), [upcastEvent(recorded)]);
    assert.deepEqual([purchase.purchaseDate, purchase.dueDate], ['9999-12-31', '9999-12-31']);
    const opened = stored('PayableOpened', { payableId, supplierId: 's', billNumber: 'M-1', amount: 100_000, billDate: '9999-12-31', dueDate: '+010000-01', notes: '', origin: { kind: 'purchase', purchaseId }, openedBy: 'u', openedAt: '2026-01-01T00:00:00.000Z' });
    const payable = foldStream<PayableState>(payableStream(payableId), [upcastEvent(opened)]);
    assert.equal(payable.dueDate, '9999-12-31');
  });
});
