import { Badge } from 'antd';
import { usePendingApprovalCount } from './use-approvals';

/** The menu entry's count of requests waiting for a decision. */
export function PendingApprovalsBadge() {
  const count = usePendingApprovalCount();
  return count ? <Badge count={count} size="small" style={{ marginInlineStart: 8 }} data-testid="pending-approvals-count" /> : null;
}
