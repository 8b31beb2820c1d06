import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import { at, by, DORMANT_SUPPLIER, productCommand, requisitionOf, RUNNER, stockHistory, whenProductCreated, whenProductDeleted, whenRequisitionCreated, whenRequisitionDeleted, whenRequisitionUpdated } from './inventory-fixtures.test-helper';
import { purchasePrefillFromRequisition } from './requisitions';
import { productOf } from './inventory-fixtures.test-helper';

const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });
const chart = stockHistory();
const catalogue: History = [
  productCommand('p-pad', { stock: 10 }),
  productCommand('p-fz', { type: 'Motorcycle', name: 'Yamaha FZ-S', model: 'V3', color: 'Blue', compatibility: undefined, cost: 18_000_000, salePrice: 21_000_000 }),
  productCommand('p-old', { type: 'Accessories', name: 'Old Mirror', compatibility: undefined }),
].reduce((history, command) => appended(history, whenProductCreated(history, command)), chart);
const lines = [{ productId: 'p-pad', quantity: 20 }, { productId: 'p-fz', quantity: 2 }];
const created = appended(catalogue, whenRequisitionCreated(catalogue, { requisitionId: 'rq-1', supplierId: RUNNER, notes: ' For Eid ', products: lines }));

describe('requisition', () => {
  it('given nothing, when created, then RequisitionCreated, and nothing posted', () => {
    thenEvents(whenRequisitionCreated(catalogue, { requisitionId: 'rq-1', supplierId: RUNNER, notes: ' For Eid ', products: lines }), [
      { stream: 'requisition-rq-1', events: [{ type: 'RequisitionCreated', data: { requisitionId: 'rq-1', supplierId: RUNNER, notes: 'For Eid', products: lines, createdBy: by, createdAt: at } }] },
    ]);
  });

  it('refuses missing fields with the spec messages, unknown products, and an inactive supplier', () => {
    thenRefused(() => whenRequisitionCreated(catalogue, { requisitionId: 'rq-2', supplierId: '', products: [{ productId: '', quantity: undefined as never }] }), validation({
      supplier: 'Please select a supplier!',
      'products.0.product': 'Please select a product!',
      'products.0.quantity': 'Please enter quantity!',
    }));
    thenRefused(() => whenRequisitionCreated(catalogue, { requisitionId: 'rq-2', supplierId: RUNNER, products: [{ productId: 'p-none', quantity: 1 }] }), validation({ 'products.0.product': 'Product not found' }));
    thenRefused(() => whenRequisitionCreated(catalogue, { requisitionId: 'rq-2', supplierId: DORMANT_SUPPLIER, products: lines }), validation({ supplier: 'Supplier Old Parts House is inactive' }));
    thenRefused(() => whenRequisitionCreated(created, { requisitionId: 'rq-1', supplierId: RUNNER, products: lines }), { kind: 'conflict', message: 'Requisition already exists' });
  });

  it('updates what changed, nothing when nothing did, and deletes', () => {
    const decided = whenRequisitionUpdated(created, { requisitionId: 'rq-1', products: [{ productId: 'p-pad', quantity: 25 }] });
    assert.deepStrictEqual(requisitionOf(appended(created, decided), 'rq-1').products, [{ productId: 'p-pad', quantity: 25 }]);
    assert.deepStrictEqual(whenRequisitionUpdated(created, { requisitionId: 'rq-1', notes: 'For Eid' }), []);
    const deleted = appended(created, whenRequisitionDeleted(created, 'rq-1'));
    assert.equal(requisitionOf(deleted, 'rq-1').lifecycle, 'deleted');
    thenRefused(() => whenRequisitionDeleted(deleted, 'rq-1'), { kind: 'not_found', message: 'Requisition not found' });
  });

  it('turns into a purchase form prefilled at current prices, a blank unit per motorcycle, deleted products left out', () => {
    let history = appended(created, whenRequisitionUpdated(created, { requisitionId: 'rq-1', products: [...lines, { productId: 'p-old', quantity: 1 }] }));
    history = appended(history, whenProductDeleted(history, 'p-old'));
    const products = Object.fromEntries(['p-pad', 'p-fz', 'p-old'].map((id) => [id, productOf(history, id)]));
    assert.deepStrictEqual(purchasePrefillFromRequisition(requisitionOf(history, 'rq-1'), products), {
      supplierId: RUNNER,
      notes: 'For Eid',
      paymentTerms: 30,
      otherCharges: 0,
      paidAmount: 0,
      items: [
        { productId: 'p-pad', productName: 'Brake Pad', productType: 'Spare Parts', quantity: 20, purchasePrice: 60_000, salePrice: 90_000, units: [] },
        { productId: 'p-fz', productName: 'Yamaha FZ-S', productType: 'Motorcycle', quantity: 2, purchasePrice: 18_000_000, salePrice: 21_000_000, units: [{ chassisNo: '', engineNo: '', color: 'Blue' }, { chassisNo: '', engineNo: '', color: 'Blue' }] },
      ],
    });
  });
});
