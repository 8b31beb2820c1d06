import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';

/** The audit trail (Auditor and Administrator), under System in the side menu. */
export const auditRoutes: FeatureRoutes = [
  { path: '/audit', title: 'Audit Trail', page: lazyPage(() => import('./AuditPage'), 'AuditPage'), menu: { group: 'system', label: 'Audit Trail' } },
];
