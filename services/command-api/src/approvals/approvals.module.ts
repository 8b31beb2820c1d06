import { Module } from '@nestjs/common';
import { APPROVAL_COMMAND_HANDLERS } from './approval.commands';
import { ApprovalsController, InvoiceApprovalsController } from './approvals.controller';
import { ApprovalQueries } from './approval-queries';

@Module({ controllers: [ApprovalsController, InvoiceApprovalsController], providers: [...APPROVAL_COMMAND_HANDLERS, ApprovalQueries] })
export class ApprovalsModule {}
