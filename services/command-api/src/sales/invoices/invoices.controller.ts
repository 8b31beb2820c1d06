import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { AddInvoicePayments, IssueInvoice, UpdateInvoiceDetails, VoidInvoice } from './invoice.commands';
import { InvoiceDetailsRequest, InvoiceListQuery, InvoicePaymentsRequest, InvoiceRequest, VoidInvoiceQuery } from './invoice.dto';
import { InvoiceQueries } from './invoice-queries';
import { DISCOUNT_REQUESTED_MESSAGE, pendingAnswer, VOID_REQUESTED_MESSAGE, type ApprovalOutcome } from '../../approvals/approval-gate';

/**
 * Sales invoices (DESIGN §5, §9; docs/api/sales.md): a motorcycle or products invoice with its
 * stock, unit, booking money, receivable and entry in one append; payments on its due; its contact
 * details and notes; and its void, which takes all of that back in one append.
 */
@ApiTags('sales: invoices')
@ApiBearerAuth()
@Controller('invoices')
export class InvoicesController {
  constructor(private readonly commands: CommandBus, private readonly queries: InvoiceQueries) {}

  @Get()
  async list(@Query() query: InvoiceListQuery) {
    return ok(await this.queries.list(query));
  }

  /** `data.invoice`, as the spec's call table names it. */
  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok({ invoice: await this.queries.get(id) });
  }

  /** A Sales user's invoice discounted above the settings' limit is not issued: 202 with the approval it waits for. */
  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: InvoiceRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const outcome: CommandOutcome<ApprovalOutcome> = await this.commands.execute(new IssueInvoice(context, body));
    if (outcome.result.approvalId) {
      reply.status(202);
      return pendingAnswer(outcome.result.approvalId, DISCOUNT_REQUESTED_MESSAGE);
    }
    return ok(await this.queries.get(outcome.result.id), 'Invoice created successfully');
  }

  /** Dr each method's account / Cr Accounts Receivable, never more than the due. */
  @Post(':id/payments')
  async addPayments(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: InvoicePaymentsRequest) {
    await this.commands.execute(new AddInvoicePayments(context, id, body.payments, body.date));
    return ok(await this.queries.get(id), 'Payment added successfully');
  }

  /** Only what moves no value: the contact details printed on it and its notes. */
  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: InvoiceDetailsRequest) {
    await this.commands.execute(new UpdateInvoiceDetails(context, id, body));
    return ok(await this.queries.get(id), 'Invoice updated successfully');
  }

  /** Voids the invoice: its entries reversed (payments refunded), stock and unit back, booking restored, receivable cancelled. */
  /** A Sales user's void is only asked for: 202 with the approval it waits for (issue 23, item 11). */
  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Query() query: VoidInvoiceQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const outcome: CommandOutcome<ApprovalOutcome> = await this.commands.execute(new VoidInvoice(context, id, query.reason, query.allowOverdraft ?? false));
    if (outcome.result.approvalId) {
      reply.status(202);
      return pendingAnswer(outcome.result.approvalId, VOID_REQUESTED_MESSAGE);
    }
    return ok(await this.queries.get(id), 'Invoice voided successfully');
  }
}
