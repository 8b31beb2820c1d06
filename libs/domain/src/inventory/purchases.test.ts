import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import { DomainError } from '../shared/errors';
import type { JournalEntryPosted } from '../ledger/journal-entry-posted';
import { accountTotals, netDebit } from '../ledger/trial-balance';
import {
  AP,
  at,
  by,
  CASH,
  credit,
  debit,
  entryStateOf,
  everyEvent,
  GAIN,
  INV_ACC,
  INV_MOTO,
  INV_PARTS,
  payableOf,
  productCommand,
  productOf,
  purchaseOf,
  RANGS,
  RUNNER,
  DORMANT_SUPPLIER,
  stockHistory,
  unitOf,
  whenPayablePaid,
  whenProductCreated,
  whenPurchaseAmended,
  whenPurchaseDeleted,
  whenPurchaseRecorded,
  whenStockAdjusted,
  whenUnitUpdated,
} from './inventory-fixtures.test-helper';
import { productUnitCost, type StockMovement } from './products';
import type { AmendPurchase, PurchaseItemInput, RecordPurchase } from './purchases';

const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });
const chart = stockHistory();
const catalogue: History = [
  productCommand('p-pad', { stock: 10 }),
  productCommand('p-helmet', { type: 'Accessories', name: 'Helmet', model: 'Full face', compatibility: undefined, cost: 150_000, salePrice: 250_000 }),
  productCommand('p-fz', { type: 'Motorcycle', name: 'Yamaha FZ-S', model: 'V3', compatibility: undefined, cost: 18_000_000, salePrice: 21_000_000 }),
].reduce((history, command) => appended(history, whenProductCreated(history, command)), chart);

const padLine: PurchaseItemInput = { productId: 'p-pad', quantity: 20, purchasePrice: 62_000, salePrice: 90_000 };
const helmetLine: PurchaseItemInput = { productId: 'p-helmet', quantity: 4, purchasePrice: 160_000, salePrice: 260_000 };
const fzLine: PurchaseItemInput = {
  productId: 'p-fz', quantity: 2, purchasePrice: 18_200_000, salePrice: 21_000_000,
  units: [{ motorcycleId: 'mc-1', chassisNo: 'CH-001', engineNo: 'EN-001', color: 'Blue' }, { motorcycleId: 'mc-2', chassisNo: 'CH-002', engineNo: 'EN-002', color: 'Black' }],
};
const purchase = (fields: Partial<RecordPurchase> = {}): RecordPurchase => ({
  purchaseId: 'pu-1',
  journalEntryId: 'je-pu-1',
  payableId: 'pay-1',
  supplierId: RUNNER,
  memoNumber: 'M-101',
  purchaseDate: '2025-03-10',
  otherCharges: 300_000,
  notes: 'March stock',
  items: [padLine, helmetLine, fzLine],
  purchasePaymentMethodId: 'pm-cash',
  paidAmount: 10_000_000,
  recordedBy: by,
  recordedAt: at,
  ...fields,
});
const received = appended(catalogue, whenPurchaseRecorded(catalogue, purchase()));
const amend = (fields: Partial<AmendPurchase> = {}): AmendPurchase => {
  const { purchaseId, journalEntryId: _j, payableId: _p, recordedBy: _b, recordedAt: _a, ...rest } = purchase();
  return { ...rest, purchaseId, reversalEntryId: 'je-pu-1-rev', journalEntryId: 'je-pu-1-b', adjustmentEntryId: 'je-pu-1-adj', amendedBy: by, amendedAt: at, ...fields };
};
const balances = (history: History) => {
  const totals = accountTotals(everyEvent(history));
  return (accountId: string) => (totals[accountId] ? netDebit(totals[accountId]) : 0);
};

