import { useMemo, useState } from 'react';
import { Card, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../shared/components/PageHeader';
import { formatDate } from '../../shared/format/date';
import { formatTaka } from '../../shared/format/taka';
import { ApprovalActions } from './ApprovalActions';
import { useApprovalList, type Approval, type ApprovalStatus } from './use-approvals';
import { useCan } from '../auth/permissions';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<ApprovalStatus, string> = { Pending: 'gold', Approved: 'green', Rejected: 'red' };

/** What was asked, in the counter's words: the void of an invoice, or an invoice with a big discount. */
function requestText(approval: Approval) {
  const number = approval.invoiceNumber ? `INV-${String(approval.invoiceNumber).padStart(6, '0')}` : null;
  if (approval.kind === 'VoidInvoice') return <>Void {approval.invoice && number ? <Link to={`/sales/invoices/view/${approval.invoice}`}>{number}</Link> : 'invoice'}{approval.reason ? `: ${approval.reason}` : ''}</>;
  return <>Invoice {number && approval.invoice ? <Link to={`/sales/invoices/view/${approval.invoice}`}>{number}</Link> : null} with a {approval.discountPercent}% discount ({formatTaka(approval.discount)})</>;
}

/** The status, and what the approver said (a rejection's reason) and who decided. */
function StatusCell({ approval }: { approval: Approval }) {
  return (
    <>
      <Tag color={STATUS_COLORS[approval.status]} data-testid={`approval-status-${approval._id}`}>{approval.status}</Tag>
      {approval.rejectReason ? <div data-testid={`approval-reject-reason-${approval._id}`}>{approval.rejectReason}</div> : null}
      {approval.decidedBy?.name ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          by {approval.decidedBy.name}
          {approval.decidedAt ? `, ${formatDate(approval.decidedAt)}` : ''}
        </Typography.Text>
      ) : null}
    </>
  );
}

/** `decides`: Approve/Reject on the pending (Administrator, Accountant); `ownOnly`: a Sales user's own requests, so no "By". */
function columnsFor(decides: boolean, ownOnly: boolean): TableColumnsType<Approval> {
  return [
    { title: 'Requested', key: 'requestedAt', width: 130, render: (_, approval) => formatDate(approval.requestedAt) },
    { title: 'Request', key: 'request', render: (_, approval) => requestText(approval) },
    { title: 'Customer', dataIndex: 'customerName', key: 'customer' },
    { title: 'Total', key: 'total', align: 'right', width: 140, render: (_, approval) => formatTaka(approval.total) },
    ...(ownOnly ? [] : [{ title: 'By', key: 'requestedBy', width: 140, render: (_: unknown, approval: Approval) => approval.requestedBy.name ?? '' }]),
    { title: 'Status', key: 'status', width: 220, render: (_, approval) => <StatusCell approval={approval} /> },
    ...(decides ? [{ title: 'Actions', key: 'actions', width: 200, render: (_: unknown, approval: Approval) => (approval.status === 'Pending' ? <ApprovalActions approval={approval} /> : null) }] : []),
  ];
}

const SUBTITLES = {
  decides: 'Voids and discounts above the limit asked for at the counter wait here for an Administrator or Accountant.',
  asks: 'The voids and discounts above the limit you asked for, and what an Administrator or Accountant decided.',
};

/**
 * Approvals (issue 23, item 11): the voids and big discounts Sales users asked for, approved or
 * rejected here. A Sales user reads here only their own requests (the server lists no other), all
 * of them by default, to follow what became of each.
 */
export function ApprovalsPage() {
  const decides = useCan('approvals:write');
  // The server's `seesOnlyOwnRequests`: a role that sells without deciding (the Auditor reads them all).
  const ownOnly = useCan('sales:write') && !decides;
  const [status, setStatus] = useState<ApprovalStatus | 'All'>(ownOnly ? 'All' : 'Pending');
  const [page, setPage] = useState(1);
  const list = useApprovalList({ ...(status === 'All' ? {} : { status }), page, limit: PAGE_SIZE });
  const columns = useMemo(() => columnsFor(decides, ownOnly), [decides, ownOnly]);
  return (
    <>
      <PageHeader title={ownOnly ? 'My Approval Requests' : 'Approvals'} subtitle={ownOnly ? SUBTITLES.asks : SUBTITLES.decides} breadcrumb={[{ title: 'Sales' }]} />
      <Card>
        <Segmented
          options={['Pending', 'Approved', 'Rejected', 'All']}
          value={status}
          onChange={(value) => {
            setStatus(value as ApprovalStatus | 'All');
            setPage(1);
          }}
          data-testid="approvals-status-filter"
        />
        <Table<Approval>
          rowKey="_id"
          style={{ marginTop: 16 }}
          columns={columns}
          dataSource={list.data?.approvals ?? []}
          loading={list.isFetching}
          scroll={{ x: 900 }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.pagination.total ?? 0, onChange: setPage, showSizeChanger: false }}
          data-testid="approvals-table"
        />
      </Card>
    </>
  );
}
