import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../platform/command-context';
import { IdParam } from '../platform/id-param';
import { ok } from '../platform/responses';
import { ApproveRequest, RejectRequest } from './approval.commands';
import { ApprovalListQuery, RejectApprovalRequest } from './approval.dto';
import { ApprovalQueries } from './approval-queries';

/**
 * Approvals (issue 23, item 11): a Sales user's void or invoice discounted above the settings' limit
 * waits here until an Administrator or an Accountant approves it (the action is then carried out, in
 * the same append) or rejects it with a reason (nothing else changes).
 */
@ApiTags('sales: approvals')
@ApiBearerAuth()
@Controller('approvals')
export class ApprovalsController {
  constructor(private readonly commands: CommandBus, private readonly queries: ApprovalQueries) {}

  /** `data.approvals`, with `data.pendingCount` for the menu's badge. */
  @Get()
  async list(@Query() query: ApprovalListQuery) {
    const [list, pendingCount] = await Promise.all([this.queries.list(query), this.queries.pendingCount()]);
    return ok({ ...list, pendingCount });
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok({ approval: await this.queries.get(id) });
  }

  /** 200: a decision on an existing request, nothing created at this address. */
  @Post(':id/approve')
  @HttpCode(200)
  async approve(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new ApproveRequest(context, id));
    return ok({ approval: await this.queries.get(id) }, 'Request approved');
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: RejectApprovalRequest) {
    await this.commands.execute(new RejectRequest(context, id, body.reason));
    return ok({ approval: await this.queries.get(id) }, 'Request rejected');
  }
}

/**
 * The requests about one invoice (its void asked for, pending, approved or rejected with the
 * reason), for whoever reads sales: the salesperson sees on the invoice what became of the request.
 */
@ApiTags('sales: approvals')
@ApiBearerAuth()
@Controller('invoices')
export class InvoiceApprovalsController {
  constructor(private readonly queries: ApprovalQueries) {}

  @Get(':id/approvals')
  async ofInvoice(@Param('id', IdParam) id: string, @Query() query: ApprovalListQuery) {
    return ok(await this.queries.list({ ...query, invoice: id }));
  }
}