describe('purchase: receive', () => {
  it('given a product, when a purchase of it is received on credit, then every stream it touches, in one decision', () => {
    thenEvents(whenPurchaseRecorded(catalogue, purchase({ items: [helmetLine], otherCharges: undefined, paidAmount: undefined, notes: undefined })), [
      {
        stream: 'purchase-pu-1',
        events: [{
          type: 'PurchaseRecorded',
          data: {
            purchaseId: 'pu-1', supplierId: RUNNER, memoNumber: 'M-101', purchaseDate: '2025-03-10', paymentTerms: 30, dueDate: '2025-04-09', otherCharges: 0, notes: '',
            items: [{ productId: 'p-helmet', productName: 'Helmet', productType: 'Accessories', quantity: 4, purchasePrice: 160_000, salePrice: 260_000, lineTotal: 640_000, otherCharges: 0, cost: 640_000, units: [] }],
            subtotal: 640_000, total: 640_000, purchasePaymentMethodId: 'pm-cash', paidAmount: 0, journalEntryId: 'je-pu-1', payableId: 'pay-1', recordedBy: by, recordedAt: at,
          },
        }],
      },
      { stream: 'unique-purchase-memo-sup-runner%2Fm-101', events: [{ type: 'UniqueValueClaimed', data: { scope: 'purchase-memo', value: 'sup-runner/m-101', ownerId: 'pu-1' } }] },
      // Its first purchase: the supplier can no longer be deleted.
      { stream: 'supplier-sup-runner', events: [{ type: 'SupplierFirstUsed', data: { supplierId: RUNNER, by: 'purchase', sourceStream: 'purchase-pu-1' } }] },
      {
        stream: 'product-p-helmet',
        events: [
          {
            type: 'StockReceived',
            data: {
              productId: 'p-helmet', movementId: 'je-pu-1-1', movementType: 'purchase', quantityChange: 4, valueChange: 640_000, quantityAfter: 4, valueAfter: 640_000, unitCost: 160_000,
              date: '2025-03-10', reason: 'Purchase M-101', reference: 'M-101', journalEntryId: 'je-pu-1', sourceStream: 'purchase-pu-1', recordedBy: by, recordedAt: at,
            },
          },
          { type: 'ProductPriceChanged', data: { productId: 'p-helmet', priceType: 'cost', previousPrice: 150_000, price: 160_000, date: '2025-03-10', reason: 'Purchase M-101', source: 'purchase', sourceStream: 'purchase-pu-1', reference: 'M-101', changedBy: by, changedAt: at } },
          { type: 'ProductPriceChanged', data: { productId: 'p-helmet', priceType: 'salePrice', previousPrice: 250_000, price: 260_000, date: '2025-03-10', reason: 'Purchase M-101', source: 'purchase', sourceStream: 'purchase-pu-1', reference: 'M-101', changedBy: by, changedAt: at } },
        ],
      },
      {
        stream: 'payable-pay-1',
        events: [{ type: 'PayableOpened', data: { payableId: 'pay-1', supplierId: RUNNER, billNumber: 'M-101', amount: 640_000, billDate: '2025-03-10', dueDate: '2025-04-09', notes: '', origin: { kind: 'purchase', purchaseId: 'pu-1' }, openedBy: by, openedAt: at } }],
      },
      {
        stream: 'journal-entry-je-pu-1',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-pu-1', date: '2025-03-10', reference: 'M-101', description: 'Purchase M-101 from Runner Automobiles',
            lines: [debit(INV_ACC, 640_000), credit(AP, 640_000)], source: { kind: 'purchase' as never, stream: 'purchase-pu-1' }, postedBy: by, postedAt: at,
          },
        }],
      },
    ]);
  });

  it('allocates other charges to the lines by value, exactly, into their cost and each unit’s; posts per type and splits paid from payable', () => {
    const decided = whenPurchaseRecorded(catalogue, purchase());
    const history = appended(catalogue, decided);
    const items = purchaseOf(history, 'pu-1').items;
    assert.deepStrictEqual(items.map((item) => [item.lineTotal, item.otherCharges, item.cost]), [[1_240_000, 9_718], [640_000, 5_016], [36_400_000, 285_266]].map(([line, share]) => [line, share, line + share]));
    assert.deepStrictEqual(items[2].units.map((unit) => unit.cost), [18_342_633, 18_342_633]);
    assert.deepStrictEqual(entryStateOf(history, 'je-pu-1').lines, [debit(INV_PARTS, 1_249_718), debit(INV_ACC, 645_016), debit(INV_MOTO, 36_685_266), credit(AP, 28_580_000), credit(CASH, 10_000_000)]);
    const pad = productOf(history, 'p-pad');
    assert.deepStrictEqual([pad.quantity, pad.stockValue, productUnitCost(pad), pad.cost], [30, 1_849_718, 61_657, 62_000]);
    const unit = unitOf(history, 'mc-2');
    assert.deepStrictEqual([unit.lifecycle, unit.status, unit.purchasePrice, unit.color, unit.productId, unit.purchaseDate, unit.origin], ['registered', 'Available', 18_342_633, 'Black', 'p-fz', '2025-03-10', { kind: 'purchase', purchaseId: 'pu-1', memoNumber: 'M-101' }]);
    assert.equal(productOf(history, 'p-fz').unitCount, 2);
    const payable = payableOf(history, 'pay-1');
    assert.deepStrictEqual([payable.amount, payable.billNumber, payable.dueDate], [28_580_000, 'M-101', '2025-04-09']);
    assert.deepStrictEqual(decided.map((s) => s.stream), [
      'purchase-pu-1', 'unique-purchase-memo-sup-runner%2Fm-101', 'supplier-sup-runner', 'product-p-pad', 'product-p-helmet', 'motorcycle-mc-1', 'product-p-fz',
      'unique-motorcycle-chassis-ch-001', 'unique-motorcycle-engine-en-001', 'motorcycle-mc-2', 'unique-motorcycle-chassis-ch-002', 'unique-motorcycle-engine-en-002', 'payable-pay-1', 'journal-entry-je-pu-1',
    ]);
  });

  it('paid in full opens no payable and credits the method’s account; payment terms set the due date', () => {
    const decided = whenPurchaseRecorded(catalogue, purchase({ items: [helmetLine], otherCharges: 0, paidAmount: 640_000, purchasePaymentMethodId: 'pm-bank', paymentTerms: 7 }));
    assert.equal(decided.some((s) => s.stream === 'payable-pay-1'), false);
    const history = appended(catalogue, decided);
    assert.deepStrictEqual(entryStateOf(history, 'je-pu-1').lines, [debit(INV_ACC, 640_000), credit('acc-bank', 640_000)]);
    assert.equal(purchaseOf(history, 'pu-1').dueDate, '2025-03-17');
  });

  it('refuses missing fields with the spec messages, all at once', () => {
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ supplierId: '', memoNumber: '', purchaseDate: '', items: [], purchasePaymentMethodId: '' })), validation({
      supplier: 'Please select a supplier!',
      memoNumber: 'Please enter a memo number!',
      purchaseDate: 'Please select a purchase date!',
      items: 'You must add at least one item.',
      purchasePaymentMethod: 'Please select a payment method!',
    }));
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ items: [{ productId: '', quantity: 0, purchasePrice: 0, salePrice: 0 }] })), validation({
      'items.0.product': 'Please select a product!',
      'items.0.quantity': 'Quantity must be greater than 0!',
      'items.0.purchasePrice': 'Price must be greater than 0!',
      'items.0.salePrice': 'Price must be greater than 0!',
    }));
  });

  it('refuses a sale price below the purchase price, units that do not match the quantity, and a unit entered twice', () => {
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ items: [{ ...padLine, salePrice: 61_000 }] })), validation({ 'items.0.salePrice': 'Sale price must be higher than purchase price' }));
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ items: [{ ...fzLine, quantity: 3 }] })), validation({ 'items.0.units': 'Enter the chassis and engine number of each of the 3 motorcycles' }));
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ items: [{ ...fzLine, units: [fzLine.units![0], { ...fzLine.units![1], chassisNo: 'ch-001' }] }] })), validation({ 'items.0.units.1.chassisNo': 'Chassis number ch-001 is entered twice' }));
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ items: [{ ...padLine, units: fzLine.units }] })), validation({ 'items.0.units': 'Only a Motorcycle line lists units' }));
  });

  it('refuses paying more than the total, an inactive supplier, and paying from a liability', () => {
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ paidAmount: 38_580_001 })), validation({ paidAmount: 'Paid amount cannot be more than the total ৳3,85,800.00' }));
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ supplierId: DORMANT_SUPPLIER })), validation({ supplier: 'Supplier Old Parts House is inactive' }));
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ purchasePaymentMethodId: 'pm-booking' })), validation({ purchasePaymentMethod: 'Booking Money pays from Customer Deposits, which is not an Asset account' }));
    assert.ok(whenPurchaseRecorded(catalogue, purchase({ purchasePaymentMethodId: 'pm-booking', paidAmount: 0 })).length > 0, 'nothing paid: the method is only noted');
  });

  it('refuses a memo number the supplier already used (another supplier may use it), and a chassis already in the register', () => {
    const next = purchase({ purchaseId: 'pu-2', journalEntryId: 'je-pu-2', payableId: 'pay-2', items: [helmetLine], paidAmount: 0 });
    thenRefused(() => whenPurchaseRecorded(received, { ...next, memoNumber: ' m-101 ' }), { kind: 'conflict', message: 'Memo number m-101 already exists for Runner Automobiles' });
    assert.ok(whenPurchaseRecorded(received, { ...next, supplierId: RANGS }).length > 0);
    thenRefused(() => whenPurchaseRecorded(received, { ...next, memoNumber: 'M-102', items: [{ ...fzLine, quantity: 1, units: [{ motorcycleId: 'mc-3', chassisNo: 'CH-001', engineNo: 'EN-003', color: 'Red' }] }] }), {
      kind: 'conflict', message: 'A motorcycle with chassis number CH-001 already exists',
    });
    thenRefused(() => whenPurchaseRecorded(received, purchase()), { kind: 'conflict', message: 'Purchase already exists' });
  });
});

