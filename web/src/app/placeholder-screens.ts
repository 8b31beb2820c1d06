import type { BreadcrumbStep } from '../shared/components/PageHeader';

export interface PlaceholderScreen {
  path: string;
  title: string;
  breadcrumb: BreadcrumbStep[];
}

const SALES = [{ title: 'Sales & Revenue' }];
const CUSTOMERS = [{ title: 'Customer Management' }];
const VEHICLES = [{ title: 'Vehicle Management' }];
const INVENTORY = [{ title: 'Inventory & Stock' }];
const FINANCE = [{ title: 'Financial Management' }];

/** Every route of the specs that is not built yet: each shows its title and a short note. */
export const PLACEHOLDER_SCREENS: PlaceholderScreen[] = [
  { path: '/sales/invoices', title: 'Invoices', breadcrumb: SALES },
  { path: '/sales/invoices/create', title: 'Create Invoice', breadcrumb: SALES },
  { path: '/sales/invoices/motorcycle', title: 'Create Motorcycle Invoice', breadcrumb: SALES },
  { path: '/sales/invoices/products', title: 'Create Product Invoice', breadcrumb: SALES },
  { path: '/sales/invoices/view/:id', title: 'Invoice Details', breadcrumb: SALES },
  { path: '/sales/bookings', title: 'Booking Management', breadcrumb: SALES },
  { path: '/customers', title: 'Customers', breadcrumb: CUSTOMERS },
  { path: '/customers/add', title: 'Add Customer', breadcrumb: CUSTOMERS },
  { path: '/customers/edit/:id', title: 'Edit Customer', breadcrumb: CUSTOMERS },
  { path: '/customers/view/:id', title: 'Customer Details', breadcrumb: [{ title: 'Customer List', path: '/customers' }] },
  { path: '/vehicles', title: 'Vehicles', breadcrumb: VEHICLES },
  { path: '/vehicles/add', title: 'Add Vehicle', breadcrumb: VEHICLES },
  { path: '/vehicles/edit/:id', title: 'Edit Vehicle', breadcrumb: VEHICLES },
  { path: '/products', title: 'Products', breadcrumb: INVENTORY },
  { path: '/products/add', title: 'Add Product', breadcrumb: INVENTORY },
  { path: '/products/update/:id', title: 'Edit Product', breadcrumb: INVENTORY },
  { path: '/products/details/:id', title: 'Product Details', breadcrumb: INVENTORY },
  { path: '/products/stock/:id', title: 'Stock Management', breadcrumb: INVENTORY },
  { path: '/products/reports', title: 'Inventory Reports', breadcrumb: INVENTORY },
  { path: '/products/motorcycles', title: 'Motorcycle Inventory', breadcrumb: INVENTORY },
  { path: '/suppliers', title: 'Suppliers', breadcrumb: INVENTORY },
  { path: '/suppliers/add', title: 'Add Supplier', breadcrumb: INVENTORY },
  { path: '/suppliers/update/:id', title: 'Update Supplier', breadcrumb: INVENTORY },
  { path: '/requisitions', title: 'Requisitions', breadcrumb: INVENTORY },
  { path: '/purchases', title: 'Purchases', breadcrumb: INVENTORY },
  { path: '/accounts', title: 'Financial Dashboard', breadcrumb: FINANCE },
  { path: '/accounts/financial-dashboard', title: 'Financial Dashboard', breadcrumb: FINANCE },
  { path: '/accounts/receivables', title: 'Receivables', breadcrumb: FINANCE },
  { path: '/accounts/payables', title: 'Payables', breadcrumb: FINANCE },
  { path: '/accounts/baddebts', title: 'Bad Debt Management', breadcrumb: FINANCE },
  { path: '/accounts/reconciliation', title: 'Bank Reconciliation', breadcrumb: FINANCE },
  { path: '/settings', title: 'Settings', breadcrumb: [{ title: 'System Settings' }] },
];
