/**
 * Test support for the invoice tests (not exported from index): the stock fixtures' chart with the
 * sales accounts and their roles, a card method with a processing fee, a catalogue with stock and
 * two motorcycle units, two customers, and `when…` functions that load exactly what the invoice
 * handlers load before deciding.
 */
import { glAccountStream, type GlAccountEvent, type GlAccountState } from '../accounts/gl-accounts';
import { paymentMethodStream, type PaymentMethodEvent, type PaymentMethodState } from '../accounts/payment-methods';
import { appended, stateOf, type History } from '../given-when-then.test-helper';
import type { JournalEntryState } from '../ledger/journal-entries';
import { journalEntryStream } from '../ledger/journal-entry-posted';
import { accountStates, accountTypes, ACCOUNTS, booksOf, GROUPS } from '../ledger/ledger-fixtures.test-helper';
import {
  at,
  by,
  productCommand,
  productOf,
  STOCK_ACCOUNTS,
  stockHistory,
  systemAccountsOf,
  unitOf,
  whenProductCreated,
  whenUnitRegistered,
} from '../inventory/inventory-fixtures.test-helper';
import type { AccountFunds } from '../ledger/funds';
import { receivableStream, type ReceivableState } from '../receivables/receivables';
import { uniqueValueStream, type UniqueValueState } from '../shared/uniqueness';
import { bookingStream, createBooking, type BookingState, type CreateBooking } from './bookings';
import { addCustomer, customerPhoneKey, customerStream, CUSTOMER_PHONE_SCOPE, type CustomerState } from './customers';
import {
  addInvoicePayment,
  invoiceEntryIds,
  invoiceReads,
  invoiceStream,
  issueInvoice,
  updateInvoiceDetails,
  voidInvoice,
  type AddInvoicePayment,
  type InvoiceGiven,
  type InvoiceState,
  type IssueInvoice,
  type UpdateInvoiceDetails,
  type VoidInvoice,
} from './invoices';
import { methodAccountIds } from './invoice-postings';
import { paymentReferenceStreams, type PaymentReferenceState } from './payment-references';

export { at, by };

/** The sales accounts the ledger and stock fixtures lack, with their roles. */
export const SALES_ACCOUNTS = {
  card: { id: 'acc-card', code: '1105', name: 'Card Settlement Account', group: GROUPS.cashAndBank.id, systemRole: 'cardSettlement' },
  salesParts: { id: 'acc-sales-parts', code: '4102', name: 'Sales - Spare Parts', group: GROUPS.salesRevenue.id, systemRole: 'sales.Spare Parts' },
  salesAccessories: { id: 'acc-sales-acc', code: '4103', name: 'Sales - Accessories', group: GROUPS.salesRevenue.id, systemRole: 'sales.Accessories' },
  cogsMotorcycles: { id: 'acc-cogs-moto', code: '5101.1', name: 'Cost of Goods Sold - Motorcycles', group: GROUPS.costOfGoodsSold.id, systemRole: 'costOfGoodsSold.Motorcycle' },
  processingFees: { id: 'acc-fees', code: '5204', name: 'Payment Processing Fees', group: GROUPS.operatingExpenses.id, systemRole: 'processingFees' },
  nagadFees: { id: 'acc-nagad-fees', code: '5303.1', name: 'Nagad Charges', group: GROUPS.otherExpenses.id, systemRole: null },
  badDebt: { id: 'acc-bad-debt', code: '5302', name: 'Bad Debt Expense', group: GROUPS.otherExpenses.id, systemRole: 'badDebtExpense' },
} as const;

export const CASH = ACCOUNTS.cash.id;
export const BANK = ACCOUNTS.bank.id;
export const CARD = SALES_ACCOUNTS.card.id;
export const AR = ACCOUNTS.receivable.id;
export const DEPOSITS = STOCK_ACCOUNTS.deposits.id;
export const DISCOUNTS = ACCOUNTS.discounts.id;
export const OTHER_INCOME = ACCOUNTS.otherIncome.id;
export const SALES_MOTO = ACCOUNTS.sales.id;
export const SALES_PARTS = SALES_ACCOUNTS.salesParts.id;
export const SALES_ACC = SALES_ACCOUNTS.salesAccessories.id;
export const COGS_MOTO = SALES_ACCOUNTS.cogsMotorcycles.id;
export const COGS_PARTS = STOCK_ACCOUNTS.cogsParts.id;
export const COGS_ACC = STOCK_ACCOUNTS.cogsAccessories.id;
export const INV_MOTO = STOCK_ACCOUNTS.motorcycles.id;
export const INV_PARTS = STOCK_ACCOUNTS.spareParts.id;
export const INV_ACC = STOCK_ACCOUNTS.accessories.id;
export const FEES = SALES_ACCOUNTS.processingFees.id;
export const NAGAD_FEES = SALES_ACCOUNTS.nagadFees.id;
export const BAD_DEBT = SALES_ACCOUNTS.badDebt.id;

