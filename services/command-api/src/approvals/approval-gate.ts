import {
  approvalStream,
  approvesOwnActions,
  assertVoidStillAsAsked,
  BUSINESS_SETTINGS_STREAM,
  discountNeedsApproval,
  discountPercentHundredths,
  grantApproval,
  pendingAction,
  requestApproval,
  uuidv7,
  type ApprovalAction,
  type ApprovalState,
  type BusinessSettingsState,
  type InvoiceIssued,
  type InvoiceState,
  type StreamEvents,
} from '@dealer/domain';
import type { StreamReader } from '../platform/command-pipeline';
import type { CommandContext } from '../platform/command-context';

/** A command's result when it may be held for an approval: `approvalId` is set when it was. */
export interface ApprovalOutcome {
  id: string;
  approvalId?: string;
}

export const VOID_REQUESTED_MESSAGE = 'Void requested; an Administrator or Accountant must approve it';
export const DISCOUNT_REQUESTED_MESSAGE = 'Sent for approval: a discount above the limit needs an Administrator or Accountant';

/** The 202's body of a request held for an approval. */
export const pendingAnswer = (approvalId: string, message: string) => ({ success: true as const, data: { approvalId, status: 'Pending' as const }, message });

/** What the command asks for, as an approval would record it (the invoice's whole request for an issue). */
export type GatedAction =
  | { kind: 'VoidInvoice'; invoice: InvoiceState; invoiceId: string; reason: string; allowOverdraft: boolean }
  | { kind: 'IssueInvoice'; invoiceId: string; date: string; request: object };

const now = () => new Date().toISOString();

/** One request id per command, kept across its retries (a retry re-decides; the id stays). */
const requestIds = new WeakMap<ApprovalOutcome, string>();
const requestIdOf = (result: ApprovalOutcome) => requestIds.get(result) ?? requestIds.set(result, uuidv7()).get(result)!;

function actionOf(gated: GatedAction): ApprovalAction {
  if (gated.kind === 'VoidInvoice') {
    return { kind: 'VoidInvoice', invoiceId: gated.invoiceId, reason: gated.reason, allowOverdraft: gated.allowOverdraft, invoicePaymentCount: gated.invoice.allPayments.length };
  }
  // The request as JSON: the DTO's class instance becomes plain data, read back on approval.
  return { kind: 'IssueInvoice', invoiceId: gated.invoiceId, date: gated.date, request: JSON.parse(JSON.stringify(gated.request)) };
}

/** The figures an approver sees: the voided invoice's, or those of the invoice the decision would issue. */
function summaryOf(gated: GatedAction, issued: InvoiceIssued['data'] | undefined) {
  const details = gated.kind === 'VoidInvoice' ? gated.invoice : issued;
  return {
    invoiceNumber: null,
    customerName: details?.customer.name ?? '',
    total: details?.total ?? 0,
    discount: details?.discount ?? 0,
    discountPercentHundredths: details ? discountPercentHundredths(details.discount, details.subtotal) : 0,
  };
}

/**
 * Between an invoice decision and its append (issue 23, item 11). Carrying out an approval
 * (`context.approval`): the decided events go with `ApprovalGranted`, in one append, once the
 * request is still pending and, for a void, the invoice is still as it was asked about. A Sales
 * user's void, or invoice discounted above the settings' limit: nothing of the decision is
 * appended, only the request, with `result.approvalId`. Anything else: the decision as it is. The
 * decision was made in full first, so a request that would be refused anyway is refused now.
 */
export async function throughApprovals(context: CommandContext, result: ApprovalOutcome, read: StreamReader, decided: StreamEvents[], gated: GatedAction): Promise<StreamEvents[]> {
  delete result.approvalId;
  if (context.approval) {
    const approval = await read<ApprovalState>(approvalStream(context.approval.approvalId));
    const action = pendingAction(approval);
    if (action.kind === 'VoidInvoice' && gated.kind === 'VoidInvoice') assertVoidStillAsAsked(action, gated.invoice);
    return grantApproval({ approvalId: context.approval.approvalId, decidedBy: context.userId, decidedAt: now() }, { approval }, decided);
  }
  if (!context.role || approvesOwnActions(context.role)) return decided;
  const issued = decided.flatMap((stream) => stream.events).find((event): event is InvoiceIssued => event.type === 'InvoiceIssued')?.data;
  if (gated.kind === 'IssueInvoice') {
    const settings = await read<BusinessSettingsState>(BUSINESS_SETTINGS_STREAM);
    if (!issued || !discountNeedsApproval(issued.discount, issued.subtotal, settings.discountApprovalAboveHundredths)) return decided;
  }
  const approvalId = requestIdOf(result);
  result.approvalId = approvalId;
  return requestApproval(
    { approvalId, action: actionOf(gated), summary: summaryOf(gated, issued), requestedBy: context.userId, requestedAt: now() },
    { approval: await read<ApprovalState>(approvalStream(approvalId)) },
  );
}
