import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';

const FINANCE = [{ title: 'Financial Management' }];
const finance = (label: string) => ({ group: 'finance', label }) as const;
const setup = (label: string) => ({ group: 'accounting-setup', label }) as const;

/** Financial Management and Accounting Setup, in the side menu's order. */
export const accountsRoutes: FeatureRoutes = [
  {
    path: '/accounts',
    title: 'Financial Dashboard',
    page: lazyPage(() => import('./financial-dashboard/FinancialDashboardPage'), 'FinancialDashboardPage'),
    menu: finance('Financial Dashboard'),
  },
  { path: '/accounts/financial-dashboard', title: 'Financial Dashboard', page: lazyPage(() => import('./financial-dashboard/FinancialDashboardPage'), 'FinancialDashboardPage'), menuParent: '/accounts' },
  {
    path: '/accounts/journal-entries',
    title: 'Journal Entries',
    page: lazyPage(() => import('./journal-entries/JournalEntriesPage'), 'JournalEntriesPage'),
    menu: finance('Journal Entries'),
  },
  {
    path: '/accounts/receivables',
    title: 'Receivables',
    page: lazyPage(() => import('./receivables/ReceivablesPage'), 'ReceivablesPage'),
    menu: finance('Receivables'),
  },
  { path: '/accounts/payables', title: 'Payables', page: lazyPage(() => import('./payables/PayablesPage'), 'PayablesPage'), menu: finance('Payables') },
  { path: '/accounts/transfers', title: 'Transfers', page: lazyPage(() => import('./transfers/TransfersPage'), 'TransfersPage'), menu: finance('Transfers') },
  {
    path: '/accounts/baddebts',
    title: 'Bad Debt Management',
    page: lazyPage(() => import('./bad-debts/BadDebtsPage'), 'BadDebtsPage'),
    menu: finance('Bad Debts'),
  },
  { path: '/accounts/expenses', title: 'Expense Management', page: lazyPage(() => import('./expenses/ExpensesPage'), 'ExpensesPage'), menu: finance('Expenses') },
  { path: '/accounts/expenses/add', title: 'Record Expense', page: lazyPage(() => import('./expenses/RecordExpensePage'), 'RecordExpensePage') },
  { path: '/accounts/cash-count', title: 'Cash Count', page: lazyPage(() => import('./cash-count/CashCountPage'), 'CashCountPage'), menu: { group: 'sales', label: 'Cash Count' } }, // the cashier's day end: at the counter's menu, which Sales sees
  {
    path: '/accounts/owner-equity',
    title: "Owner's Equity Management",
    page: lazyPage(() => import('./owner-equity/OwnerEquityPage'), 'OwnerEquityPage'),
    menu: finance("Owner's Equity"),
  },
  {
    path: '/accounts/reconciliation',
    title: 'Bank Reconciliation',
    breadcrumb: FINANCE,
    page: lazyPage(() => import('./reconciliation/ReconciliationPage'), 'ReconciliationPage'),
    menu: finance('Bank Reconciliation'),
  },
  {
    path: '/accounts/financial-reports',
    title: 'Financial Reports',
    page: lazyPage(() => import('./financial-reports/FinancialReportsPage'), 'FinancialReportsPage'),
    menu: finance('Financial Reports'),
  },
  {
    path: '/accounts/chartofaccounts',
    title: 'Chart of Accounts',
    page: lazyPage(() => import('./chart-of-accounts/ChartOfAccountsPage'), 'ChartOfAccountsPage'),
    menu: setup('Chart of Accounts'),
  },
  { path: '/accounts/glclasses', title: 'GL Classes', page: lazyPage(() => import('./gl-classes/GlClassesPage'), 'GlClassesPage'), menu: setup('GL Classes') },
  { path: '/accounts/glgroups', title: 'GL Groups', page: lazyPage(() => import('./gl-groups/GlGroupsPage'), 'GlGroupsPage'), menu: setup('GL Groups') },
  { path: '/accounts/glaccounts', title: 'GL Accounts', page: lazyPage(() => import('./gl-accounts/GlAccountsPage'), 'GlAccountsPage'), menu: setup('GL Accounts') },
  {
    path: '/accounts/paymentmethods',
    title: 'Payment Methods',
    page: lazyPage(() => import('./payment-methods/PaymentMethodsPage'), 'PaymentMethodsPage'),
    menu: setup('Payment Methods'),
  },
  {
    path: '/accounts/ledger/:accountId',
    title: 'Account Ledger',
    page: lazyPage(() => import('./ledger/AccountLedgerPage'), 'AccountLedgerPage'),
    menuParent: '/accounts/chartofaccounts',
  },
];