export const KARIM = 'cus-karim';
export const RAHIM = 'cus-rahim';
export const TODAY = '2025-03-10';

const method = (paymentMethodId: string, name: string, accountId: string, type: string, processingFeeHundredths = 0, processingFeeAccountId: string | null = null): PaymentMethodEvent => ({
  type: 'PaymentMethodCreated',
  data: { paymentMethodId, name, paymentAccount: name, accountId, type, status: 'active', processingFeeHundredths, processingFeeAccountId, isDefault: false, details: {} } as never,
});

/**
 * The stock fixtures' chart and methods, the sales accounts, a card method (1.85% fee to Payment
 * Processing Fees), a Nagad method (1.5% to its own fee account) paying into the bank; products with
 * stock (10 brake pads at ৳600, 5 helmets at ৳1,500), a Motorcycle product with two units at ৳1,80,000
 * and ৳1,85,000; two customers.
 */
export function salesHistory(): History {
  let history = stockHistory();
  for (const account of Object.values(SALES_ACCOUNTS)) {
    history[glAccountStream(account.id)] = [
      {
        type: 'GlAccountOpened',
        data: { glAccountId: account.id, name: account.name, code: account.code, glGroupId: account.group, description: '', isActive: true, cashAccount: account.group === GROUPS.cashAndBank.id, bankDetails: null, openingBalance: 0, systemRole: account.systemRole },
      } satisfies GlAccountEvent,
    ];
  }
  history[paymentMethodStream('pm-card')] = [method('pm-card', 'Visa Card', CARD, 'Card', 185)];
  history[paymentMethodStream('pm-nagad')] = [method('pm-nagad', 'Nagad', BANK, 'Mobile Banking', 150, NAGAD_FEES)];
  for (const command of [
    productCommand('p-pad', { stock: 10, cost: 60_000, salePrice: 90_000 }),
    productCommand('p-helmet', { type: 'Accessories', name: 'Helmet', model: 'Full face', compatibility: undefined, cost: 150_000, salePrice: 250_000, stock: 5 }),
    productCommand('p-fz', { type: 'Motorcycle', name: 'Yamaha FZ-S', model: 'V3', compatibility: undefined, cost: 18_000_000, salePrice: 21_000_000 }),
  ]) history = appended(history, whenProductCreated(history, command));
  for (const [motorcycleId, price, n] of [['mc-1', 18_000_000, '1'], ['mc-2', 18_500_000, '2']] as const) {
    history = appended(history, whenUnitRegistered(history, {
      motorcycleId, productId: 'p-fz', chassisNo: `CH-00${n}`, engineNo: `EN-00${n}`, color: 'Blue', purchasePrice: price, date: '2025-03-01', journalEntryId: `je-${motorcycleId}`, registeredBy: by, registeredAt: at,
    }));
  }
  for (const [customerId, name, phone] of [[KARIM, 'Karim Uddin', '01711000001'], [RAHIM, 'Rahim Mia', '01711000002']] as const) {
    history = appended(history, addCustomer({ customerId, name, phone, address: 'Mirpur, Dhaka', email: `${customerId}@example.com` }, {
      customer: stateOf<CustomerState>(history, customerStream(customerId)),
      phone: stateOf<UniqueValueState>(history, uniqueValueStream(CUSTOMER_PHONE_SCOPE, customerPhoneKey(phone))),
    }));
  }
  return history;
}

export const invoiceOf = (history: History, invoiceId: string) => stateOf<InvoiceState>(history, invoiceStream(invoiceId));
export const receivableOf = (history: History, receivableId: string) => stateOf<ReceivableState>(history, receivableStream(receivableId));
export const bookingOf = (history: History, bookingId: string) => stateOf<BookingState>(history, bookingStream(bookingId));
export const customerOf = (history: History, customerId: string) => stateOf<CustomerState>(history, customerStream(customerId));
export { productOf, unitOf };

const methodsOf = (history: History, ids: readonly string[]) =>
  Object.fromEntries(ids.map((id) => [id, stateOf<PaymentMethodState>(history, paymentMethodStream(id))]));

/** The payment methods named and their accounts, as a handler loads them. */
function paymentMethodsGiven(history: History, methodIds: readonly string[]) {
  const paymentMethods = methodsOf(history, methodIds);
  const accountIds = methodAccountIds(Object.values(paymentMethods).filter((state) => state.lifecycle === 'active'));
  return { paymentMethods, accounts: accountStates(history, accountIds), accountTypes: accountTypes(history, accountIds), systemAccounts: systemAccountsOf(history) };
}

