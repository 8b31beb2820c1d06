import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { approvalStream, foldStream, pendingAction, rejectApproval, type ApprovalState } from '@dealer/domain';
import type { EventStore } from '@dealer/event-store';
import { CommandPipeline } from '../platform/command-pipeline';
import type { CommandContext } from '../platform/command-context';
import { EVENT_STORE } from '../infrastructure/tokens';
import { IssueInvoice, VoidInvoice } from '../sales/invoices/invoice.commands';
import type { InvoiceRequest } from '../sales/invoices/invoice.dto';

export class ApproveRequest {
  constructor(readonly context: CommandContext, readonly approvalId: string) {}
}
export class RejectRequest {
  constructor(readonly context: CommandContext, readonly approvalId: string, readonly reason: string | undefined) {}
}

/**
 * Carries out what was asked through the action's own command (the invoice's void or issue, with its
 * decider, on the state of this moment), its context naming the approval: the invoice handler's
 * decision then goes out with `ApprovalGranted` in one append (approval-gate.ts), re-checking that the
 * request is still pending. A refusal of the action (the invoice voided meanwhile, stock gone, the
 * books closed) is the approve's answer, and the request stays pending for a rejection.
 */
@CommandHandler(ApproveRequest)
export class ApproveRequestHandler implements ICommandHandler<ApproveRequest> {
  constructor(private readonly commands: CommandBus, @Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async execute({ context, approvalId }: ApproveRequest) {
    const stream = approvalStream(approvalId);
    const action = pendingAction(foldStream<ApprovalState>(stream, await this.eventStore.readStream(stream)));
    const carrying: CommandContext = { ...context, approval: { approvalId, invoiceId: action.invoiceId } };
    if (action.kind === 'VoidInvoice') await this.commands.execute(new VoidInvoice(carrying, action.invoiceId, action.reason || undefined, action.allowOverdraft));
    else await this.commands.execute(new IssueInvoice(carrying, { ...action.request, date: action.date } as unknown as InvoiceRequest));
    return { id: approvalId, invoiceId: action.invoiceId };
  }
}

@CommandHandler(RejectRequest)
export class RejectRequestHandler implements ICommandHandler<RejectRequest> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ context, approvalId, reason }: RejectRequest) {
    return this.pipeline.run(context, {
      result: { id: approvalId },
      decide: async (read) =>
        rejectApproval({ approvalId, reason, decidedBy: context.userId, decidedAt: new Date().toISOString() }, { approval: await read<ApprovalState>(approvalStream(approvalId)) }),
    });
  }
}

export const APPROVAL_COMMAND_HANDLERS = [ApproveRequestHandler, RejectRequestHandler];
