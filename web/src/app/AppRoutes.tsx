import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullScreenSpinner } from '../shared/components/FullScreenSpinner';
import { useAuth } from './auth/AuthProvider';
import { ProtectedRoute, PublicOnlyRoute } from './auth/ProtectedRoute';
import { AppLayout } from './layout/AppLayout';
import { PLACEHOLDER_SCREENS } from './placeholder-screens';

// Each screen is its own chunk, loaded the first time it is opened.
const LoginPage = lazy(() => import('../features/auth/login/LoginPage').then((module) => ({ default: module.LoginPage })));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })));
const PlaceholderPage = lazy(() => import('../features/placeholder/PlaceholderPage').then((module) => ({ default: module.PlaceholderPage })));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
const ChartOfAccountsPage = lazy(() =>
  import('../features/accounts/chart-of-accounts/ChartOfAccountsPage').then((module) => ({ default: module.ChartOfAccountsPage })),
);
const GlClassesPage = lazy(() => import('../features/accounts/gl-classes/GlClassesPage').then((module) => ({ default: module.GlClassesPage })));
const GlGroupsPage = lazy(() => import('../features/accounts/gl-groups/GlGroupsPage').then((module) => ({ default: module.GlGroupsPage })));
const GlAccountsPage = lazy(() => import('../features/accounts/gl-accounts/GlAccountsPage').then((module) => ({ default: module.GlAccountsPage })));
const PaymentMethodsPage = lazy(() =>
  import('../features/accounts/payment-methods/PaymentMethodsPage').then((module) => ({ default: module.PaymentMethodsPage })),
);

const JournalEntriesPage = lazy(() => import('../features/accounts/journal-entries/JournalEntriesPage').then((module) => ({ default: module.JournalEntriesPage })));
const AccountingTransactionsPage = lazy(() => import('../features/sales/payments/AccountingTransactionsPage').then((module) => ({ default: module.AccountingTransactionsPage })));
const AccountLedgerPage = lazy(() => import('../features/accounts/ledger/AccountLedgerPage').then((module) => ({ default: module.AccountLedgerPage })));
const TransfersPage = lazy(() => import('../features/accounts/transfers/TransfersPage').then((module) => ({ default: module.TransfersPage })));
const ExpensesPage = lazy(() => import('../features/accounts/expenses/ExpensesPage').then((module) => ({ default: module.ExpensesPage })));
const RecordExpensePage = lazy(() => import('../features/accounts/expenses/RecordExpensePage').then((module) => ({ default: module.RecordExpensePage })));
const OwnerEquityPage = lazy(() => import('../features/accounts/owner-equity/OwnerEquityPage').then((module) => ({ default: module.OwnerEquityPage })));
const FinancialReportsPage = lazy(() => import('../features/accounts/financial-reports/FinancialReportsPage').then((module) => ({ default: module.FinancialReportsPage })));

/** Unknown paths: inside the shell for a signed-in user, on their own otherwise. */
function NotFoundRoute() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  ) : (
    <NotFoundPage />
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnlyRoute>
              <LoginPage />
            </PublicOnlyRoute>
          }
        />
        <Route
          element={
            <ProtectedRoute>
              <AppLayout />
            </ProtectedRoute>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route path="/accounts/chartofaccounts" element={<ChartOfAccountsPage />} />
          <Route path="/accounts/glclasses" element={<GlClassesPage />} />
          <Route path="/accounts/glgroups" element={<GlGroupsPage />} />
          <Route path="/accounts/glaccounts" element={<GlAccountsPage />} />
          <Route path="/accounts/paymentmethods" element={<PaymentMethodsPage />} />
          <Route path="/accounts/journal-entries" element={<JournalEntriesPage />} />
          <Route path="/sales/payments" element={<AccountingTransactionsPage />} />
          <Route path="/accounts/ledger/:accountId" element={<AccountLedgerPage />} />
          <Route path="/accounts/transfers" element={<TransfersPage />} />
          <Route path="/accounts/expenses" element={<ExpensesPage />} />
          <Route path="/accounts/expenses/add" element={<RecordExpensePage />} />
          <Route path="/accounts/owner-equity" element={<OwnerEquityPage />} />
          <Route path="/accounts/financial-reports" element={<FinancialReportsPage />} />
          {PLACEHOLDER_SCREENS.map((screen) => (
            <Route key={screen.path} path={screen.path} element={<PlaceholderPage key={screen.path} title={screen.title} breadcrumb={screen.breadcrumb} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
