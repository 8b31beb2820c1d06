import type { DomainEvent } from './shared/events';
import { evolveUniqueValue, initialUniqueValueState } from './shared/uniqueness';
import { evolveGlClass, initialGlClassState } from './accounts/gl-classes';
import { evolveGlGroup, initialGlGroupState } from './accounts/gl-groups';
import { evolveGlAccount, initialGlAccountState } from './accounts/gl-accounts';
import { evolvePaymentMethod, initialPaymentMethodState } from './accounts/payment-methods';
import { CHART_OF_ACCOUNTS_STREAM, evolveChartOfAccounts, initialChartOfAccountsState } from './accounts/chart-of-accounts';
import { evolveUser, evolveUsersBootstrap, initialUserState, initialUsersBootstrapState, USERS_BOOTSTRAP_STREAM } from './users/users';
import { BOOKS_CLOSING_STREAM, evolveBooks, initialBooksState } from './ledger/books';
import { evolveJournalEntry, initialJournalEntryState } from './ledger/journal-entries';
import { evolveTransfer, initialTransferState } from './ledger/transfers';
import { evolveExpense, initialExpenseState } from './ledger/expenses';
import { evolveOwnerEquity, initialOwnerEquityState } from './ledger/owner-equity';
import { evolveProfitTransfer, initialProfitTransferState } from './ledger/profit-transfer';
import { evolveVehicle, initialVehicleState } from './inventory/vehicles';
import { evolveSupplier, initialSupplierState } from './inventory/suppliers';
import { evolveProduct, initialProductState } from './inventory/products';
import { evolveMotorcycleUnit, initialMotorcycleUnitState } from './inventory/motorcycle-units';
import { evolvePurchase, initialPurchaseState } from './inventory/purchases';
import { evolveRequisition, initialRequisitionState } from './inventory/requisitions';
import { evolvePayable, initialPayableState } from './payables/payables';
import { evolveCustomer, initialCustomerState } from './sales/customers';
import { BUSINESS_SETTINGS_STREAM, evolveBusinessSettings, initialBusinessSettingsState } from './settings/business-settings';
import { evolveReceivable, initialReceivableState } from './receivables/receivables';
import { evolveBadDebt, initialBadDebtState } from './receivables/bad-debts';
import { evolveBooking, initialBookingState } from './sales/bookings';
import { evolveInvoice, initialInvoiceState } from './sales/invoices';
import { ACCOUNT_FUNDS_STREAM_PREFIX, evolveAccountFunds, initialAccountFundsState } from './ledger/funds';
import { evolveReconciledAccount, evolveReconciliation, initialReconciledAccountState, initialReconciliationState } from './reconciliation/reconciliations';

interface StreamKind {
  initialState: unknown;
  evolve: (state: any, event: any) => unknown;
}

/** How to fold each kind of stream, by name prefix, so one pipeline can load any stream. */
const STREAM_KINDS: [prefix: string, kind: StreamKind][] = [
  [CHART_OF_ACCOUNTS_STREAM, { initialState: initialChartOfAccountsState, evolve: evolveChartOfAccounts }],
  ['unique-', { initialState: initialUniqueValueState, evolve: evolveUniqueValue }],
  ['gl-class-', { initialState: initialGlClassState, evolve: evolveGlClass }],
  ['gl-group-', { initialState: initialGlGroupState, evolve: evolveGlGroup }],
  ['gl-account-', { initialState: initialGlAccountState, evolve: evolveGlAccount }],
  ['payment-method-', { initialState: initialPaymentMethodState, evolve: evolvePaymentMethod }],
  [USERS_BOOTSTRAP_STREAM, { initialState: initialUsersBootstrapState, evolve: evolveUsersBootstrap }],
  ['user-', { initialState: initialUserState, evolve: evolveUser }],
  [BOOKS_CLOSING_STREAM, { initialState: initialBooksState, evolve: evolveBooks }],
  ['journal-entry-', { initialState: initialJournalEntryState, evolve: evolveJournalEntry }],
  ['transfer-', { initialState: initialTransferState, evolve: evolveTransfer }],
  ['expense-', { initialState: initialExpenseState, evolve: evolveExpense }],
  ['owner-equity-', { initialState: initialOwnerEquityState, evolve: evolveOwnerEquity }],
  ['profit-transfer-', { initialState: initialProfitTransferState, evolve: evolveProfitTransfer }],
  ['vehicle-', { initialState: initialVehicleState, evolve: evolveVehicle }],
  ['supplier-', { initialState: initialSupplierState, evolve: evolveSupplier }],
  ['product-', { initialState: initialProductState, evolve: evolveProduct }],
  ['motorcycle-', { initialState: initialMotorcycleUnitState, evolve: evolveMotorcycleUnit }],
  ['purchase-', { initialState: initialPurchaseState, evolve: evolvePurchase }],
  ['requisition-', { initialState: initialRequisitionState, evolve: evolveRequisition }],
  ['payable-', { initialState: initialPayableState, evolve: evolvePayable }],
  ['customer-', { initialState: initialCustomerState, evolve: evolveCustomer }],
  [BUSINESS_SETTINGS_STREAM, { initialState: initialBusinessSettingsState, evolve: evolveBusinessSettings }],
  ['receivable-', { initialState: initialReceivableState, evolve: evolveReceivable }],
  ['bad-debt-', { initialState: initialBadDebtState, evolve: evolveBadDebt }],
  ['booking-', { initialState: initialBookingState, evolve: evolveBooking }],
  ['invoice-', { initialState: initialInvoiceState, evolve: evolveInvoice }],
  ['reconciliation-', { initialState: initialReconciliationState, evolve: evolveReconciliation }],
  ['reconciled-account-', { initialState: initialReconciledAccountState, evolve: evolveReconciledAccount }],
  [ACCOUNT_FUNDS_STREAM_PREFIX, { initialState: initialAccountFundsState, evolve: evolveAccountFunds }],
];

export function streamKind(stream: string): StreamKind {
  const found = STREAM_KINDS.find(([prefix]) => stream === prefix || stream.startsWith(prefix));
  if (!found) throw new Error(`No stream kind registered for ${stream}`);
  return found[1];
}

export function foldStream<State>(stream: string, events: readonly DomainEvent[]): State {
  const kind = streamKind(stream);
  let state = kind.initialState;
  for (const event of events) state = kind.evolve(state, event);
  return state as State;
}
