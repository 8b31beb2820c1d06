import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, stateOf, type History } from '../given-when-then.test-helper';
import { DomainError } from '../shared/errors';
import { glAccountStream, type GlAccountEvent } from '../accounts/gl-accounts';
import { GROUPS } from '../ledger/ledger-fixtures.test-helper';
import type { JournalEntryState } from '../ledger/journal-entries';
import { journalEntryStream } from '../ledger/journal-entry-posted';
import { changeVatSettings, VAT_SETTINGS_STREAM, type VatSettingsFields, type VatSettingsState } from '../vat/vat-settings';
import { vatPeriodStream, type VatPeriodEvent } from '../vat/vat-periods';
import {
  AP,
  at,
  by,
  INV_ACC,
  INV_MOTO,
  payableOf,
  productCommand,
  productOf,
  purchaseOf,
  RUNNER,
  stockHistory,
  unitOf,
  whenProductCreated,
  whenPurchaseAmended,
  whenPurchaseDeleted,
  whenPurchaseRecorded,
} from './inventory-fixtures.test-helper';
import { productUnitCost } from './products';
import { evolvePurchase, initialPurchaseState, type AmendPurchase, type PurchaseRecorded, type RecordPurchase } from './purchases';

// Issue 24 item 3: VAT on purchases, as the supplier's Mushak-6.3 shows it.
const VAT_INPUT = 'acc-vat-input';
const AUTHORIZED = { name: 'Kamal Hossain', designation: 'Proprietor' };

/** The stock fixtures with VAT Input Credit (1204) and a helmet and a motorcycle in the catalogue. */
function vatChart(): History {
  let history = stockHistory();
  history[glAccountStream(VAT_INPUT)] = [
    {
      type: 'GlAccountOpened',
      data: { glAccountId: VAT_INPUT, name: 'VAT Input Credit', code: '1204', glGroupId: GROUPS.receivables.id, description: '', isActive: true, cashAccount: false, bankDetails: null, openingBalance: 0, systemRole: 'vatInputCredit' },
    } satisfies GlAccountEvent,
  ];
  for (const command of [
    productCommand('p-helmet', { type: 'Accessories', name: 'Helmet', model: 'Full face', compatibility: undefined, cost: 150_000, salePrice: 250_000 }),
    productCommand('p-fz', { type: 'Motorcycle', name: 'Yamaha FZ-S', model: 'V3', compatibility: undefined, cost: 18_000_000, salePrice: 21_000_000 }),
  ]) history = appended(history, whenProductCreated(history, command));
  return history;
}

const withVatSettings = (history: History, fields: VatSettingsFields): History =>
  appended(history, changeVatSettings({ effectiveFrom: '2025-03-01', ...fields, today: '2025-03-01' }, stateOf<VatSettingsState>(history, VAT_SETTINGS_STREAM)));
const registered = (fields: VatSettingsFields = {}) => withVatSettings(vatChart(), { registered: true, authorizedPerson: AUTHORIZED, ...fields });

/** 4 helmets at ৳1,600 (৳6,400) with 15 % VAT (৳960), on credit, with or without the supplier's 6.3. */
const purchase = (fields: Partial<RecordPurchase> = {}): RecordPurchase => ({
  purchaseId: 'pu-1',
  journalEntryId: 'je-pu-1',
  payableId: 'pay-1',
  supplierId: RUNNER,
  memoNumber: 'M-101',
  purchaseDate: '2025-03-10',
  supplierMushakNumber: '6.3-0042',
  supplierMushakDate: '2025-03-09',
  items: [{ productId: 'p-helmet', quantity: 4, purchasePrice: 160_000, salePrice: 260_000, vatRateHundredths: 1500, vat: 96_000 }],
  purchasePaymentMethodId: 'pm-cash',
  recordedBy: by,
  recordedAt: at,
  ...fields,
});
const without63: Partial<RecordPurchase> = { supplierMushakNumber: null, supplierMushakDate: null };
const amend = (fields: Partial<AmendPurchase> = {}): AmendPurchase => {
  const { purchaseId, journalEntryId: _j, payableId: _p, recordedBy: _b, recordedAt: _a, ...rest } = purchase();
  return { ...rest, purchaseId, reversalEntryId: 'je-pu-1-rev', journalEntryId: 'je-pu-1-b', adjustmentEntryId: 'je-pu-1-adj', amendedBy: by, amendedAt: at, ...fields };
};