describe('purchase: its dates', () => {
  it('given a Storekeeper types 9999-12-31, when the purchase is received, then refused with the range and nothing is decided', () => {
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ purchaseDate: '9999-12-31' })), validation({ purchaseDate: 'Date must be between 2000-01-01 and 2099-12-31' }));
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ purchaseDate: '1899-12-31' })), validation({ purchaseDate: 'Date must be between 2000-01-01 and 2099-12-31' }));
  });

  it('given it is recorded on a day in Dhaka, when dated the next day, then refused with the one message; dated that day, received', () => {
    // 2025-04-30T10:00Z is 16:00 in Dhaka: today is 2025-04-30.
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ purchaseDate: '2025-05-01' })), validation({
      purchaseDate: 'The purchase date 2025-05-01 is in the future: a purchase is dated today (2025-04-30) at the latest',
    }));
    assert.equal(purchaseOf(appended(catalogue, whenPurchaseRecorded(catalogue, purchase({ purchaseDate: '2025-04-30' }))), 'pu-1').purchaseDate, '2025-04-30');
  });

  it('a due date may lie ahead, within the range: next year is taken, 2100 refused', () => {
    assert.equal(purchaseOf(appended(catalogue, whenPurchaseRecorded(catalogue, purchase({ dueDate: '2026-03-10' }))), 'pu-1').dueDate, '2026-03-10');
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ dueDate: '2100-01-01' })), validation({ dueDate: 'Date must be between 2000-01-01 and 2099-12-31' }));
  });

  it('given the payment terms would put the due date past 2099, when received, then refused rather than stored (no year-10000 due date)', () => {
    const lastDay = '2099-12-31T10:00:00.000Z';
    thenRefused(() => whenPurchaseRecorded(catalogue, purchase({ purchaseDate: '2099-12-31', paymentTerms: 30, recordedAt: lastDay })), validation({
      paymentTerms: "The due date (purchase date + payment terms) 2100-01-30 would fall outside the books' dates (2000-01-01 to 2099-12-31)",
    }));
    assert.equal(purchaseOf(appended(catalogue, whenPurchaseRecorded(catalogue, purchase({ purchaseDate: '2099-12-31', paymentTerms: 0, recordedAt: lastDay }))), 'pu-1').dueDate, '2099-12-31');
  });

  it('given a purchase, when corrected to a date after the day of the correction, then refused', () => {
    thenRefused(() => whenPurchaseAmended(received, amend({ purchaseDate: '2025-05-01' })), validation({
      purchaseDate: 'The purchase date 2025-05-01 is in the future: a purchase is dated today (2025-04-30) at the latest',
    }));
  });
});

