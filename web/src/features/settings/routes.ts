import type { FeatureRoutes } from '../../shared/routing/feature-routes';

export const settingsRoutes: FeatureRoutes = [
  { path: '/settings', title: 'Settings', breadcrumb: [{ title: 'System Settings' }], menu: { group: 'system', label: 'Settings' } },
];
