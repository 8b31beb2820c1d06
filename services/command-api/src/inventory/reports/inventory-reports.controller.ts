import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { Public } from '../../auth/public.decorator';
import { ok } from '../../platform/responses';
import { ExportRequest, InventoryReportQuery, MovementReportQuery, PerformanceQuery, ValuationQuery } from './inventory-reports.dto';
import { InventoryExportJobs } from './inventory-export-jobs';
import { InventoryReportQueries } from './inventory-report-queries';

type AuthenticatedRequest = FastifyRequest & { user: AuthenticatedUser };

/** docs/api/inventory.md: Inventory reports and analytics, and Exports. */
@ApiTags('inventory: reports')
@ApiBearerAuth()
@Controller('products')
export class InventoryReportsController {
  constructor(private readonly reports: InventoryReportQueries, private readonly exports: InventoryExportJobs) {}

  /** Summary, the first `limit` products by value and the latest `limit` movements of the period. */
  @Get('reports/inventory')
  async inventory(@Query() query: InventoryReportQuery) {
    return ok(await this.reports.inventory(query));
  }

  /** Stock value per product type against its inventory account's balance. */
  @Get('reports/valuation')
  async valuation(@Query() query: ValuationQuery) {
    return ok(await this.reports.valuation(query));
  }

  @Get('reports/movement')
  async movement(@Query() query: MovementReportQuery) {
    return ok(await this.reports.movement(query));
  }

  @Get('analytics/performance')
  async performance(@Query() query: PerformanceQuery) {
    return ok(await this.reports.performance(query));
  }

  /** Queues an export (202); the projector process writes the file. */
  @Post('reports/export')
  @HttpCode(202)
  async export(@Req() request: AuthenticatedRequest, @Body() body: ExportRequest) {
    return ok(await this.exports.enqueue(request.user.id, body), 'Export queued');
  }

  @Get('reports/export/:jobId')
  async exportStatus(@Req() request: AuthenticatedRequest, @Param('jobId') jobId: string) {
    return ok(await this.exports.status(request.user.id, jobId));
  }

  /** The file, for whoever holds the link's token (a new tab sends no bearer header). */
  @Public()
  @Get('reports/export/:jobId/file')
  @ApiQuery({ name: 'token', required: true, description: 'The signed token of the downloadUrl' })
  async exportFile(@Param('jobId') jobId: string, @Query('token') token: string | undefined) {
    this.exports.verifyDownloadToken(jobId, typeof token === 'string' ? token : undefined);
    const { file, chunks } = await this.exports.file(jobId);
    return new StreamableFile(Readable.from(chunks), {
      type: file.content_type,
      length: Number(file.byte_size),
      disposition: `attachment; filename="${file.file_name.replace(/[^\w.-]/g, '_')}"`,
    });
  }
}