describe('purchase: its supplier used', () => {
  it('given a supplier one purchase already named, when another is received, then nothing more on its stream', () => {
    const decided = whenPurchaseRecorded(received, purchase({ purchaseId: 'pu-2', journalEntryId: 'je-pu-2', payableId: 'pay-2', memoNumber: 'M-102', items: [helmetLine], paidAmount: 0 }));
    assert.ok(decided.some((s) => s.stream === 'purchase-pu-2'));
    assert.equal(decided.some((s) => s.stream === 'supplier-sup-runner'), false);
  });

  it('given a purchase corrected to another supplier, then that supplier is used too', () => {
    const decided = whenPurchaseAmended(received, amend({ supplierId: RANGS }));
    thenEvents(decided.filter((s) => s.stream.startsWith('supplier-')), [
      { stream: `supplier-${RANGS}`, events: [{ type: 'SupplierFirstUsed', data: { supplierId: RANGS, by: 'purchase', sourceStream: 'purchase-pu-1' } }] },
    ]);
  });
});

describe('purchase: correct', () => {
  it('a change of notes or due date is only that, and the payable’s due date follows', () => {
    const decided = whenPurchaseAmended(received, amend({ notes: 'Checked', dueDate: '2025-04-30' }));
    assert.deepStrictEqual(decided, [
      { stream: 'purchase-pu-1', events: [{ type: 'PurchaseDetailsUpdated', data: { purchaseId: 'pu-1', notes: 'Checked', paymentTerms: 30, dueDate: '2025-04-30', updatedBy: by, updatedAt: at } }] },
      {
        stream: 'payable-pay-1',
        events: [{ type: 'PayableAmended', data: { payableId: 'pay-1', supplierId: RUNNER, billNumber: 'M-101', amount: 28_580_000, billDate: '2025-03-10', dueDate: '2025-04-30', notes: 'Checked', origin: { kind: 'purchase', purchaseId: 'pu-1' }, amendedBy: by, amendedAt: at } }],
      },
    ]);
    assert.deepStrictEqual(whenPurchaseAmended(received, amend()), []);
  });

  it('a change of quantity reverses the posting and the goods, and receives and posts the corrected purchase; its units keep their ids', () => {
    const decided = whenPurchaseAmended(received, amend({ items: [{ ...padLine, quantity: 15 }, helmetLine, fzLine] }));
    const history = appended(received, decided);
    assert.equal(entryStateOf(history, 'je-pu-1').status, 'reversed');
    assert.equal(entryStateOf(history, 'je-pu-1-rev').reversalOf, 'je-pu-1');
    const current = purchaseOf(history, 'pu-1');
    assert.deepStrictEqual([current.journalEntryId, current.total, current.items[0].quantity], ['je-pu-1-b', 38_270_000, 15]);
    const pad = productOf(history, 'p-pad');
    assert.equal(pad.quantity, 25);
    assert.equal(pad.stockValue, 600_000 + current.items[0].cost);
    assert.deepStrictEqual([unitOf(history, 'mc-1').lifecycle, unitOf(history, 'mc-1').purchasePrice], ['registered', current.items[2].units[0].cost]);
    assert.equal(payableOf(history, 'pay-1').amount, 28_270_000);
    const balance = balances(history);
    assert.equal(balance(INV_PARTS), pad.stockValue);
    assert.equal(balance(INV_MOTO), current.items[2].cost);
    assert.equal(-balance(AP), 28_270_000);
    assert.equal(decided.some((s) => s.stream === 'journal-entry-je-pu-1-adj'), false);
  });

  it('a unit left out of the correction leaves the register and its numbers are free; a new one comes in', () => {
    const units = [fzLine.units![0], { motorcycleId: 'mc-9', chassisNo: 'CH-009', engineNo: 'EN-009', color: 'Red' }];
    const history = appended(received, whenPurchaseAmended(received, amend({ items: [padLine, helmetLine, { ...fzLine, units }] })));
    assert.deepStrictEqual(['mc-1', 'mc-2', 'mc-9'].map((id) => unitOf(history, id).lifecycle), ['registered', 'removed', 'registered']);
    assert.equal(productOf(history, 'p-fz').unitCount, 2);
    assert.ok(whenPurchaseRecorded(history, purchase({ purchaseId: 'pu-2', journalEntryId: 'je-pu-2', payableId: 'pay-2', memoNumber: 'M-102', items: [{ ...fzLine, quantity: 1, units: [{ motorcycleId: 'mc-3', chassisNo: 'CH-002', engineNo: 'EN-002', color: 'Red' }] }] })).length > 0);
  });

  it('paid in full by the correction: the payable is cancelled', () => {
    const history = appended(received, whenPurchaseAmended(received, amend({ paidAmount: 38_580_000 })));
    assert.equal(payableOf(history, 'pay-1').lifecycle, 'cancelled');
    assert.equal(balances(history)(AP), 0);
  });

  it('refuses once the payable has payments, a unit is no longer Available, or the goods have left: saying why', () => {
    const paid = appended(received, whenPayablePaid(received, { payableId: 'pay-1', paymentId: 'ppay-1', journalEntryId: 'je-ppay-1', amount: 100_000, paymentMethodId: 'pm-cash', paymentDate: '2025-03-12', paidBy: by, paidAt: at }));
    thenRefused(() => whenPurchaseAmended(paid, amend({ paidAmount: 0 })), { kind: 'rule', message: 'Purchase M-101 cannot be changed: its payable M-101 has payments of ৳1,000.00' });
    thenRefused(() => whenPurchaseDeleted(paid, { purchaseId: 'pu-1', reversalEntryId: 'r', adjustmentEntryId: 'a', deletedBy: by, deletedAt: at }), { kind: 'rule', message: 'Purchase M-101 cannot be deleted: its payable M-101 has payments of ৳1,000.00' });
    const reserved = appended(received, whenUnitUpdated(received, { motorcycleId: 'mc-2', status: 'Reserved', updatedBy: by, updatedAt: at }));
    thenRefused(() => whenPurchaseAmended(reserved, amend({ paidAmount: 0 })), { kind: 'rule', message: 'Purchase M-101 cannot be changed: motorcycle CH-002 from it is Reserved' });
    const sold = appended(received, whenStockAdjusted(received, { productId: 'p-pad', movementId: 'mv-1', journalEntryId: 'je-out', adjustmentType: 'stock_out', stockChange: -25, reason: 'Sold over the counter', date: '2025-03-15', adjustedBy: by, adjustedAt: at }));
    thenRefused(() => whenPurchaseDeleted(sold, { purchaseId: 'pu-1', reversalEntryId: 'r', adjustmentEntryId: 'a', deletedBy: by, deletedAt: at }), {
      kind: 'rule', message: 'Purchase M-101 cannot be deleted: its goods have left stock (Brake Pad: 5 in stock, 20 brought by this purchase)',
    });
  });
});

