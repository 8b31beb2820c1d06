import {
  addInvoicePayment,
  bookingStream,
  changeVatSettings,
  BOOKS_CLOSING_STREAM,
  customerStream,
  glAccountStream,
  invoiceEntryIds,
  invoiceReads,
  invoiceStream,
  issueInvoice,
  journalEntryStream,
  methodAccountIds,
  motorcycleStream,
  paymentMethodStream,
  productStream,
  receivableStream,
  updateInvoiceDetails,
  uuidv7,
  VAT_SETTINGS_STREAM,
  voidInvoice,
  type BookingState,
  type BooksState,
  type CustomerState,
  type GlAccountState,
  type GlClassType,
  type InvoiceState,
  type IssueInvoice,
  type JournalEntryState,
  type MotorcycleUnitState,
  type PaymentMethodState,
  type PaymentRowInput,
  type ProductState,
  type ReceivableState,
  type StreamEvents,
  type SystemAccounts,
  type VatSettingsState,
} from '@dealer/domain';
import type { AppendRequest } from '@dealer/event-store';
import type { HistoryBuilder, HistoryStep } from '../../testing/history';
import { bookingIdsOf } from '../bookings/history-steps';
import { addCustomerStep, customerIdsOf } from '../customers/history-steps';
import { productIdsOf } from '../products/history-steps';
import { purchasingIdsOf } from '../purchasing/history-steps';

/** The invoices a history issued (live or voided), in the order issued. */
const issued = new WeakMap<HistoryBuilder, string[]>();
const invoicesOf = (history: HistoryBuilder) => {
  let ids = issued.get(history);
  if (!ids) issued.set(history, (ids = []));
  return ids;
};
export const invoiceIdsOf = (history: HistoryBuilder) => [...invoicesOf(history)];

/** Runs a decision on the history's states; a refusal (stock short, a unit sold, a booking of another customer…) decides nothing. */
function attempt(history: HistoryBuilder, decide: () => StreamEvents[], then?: () => void): AppendRequest[] {
  try {
    const requests = history.commit(decide());
    if (requests.length) then?.();
    return requests;
  } catch {
    return [];
  }
}

const today = (history: HistoryBuilder) => history.now().slice(0, 10);
const fold = <State>(history: HistoryBuilder, stream: string) => history.fold<State>(stream);

function systemAccounts(history: HistoryBuilder): SystemAccounts {
  const accounts: SystemAccounts = {};
  for (const info of history.accounts) if (info.systemRole) accounts[info.systemRole] = fold<GlAccountState>(history, glAccountStream(info.id));
  return accounts;
}

/** The payment methods named, their accounts and class types, as the handler loads them. */
function methodsGiven(history: HistoryBuilder, methodIds: readonly string[]) {
  const paymentMethods = Object.fromEntries(methodIds.map((id) => [id, fold<PaymentMethodState>(history, paymentMethodStream(id))]));
  const accountIds = methodAccountIds(Object.values(paymentMethods).filter((method) => method.lifecycle === 'active'));
  return {
    paymentMethods,
    accounts: Object.fromEntries(accountIds.map((id) => [id, fold<GlAccountState>(history, glAccountStream(id))])),
    accountTypes: Object.fromEntries(accountIds.flatMap((id) => {
      const info = history.accounts.find((account) => account.id === id);
      return info ? [[id, info.classType as GlClassType]] : [];
    })),
    systemAccounts: systemAccounts(history),
  };
}

/** Split tender over the history's methods: none, one or two rows, now and then more than the total (refused). */
function paymentsFor(history: HistoryBuilder, total: number): PaymentRowInput[] {
  const roll = history.random();
  if (roll < 0.25 || total <= 0) return [];
  const first = roll < 0.55 ? total : history.int(1, Math.max(1, total));
  const rows: PaymentRowInput[] = [{ paymentId: uuidv7(), paymentMethodId: history.pick(history.paymentMethodIds), amount: first }];
  if (roll > 0.8 && total - first > 0) rows.push({ paymentId: uuidv7(), paymentMethodId: history.pick(history.paymentMethodIds), amount: history.int(1, total - first + (roll > 0.95 ? 100 : 0)) });
  return rows;
}

