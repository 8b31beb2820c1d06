/**
 * Property tests of selling: random sequences of sales (products and motorcycles, split tender,
 * discounts, shipping, booking money applied), payments on dues, bookings and their refunds,
 * voids and bad debts written off, valid or not, against one history, as the command handlers
 * would run them. Whatever happens: every entry and the trial balance balance; Accounts
 * Receivable equals the open receivables' remaining; Customer Deposits equals the booking money
 * neither applied nor refunded; each inventory account equals the stock it values; no unit is
 * sold twice, and each live invoice's due is its receivable's.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { DomainError } from '../shared/errors';
import type { StreamEvents } from '../shared/events';
import { appended, stateOf, type History } from '../given-when-then.test-helper';
import { paymentMethodStream, type PaymentMethodState } from '../accounts/payment-methods';
import type { JournalEntryPostedData } from '../ledger/journal-entry-posted';
import { accountStates, accountTypes, booksOf, reportAccounts } from '../ledger/ledger-fixtures.test-helper';
import { accountTotals, netDebit, trialBalance } from '../ledger/trial-balance';
import { productCommand, systemAccountsOf, whenProductCreated, whenStockAdjusted, whenUnitRegistered } from '../inventory/inventory-fixtures.test-helper';
import { motorcycleStockValue, type MotorcycleUnitState } from '../inventory/motorcycle-units';
import type { ProductState } from '../inventory/products';
import { approveBadDebt, draftBadDebt, postBadDebt } from '../receivables/bad-debts';
import { receivableRemaining, type ReceivableState } from '../receivables/receivables';
import { customerRefOf } from './customers';
import { bookingMoneyRemaining, refundBooking, type BookingState } from './bookings';
import type { InvoiceState, IssueInvoice } from './invoices';
import {
  AR,
  at,
  BAD_DEBT,
  bookingOf,
  by,
  customerOf,
  DEPOSITS,
  INV_ACC,
  INV_MOTO,
  INV_PARTS,
  invoiceOf,
  KARIM,
  productOf,
  RAHIM,
  receivableOf,
  salesHistory,
  unitOf,
  whenBookingCreated,
  whenInvoiceIssued,
  whenInvoicePaid,
  whenInvoiceVoided,
} from './invoice-fixtures.test-helper';

const CUSTOMERS = [KARIM, RAHIM];
const METHODS = ['pm-cash', 'pm-bank', 'pm-card', 'pm-nagad', 'pm-booking'];
const PRODUCTS = ['p-pad', 'p-helmet', 'p-oil'];
const pick = fc.nat();
const percent = fc.integer({ min: 0, max: 120 });
const payment = fc.record({ method: fc.constantFrom(...METHODS), percent });
/** A booking to apply, now and then. */
const someBooking = fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: pick, weight: 1 });