/** The entry's lines as [account, debit, credit], asserting it balances. */
function entryLines(history: History, journalEntryId = 'je-pu-1'): [string, number, number][] {
  const entry = stateOf<JournalEntryState>(history, journalEntryStream(journalEntryId));
  assert.equal(entry.lines.reduce((sum, line) => sum + line.debit, 0), entry.lines.reduce((sum, line) => sum + line.credit, 0), 'the entry balances');
  return entry.lines.map((line) => [line.accountId, line.debit, line.credit]);
}
const recordedEvent = (decided: ReturnType<typeof whenPurchaseRecorded>) => decided.find((stream) => stream.stream === 'purchase-pu-1')!.events[0] as PurchaseRecorded;

/** Then: refused as a validation error whose field carries this refusal code. */
function thenRefusedWithCode(decide: () => unknown, field: string, code: string): DomainError {
  try {
    decide();
  } catch (error) {
    assert.ok(error instanceof DomainError, `expected a DomainError, got ${String(error)}`);
    assert.equal(error.kind, 'validation');
    assert.equal(error.fieldRefusals?.[field]?.code, code, JSON.stringify(error.fieldErrors));
    return error;
  }
  assert.fail(`expected a refusal on ${field}`);
}

function submittedMonth(history: History, period: string): History {
  const submitted: VatPeriodEvent = { type: 'VatReturnSubmitted', data: { period, outputVat: 0, inputVat: 0, offset: 0, netPayable: 0, journalEntryId: null, submittedBy: by, submittedAt: at } };
  return appended(history, [{ stream: vatPeriodStream(period), events: [submitted] }]);
}

describe('purchase VAT (issue 24 item 3): Standard with the supplier’s Mushak-6.3', () => {
  it('given a registered business, when a purchase with a 6.3 and 15 % VAT is received, then Dr Inventory (net) + Dr VAT Input Credit / Cr Accounts Payable (gross)', () => {
    const history = registered();
    const decided = whenPurchaseRecorded(history, purchase());
    const after = appended(history, decided);
    assert.deepStrictEqual(entryLines(after), [[INV_ACC, 640_000, 0], [VAT_INPUT, 96_000, 0], [AP, 0, 736_000]]);
    const { data } = recordedEvent(decided);
    assert.deepStrictEqual([data.subtotal, data.vatTotal, data.inputVatCredit, data.total], [640_000, 96_000, 96_000, 736_000]);
    assert.deepStrictEqual([data.supplierMushakNumber, data.supplierMushakDate], ['6.3-0042', '2025-03-09']);
    assert.deepStrictEqual([data.items[0].vatRateHundredths, data.items[0].vat, data.items[0].inputVatCredited, data.items[0].cost], [1500, 96_000, true, 640_000]);
    // The payable (the supplier's due) is the gross; the average cost the net.
    assert.equal(payableOf(after, 'pay-1').amount, 736_000);
    assert.equal(productUnitCost(productOf(after, 'p-helmet')), 160_000);
    assert.equal(purchaseOf(after, 'pu-1').vatTotal, 96_000);
  });

  it('takes the rate on the line’s value when the VAT is left out', () => {
    const decided = whenPurchaseRecorded(registered(), purchase({ items: [{ productId: 'p-helmet', quantity: 3, purchasePrice: 33_333, salePrice: 50_000, vatRateHundredths: 750 }] }));
    // 7.5 % of ৳999.99 = ৳74.99925, half up to the poisha.
    assert.equal(recordedEvent(decided).data.items[0].vat, 7_500);
    assert.equal(recordedEvent(decided).data.total, 99_999 + 7_500);
  });

  it('a line without a rate bears no VAT; a 0 % line none either, and is not credited', () => {
    const decided = whenPurchaseRecorded(registered(), purchase({ items: [{ productId: 'p-helmet', quantity: 1, purchasePrice: 100_000, salePrice: 150_000 }, { productId: 'p-fz', quantity: 1, purchasePrice: 18_000_000, salePrice: 21_000_000, vatRateHundredths: 0, units: [{ motorcycleId: 'mc-1', chassisNo: 'CH-1', engineNo: 'EN-1', color: 'Blue' }] }] }));
    const { data } = recordedEvent(decided);
    assert.deepStrictEqual(data.items.map((item) => [item.vatRateHundredths, item.vat, item.inputVatCredited]), [[null, 0, false], [0, 0, false]]);
    assert.deepStrictEqual([data.vatTotal, data.inputVatCredit, data.total], [0, 0, 18_100_000]);
  });
});

