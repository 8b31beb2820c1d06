import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/api-client';
import { formatDate } from '../../shared/format/date';
import { approvalKeys, type Approval } from './use-approvals';

/** What became of the voids asked for on an invoice (GET /api/invoices/{id}/approvals): pending, or rejected and why. */
export function InvoiceApprovalsNote({ invoiceId }: { invoiceId: string }) {
  const { data } = useQuery({
    queryKey: [...approvalKeys.all, 'invoice', invoiceId],
    queryFn: () => apiClient.get<{ approvals: Approval[] }>(`/invoices/${invoiceId}/approvals`, { limit: 5 }),
  });
  const latest = data?.approvals.find((approval) => approval.kind === 'VoidInvoice');
  if (!latest || latest.status === 'Approved') return null;
  const by = latest.requestedBy.name ? ` by ${latest.requestedBy.name}` : '';
  return latest.status === 'Pending' ? (
    <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="invoice-void-requested" message={`Void requested${by} on ${formatDate(latest.requestedAt)}: waiting for an Administrator or Accountant`} />
  ) : (
    <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="invoice-void-rejected" message={`The void requested${by} was rejected${latest.rejectReason ? `: ${latest.rejectReason}` : ''}`} />
  );
}
