import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';

/** The audit trail (Auditor and Administrator) and the audit sample (also the Accountant), under System in the side menu. */
export const auditRoutes: FeatureRoutes = [
  { path: '/audit', title: 'Audit Trail', page: lazyPage(() => import('./AuditPage'), 'AuditPage'), menu: { group: 'system', label: 'Audit Trail' } },
  // Reproducible sampling of the books' documents (issue 28, item 5): the auditor's, the accountant's and the administrator's.
  { path: '/audit/sample', title: 'Audit Sample', page: lazyPage(() => import('./sample/AuditSamplePage'), 'AuditSamplePage'), menu: { group: 'system', label: 'Audit Sample' } },
];
