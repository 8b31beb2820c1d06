import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { APPROVALS_TABLE, INVOICES_TABLE, READ_MODELS_SCHEMA, USERS_TABLE, type ApprovalRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../infrastructure/tokens';
import { pagedList, type ListShape } from '../platform/paged-list';
import { takaFromColumn } from '../platform/taka';
import type { ApprovalListQuery } from './approval.dto';

type ApprovalRow = ApprovalRecord & { invoice_number: number | null; requested_by_name: string | null; decided_by_name: string | null };

const view = (row: ApprovalRow) => ({
  _id: row.id,
  kind: row.kind,
  status: row.status,
  invoice: row.invoice_id,
  invoiceNumber: row.invoice_number === null ? null : Number(row.invoice_number),
  customerName: row.customer_name,
  total: takaFromColumn(row.total),
  discount: takaFromColumn(row.discount),
  discountPercent: row.discount_percent_hundredths / 100,
  reason: row.request_reason,
  requestedBy: { _id: row.requested_by, name: row.requested_by_name },
  requestedAt: row.requested_at,
  decidedBy: row.decided_by ? { _id: row.decided_by, name: row.decided_by_name } : null,
  decidedAt: row.decided_at,
  rejectReason: row.reject_reason,
});

const APPROVAL_LIST: ListShape = {
  sortable: { requestedAt: 'a.requested_at', status: ['a.status', 'a.requested_at'], total: ['a.total', 'a.requested_at'] },
  defaultOrder: [{ column: 'a.requested_at', order: 'desc' }],
  tiebreaker: 'a.id',
  search: ['a.customer_name'],
};

/** The approvals (issue 23, item 11), newest first, with the invoice's number and the people's names. */
@Injectable()
export class ApprovalQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private rows() {
    // withSchema names the schema of the joined tables too.
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${APPROVALS_TABLE} as a`)
      .leftJoin(`${INVOICES_TABLE} as i`, 'i.id', 'a.invoice_id')
      .leftJoin(`${USERS_TABLE} as r`, 'r.id', 'a.requested_by')
      .leftJoin(`${USERS_TABLE} as d`, 'd.id', 'a.decided_by')
      .select('a.*', 'i.invoice_number', 'r.name as requested_by_name', 'd.name as decided_by_name');
  }

  /** `requestedBy`: only the requests that user asked for (a Sales user's own, `seesOnlyOwnRequests`). */
  async list(query: ApprovalListQuery, requestedBy?: string) {
    const base = this.rows();
    if (query.status) base.where('a.status', query.status);
    if (query.invoice) base.where('a.invoice_id', query.invoice);
    if (requestedBy) base.where('a.requested_by', requestedBy);
    const { rows, pagination } = await pagedList<ApprovalRow>(base, APPROVAL_LIST, query);
    return { approvals: rows.map(view), pagination };
  }

  /** How many wait for a decision: the menu's badge. */
  async pendingCount(requestedBy?: string): Promise<number> {
    const pending = this.database.withSchema(READ_MODELS_SCHEMA).from(APPROVALS_TABLE).where('status', 'Pending');
    if (requestedBy) pending.where('requested_by', requestedBy);
    const [{ count }] = await pending.count<{ count: string }[]>('* as count');
    return Number(count);
  }

  /** Another user's request is not found for a reader of `requestedBy`'s own only. */
  async get(id: string, requestedBy?: string) {
    const row: ApprovalRow | undefined = await this.rows().where('a.id', id).first();
    if (!row || (requestedBy && row.requested_by !== requestedBy)) throw new NotFoundException('Approval not found');
    return view(row);
  }
}