describe('purchase: delete', () => {
  it('takes everything back: entry reversed, stock and units out, payable cancelled, memo number free', () => {
    const decided = whenPurchaseDeleted(received, { purchaseId: 'pu-1', reversalEntryId: 'je-pu-1-rev', adjustmentEntryId: 'je-pu-1-adj', deletedBy: by, deletedAt: at });
    const history = appended(received, decided);
    assert.equal(purchaseOf(history, 'pu-1').lifecycle, 'deleted');
    assert.deepStrictEqual([productOf(history, 'p-pad').quantity, productOf(history, 'p-pad').stockValue], [10, 600_000]);
    assert.deepStrictEqual([productOf(history, 'p-helmet').quantity, productOf(history, 'p-helmet').stockValue], [0, 0]);
    assert.deepStrictEqual([unitOf(history, 'mc-1').lifecycle, productOf(history, 'p-fz').unitCount], ['removed', 0]);
    assert.equal(payableOf(history, 'pay-1').lifecycle, 'cancelled');
    const movement = decided.find((s) => s.stream === 'product-p-pad')!.events[0];
    assert.deepStrictEqual([movement.type, (movement.data as StockMovement).valueChange, (movement.data as StockMovement).journalEntryId], ['StockReceiptReversed', -1_249_718, 'je-pu-1-rev']);
    const balance = balances(history);
    assert.deepStrictEqual([balance(INV_PARTS), balance(INV_ACC), balance(INV_MOTO), balance(AP), balance(CASH)], [600_000, 0, 0, 0, 0]);
    const fresh = { ...fzLine, units: fzLine.units!.map((unit, index) => ({ ...unit, motorcycleId: `mc-new-${index}` })) };
    assert.ok(whenPurchaseRecorded(history, purchase({ purchaseId: 'pu-2', journalEntryId: 'je-pu-2', payableId: 'pay-2', items: [padLine, helmetLine, fresh] })).length > 0, 'memo number and unit numbers are free');
    thenRefused(() => whenPurchaseDeleted(history, { purchaseId: 'pu-1', reversalEntryId: 'x', adjustmentEntryId: 'y', deletedBy: by, deletedAt: at }), { kind: 'not_found', message: 'Purchase not found' });
  });

  it('goods partly sold at an average that included the purchase: the value left is made whole through Inventory Gain, so stock and books agree', () => {
    // 1 at ৳100, then 1 at ৳300 (average ৳200); one goes out at ৳200; the ৳300 purchase is deleted.
    let history = appended(chart, whenProductCreated(chart, productCommand('p-pad', { cost: 10_000, salePrice: 50_000, stock: 1 })));
    history = appended(history, whenPurchaseRecorded(history, purchase({ items: [{ productId: 'p-pad', quantity: 1, purchasePrice: 30_000, salePrice: 50_000 }], otherCharges: 0, paidAmount: 0 })));
    history = appended(history, whenStockAdjusted(history, { productId: 'p-pad', movementId: 'mv-1', journalEntryId: 'je-out', adjustmentType: 'stock_out', stockChange: -1, reason: 'Used', date: '2025-03-11', adjustedBy: by, adjustedAt: at }));
    assert.equal(productOf(history, 'p-pad').stockValue, 20_000);
    const decided = whenPurchaseDeleted(history, { purchaseId: 'pu-1', reversalEntryId: 'je-pu-1-rev', adjustmentEntryId: 'je-pu-1-adj', deletedBy: by, deletedAt: at });
    const adjustment = decided.find((s) => s.stream === 'journal-entry-je-pu-1-adj')!.events[0] as JournalEntryPosted;
    assert.deepStrictEqual(adjustment.data.lines, [debit(INV_PARTS, 10_000), credit(GAIN, 10_000)]);
    history = appended(history, decided);
    assert.deepStrictEqual([productOf(history, 'p-pad').quantity, productOf(history, 'p-pad').stockValue], [0, 0]);
    assert.equal(balances(history)(INV_PARTS), 0);
  });
});