function issue(history: HistoryBuilder, command: IssueInvoice): AppendRequest[] {
  const reads = invoiceReads(command);
  const units = Object.fromEntries(reads.motorcycleIds.map((id) => [id, fold<MotorcycleUnitState>(history, motorcycleStream(id))]));
  const productIds = [...new Set([...reads.productIds, ...Object.values(units).map((unit) => unit.productId).filter(Boolean)])];
  return attempt(history, () => issueInvoice(command, {
    invoice: fold<InvoiceState>(history, invoiceStream(command.invoiceId)),
    customer: fold<CustomerState>(history, customerStream(command.customerId)),
    products: Object.fromEntries(productIds.map((id) => [id, fold<ProductState>(history, productStream(id))])),
    units,
    booking: command.bookingId ? fold<BookingState>(history, bookingStream(command.bookingId)) : null,
    receivable: fold<ReceivableState>(history, receivableStream(command.receivableId)),
    invoiceTermsDays: history.pick([0, 15, 30]),
    books: fold<BooksState>(history, BOOKS_CLOSING_STREAM),
    vatSettings: fold<VatSettingsState>(history, VAT_SETTINGS_STREAM),
    ...methodsGiven(history, reads.paymentMethodIds),
  }), () => invoicesOf(history).push(command.invoiceId));
}

/** Registers for VAT from today (issue 24), under either scheme, prices with or without VAT: the invoices after it carry VAT. */
function registerForVat(history: HistoryBuilder): AppendRequest[] {
  return attempt(history, () =>
    changeVatSettings(
      { registered: true, scheme: history.pick(['Standard', 'Trade']), pricesIncludeVat: history.random() < 0.6, authorizedPerson: { name: 'Kamal Hossain', designation: 'Proprietor' }, today: today(history) },
      fold<VatSettingsState>(history, VAT_SETTINGS_STREAM),
    ),
  );
}

const base = (history: HistoryBuilder, customerId: string) => ({
  invoiceId: uuidv7(),
  journalEntryId: uuidv7(),
  receivableId: uuidv7(),
  customerId,
  date: today(history),
  shippingCharge: history.random() < 0.3 ? history.int(1, 500) * 100 : 0,
  issuedBy: history.userId,
  issuedAt: history.now(),
  notes: history.random() < 0.2 ? 'Delivered' : '',
});

/** Spare parts and accessories in stock, one to three lines, a discount now and then. */
function sellProducts(history: HistoryBuilder): AppendRequest[] {
  const customers = customerIdsOf(history);
  if (!customers.length) return addCustomerStep(history);
  const inStock = productIdsOf(history).map((id) => fold<ProductState>(history, productStream(id))).filter((product) => product.status === 'active' && product.type !== 'Motorcycle' && product.quantity > 0);
  if (!inStock.length) return [];
  const lines = [...new Set(Array.from({ length: history.int(1, 3) }, () => history.pick(inStock)))];
  // Now and then more than the stock: refused.
  const items = lines.map((product) => ({ productId: product.productId, quantity: history.random() < 0.1 ? product.quantity + 1 : history.int(1, product.quantity) }));
  const estimate = lines.reduce((sum, product, index) => sum + product.salePrice * items[index].quantity, 0);
  const discount = history.random() < 0.3 ? { discountType: 'percentage' as const, discountValue: history.int(1, 2000) } : { discountType: 'flat' as const, discountValue: history.random() < 0.2 ? history.int(0, Math.floor(estimate / 10)) : 0 };
  const fields = base(history, history.pick(customers));
  return issue(history, { ...fields, invoiceType: 'Accessories & Spare Parts', items, ...discount, payments: paymentsFor(history, estimate + fields.shippingCharge - (discount.discountType === 'flat' ? discount.discountValue : 0)) });
}

/** An Available unit (or, half the time, the one a Confirmed booking holds, with that booking and its customer). */
function sellMotorcycle(history: HistoryBuilder): AppendRequest[] {
  const customers = customerIdsOf(history);
  if (!customers.length) return addCustomerStep(history);
  const units = purchasingIdsOf(history).units.map((id) => fold<MotorcycleUnitState>(history, motorcycleStream(id))).filter((unit) => unit.lifecycle === 'registered');
  const bookings = bookingIdsOf(history).map((id) => fold<BookingState>(history, bookingStream(id))).filter((booking) => booking.status === 'Confirmed' || booking.status === 'Partial Refund');
  const booking = bookings.length && history.random() < 0.5 ? history.pick(bookings) : null;
  const available = units.filter((unit) => unit.status === 'Available');
  // Now and then a unit that is not Available: refused.
  const unit = booking?.motorcycleId ? units.find((candidate) => candidate.motorcycleId === booking.motorcycleId) : history.random() < 0.1 && units.length ? history.pick(units) : available.length ? history.pick(available) : null;
  if (!unit) return [];
  const product = fold<ProductState>(history, productStream(unit.productId));
  const unitPrice = Math.max(product.salePrice, unit.purchasePrice + history.int(0, 2_000_000));
  const fields = base(history, booking?.customerId ?? history.pick(customers));
  const owed = unitPrice + fields.shippingCharge - (booking ? booking.amount - booking.refundedAmount - booking.appliedAmount : 0);
  return issue(history, { ...fields, invoiceType: 'Motorcycle', items: [{ motorcycleId: unit.motorcycleId, unitPrice }], bookingId: booking?.bookingId ?? null, payments: paymentsFor(history, owed) });
}

