import type { DomainEvent } from './shared/events';
import type { StreamKind, StreamKindKey, STREAM_NAMES } from './stream-names';
import { UNIQUE_VALUE_STREAM_KIND } from './shared/uniqueness';
import { GL_CLASS_STREAM_KIND } from './accounts/gl-classes';
import { GL_GROUP_STREAM_KIND } from './accounts/gl-groups';
import { GL_ACCOUNT_STREAM_KIND } from './accounts/gl-accounts';
import { PAYMENT_METHOD_STREAM_KIND } from './accounts/payment-methods';
import { CHART_OF_ACCOUNTS_STREAM_KIND } from './accounts/chart-of-accounts';
import { USER_STREAM_KIND, USERS_BOOTSTRAP_STREAM_KIND } from './users/users';
import { BOOKS_CLOSING_STREAM_KIND } from './ledger/books';
import { JOURNAL_ENTRY_STREAM_KIND } from './ledger/journal-entries';
import { TRANSFER_STREAM_KIND } from './ledger/transfers';
import { EXPENSE_STREAM_KIND } from './ledger/expenses';
import { OWNER_EQUITY_STREAM_KIND } from './ledger/owner-equity';
import { PROFIT_TRANSFER_STREAM_KIND } from './ledger/profit-transfer';
import { VEHICLE_STREAM_KIND } from './inventory/vehicles';
import { SUPPLIER_STREAM_KIND } from './inventory/suppliers';
import { PRODUCT_STREAM_KIND } from './inventory/products';
import { MOTORCYCLE_STREAM_KIND } from './inventory/motorcycle-units';
import { PURCHASE_STREAM_KIND } from './inventory/purchases';
import { REQUISITION_STREAM_KIND } from './inventory/requisitions';
import { PAYABLE_STREAM_KIND } from './payables/payables';
import { CUSTOMER_STREAM_KIND } from './sales/customers';
import { BUSINESS_SETTINGS_STREAM_KIND } from './settings/business-settings';
import { VAT_SETTINGS_STREAM_KIND } from './vat/vat-settings';
import { VAT_PERIOD_STREAM_KIND } from './vat/vat-periods';
import { VAT_PAYMENT_STREAM_KIND } from './vat/vat-payments';
import { RECEIVABLE_STREAM_KIND } from './receivables/receivables';
import { BAD_DEBT_STREAM_KIND } from './receivables/bad-debts';
import { BOOKING_STREAM_KIND } from './sales/bookings';
import { INVOICE_STREAM_KIND } from './sales/invoices';
import { PAYMENT_REFERENCE_STREAM_KIND } from './sales/payment-references';
import { ACCOUNT_FUNDS_STREAM_KIND } from './ledger/funds';
import { RECONCILED_ACCOUNT_STREAM_KIND, RECONCILIATION_STREAM_KIND } from './reconciliation/reconciliations';
import { CASH_COUNT_STREAM_KIND } from './accounts/cash-counts';
import { APPROVAL_STREAM_KIND } from './approvals/approvals';

/**
 * How to fold each kind of stream declared in STREAM_NAMES (stream-names.ts), so one pipeline can
 * load any stream: every key needs its feature's kind, made from that key's own declaration.
 */
export const STREAM_KINDS: { readonly [Key in StreamKindKey]: StreamKind<(typeof STREAM_NAMES)[Key]> } = {
  chartOfAccounts: CHART_OF_ACCOUNTS_STREAM_KIND,
  unique: UNIQUE_VALUE_STREAM_KIND,
  glClass: GL_CLASS_STREAM_KIND,
  glGroup: GL_GROUP_STREAM_KIND,
  glAccount: GL_ACCOUNT_STREAM_KIND,
  paymentMethod: PAYMENT_METHOD_STREAM_KIND,
  usersBootstrap: USERS_BOOTSTRAP_STREAM_KIND,
  user: USER_STREAM_KIND,
  booksClosing: BOOKS_CLOSING_STREAM_KIND,
  journalEntry: JOURNAL_ENTRY_STREAM_KIND,
  transfer: TRANSFER_STREAM_KIND,
  expense: EXPENSE_STREAM_KIND,
  ownerEquity: OWNER_EQUITY_STREAM_KIND,
  profitTransfer: PROFIT_TRANSFER_STREAM_KIND,
  vehicle: VEHICLE_STREAM_KIND,
  supplier: SUPPLIER_STREAM_KIND,
  product: PRODUCT_STREAM_KIND,
  motorcycle: MOTORCYCLE_STREAM_KIND,
  purchase: PURCHASE_STREAM_KIND,
  requisition: REQUISITION_STREAM_KIND,
  payable: PAYABLE_STREAM_KIND,
  customer: CUSTOMER_STREAM_KIND,
  businessSettings: BUSINESS_SETTINGS_STREAM_KIND,
  receivable: RECEIVABLE_STREAM_KIND,
  badDebt: BAD_DEBT_STREAM_KIND,
  booking: BOOKING_STREAM_KIND,
  invoice: INVOICE_STREAM_KIND,
  paymentReference: PAYMENT_REFERENCE_STREAM_KIND,
  reconciliation: RECONCILIATION_STREAM_KIND,
  reconciledAccount: RECONCILED_ACCOUNT_STREAM_KIND,
  accountFunds: ACCOUNT_FUNDS_STREAM_KIND,
  cashCount: CASH_COUNT_STREAM_KIND,
  approval: APPROVAL_STREAM_KIND,
  vatSettings: VAT_SETTINGS_STREAM_KIND,
  vatPeriod: VAT_PERIOD_STREAM_KIND,
  vatPayment: VAT_PAYMENT_STREAM_KIND,
};

const KINDS: readonly StreamKind[] = Object.values(STREAM_KINDS);

/** The kind of a stream: the first (in STREAM_NAMES order) whose name is the stream's or starts it. */
export function streamKind(stream: string): StreamKind {
  const found = KINDS.find((kind) => stream === kind.name || stream.startsWith(kind.name));
  if (!found) throw new Error(`No stream kind registered for ${stream}`);
  return found;
}

export function foldStream<State>(stream: string, events: readonly DomainEvent[]): State {
  const kind = streamKind(stream);
  let state = kind.initialState;
  for (const event of events) state = kind.evolve(state, event);
  return state as State;
}
