import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';

const SALES = [{ title: 'Sales & Revenue' }];
const sales = (label: string) => ({ group: 'sales', label }) as const;

export const salesRoutes: FeatureRoutes = [
  { path: '/sales/invoices', title: 'Invoices', breadcrumb: SALES, menu: sales('Invoices') },
  { path: '/sales/invoices/create', title: 'Create Invoice', breadcrumb: SALES, menu: sales('Create Invoice') },
  { path: '/sales/invoices/motorcycle', title: 'Create Motorcycle Invoice', breadcrumb: SALES },
  { path: '/sales/invoices/products', title: 'Create Product Invoice', breadcrumb: SALES },
  { path: '/sales/invoices/view/:id', title: 'Invoice Details', breadcrumb: SALES },
  { path: '/sales/bookings', title: 'Booking Management', breadcrumb: SALES, menu: sales('Bookings') },
  {
    path: '/sales/payments',
    title: 'Payment Transactions',
    page: lazyPage(() => import('./payments/AccountingTransactionsPage'), 'AccountingTransactionsPage'),
    menu: sales('Payment Transactions'),
  },
];
