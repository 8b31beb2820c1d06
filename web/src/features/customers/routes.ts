import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';

const customers = (label: string) => ({ group: 'customers', label }) as const;

export const customerRoutes: FeatureRoutes = [
  { path: '/customers', title: 'Customers', page: lazyPage(() => import('./CustomersPage'), 'CustomersPage'), menu: customers('Customers') },
  { path: '/customers/add', title: 'Add Customer', page: lazyPage(() => import('./CustomerFormPage'), 'AddCustomerPage'), menu: customers('Add Customer') },
  { path: '/customers/edit/:id', title: 'Edit Customer', page: lazyPage(() => import('./CustomerFormPage'), 'EditCustomerPage'), menuParent: '/customers' },
  { path: '/customers/view/:id', title: 'Customer Details', page: lazyPage(() => import('./CustomerDetailsPage'), 'CustomerDetailsPage'), menuParent: '/customers' },
];