/** The refusal a decision throws (it must throw one). */
function refusalOf(decide: () => unknown): DomainError {
  try {
    decide();
  } catch (error) {
    assert.ok(error instanceof DomainError);
    return error;
  }
  return assert.fail('expected the decision to be refused');
}

describe('purchase: refusals by code', () => {
  it('names a whole refusal by a stable code with the parameters its wording needs', () => {
    const next = purchase({ purchaseId: 'pu-2', journalEntryId: 'je-pu-2', payableId: 'pay-2', items: [helmetLine], paidAmount: 0 });
    assert.deepStrictEqual(refusalOf(() => whenPurchaseRecorded(received, { ...next, memoNumber: ' m-101 ' })).refusal, { code: 'memo_number_taken', params: { memoNumber: 'm-101', supplier: 'Runner Automobiles' } });
    const reserved = appended(received, whenUnitUpdated(received, { motorcycleId: 'mc-2', status: 'Reserved', updatedBy: by, updatedAt: at }));
    assert.deepStrictEqual(refusalOf(() => whenPurchaseAmended(reserved, amend({ paidAmount: 0 }))).refusal, { code: 'unit_not_available', params: { action: 'changed', chassisNo: 'CH-002', status: 'Reserved' } });
  });

  it('names each field error that has a contract wording by its code, and only the fields refused', () => {
    const twice = refusalOf(() => whenPurchaseRecorded(catalogue, purchase({ items: [{ ...fzLine, units: [fzLine.units![0], { ...fzLine.units![1], chassisNo: 'ch-001' }] }] })));
    assert.deepStrictEqual(twice.fieldRefusals, { 'items.0.units.1.chassisNo': { code: 'chassis_entered_twice', params: { chassisNo: 'ch-001' } } });
    const units = refusalOf(() => whenPurchaseRecorded(catalogue, purchase({ items: [{ ...fzLine, quantity: 3 }] })));
    assert.deepStrictEqual(units.fieldRefusals, { 'items.0.units': { code: 'units_not_listed', params: { count: 3 } } });
    const inactive = refusalOf(() => whenPurchaseRecorded(catalogue, purchase({ supplierId: DORMANT_SUPPLIER })));
    assert.deepStrictEqual(inactive.fieldRefusals, { supplier: { code: 'supplier_inactive' } });
  });
});
