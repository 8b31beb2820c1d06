import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';

export const dashboardRoutes: FeatureRoutes = [{ path: '/', title: 'Business Dashboard', page: lazyPage(() => import('./DashboardPage'), 'DashboardPage') }];
