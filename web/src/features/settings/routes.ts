import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';

export const settingsRoutes: FeatureRoutes = [
  { path: '/settings', title: 'Settings', page: lazyPage(() => import('./SettingsPage'), 'SettingsPage'), menu: { group: 'system', label: 'Settings' } },
];
