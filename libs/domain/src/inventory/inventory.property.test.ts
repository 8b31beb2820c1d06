/**
 * Property tests of stock, purchases and payables: random sequences of every command of this
 * area (valid or not, with sales simulated the way an invoice will make them), against one
 * history, as the command handlers would run them. Whatever happens, stock is never negative,
 * each inventory account equals the stock it values to the poisha, Accounts Payable equals the
 * open payables, and the books balance.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { DomainError } from '../shared/errors';
import type { StreamEvents } from '../shared/events';
import { appended, type History } from '../given-when-then.test-helper';
import { journalEntryPosted, journalEntryStream, type JournalEntryPostedData } from '../ledger/journal-entry-posted';
import { accountTotals, netDebit, trialBalance } from '../ledger/trial-balance';
import { reportAccounts } from '../ledger/ledger-fixtures.test-helper';
import { remainingAmount, type PayableState } from '../payables/payables';
import {
  AP,
  by,
  COGS_MOTO,
  everyEvent,
  INV_ACC,
  INV_MOTO,
  INV_PARTS,
  payableOf,
  productCommand,
  productOf,
  purchaseOf,
  RANGS,
  RENT,
  RUNNER,
  STOCK_ACCOUNTS,
  stockHistory,
  unitOf,
  whenBillRecorded,
  whenPayablePaid,
  whenProductCreated,
  whenProductUpdated,
  whenPurchaseAmended,
  whenPurchaseDeleted,
  whenPurchaseRecorded,
  whenStockAdjusted,
  whenUnitDeleted,
  whenUnitRegistered,
  whenUnitUpdated,
} from './inventory-fixtures.test-helper';
import { issueStock, STOCK_MOVEMENT_EVENT_TYPES, type ProductState, type StockMovement } from './products';
import { motorcycleStockValue, sellMotorcycleUnit, type MotorcycleUnitState } from './motorcycle-units';
import type { PurchaseItemInput, PurchaseState } from './purchases';
import type { ProductType } from './inventory-postings';

const TYPES: ProductType[] = ['Spare Parts', 'Accessories', 'Motorcycle'];
const INVENTORY_OF: Record<ProductType, string> = { 'Spare Parts': INV_PARTS, Accessories: INV_ACC, Motorcycle: INV_MOTO };
const COGS_OF: Record<ProductType, string> = { 'Spare Parts': STOCK_ACCOUNTS.cogsParts.id, Accessories: STOCK_ACCOUNTS.cogsAccessories.id, Motorcycle: COGS_MOTO };
const CHASSIS = ['CH-A', 'CH-B', 'CH-C', 'CH-D', 'CH-E', 'CH-F', 'CH-G', 'CH-H'];
const pick = fc.nat();
const day = fc.integer({ min: 0, max: 300 });
const price = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 200_000 }), weight: 4 }, { arbitrary: fc.integer({ min: 1, max: 50_000_000 }), weight: 1 });
const line = fc.record({ product: pick, quantity: fc.integer({ min: 1, max: 6 }), price, markup: fc.integer({ min: 0, max: 50_000 }), chassis: fc.array(fc.constantFrom(...CHASSIS), { minLength: 1, maxLength: 6 }) });

const step = fc.oneof(
  fc.record({ kind: fc.constant('product' as const), type: fc.constantFrom(...TYPES), cost: fc.integer({ min: 0, max: 300_000 }), markup: fc.integer({ min: 0, max: 100_000 }), stock: fc.integer({ min: 0, max: 12 }), day }),
  fc.record({ kind: fc.constant('adjust' as const), product: pick, type: fc.constantFrom(...(['stock_in', 'stock_out', 'adjustment', 'damaged'] as const)), quantity: fc.integer({ min: 1, max: 15 }), up: fc.boolean(), unitCost: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: undefined }), day }),
  fc.record({ kind: fc.constant('recost' as const), product: pick, cost: fc.integer({ min: 0, max: 300_000 }), day }),
  fc.record({ kind: fc.constant('sellParts' as const), product: pick, quantity: fc.integer({ min: 1, max: 8 }), day }),
  fc.record({ kind: fc.constant('unit' as const), product: pick, chassis: fc.constantFrom(...CHASSIS), price: fc.integer({ min: 0, max: 30_000_000 }), day }),
  fc.record({ kind: fc.constant('reprice' as const), unit: pick, price: fc.integer({ min: 0, max: 30_000_000 }), day }),
  fc.record({ kind: fc.constant('status' as const), unit: pick, status: fc.constantFrom(...(['Available', 'Reserved', 'In Service'] as const)) }),
  fc.record({ kind: fc.constant('deleteUnit' as const), unit: pick, day }),
  fc.record({ kind: fc.constant('sellUnit' as const), unit: pick, day }),
  fc.record({ kind: fc.constant('purchase' as const), supplier: fc.boolean(), memo: fc.integer({ min: 1, max: 6 }), lines: fc.array(line, { minLength: 1, maxLength: 3 }), charges: fc.integer({ min: 0, max: 500_000 }), paidPercent: fc.integer({ min: 0, max: 110 }), bank: fc.boolean(), day }),
  fc.record({ kind: fc.constant('amendPurchase' as const), purchase: pick, line: pick, quantity: fc.integer({ min: 1, max: 6 }), price: fc.option(price, { nil: undefined }), charges: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }), paidPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }), day: fc.option(day, { nil: undefined }) }),
  fc.record({ kind: fc.constant('deletePurchase' as const), purchase: pick }),
  fc.record({ kind: fc.constant('bill' as const), amount: fc.integer({ min: 1, max: 5_000_000 }), day }),
  fc.record({ kind: fc.constant('pay' as const), payable: pick, percent: fc.integer({ min: 1, max: 120 }), day }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const dateOf = (dayOfYear: number) => new Date(Date.UTC(2025, 0, 1 + dayOfYear)).toISOString().slice(0, 10);
const at = '2025-12-31T23:59:59.000Z';

class Store {
  history: History = stockHistory();
  productIds: string[] = [];
  unitIds: string[] = [];
  purchaseIds: string[] = [];
  payableIds: string[] = [];
  refusals = 0;
  /** Decisions that landed, by command kind. */
  decided: Record<string, number> = {};
  private current = '';
  private sequence = 0;

  newId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.sequence}`;
  }

  decide(decision: () => StreamEvents[]): StreamEvents[] | null {
    let decided: StreamEvents[];
    try {
      decided = decision();
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.refusals += 1;
      return null;
    }
    this.decided[this.current] = (this.decided[this.current] ?? 0) + 1;
    if (decided.some(({ stream }) => stream.startsWith('journal-entry-je-adj'))) this.decided.costDifference = (this.decided.costDifference ?? 0) + 1;
    this.history = appended(this.history, decided);
    this.assertStockNeverNegative();
    return decided;
  }

  private product(index: number, predicate: (product: ProductState) => boolean = () => true): ProductState | null {
    const candidates = this.productIds.map((id) => productOf(this.history, id)).filter(predicate);
    return candidates.length ? candidates[index % candidates.length] : null;
  }

  private unit(index: number): MotorcycleUnitState | null {
    return this.unitIds.length ? unitOf(this.history, this.unitIds[index % this.unitIds.length]) : null;
  }

  run(command: Step): void {
    this.current = command.kind;
    switch (command.kind) {
      case 'product': {
        const productId = this.newId('p');
        const created = this.decide(() => whenProductCreated(this.history, productCommand(productId, {
          type: command.type, name: `Product ${productId}`, compatibility: command.type === 'Spare Parts' ? ['vehicle-fz'] : undefined,
          cost: command.cost, salePrice: command.cost + command.markup, stock: command.type === 'Motorcycle' ? 0 : command.stock, date: dateOf(command.day), journalEntryId: this.newId('je'),
        })));
        if (created) this.productIds.push(productId);
        return;
      }
      case 'adjust': {
        const product = this.product(command.product);
        if (!product) return;
        const sign = command.type === 'stock_in' || (command.type === 'adjustment' && command.up) ? 1 : -1;
        this.decide(() => whenStockAdjusted(this.history, {
          productId: product.productId, movementId: this.newId('mv'), journalEntryId: this.newId('je'), adjustmentType: command.type, stockChange: sign * command.quantity,
          unitCost: command.type === 'stock_in' ? command.unitCost : undefined, reason: 'Random', date: dateOf(command.day), adjustedBy: by, adjustedAt: at,
        }));
        return;
      }
      case 'recost': {
        const product = this.product(command.product);
        if (!product) return;
        this.decide(() => whenProductUpdated(this.history, { productId: product.productId, cost: command.cost, salePrice: Math.max(product.salePrice, command.cost), date: dateOf(command.day), journalEntryId: this.newId('je'), updatedBy: by, updatedAt: at }));
        return;
      }
      case 'sellParts': {
        // What an invoice will do: take stock at the average, Dr Cost of Goods Sold / Cr Inventory.
        const product = this.product(command.product, (candidate) => candidate.type !== 'Motorcycle' && candidate.status === 'active');
        if (!product) return;
        const journalEntryId = this.newId('je-sale');
        this.decide(() => {
          const { event, cost } = issueStock(product, command.quantity, { movementId: this.newId('mv'), date: dateOf(command.day), reason: 'Sale', reference: 'INV', journalEntryId, sourceStream: 'invoice-x', recordedBy: by, recordedAt: at });
          return [{ stream: `product-${product.productId}`, events: [event] }, ...this.cogs(journalEntryId, dateOf(command.day), product.type, cost)];
        });
        return;
      }
      case 'unit': {
        const product = this.product(command.product, (candidate) => candidate.type === 'Motorcycle');
        const motorcycleId = this.newId('mc');
        const registered = this.decide(() => whenUnitRegistered(this.history, {
          motorcycleId, productId: product?.productId ?? 'p-none', chassisNo: command.chassis, engineNo: `EN-${command.chassis}`, color: 'Red', purchasePrice: command.price,
          date: dateOf(command.day), journalEntryId: this.newId('je'), registeredBy: by, registeredAt: at,
        }));
        if (registered) this.unitIds.push(motorcycleId);
        return;
      }
      case 'reprice': {
        const unit = this.unit(command.unit);
        if (!unit) return;
        this.decide(() => whenUnitUpdated(this.history, { motorcycleId: unit.motorcycleId, purchasePrice: command.price, date: dateOf(command.day), journalEntryId: this.newId('je'), updatedBy: by, updatedAt: at }));
        return;
      }
      case 'status': {
        const unit = this.unit(command.unit);
        if (!unit) return;
        this.decide(() => whenUnitUpdated(this.history, { motorcycleId: unit.motorcycleId, status: command.status, updatedBy: by, updatedAt: at }));
        return;
      }
      case 'deleteUnit': {
        const unit = this.unit(command.unit);
        if (!unit) return;
        this.decide(() => whenUnitDeleted(this.history, { motorcycleId: unit.motorcycleId, date: dateOf(Math.max(command.day, 300)), reversalEntryIds: unit.journalEntryIds.map(() => this.newId('je-rev')), deletedBy: by, deletedAt: at }));
        return;
      }
      case 'sellUnit': {
        // What a motorcycle invoice will do: the unit Sold, its own price to Cost of Goods Sold.
        const unit = this.unit(command.unit);
        if (!unit || unit.lifecycle !== 'registered') return;
        this.decide(() => {
          const { event, cost } = sellMotorcycleUnit(unit, { invoiceId: this.newId('inv'), date: dateOf(command.day), soldBy: by, soldAt: at });
          return [{ stream: `motorcycle-${unit.motorcycleId}`, events: [event] }, ...this.cogs(this.newId('je-sale'), dateOf(command.day), 'Motorcycle', cost)];
        });
        return;
      }
      case 'purchase': {
        const purchaseId = this.newId('pu');
        const payableId = this.newId('pay');
        const items = command.lines.map((spec) => this.purchaseLine(spec)).filter((item): item is PurchaseItemInput => item !== null);
        const total = items.reduce((sum, item) => sum + item.quantity * item.purchasePrice, 0) + command.charges;
        const recorded = this.decide(() => whenPurchaseRecorded(this.history, {
          purchaseId, journalEntryId: this.newId('je'), payableId, supplierId: command.supplier ? RUNNER : RANGS, memoNumber: `M-${command.memo}`, purchaseDate: dateOf(command.day),
          otherCharges: command.charges, items, purchasePaymentMethodId: command.bank ? 'pm-bank' : 'pm-cash', paidAmount: Math.floor((total * command.paidPercent) / 100), recordedBy: by, recordedAt: at,
        }));
        if (recorded) {
          this.purchaseIds.push(purchaseId);
          this.payableIds.push(payableId);
          for (const item of items) for (const unit of item.units ?? []) this.unitIds.push(unit.motorcycleId);
        }
        return;
      }
      case 'amendPurchase': {
        if (!this.purchaseIds.length) return;
        const current = purchaseOf(this.history, this.purchaseIds[command.purchase % this.purchaseIds.length]);
        if (current.lifecycle !== 'recorded') return;
        const items = current.items.map((item) => ({ productId: item.productId, quantity: item.quantity, purchasePrice: item.purchasePrice, salePrice: item.salePrice, units: item.units.map(({ cost: _c, ...unit }) => unit) }));
        const index = command.line % items.length;
        const changed = items[index];
        if (changed.units.length) {
          // A motorcycle line: drop a unit or add a fresh one.
          if (command.quantity < changed.quantity) changed.units = changed.units.slice(0, command.quantity);
          else if (command.quantity > changed.quantity) changed.units = [...changed.units, { motorcycleId: this.newId('mc'), chassisNo: CHASSIS[command.quantity % CHASSIS.length], engineNo: `EN-X-${this.newId('e')}`, color: 'Grey' }];
          changed.quantity = changed.units.length;
        } else {
          changed.quantity = command.quantity;
        }
        if (command.price !== undefined) {
          changed.purchasePrice = command.price;
          changed.salePrice = Math.max(changed.salePrice, command.price);
        }
        const otherCharges = command.charges ?? current.otherCharges;
        const total = items.reduce((sum, item) => sum + item.quantity * item.purchasePrice, 0) + otherCharges;
        const amended = this.decide(() => whenPurchaseAmended(this.history, {
          purchaseId: current.purchaseId, supplierId: current.supplierId, memoNumber: current.memoNumber, purchaseDate: command.day === undefined ? current.purchaseDate : dateOf(command.day),
          paymentTerms: current.paymentTerms, otherCharges, notes: current.notes, items, purchasePaymentMethodId: current.purchasePaymentMethodId,
          paidAmount: command.paidPercent === undefined ? Math.min(current.paidAmount, total) : Math.floor((total * command.paidPercent) / 100),
          reversalEntryId: this.newId('je-rev'), journalEntryId: this.newId('je'), adjustmentEntryId: this.newId('je-adj'), amendedBy: by, amendedAt: at,
        }));
        if (amended) for (const unit of changed.units) if (!this.unitIds.includes(unit.motorcycleId)) this.unitIds.push(unit.motorcycleId);
        return;
      }
      case 'deletePurchase': {
        if (!this.purchaseIds.length) return;
        const purchaseId = this.purchaseIds[command.purchase % this.purchaseIds.length];
        this.decide(() => whenPurchaseDeleted(this.history, { purchaseId, reversalEntryId: this.newId('je-rev'), adjustmentEntryId: this.newId('je-adj'), deletedBy: by, deletedAt: at }));
        return;
      }
      case 'bill': {
        const payableId = this.newId('pay');
        const recorded = this.decide(() => whenBillRecorded(this.history, {
          payableId, journalEntryId: this.newId('je'), supplierId: RUNNER, billNumber: `B-${payableId}`, amount: command.amount, billDate: dateOf(command.day), dueDate: dateOf(command.day + 30), debitAccountId: RENT, recordedBy: by, recordedAt: at,
        }));
        if (recorded) this.payableIds.push(payableId);
        return;
      }
      case 'pay': {
        if (!this.payableIds.length) return;
        const payable = payableOf(this.history, this.payableIds[command.payable % this.payableIds.length]);
        const amount = Math.max(1, Math.floor((remainingAmount(payable) * command.percent) / 100));
        this.decide(() => whenPayablePaid(this.history, {
          payableId: payable.payableId || 'pay-none', paymentId: this.newId('pp'), journalEntryId: this.newId('je'), amount, paymentMethodId: command.percent % 2 ? 'pm-cash' : 'pm-bank', paymentDate: dateOf(command.day), paidBy: by, paidAt: at,
        }));
        return;
      }
    }
  }

  private purchaseLine(spec: { product: number; quantity: number; price: number; markup: number; chassis: string[] }): PurchaseItemInput | null {
    const product = this.product(spec.product);
    if (!product) return null;
    const item: PurchaseItemInput = { productId: product.productId, quantity: spec.quantity, purchasePrice: spec.price, salePrice: spec.price + spec.markup };
    if (product.type === 'Motorcycle') {
      item.units = spec.chassis.slice(0, spec.quantity).map((chassisNo) => ({ motorcycleId: this.newId('mc'), chassisNo, engineNo: `EN-${chassisNo}`, color: 'Black' }));
      item.quantity = item.units.length;
    }
    return item;
  }

  private cogs(journalEntryId: string, date: string, type: ProductType, cost: number): StreamEvents[] {
    if (cost === 0) return [];
    return [{
      stream: journalEntryStream(journalEntryId),
      events: [journalEntryPosted({
        journalEntryId, date, reference: 'INV', description: 'Sale', source: { kind: 'manual' }, postedBy: by, postedAt: at,
        lines: [{ accountId: COGS_OF[type], debit: cost, credit: 0 }, { accountId: INVENTORY_OF[type], debit: 0, credit: cost }],
      })],
    }];
  }

  products(): ProductState[] {
    return Object.keys(this.history).filter((stream) => stream.startsWith('product-')).map((stream) => productOf(this.history, stream.slice('product-'.length)));
  }

  units(): MotorcycleUnitState[] {
    return Object.keys(this.history).filter((stream) => stream.startsWith('motorcycle-')).map((stream) => unitOf(this.history, stream.slice('motorcycle-'.length)));
  }

  assertStockNeverNegative(): void {
    for (const product of this.products()) {
      assert.ok(product.quantity >= 0 && product.stockValue >= 0, `${product.productId}: ${product.quantity} worth ${product.stockValue}`);
      assert.ok(product.quantity > 0 || product.stockValue === 0, `${product.productId}: value ${product.stockValue} with no units`);
      if (product.type === 'Motorcycle') assert.equal(product.quantity, 0);
    }
  }

  assertSound(): void {
    const events = everyEvent(this.history);
    const totals = accountTotals(events);
    const balance = (accountId: string) => (totals[accountId] ? netDebit(totals[accountId]) : 0);

    // Every entry balances; the trial balance balances.
    let debits = 0n;
    let credits = 0n;
    for (const event of events) {
      if (event.type !== 'JournalEntryPosted') continue;
      const entry = event.data as JournalEntryPostedData;
      const entryDebits = entry.lines.reduce((sum, l) => sum + l.debit, 0);
      const entryCredits = entry.lines.reduce((sum, l) => sum + l.credit, 0);
      assert.equal(entryDebits, entryCredits, `${entry.journalEntryId} balances`);
      debits += BigInt(entryDebits);
      credits += BigInt(entryCredits);
    }
    assert.equal(debits, credits);
    assert.equal(trialBalance(totals, reportAccounts(this.history)).isBalanced, true);

    // Stock value equals each inventory account, to the poisha.
    const products = this.products();
    for (const type of ['Spare Parts', 'Accessories'] as const) {
      const value = products.filter((product) => product.type === type).reduce((sum, product) => sum + product.stockValue, 0);
      assert.equal(balance(INVENTORY_OF[type]), value, `${type} stock value equals its inventory account`);
    }
    assert.equal(balance(INV_MOTO), motorcycleStockValue(this.units()), 'motorcycle units not Sold, at their own price, equal Inventory - Motorcycles');

    // Each product's stock is the sum of its movements.
    for (const product of products) {
      const movements = (this.history[`product-${product.productId}`] ?? []).filter((event) => (STOCK_MOVEMENT_EVENT_TYPES as readonly string[]).includes(event.type)).map((event) => event.data as StockMovement);
      assert.equal(movements.reduce((sum, m) => sum + m.quantityChange, 0), product.quantity);
      assert.equal(movements.reduce((sum, m) => sum + m.valueChange, 0), product.stockValue);
    }

    // Accounts Payable equals the open payables' remaining amounts.
    const payables = Object.keys(this.history).filter((stream) => stream.startsWith('payable-')).map((stream) => payableOf(this.history, stream.slice('payable-'.length)));
    const open = payables.reduce((sum, payable: PayableState) => sum + remainingAmount(payable), 0);
    assert.equal(-balance(AP) || 0, open, 'Accounts Payable equals the open payables');
    for (const payable of payables) assert.ok(payable.paidAmount <= payable.amount || payable.lifecycle === 'cancelled');

    // A recorded purchase's current entry carries it; a deleted one's is reversed.
    for (const purchaseId of this.purchaseIds) {
      const purchase: PurchaseState = purchaseOf(this.history, purchaseId);
      const entry = events.filter((event) => event.type === 'JournalEntryReversed' && (event.data as { journalEntryId: string }).journalEntryId === purchase.journalEntryId);
      assert.equal(entry.length, purchase.lifecycle === 'deleted' ? 1 : 0, `${purchaseId} ${purchase.lifecycle}`);
    }
  }
}

describe('stock, purchases and payables, over random histories of every command', () => {
  it('stock never negative; stock value equals the inventory accounts; Accounts Payable equals the open payables; the books balance', () => {
    let steps = 0;
    let refusals = 0;
    const decided: Record<string, number> = {};
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 70, size: 'medium' }), (commands) => {
        const store = new Store();
        for (const command of commands) store.run(command);
        store.assertSound();
        steps += commands.length;
        refusals += store.refusals;
        for (const [kind, count] of Object.entries(store.decided)) decided[kind] = (decided[kind] ?? 0) + count;
      }),
      { numRuns: 150 },
    );
    assert.ok(refusals > 0 && refusals < steps, `${refusals} of ${steps} refused`);
    if (process.env.SHOW_STATS) console.log(JSON.stringify({ steps, refusals, decided }));
    // Every command kind lands now and then (corrections and deletions of purchases included).
    for (const kind of ['product', 'adjust', 'recost', 'sellParts', 'unit', 'reprice', 'status', 'deleteUnit', 'sellUnit', 'purchase', 'amendPurchase', 'deletePurchase', 'bill', 'pay']) {
      assert.ok((decided[kind] ?? 0) > 0, `no ${kind} landed: ${JSON.stringify(decided)}`);
    }
  });
});
