import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { seesOnlyOwnRequests } from '@dealer/domain';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CommandContextOf, type CommandContext } from '../platform/command-context';
import { IdParam } from '../platform/id-param';
import { ok } from '../platform/responses';
import { ApproveRequest, RejectRequest } from './approval.commands';
import { ApprovalListQuery, RejectApprovalRequest } from './approval.dto';
import { ApprovalQueries } from './approval-queries';

type AuthenticatedRequest = FastifyRequest & { user: AuthenticatedUser };

/** The user whose requests alone the caller reads (a Sales user: their own), undefined for every request. */
const ownRequestsOf = (request: AuthenticatedRequest): string | undefined => (seesOnlyOwnRequests(request.user.role) ? request.user.id : undefined);

/**
 * Approvals (issue 23, item 11): a Sales user's void or invoice discounted above the settings' limit
 * waits here until an Administrator or an Accountant approves it (the action is then carried out, in
 * the same append) or rejects it with a reason (nothing else changes). The Sales user reads here,
 * without deciding, the requests they asked for and what became of them.
 */
@ApiTags('sales: approvals')
@ApiBearerAuth()
@Controller('approvals')
export class ApprovalsController {
  constructor(private readonly commands: CommandBus, private readonly queries: ApprovalQueries) {}

  /** `data.approvals`, with `data.pendingCount` for the menu's badge (a Sales user: their own requests, and their own pending). */
  @Get()
  async list(@Req() request: AuthenticatedRequest, @Query() query: ApprovalListQuery) {
    const requestedBy = ownRequestsOf(request);
    const [list, pendingCount] = await Promise.all([this.queries.list(query, requestedBy), this.queries.pendingCount(requestedBy)]);
    return ok({ ...list, pendingCount });
  }

  @Get(':id')
  async get(@Req() request: AuthenticatedRequest, @Param('id', IdParam) id: string) {
    return ok({ approval: await this.queries.get(id, ownRequestsOf(request)) });
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
