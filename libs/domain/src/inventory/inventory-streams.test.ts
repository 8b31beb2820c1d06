import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { foldStream } from '../streams';
import { uniqueValueStream } from '../shared/uniqueness';
import { initialProductState, PRODUCT_SKU_SCOPE, productStream } from './products';
import { initialMotorcycleUnitState, MOTORCYCLE_CHASSIS_SCOPE, motorcycleStream } from './motorcycle-units';
import { initialPurchaseState, PURCHASE_MEMO_SCOPE, purchaseMemoValue, purchaseStream } from './purchases';
import { initialRequisitionState, requisitionStream } from './requisitions';
import { initialPayableState, payableStream } from '../payables/payables';

describe('stock stream kinds', () => {
  it('gives each stock stream kind its initial state when the stream is empty', () => {
    assert.deepStrictEqual(foldStream(productStream('x'), []), initialProductState);
    assert.deepStrictEqual(foldStream(motorcycleStream('x'), []), initialMotorcycleUnitState);
    assert.deepStrictEqual(foldStream(purchaseStream('x'), []), initialPurchaseState);
    assert.deepStrictEqual(foldStream(requisitionStream('x'), []), initialRequisitionState);
    assert.deepStrictEqual(foldStream(payableStream('x'), []), initialPayableState);
  });

  it('folds the reservation streams of this area as reservations, not as the aggregate their scope names', () => {
    for (const stream of [uniqueValueStream(PRODUCT_SKU_SCOPE, 'BP-1'), uniqueValueStream(MOTORCYCLE_CHASSIS_SCOPE, 'CH-1'), uniqueValueStream(PURCHASE_MEMO_SCOPE, purchaseMemoValue('s', 'M-1'))]) {
      assert.deepStrictEqual(foldStream(stream, [{ type: 'UniqueValueClaimed', data: { scope: 's', value: 'v', ownerId: 'o' } }]), { ownerId: 'o' }, stream);
    }
  });

  it('folds a requisition stream', () => {
    const data = { requisitionId: 'r1', supplierId: 's1', notes: 'n', products: [{ productId: 'p1', quantity: 2 }] };
    assert.deepStrictEqual(foldStream(requisitionStream('r1'), [{ type: 'RequisitionCreated', data: { ...data, createdBy: 'u', createdAt: 't' } }]), { lifecycle: 'active', ...data });
  });
});