describe('purchase VAT: without a 6.3, or under Trade, the VAT is cost', () => {
  it('given Standard, when the purchase has no 6.3, then Dr Inventory takes net + VAT, no VAT Input Credit line, and the average cost includes it', () => {
    const history = registered();
    const after = appended(history, whenPurchaseRecorded(history, purchase(without63)));
    assert.deepStrictEqual(entryLines(after), [[INV_ACC, 736_000, 0], [AP, 0, 736_000]]);
    assert.equal(productUnitCost(productOf(after, 'p-helmet')), 184_000);
    const state = purchaseOf(after, 'pu-1');
    assert.deepStrictEqual([state.items[0].inputVatCredited, state.inputVatCredit, state.vatTotal, state.supplierMushakNumber, state.supplierMushakDate], [false, 0, 96_000, '', null]);
  });

  it('given Trade, when the purchase has a 6.3, then still no input credit: the VAT is cost', () => {
    const history = registered({ scheme: 'Trade' });
    const decided = whenPurchaseRecorded(history, purchase());
    const after = appended(history, decided);
    assert.deepStrictEqual(entryLines(after), [[INV_ACC, 736_000, 0], [AP, 0, 736_000]]);
    assert.equal(recordedEvent(decided).data.supplierMushakNumber, '6.3-0042');
    assert.equal(productUnitCost(productOf(after, 'p-helmet')), 184_000);
  });

  it('a motorcycle unit’s cost takes its share of the VAT that is cost', () => {
    const history = registered();
    const fz = { productId: 'p-fz', quantity: 2, purchasePrice: 18_000_000, salePrice: 21_000_000, vatRateHundredths: 500, vat: 1_800_001, units: [{ motorcycleId: 'mc-1', chassisNo: 'CH-1', engineNo: 'EN-1', color: 'Blue' }, { motorcycleId: 'mc-2', chassisNo: 'CH-2', engineNo: 'EN-2', color: 'Red' }] };
    const after = appended(history, whenPurchaseRecorded(history, purchase({ ...without63, items: [fz] })));
    assert.deepStrictEqual([unitOf(after, 'mc-1').purchasePrice + unitOf(after, 'mc-2').purchasePrice], [36_000_000 + 1_800_001]);
    assert.deepStrictEqual(entryLines(after), [[INV_MOTO, 37_800_001, 0], [AP, 0, 37_800_001]]);
  });
});

