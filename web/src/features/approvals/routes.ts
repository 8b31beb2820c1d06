import { lazyPage, type FeatureRoutes } from '../../shared/routing/feature-routes';
import { PendingApprovalsBadge } from './PendingApprovalsBadge';

export const approvalRoutes: FeatureRoutes = [
  { path: '/sales/approvals', title: 'Approvals', page: lazyPage(() => import('./ApprovalsPage'), 'ApprovalsPage'), menu: { group: 'sales', label: 'Approvals', badge: PendingApprovalsBadge } },
];