const step = fc.oneof(
  fc.record({
    kind: fc.constant('sellParts' as const),
    customer: fc.constantFrom(...CUSTOMERS),
    lines: fc.uniqueArray(fc.record({ product: fc.constantFrom(...PRODUCTS), quantity: fc.integer({ min: 1, max: 7 }), price: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: undefined }) }), { minLength: 1, maxLength: 3, selector: (line) => line.product }),
    shipping: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
    discount: fc.oneof(fc.constant({ type: 'flat' as const, value: 0 }), fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 1, max: 10_000 }) }), fc.record({ type: fc.constant('flat' as const), value: fc.integer({ min: 1, max: 200_000 }) })),
    payments: fc.array(payment, { maxLength: 2 }),
    booking: someBooking,
  }),
  fc.record({ kind: fc.constant('sellUnit' as const), customer: fc.constantFrom(...CUSTOMERS), unit: pick, price: fc.integer({ min: 15_000_000, max: 25_000_000 }), payments: fc.array(payment, { maxLength: 2 }), booking: someBooking }),
  fc.record({ kind: fc.constant('pay' as const), invoice: pick, method: fc.constantFrom(...METHODS), percent: fc.integer({ min: 1, max: 110 }) }),
  fc.record({ kind: fc.constant('book' as const), customer: fc.constantFrom(...CUSTOMERS), amount: fc.integer({ min: 1, max: 5_000_000 }), unit: fc.option(pick, { nil: undefined }) }),
  fc.record({ kind: fc.constant('refund' as const), booking: pick, percent: fc.integer({ min: 1, max: 110 }), method: fc.constantFrom('pm-cash', 'pm-bank') }),
  fc.record({ kind: fc.constant('void' as const), invoice: pick }),
  fc.record({ kind: fc.constant('writeOff' as const), invoice: pick, percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('restock' as const), product: fc.constantFrom(...PRODUCTS), quantity: fc.integer({ min: 1, max: 10 }), cost: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({ kind: fc.constant('newUnit' as const), price: fc.integer({ min: 0, max: 20_000_000 }) }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const DATE = '2025-03-10';

class Store {
  history: History;
  invoiceIds: string[] = [];
  bookingIds: string[] = [];
  unitIds = ['mc-1', 'mc-2'];
  refusals = 0;
  /** Why decisions were refused (for SHOW_STATS). */
  reasons: Record<string, number> = {};
  decided: Record<string, number> = {};
  private current = '';
  private sequence = 0;

  constructor() {
    let history = salesHistory();
    history = appended(history, whenProductCreated(history, productCommand('p-oil', { type: 'Accessories', name: 'Engine Oil', compatibility: undefined, cost: 45_001, salePrice: 70_000, stock: 3 })));
    this.history = history;
  }

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
      const reason = `${this.current}: ${error.message.replace(/[\d,.৳]+/g, 'N')}`;
      this.reasons[reason] = (this.reasons[reason] ?? 0) + 1;
      return null;
    }
    if (decided.length) this.decided[this.current] = (this.decided[this.current] ?? 0) + 1;
    this.history = appended(this.history, decided);
    return decided;
  }

  private at<T>(ids: string[], index: number | undefined): T | null {
    return index === undefined || ids.length === 0 ? null : (ids[index % ids.length] as T);
  }

  /** Rows for the payments: percentages of what is owed, by the methods picked (Booking Money among them, refused). */
  private rows(payments: { method: string; percent: number }[], owed: number) {
    return payments.map((row) => ({ paymentId: this.newId('pay'), paymentMethodId: row.method, amount: Math.floor((Math.max(owed, 0) * row.percent) / 100 / payments.length) }));
  }

  private issue(fields: Partial<IssueInvoice> & Pick<IssueInvoice, 'customerId' | 'items'>) {
    const invoiceId = this.newId('inv');
    const command: IssueInvoice = { invoiceId, journalEntryId: this.newId('je'), receivableId: this.newId('rcv'), date: DATE, issuedBy: by, issuedAt: at, invoiceType: 'Accessories & Spare Parts', ...fields };
    const landed = this.decide(() => whenInvoiceIssued(this.history, command, 30));
    if (landed) this.invoiceIds.push(invoiceId);
  }

  run(command: Step): void {
    this.current = command.kind;
    switch (command.kind) {
      case 'sellParts': {
        const owed = command.lines.reduce((sum, line) => sum + (line.price ?? 90_000) * line.quantity, 0) + command.shipping;
        this.issue({
          customerId: command.customer,
          items: command.lines.map((line) => ({ productId: line.product, quantity: line.quantity, unitPrice: line.price })),
          shippingCharge: command.shipping,
          discountType: command.discount.type,
          discountValue: command.discount.value,
          payments: this.rows(command.payments, owed),
          bookingId: this.at<string>(this.bookingIds, command.booking),
        });
        return;
      }
      case 'sellUnit': {
        const motorcycleId = this.at<string>(this.unitIds, command.unit)!;
        const bookingId = this.at<string>(this.bookingIds, command.booking);
        const booked = bookingId ? bookingMoneyRemaining(bookingOf(this.history, bookingId)) : 0;
        this.issue({ customerId: command.customer, invoiceType: 'Motorcycle', items: [{ motorcycleId, unitPrice: command.price }], payments: this.rows(command.payments, command.price - booked), bookingId });
        return;
      }
      case 'pay': {
        const invoiceId = this.at<string>(this.invoiceIds, command.invoice);
        if (!invoiceId) return;
        const due = invoiceOf(this.history, invoiceId).due;
        this.decide(() => whenInvoicePaid(this.history, {
          invoiceId, date: DATE, journalEntryId: this.newId('je'), receivedBy: by, receivedAt: at,
          payments: [{ paymentId: this.newId('pay'), paymentMethodId: command.method, amount: Math.max(1, Math.floor((due * command.percent) / 100)) }],
        }));
        return;
      }
      case 'book': {
        const bookingId = this.newId('bk');
        const motorcycleId = this.at<string>(this.unitIds, command.unit);
        const landed = this.decide(() => whenBookingCreated(this.history, { bookingId, customerId: command.customer, amount: command.amount, motorcycleId, date: DATE, journalEntryId: this.newId('je') }));
        if (landed) this.bookingIds.push(bookingId);
        return;
      }
      case 'refund': {
        const bookingId = this.at<string>(this.bookingIds, command.booking);
        if (!bookingId) return;
        const booking = bookingOf(this.history, bookingId);
        const method = stateOf<PaymentMethodState>(this.history, paymentMethodStream(command.method));
        this.decide(() => refundBooking(
          { bookingId, refundId: this.newId('rf'), journalEntryId: this.newId('je'), refundAmount: Math.max(1, Math.floor((bookingMoneyRemaining(booking) * command.percent) / 100)), refundMethodId: command.method, reason: 'Changed mind', date: DATE, refundedBy: by, refundedAt: at },
          {
            booking, paymentMethod: method, accounts: accountStates(this.history, [method.accountId]), accountTypes: accountTypes(this.history, [method.accountId]),
            systemAccounts: systemAccountsOf(this.history), heldUnit: booking.motorcycleId ? unitOf(this.history, booking.motorcycleId) : undefined, books: booksOf(this.history),
          },
        ));
        return;
      }
      case 'void': {
        const invoiceId = this.at<string>(this.invoiceIds, command.invoice);
        if (!invoiceId) return;
        this.decide(() => whenInvoiceVoided(this.history, { invoiceId, date: DATE, reason: 'Returned', voidedBy: by, voidedAt: at }));
        return;
      }
      case 'writeOff': {
        const invoiceId = this.at<string>(this.invoiceIds, command.invoice);
        if (!invoiceId) return;
        const invoice = invoiceOf(this.history, invoiceId);
        if (!invoice.receivableId) return;
        const receivable = receivableOf(this.history, invoice.receivableId);
        const badDebtId = this.newId('bd');
        const customer = customerRefOf(customerOf(this.history, invoice.customerId));
        const accounts = accountStates(this.history, [BAD_DEBT]);
        // Drafted, approved and posted in turn, as the screen moves it; each may be refused.
        this.decide(() => {
          const drafted = draftBadDebt(
            {
              badDebtId, customerId: invoice.customerId, invoiceId, receivableId: invoice.receivableId, badDebtAccountId: BAD_DEBT, originalAmount: receivable.amount,
              writeOffAmount: Math.max(1, Math.floor((receivableRemaining(receivable) * command.percent) / 100)), writeOffDate: DATE, reason: 'Uncollectible', notes: '', draftedBy: by, draftedAt: at,
            },
            { badDebt: stateOf(this.history, `bad-debt-${badDebtId}`), receivable, customer, accounts, accountTypes: accountTypes(this.history, [BAD_DEBT]) },
          );
          const approved = approveBadDebt({ badDebtId, approvedBy: by, approvedAt: at }, { badDebt: stateOf(appended(this.history, drafted), `bad-debt-${badDebtId}`) });
          const before = appended(appended(this.history, drafted), approved);
          return [
            ...drafted,
            ...approved,
            ...postBadDebt({ badDebtId, journalEntryId: this.newId('je'), postedBy: by, postedAt: at }, {
              badDebt: stateOf(before, `bad-debt-${badDebtId}`), receivable, customer, accounts, systemAccounts: systemAccountsOf(this.history), books: booksOf(this.history),
            }),
          ];
        });
        return;
      }
      case 'restock': {
        this.decide(() => whenStockAdjusted(this.history, {
          productId: command.product, movementId: this.newId('mv'), journalEntryId: this.newId('je'), adjustmentType: 'stock_in', stockChange: command.quantity, unitCost: command.cost, reason: 'Delivery', date: DATE, adjustedBy: by, adjustedAt: at,
        }));
        return;
      }
      case 'newUnit': {
        const motorcycleId = this.newId('mc');
        const landed = this.decide(() => whenUnitRegistered(this.history, {
          motorcycleId, productId: 'p-fz', chassisNo: `CH-${motorcycleId}`, engineNo: `EN-${motorcycleId}`, color: 'Red', purchasePrice: command.price, date: DATE, journalEntryId: this.newId('je'), registeredBy: by, registeredAt: at,
        }));
        if (landed) this.unitIds.push(motorcycleId);
        return;
      }
    }
  }

  private all<State>(prefix: string): State[] {
    return Object.keys(this.history).filter((stream) => stream.startsWith(prefix)).map((stream) => stateOf<State>(this.history, stream));
  }

  assertSound(): void {
    const events = Object.values(this.history).flat();
    const totals = accountTotals(events);
    const balance = (accountId: string) => (totals[accountId] ? netDebit(totals[accountId]) : 0);

    // Every entry balances; the trial balance balances.
    for (const event of events) {
      if (event.type !== 'JournalEntryPosted') continue;
      const entry = event.data as JournalEntryPostedData;
      assert.equal(entry.lines.reduce((sum, l) => sum + l.debit, 0), entry.lines.reduce((sum, l) => sum + l.credit, 0), `${entry.journalEntryId} balances`);
    }
    assert.equal(trialBalance(totals, reportAccounts(this.history)).isBalanced, true, 'the trial balance balances');

    // Accounts Receivable = the open receivables' remaining.
    const receivables = this.all<ReceivableState>('receivable-');
    assert.equal(balance(AR), receivables.reduce((sum, receivable) => sum + receivableRemaining(receivable), 0), 'Accounts Receivable equals the open receivables');

    // Customer Deposits = booking money neither applied nor refunded.
    const bookings = this.all<BookingState>('booking-');
    assert.equal(-balance(DEPOSITS) || 0, bookings.reduce((sum, booking) => sum + bookingMoneyRemaining(booking), 0), 'Customer Deposits equals the unapplied, unrefunded booking money');

    // Stock and the inventory accounts agree.
    const products = this.all<ProductState>('product-');
    for (const [type, account] of [['Spare Parts', INV_PARTS], ['Accessories', INV_ACC]] as const) {
      assert.equal(balance(account), products.filter((product) => product.type === type).reduce((sum, product) => sum + product.stockValue, 0), `${type}: stock value equals its inventory account`);
    }
    const units = this.all<MotorcycleUnitState>('motorcycle-');
    assert.equal(balance(INV_MOTO), motorcycleStockValue(units), 'units not Sold, at their own price, equal Inventory - Motorcycles');
    for (const product of products) assert.ok(product.quantity >= 0 && product.stockValue >= 0, `${product.productId} never negative`);

    // No unit sold twice: each Sold unit is on exactly one live invoice, and a live invoice's unit is Sold to it.
    const invoices = this.all<InvoiceState>('invoice-');
    const live = invoices.filter((invoice) => invoice.lifecycle === 'issued');
    const soldOn = new Map<string, string[]>();
    for (const invoice of live) for (const item of invoice.items) if (item.motorcycleId) soldOn.set(item.motorcycleId, [...(soldOn.get(item.motorcycleId) ?? []), invoice.invoiceId]);
    for (const unit of units) {
      const on = soldOn.get(unit.motorcycleId) ?? [];
      assert.ok(on.length <= 1, `${unit.motorcycleId} is on ${on.length} live invoices`);
      assert.equal(unit.status === 'Sold', on.length === 1, `${unit.motorcycleId} ${unit.status}`);
      if (on.length) assert.equal(unit.invoiceId, on[0]);
    }

    // A live invoice's due is its receivable's (payments and write-offs apart); a voided one's receivable is closed.
    for (const invoice of invoices) {
      assert.ok(invoice.due >= 0 && invoice.paidAmount <= invoice.total, `${invoice.invoiceId}: paid ${invoice.paidAmount} of ${invoice.total}`);
      if (!invoice.receivableId) continue;
      const receivable = receivableOf(this.history, invoice.receivableId);
      if (invoice.lifecycle === 'voided') assert.notEqual(receivable.lifecycle, 'open');
      else assert.equal(receivable.amount - receivable.paidAmount, invoice.due, `${invoice.invoiceId}: due`);
    }
  }
}

describe('selling, over random histories of sales, payments, bookings, refunds, voids and write-offs', () => {
  it('the books balance; AR = open receivables; Customer Deposits = unapplied booking money; stock = inventory accounts; no unit sold twice', () => {
    let steps = 0;
    let refusals = 0;
    const decided: Record<string, number> = {};
    const reasons: Record<string, number> = {};
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60, size: 'medium' }), (commands) => {
        const store = new Store();
        for (const command of commands) {
          store.run(command);
          store.assertSound();
        }
        steps += commands.length;
        refusals += store.refusals;
        for (const [kind, count] of Object.entries(store.decided)) decided[kind] = (decided[kind] ?? 0) + count;
        for (const [reason, count] of Object.entries(store.reasons)) reasons[reason] = (reasons[reason] ?? 0) + count;
      }),
      { numRuns: 120, seed: 20261126 },
    );
    assert.ok(refusals > 0 && refusals < steps, `${refusals} of ${steps} refused`);
    if (process.env.SHOW_STATS) console.log(JSON.stringify({ steps, refusals, decided, reasons }, null, 1));
    for (const kind of ['sellParts', 'sellUnit', 'pay', 'book', 'refund', 'void', 'writeOff', 'restock', 'newUnit']) {
      assert.ok((decided[kind] ?? 0) > 0, `no ${kind} landed: ${JSON.stringify(decided)}`);
    }
  });
});