describe('purchase VAT: refusals', () => {
  it('given a business not registered on the purchase date, then any VAT field is refused, saying so', () => {
    const error = thenRefusedWithCode(() => whenPurchaseRecorded(vatChart(), purchase()), 'items.0.vatRate', 'vat_not_registered');
    assert.equal(error.fieldErrors?.supplierMushakNumber, 'The business is not registered for VAT on 2025-03-10: a purchase records no VAT (register in Settings → VAT first)');
    // Registered only from the 11th: the 10th is not.
    const later = withVatSettings(vatChart(), { registered: true, authorizedPerson: AUTHORIZED, effectiveFrom: '2025-03-11' });
    thenRefusedWithCode(() => whenPurchaseRecorded(later, purchase()), 'items.0.vat', 'vat_not_registered');
  });

  it('given a business not registered, a purchase without VAT fields is as before: no VAT in its event', () => {
    const { data } = recordedEvent(whenPurchaseRecorded(vatChart(), purchase({ ...without63, items: [{ productId: 'p-helmet', quantity: 4, purchasePrice: 160_000, salePrice: 260_000 }] })));
    assert.equal('vatTotal' in data, false);
    assert.equal('vat' in data.items[0], false);
  });

  it('refuses a VAT amount without a rate, a negative one, and one above the rate on the line’s value plus ৳1', () => {
    const line = (fields: object) => purchase({ items: [{ productId: 'p-helmet', quantity: 4, purchasePrice: 160_000, salePrice: 260_000, ...fields }] });
    thenRefusedWithCode(() => whenPurchaseRecorded(registered(), line({ vat: 96_000 })), 'items.0.vat', 'vat_without_rate');
    thenRefusedWithCode(() => whenPurchaseRecorded(registered(), line({ vatRateHundredths: 1500, vat: -1 })), 'items.0.vat', 'vat_negative');
    const above = thenRefusedWithCode(() => whenPurchaseRecorded(registered(), line({ vatRateHundredths: 1500, vat: 96_101 })), 'items.0.vat', 'vat_above_rate');
    assert.match(above.fieldErrors!['items.0.vat'], /more than 15% of the line’s ৳6,400\.00/);
    // ৳1 of rounding is the supplier's to take.
    assert.equal(recordedEvent(whenPurchaseRecorded(registered(), line({ vatRateHundredths: 1500, vat: 96_100 }))).data.vatTotal, 96_100);
    thenRefusedWithCode(() => whenPurchaseRecorded(registered(), line({ vatRateHundredths: 0, vat: 1 })), 'items.0.vat', 'vat_above_rate');
  });

  it('refuses a rate off the list, a 6.3 dated after the purchase, and half a 6.3', () => {
    assert.throws(() => whenPurchaseRecorded(registered(), purchase({ items: [{ productId: 'p-helmet', quantity: 1, purchasePrice: 100_000, salePrice: 150_000, vatRateHundredths: 1200 }] })), (error: DomainError) => error.fieldErrors?.['items.0.vatRate'] === 'The VAT rate must be one of 0, 5, 7.5, 10, 15 percent');
    thenRefusedWithCode(() => whenPurchaseRecorded(registered(), purchase({ supplierMushakDate: '2025-03-11' })), 'supplierMushakDate', 'mushak_date_after_purchase');
    thenRefusedWithCode(() => whenPurchaseRecorded(registered(), purchase({ supplierMushakDate: null })), 'supplierMushakDate', 'mushak_incomplete');
    thenRefusedWithCode(() => whenPurchaseRecorded(registered(), purchase({ supplierMushakNumber: ' ' })), 'supplierMushakNumber', 'mushak_incomplete');
    assert.throws(() => whenPurchaseRecorded(registered(), purchase({ supplierMushakNumber: 'x'.repeat(41) })), (error: DomainError) => error.fieldErrors?.supplierMushakNumber === 'The supplier’s Mushak-6.3 number must be at most 40 characters');
  });
});

