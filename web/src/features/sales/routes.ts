import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';

const sales = (label: string) => ({ group: 'sales', label }) as const;

export const salesRoutes: FeatureRoutes = [
  { path: '/sales/invoices', title: 'Invoices', page: lazyPage(() => import('./invoices/InvoicesPage'), 'InvoicesPage'), menu: sales('Invoices') },
  { path: '/sales/invoices/create', title: 'Create Invoice', page: lazyPage(() => import('./invoices/SelectInvoiceTypePage'), 'SelectInvoiceTypePage'), menu: sales('Create Invoice') },
  { path: '/sales/invoices/motorcycle', title: 'Create Motorcycle Invoice', page: lazyPage(() => import('./invoices/MotorcycleInvoicePage'), 'MotorcycleInvoicePage'), menuParent: '/sales/invoices/create' },
  { path: '/sales/invoices/products', title: 'Create Product Invoice', page: lazyPage(() => import('./invoices/ProductInvoicePage'), 'ProductInvoicePage'), menuParent: '/sales/invoices/create' },
  { path: '/sales/invoices/view/:id', title: 'Invoice Details', page: lazyPage(() => import('./invoices/InvoiceViewPage'), 'InvoiceViewPage'), menuParent: '/sales/invoices' },
  { path: '/sales/bookings', title: 'Booking Management', page: lazyPage(() => import('./bookings/BookingsPage'), 'BookingsPage'), menu: sales('Bookings') },
  {
    path: '/sales/payments',
    title: 'Payment Transactions',
    page: lazyPage(() => import('./payments/AccountingTransactionsPage'), 'AccountingTransactionsPage'),
    menu: sales('Payment Transactions'),
  },
];