const pickInvoice = (history: HistoryBuilder, wanted: (invoice: InvoiceState) => boolean) => {
  const candidates = invoicesOf(history).map((id) => fold<InvoiceState>(history, invoiceStream(id))).filter(wanted);
  return candidates.length ? history.pick(candidates) : null;
};

/** A payment on a due: up to it, now and then above it (refused). */
function pay(history: HistoryBuilder): AppendRequest[] {
  const invoice = pickInvoice(history, (candidate) => candidate.lifecycle === 'issued' && candidate.due > 0);
  if (!invoice) return sellProducts(history);
  const amount = history.random() < 0.1 ? invoice.due + 1 : history.random() < 0.5 ? invoice.due : history.int(1, invoice.due);
  const payments = [{ paymentId: uuidv7(), paymentMethodId: history.pick(history.paymentMethodIds), amount }];
  return attempt(history, () => addInvoicePayment(
    { invoiceId: invoice.invoiceId, payments, date: today(history), journalEntryId: uuidv7(), receivedBy: history.userId, receivedAt: history.now() },
    {
      invoice,
      receivable: fold<ReceivableState>(history, receivableStream(invoice.receivableId ?? 'none')),
      books: fold<BooksState>(history, BOOKS_CLOSING_STREAM),
      ...methodsGiven(history, payments.map((row) => row.paymentMethodId)),
    },
  ));
}

function editDetails(history: HistoryBuilder): AppendRequest[] {
  const invoice = pickInvoice(history, (candidate) => candidate.lifecycle === 'issued');
  if (!invoice) return sellProducts(history);
  return attempt(history, () => updateInvoiceDetails(
    { invoiceId: invoice.invoiceId, customer: { phone: `0171${history.int(1000000, 9999999)}`, address: `${history.int(1, 99)} Uttara, Dhaka` }, notes: 'Call before delivery', updatedBy: history.userId, updatedAt: history.now() },
    { invoice },
  ));
}

/** A void: everything it did taken back (refused once a bad debt wrote its receivable off). */
function voidOne(history: HistoryBuilder): AppendRequest[] {
  const invoice = pickInvoice(history, (candidate) => candidate.lifecycle === 'issued');
  if (!invoice) return sellProducts(history);
  const entryIds = invoiceEntryIds(invoice);
  return attempt(history, () => voidInvoice(
    { invoiceId: invoice.invoiceId, date: today(history), reversalEntryIds: entryIds.map(() => uuidv7()), reason: 'Returned', voidedBy: history.userId, voidedAt: history.now() },
    {
      invoice,
      products: Object.fromEntries(invoice.items.map((item) => [item.productId, fold<ProductState>(history, productStream(item.productId))])),
      units: Object.fromEntries(invoice.items.filter((item) => item.motorcycleId).map((item) => [item.motorcycleId!, fold<MotorcycleUnitState>(history, motorcycleStream(item.motorcycleId!))])),
      booking: invoice.booking ? fold<BookingState>(history, bookingStream(invoice.booking.bookingId)) : null,
      receivable: fold<ReceivableState>(history, receivableStream(invoice.receivableId ?? 'none')),
      entries: Object.fromEntries(entryIds.map((id) => [id, fold<JournalEntryState>(history, journalEntryStream(id))])),
      books: fold<BooksState>(history, BOOKS_CLOSING_STREAM),
    },
  ));
}

/** Invoices in a random history (with the customers', products', register's and bookings' steps). */
export const INVOICE_HISTORY_STEPS: readonly HistoryStep[] = [
  { name: 'sell products', weight: 40, run: sellProducts },
  { name: 'sell a motorcycle', weight: 25, run: sellMotorcycle },
  { name: 'pay an invoice', weight: 25, run: pay },
  { name: 'edit an invoice', weight: 8, run: editDetails },
  { name: 'void an invoice', weight: 10, run: voidOne },
  // Weight 0: only a script registers (the random histories of other suites stay as they were).
  { name: 'register for VAT', weight: 0, run: registerForVat },
];
