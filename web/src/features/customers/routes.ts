import type { FeatureRoutes } from '../../shared/routing/feature-routes';

const CUSTOMERS = [{ title: 'Customer Management' }];
const customers = (label: string) => ({ group: 'customers', label }) as const;

export const customerRoutes: FeatureRoutes = [
  { path: '/customers', title: 'Customers', breadcrumb: CUSTOMERS, menu: customers('Customers') },
  { path: '/customers/add', title: 'Add Customer', breadcrumb: CUSTOMERS, menu: customers('Add Customer') },
  { path: '/customers/edit/:id', title: 'Edit Customer', breadcrumb: CUSTOMERS },
  { path: '/customers/view/:id', title: 'Customer Details', breadcrumb: [{ title: 'Customer List', path: '/customers' }] },
];
