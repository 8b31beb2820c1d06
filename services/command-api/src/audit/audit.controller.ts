import { Readable } from 'node:stream';
import { BadRequestException, Controller, Get, Param, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { dhakaDate } from '../platform/dates';
import { ok } from '../platform/responses';
import { AuditLog, type AuditEventView } from './audit-log';
import { AuditSample } from './audit-sample';
import { AuditSampleQuery } from './audit-sample.dto';
import { AuditEventsQuery, AuditLogFilter } from './audit.dto';
import { ChainVerifications, verificationView } from './chain-verifications';

const STREAM_NAME = /^[^\u0000-\u001f\u007f]{1,300}$/;

/** The audit trail (Auditor and Administrator; an entity's history also whoever reads the entity; who may call it is the role policy's). */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class AuditController {
  constructor(
    private readonly log: AuditLog,
    private readonly verifications: ChainVerifications,
    private readonly sampling: AuditSample,
  ) {}

  /** Recomputes the hash chain from the first event; answers the first broken link, or that the whole log holds. */
  @Get('verify')
  async verify(@Req() request: FastifyRequest & { user?: AuthenticatedUser }) {
    const run = await this.verifications.verify(request.user?.id ?? 'unknown');
    return ok(verificationView(run), run.valid ? 'The whole log holds' : `The chain is broken at position ${run.firstBrokenPosition}`);
  }

  /** The last verification (also shown by the health check); null before the first. */
  @Get('verify/last')
  async lastVerification() {
    const run = await this.verifications.last();
    return ok(run ? verificationView(run) : null);
  }

  @Get('events')
  async events(@Query() query: AuditEventsQuery) {
    return ok(await this.log.list(query));
  }

  /** The log (filtered like the list) as JSON Lines, one event a line, oldest first, streamed. */
  @Get('events/export')
  async export(@Query() filter: AuditLogFilter): Promise<StreamableFile> {
    const pages = this.log.export(filter);
    // The first page is read before answering, so a refusal is still a JSON error.
    const first = await pages.next();
    const name = `audit-log-${filter.startDate ?? 'start'}-to-${filter.endDate ?? dhakaDate()}.jsonl`;
    return new StreamableFile(Readable.from(jsonLines(first.done ? undefined : first.value, pages)), {
      type: 'application/x-ndjson; charset=utf-8',
      disposition: `attachment; filename="${name}"`,
    });
  }

  /**
   * A reproducible sample of a population of documents (issue 28, item 5): the same seed, population
   * and period give the same items (audit-sample.ts and sampling.ts say how). The books' roles and the auditor.
   */
  @Get('sample')
  async sample(@Query() query: AuditSampleQuery) {
    const sample = await this.sampling.draw(query);
    return ok(sample, `${sample.items.length} of ${sample.population.count} drawn with seed ${sample.seed}`);
  }

  /**
   * One entity's history. Whoever may read the entity may read it (the stream's kind names the
   * area: `streamReadArea` of @dealer/domain, asked by role-policy.ts); a stream of no known kind is the auditors'.
   */
  @Get('streams/:stream/events')
  async history(@Param('stream') stream: string, @Query('page') page?: string) {
    if (!STREAM_NAME.test(stream)) throw new BadRequestException('The stream in the path is not a stream name');
    const pageNumber = page === undefined ? 1 : Number(page);
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > 100_000) throw new BadRequestException('page must be a whole number from 1');
    return ok(await this.log.history(stream, pageNumber));
  }
}

async function* jsonLines(first: AuditEventView[] | undefined, rest: AsyncGenerator<AuditEventView[]>) {
  if (first) yield first.map((event) => `${JSON.stringify(event)}\n`).join('');
  for await (const page of rest) yield page.map((event) => `${JSON.stringify(event)}\n`).join('');
}