/** What the issue handler loads: the invoice, customer, the streams `invoiceReads` names (and each unit's product), the booking, methods, receivable, terms. */
export function invoiceGiven(history: History, command: IssueInvoice, invoiceTermsDays = 30): InvoiceGiven {
  const reads = invoiceReads(command);
  const units = Object.fromEntries(reads.motorcycleIds.map((id) => [id, unitOf(history, id)]));
  const productIds = [...new Set([...reads.productIds, ...Object.values(units).map((unit) => unit.productId).filter(Boolean)])];
  return {
    invoice: invoiceOf(history, command.invoiceId),
    customer: customerOf(history, command.customerId),
    products: Object.fromEntries(productIds.map((id) => [id, productOf(history, id)])),
    units,
    booking: command.bookingId ? bookingOf(history, command.bookingId) : null,
    receivable: receivableOf(history, command.receivableId),
    invoiceTermsDays,
    books: booksOf(history),
    ...paymentMethodsGiven(history, reads.paymentMethodIds),
  };
}

export const whenInvoiceIssued = (history: History, command: IssueInvoice, invoiceTermsDays?: number) => issueInvoice(command, invoiceGiven(history, command, invoiceTermsDays));

export const whenInvoicePaid = (history: History, command: AddInvoicePayment) => {
  const invoice = invoiceOf(history, command.invoiceId);
  return addInvoicePayment(command, {
    invoice,
    receivable: receivableOf(history, invoice.receivableId ?? ''),
    books: booksOf(history),
    ...paymentMethodsGiven(history, command.payments.map((row) => row.paymentMethodId).filter(Boolean)),
  });
};

export const whenInvoiceDetailsUpdated = (history: History, command: UpdateInvoiceDetails) => updateInvoiceDetails(command, { invoice: invoiceOf(history, command.invoiceId) });

/** What the void handler loads (its payments' reference streams included); `funds` when given (the handler reads them when the void refunds payments). */
export function whenInvoiceVoided(history: History, command: Omit<VoidInvoice, 'reversalEntryIds'> & { reversalEntryIds?: string[] }, funds?: Record<string, AccountFunds>) {
  const invoice = invoiceOf(history, command.invoiceId);
  const entryIds = invoiceEntryIds(invoice);
  const accountIds = [...new Set(invoice.allPayments.flatMap((payment) => [payment.accountId, payment.feeAccountId]).filter((id): id is string => !!id))];
  return voidInvoice({ ...command, reversalEntryIds: command.reversalEntryIds ?? entryIds.map((id) => `${id}-rev`) }, {
    invoice,
    products: Object.fromEntries(invoice.items.map((item) => [item.productId, productOf(history, item.productId)])),
    units: Object.fromEntries(invoice.items.filter((item) => item.motorcycleId).map((item) => [item.motorcycleId!, unitOf(history, item.motorcycleId!)])),
    booking: invoice.booking ? bookingOf(history, invoice.booking.bookingId) : null,
    receivable: receivableOf(history, invoice.receivableId ?? ''),
    entries: Object.fromEntries(entryIds.map((id) => [id, stateOf<JournalEntryState>(history, journalEntryStream(id))])),
    books: booksOf(history),
    accounts: accountStates(history, accountIds) as Record<string, GlAccountState>,
    funds,
    paymentReferences: Object.fromEntries(paymentReferenceStreams(invoice.allPayments).map((stream) => [stream, stateOf<PaymentReferenceState>(history, stream)])),
  });
}

/** A booking taken in cash (optionally holding a unit). */
export function whenBookingCreated(history: History, command: Partial<CreateBooking> & { bookingId: string; customerId: string; amount: number }) {
  const full: CreateBooking = { paymentMethodId: 'pm-cash', date: '2025-03-05', journalEntryId: `je-${command.bookingId}`, createdBy: by, createdAt: at, ...command };
  const paymentMethod = stateOf<PaymentMethodState>(history, paymentMethodStream(full.paymentMethodId));
  return createBooking(full, {
    booking: bookingOf(history, full.bookingId),
    customer: customerOf(history, full.customerId),
    paymentMethod,
    accounts: accountStates(history, [paymentMethod.accountId]),
    accountTypes: accountTypes(history, [paymentMethod.accountId]),
    systemAccounts: systemAccountsOf(history),
    unit: full.motorcycleId ? unitOf(history, full.motorcycleId) : undefined,
    books: booksOf(history),
  });
}

/** An issue command with the usual fields: a products invoice of 2 brake pads to Karim, paid in cash. */
export function issueCommand(fields: Partial<IssueInvoice> = {}): IssueInvoice {
  return {
    invoiceId: 'inv-1',
    journalEntryId: 'je-inv-1',
    receivableId: 'rcv-1',
    invoiceType: 'Accessories & Spare Parts',
    customerId: KARIM,
    date: TODAY,
    items: [{ productId: 'p-pad', quantity: 2 }],
    payments: [{ paymentId: 'pay-1', paymentMethodId: 'pm-cash', amount: 180_000 }],
    issuedBy: by,
    issuedAt: at,
    ...fields,
  };
}
