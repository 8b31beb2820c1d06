import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import type { Poisha } from '../shared/money';
import { roleCan, type UserRole } from '../users/roles';
import type { InvoiceState } from '../sales/invoices';

/**
 * Approvals (issue 23, item 11): what a Sales user asks for that an Administrator or an Accountant
 * must grant first: voiding an invoice, and issuing an invoice whose discount is above the limit set
 * in the business settings. The request keeps everything needed to carry the action out as asked
 * (a void's reason, an invoice's whole request body); granting it appends the action's own events in
 * the same append as `ApprovalGranted`, decided at that moment by the action's own decider, so one
 * cannot land without the other and the action is re-checked (stock, closed books, prices).
 */
export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The roles that decide approvals, and whose own voids and discounts need none. */
export const APPROVER_ROLES: readonly UserRole[] = ['Administrator', 'Accountant'];
export const approvesOwnActions = (role: UserRole) => APPROVER_ROLES.includes(role);

/**
 * Who sees which requests: a role that asks for approvals without deciding them (Sales) reads only
 * the requests it asked for, to follow what became of them; the approvers, and the Auditor who
 * reads everything, see every request.
 */
export const seesOnlyOwnRequests = (role: UserRole) => !approvesOwnActions(role) && roleCan(role, 'sales:write');

/** What is asked for. `VoidInvoice`: `invoicePaymentCount` is the invoice's payments when asked, so a payment taken since is seen. */
export type ApprovalAction =
  | { kind: 'VoidInvoice'; invoiceId: string; reason: string; allowOverdraft: boolean; invoicePaymentCount: number }
  | { kind: 'IssueInvoice'; invoiceId: string; date: string; request: Record<string, unknown> };
export type ApprovalActionKind = ApprovalAction['kind'];

/** What the list shows of the request without reading its action: the invoice, its customer and figures. */
export interface ApprovalSummary {
  invoiceNumber: string | null;
  customerName: string;
  total: Poisha;
  discount: Poisha;
  /** Hundredths of a percent of the subtotal. */
  discountPercentHundredths: number;
}

export type ApprovalRequested = DomainEvent<
  'ApprovalRequested',
  { approvalId: string; action: ApprovalAction; summary: ApprovalSummary; requestedBy: string; requestedAt: string }
>;
export type ApprovalGranted = DomainEvent<'ApprovalGranted', { approvalId: string; decidedBy: string; decidedAt: string }>;
export type ApprovalRejected = DomainEvent<'ApprovalRejected', { approvalId: string; reason: string; decidedBy: string; decidedAt: string }>;
export type ApprovalEvent = ApprovalRequested | ApprovalGranted | ApprovalRejected;

export interface ApprovalState {
  status: 'absent' | ApprovalStatus;
  approvalId: string;
  action: ApprovalAction | null;
  requestedBy: string;
}

export const initialApprovalState: ApprovalState = { status: 'absent', approvalId: '', action: null, requestedBy: '' };
export const approvalStream = (approvalId: string) => `${STREAM_NAMES.approval.name}${approvalId}`;

export function evolveApproval(state: ApprovalState, event: ApprovalEvent): ApprovalState {
  switch (event.type) {
    case 'ApprovalRequested':
      return { status: 'Pending', approvalId: event.data.approvalId, action: event.data.action, requestedBy: event.data.requestedBy };
    case 'ApprovalGranted':
      return { ...state, status: 'Approved' };
    case 'ApprovalRejected':
      return { ...state, status: 'Rejected' };
    default:
      return state;
  }
}


/** The discount as hundredths of a percent of the subtotal, rounded up so 10.001% is above a 10% limit. */
export const discountPercentHundredths = (discount: Poisha, subtotal: Poisha): number => (subtotal <= 0 ? 0 : Math.ceil((discount * 10_000) / subtotal));

/** True when a discount of a Sales user's invoice is above the limit (hundredths of a percent of the subtotal). */
export const discountNeedsApproval = (discount: Poisha, subtotal: Poisha, limitHundredths: number): boolean =>
  discount > 0 && discountPercentHundredths(discount, subtotal) > limitHundredths;

export function requestApproval(
  command: { approvalId: string; action: ApprovalAction; summary: ApprovalSummary; requestedBy: string; requestedAt: string },
  given: { approval: ApprovalState },
): StreamEvents[] {
  if (given.approval.status !== 'absent') throw conflict('Approval already exists');
  const { approvalId, action, summary, requestedBy, requestedAt } = command;
  return [{ stream: approvalStream(approvalId), events: [{ type: 'ApprovalRequested', data: { approvalId, action, summary, requestedBy, requestedAt } } satisfies ApprovalRequested] }];
}

function requirePending(approval: ApprovalState): ApprovalState & { action: ApprovalAction } {
  if (approval.status === 'absent' || !approval.action) throw notFound('Approval not found');
  if (approval.status !== 'Pending') throw conflict(`This request was already ${approval.status.toLowerCase()}`);
  return approval as ApprovalState & { action: ApprovalAction };
}

/** The pending action an approver is about to carry out (404, or 409 once decided). */
export const pendingAction = (approval: ApprovalState): ApprovalAction => requirePending(approval).action;

/**
 * Grants the request: `ApprovalGranted` and the action's own events (decided by the caller with the
 * action's decider on the state of this moment), in one append.
 */
export function grantApproval(command: { approvalId: string; decidedBy: string; decidedAt: string }, given: { approval: ApprovalState }, actionEvents: StreamEvents[]): StreamEvents[] {
  requirePending(given.approval);
  const { approvalId, decidedBy, decidedAt } = command;
  return [{ stream: approvalStream(approvalId), events: [{ type: 'ApprovalGranted', data: { approvalId, decidedBy, decidedAt } } satisfies ApprovalGranted] }, ...actionEvents];
}

export function rejectApproval(command: { approvalId: string; reason?: string; decidedBy: string; decidedAt: string }, given: { approval: ApprovalState }): StreamEvents[] {
  requirePending(given.approval);
  const reason = (command.reason ?? '').trim();
  if (!reason) throw validationError('Please give the reason for rejecting', { reason: 'Please give the reason for rejecting' });
  if (reason.length > 500) throw validationError('Reason must be at most 500 characters', { reason: 'Reason must be at most 500 characters' });
  const { approvalId, decidedBy, decidedAt } = command;
  return [{ stream: approvalStream(approvalId), events: [{ type: 'ApprovalRejected', data: { approvalId, reason, decidedBy, decidedAt } } satisfies ApprovalRejected] }];
}

/**
 * A void is carried out only on the invoice it was asked for: one voided since, or paid since (the
 * refund would not be the one the approver saw), is refused with the reason.
 */
export function assertVoidStillAsAsked(action: Extract<ApprovalAction, { kind: 'VoidInvoice' }>, invoice: Pick<InvoiceState, 'lifecycle' | 'allPayments'>): void {
  if (invoice.lifecycle === 'voided') throw conflict('The invoice was already voided');
  if (invoice.allPayments.length !== action.invoicePaymentCount) throw conflict('The invoice has changed since the void was asked for (a payment was taken): ask for the void again');
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const APPROVAL_STREAM_KIND = streamKindOf(STREAM_NAMES.approval, { initialState: initialApprovalState, evolve: evolveApproval });
