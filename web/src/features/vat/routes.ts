import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';

/** VAT (issue 24): the registers, the month's return and the payments, under Financial Management. */
export const vatRoutes: FeatureRoutes = [
  { path: '/vat', title: 'VAT', page: lazyPage(() => import('./VatPage'), 'VatPage'), menu: { group: 'finance', label: 'VAT' } },
];
