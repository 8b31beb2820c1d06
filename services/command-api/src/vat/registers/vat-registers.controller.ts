import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { Public } from '../../auth/public.decorator';
import { ok } from '../../platform/responses';
import { VatRegisterExportJobs } from './vat-register-export-jobs';
import { registerPeriodOf, VatRegisterQueries } from './vat-register-queries';
import { VatRegisterExportRequest, VatRegisterQuery, VatRegisterSummaryQuery } from './vat-registers.dto';

type AuthenticatedRequest = FastifyRequest & { user: AuthenticatedUser };

/** The Mushak-6.2 sales register and the Mushak-6.1 purchase register (issue 24 item 5), their month's figures and their XLSX exports. */
@ApiTags('vat: registers')
@ApiBearerAuth()
@Controller('vat')
export class VatRegistersController {
  constructor(private readonly registers: VatRegisterQueries, private readonly exports: VatRegisterExportJobs) {}

  /** Mushak-6.2: one row per line of each VAT-bearing invoice of the period (and reversing rows for voids), in date and time order. */
  @Get('sales-register')
  async salesRegister(@Query() query: VatRegisterQuery) {
    return ok(await this.registers.list('sales', query));
  }

  /** Mushak-6.1: one row per line of each VAT-bearing purchase of the period (and reversing rows for corrections and deletions). */
  @Get('purchase-register')
  async purchaseRegister(@Query() query: VatRegisterQuery) {
    return ok(await this.registers.list('purchases', query));
  }

  /** The month's figures from both registers: sales by rate, exempt and zero-rated sales, output VAT; purchases and input VAT. */
  @Get('registers/summary')
  async summary(@Query() query: VatRegisterSummaryQuery) {
    return ok(await this.registers.monthSummary(query.period));
  }

  /** Queues the sales register's XLSX (202); the projector process writes it. */
  @Post('sales-register/export')
  @HttpCode(202)
  async exportSales(@Req() request: AuthenticatedRequest, @Body() body: VatRegisterExportRequest) {
    return ok(await this.exports.enqueue(request.user.id, 'sales', registerPeriodOf(body)), 'Export queued');
  }

  /** Queues the purchase register's XLSX (202). */
  @Post('purchase-register/export')
  @HttpCode(202)
  async exportPurchases(@Req() request: AuthenticatedRequest, @Body() body: VatRegisterExportRequest) {
    return ok(await this.exports.enqueue(request.user.id, 'purchases', registerPeriodOf(body)), 'Export queued');
  }

  @Get('registers/export/:jobId')
  async exportStatus(@Req() request: AuthenticatedRequest, @Param('jobId') jobId: string) {
    return ok(await this.exports.status(request.user.id, jobId));
  }

  /** The file, for whoever holds the link's token (a new tab sends no bearer header). */
  @Public()
  @Get('registers/export/:jobId/file')
  @ApiQuery({ name: 'token', required: true, description: 'The signed token of the downloadUrl' })
  async exportFile(@Param('jobId') jobId: string, @Query('token') token: string | undefined) {
    this.exports.files.verifyDownloadToken(jobId, typeof token === 'string' ? token : undefined);
    const { file, chunks } = await this.exports.files.file(jobId);
    return new StreamableFile(Readable.from(chunks), {
      type: file.content_type,
      length: Number(file.byte_size),
      disposition: `attachment; filename="${file.file_name.replace(/[^\w.-]/g, '_')}"`,
    });
  }
}
