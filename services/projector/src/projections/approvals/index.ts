import type { ApprovalEvent } from '@dealer/domain';
import { APPROVALS, APPROVALS_TABLE } from '@dealer/read-models';
import type { ProjectionBatch } from '../batch';
import { on, type Projection } from '../projection';
import { RowBatch } from '../row-batch';
import type { StatementSink } from '../statements';

/** Pending writes of the approvals for one batch. */
export class ApprovalsBatch {
  readonly approvals = new RowBatch(APPROVALS);
}

declare module '../batch' {
  interface ProjectionBatch {
    approvals: ApprovalsBatch;
  }
}

const handlers = on<ApprovalEvent, ProjectionBatch>({
  ApprovalRequested: (data, _event, { approvals }) => {
    const { action, summary } = data;
    approvals.approvals.insert(data.approvalId, {
      kind: action.kind,
      status: 'Pending',
      invoice_id: action.invoiceId,
      customer_name: summary.customerName,
      total: summary.total,
      discount: summary.discount,
      discount_percent_hundredths: summary.discountPercentHundredths,
      request_reason: action.kind === 'VoidInvoice' ? action.reason : '',
      action: action as unknown as Record<string, unknown>,
      requested_by: data.requestedBy,
      requested_at: data.requestedAt,
      decided_by: null,
      decided_at: null,
      reject_reason: null,
    });
  },
  ApprovalGranted: (data, _event, { approvals }) => approvals.approvals.patch(data.approvalId, { status: 'Approved', decided_by: data.decidedBy, decided_at: data.decidedAt }),
  ApprovalRejected: (data, _event, { approvals }) =>
    approvals.approvals.patch(data.approvalId, { status: 'Rejected', decided_by: data.decidedBy, decided_at: data.decidedAt, reject_reason: data.reason }),
});

export const approvalsProjection: Projection<'approvals'> = {
  name: 'approvals',
  tables: { [APPROVALS_TABLE]: 'id' },
  createState: () => new ApprovalsBatch(),
  handlers,
  flush(state: ApprovalsBatch, db: StatementSink, schema: string) {
    state.approvals.flush(db, schema);
  },
};