describe('purchase VAT: a submitted VAT month', () => {
  it('refuses a VAT-bearing purchase dated in it, and takes one without VAT', () => {
    const history = submittedMonth(registered(), '2025-03');
    assert.throws(() => whenPurchaseRecorded(history, purchase()), (error: DomainError) => error.refusal?.code === 'vat_period_submitted' && /VAT return for 2025-03 is submitted/.test(error.message));
    const plain = purchase({ ...without63, items: [{ productId: 'p-helmet', quantity: 4, purchasePrice: 160_000, salePrice: 260_000 }] });
    assert.equal(recordedEvent(whenPurchaseRecorded(history, plain)).data.vatTotal, 0);
  });

  it('refuses correcting or deleting a VAT-bearing purchase of a submitted month (its reversal would change the month)', () => {
    const received = appended(registered(), whenPurchaseRecorded(registered(), purchase()));
    const closed = submittedMonth(received, '2025-03');
    const isSubmitted = (error: DomainError) => error.refusal?.code === 'vat_period_submitted';
    assert.throws(() => whenPurchaseAmended(closed, amend({ purchaseDate: '2025-04-01', supplierMushakDate: '2025-04-01' })), isSubmitted);
    assert.throws(() => whenPurchaseDeleted(closed, { purchaseId: 'pu-1', reversalEntryId: 'je-rev', adjustmentEntryId: 'je-adj', deletedBy: by, deletedAt: at }), isSubmitted);
    // Notes alone move no VAT.
    assert.equal(whenPurchaseAmended(closed, amend({ notes: 'checked' }))[0].events[0].type, 'PurchaseDetailsUpdated');
  });
});

describe('purchase VAT: corrections and old events', () => {
  it('given a purchase with a 6.3, when corrected to have none, then its entry is reversed and the VAT moves into the cost', () => {
    const received = appended(registered(), whenPurchaseRecorded(registered(), purchase()));
    const after = appended(received, whenPurchaseAmended(received, amend(without63)));
    assert.deepStrictEqual(entryLines(after, 'je-pu-1-b'), [[INV_ACC, 736_000, 0], [AP, 0, 736_000]]);
    assert.deepStrictEqual(entryLines(after, 'je-pu-1-rev'), [[INV_ACC, 0, 640_000], [VAT_INPUT, 0, 96_000], [AP, 736_000, 0]]);
    assert.equal(productUnitCost(productOf(after, 'p-helmet')), 184_000);
    assert.equal(payableOf(after, 'pay-1').amount, 736_000);
  });

  it('a correction that changes only the VAT re-posts (it moves value)', () => {
    const received = appended(registered(), whenPurchaseRecorded(registered(), purchase()));
    const decided = whenPurchaseAmended(received, amend({ items: [{ productId: 'p-helmet', quantity: 4, purchasePrice: 160_000, salePrice: 260_000, vatRateHundredths: 1500, vat: 95_000 }] }));
    const after = appended(received, decided);
    assert.deepStrictEqual(entryLines(after, 'je-pu-1-b'), [[INV_ACC, 640_000, 0], [VAT_INPUT, 95_000, 0], [AP, 0, 735_000]]);
    assert.equal(purchaseOf(after, 'pu-1').inputVatCredit, 95_000);
  });

  it('an old event without VAT fields reads as no VAT, and an amendment without them clears them', () => {
    const { data } = recordedEvent(whenPurchaseRecorded(registered(), purchase()));
    const recorded = evolvePurchase(initialPurchaseState, { type: 'PurchaseRecorded', data });
    assert.equal(recorded.vatTotal, 96_000);
    const { supplierMushakNumber: _n, supplierMushakDate: _d, vatTotal: _v, inputVatCredit: _c, ...old } = data;
    const amended = evolvePurchase(recorded, { type: 'PurchaseAmended', data: { ...old, reversedJournalEntryId: 'a', reversalEntryId: 'b', adjustmentEntryId: null, amendedBy: by, amendedAt: at } });
    assert.deepStrictEqual([amended.vatTotal, amended.inputVatCredit, amended.supplierMushakNumber], [undefined, undefined, undefined]);
    assert.equal(evolvePurchase(initialPurchaseState, { type: 'PurchaseRecorded', data: old }).vatTotal, undefined);
  });
});
