import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError, MoneyError } from '@dealer/domain';
import { WrongExpectedRevisionError } from '@dealer/event-store';
import { CommandStillProcessing } from './still-processing';

const STATUS_BY_KIND = { validation: 400, not_found: 404, conflict: 409, rule: 409 } as const;

export interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

/** Every error leaves in the DESIGN §6 shape; internals are logged, never sent. */
export function errorResponse(error: unknown, logger: Logger): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) {
    return { status: STATUS_BY_KIND[error.kind], body: { success: false, message: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) } };
  }
  if (error instanceof MoneyError) return { status: 400, body: { success: false, message: error.message } };
  if (error instanceof WrongExpectedRevisionError) {
    return { status: 409, body: { success: false, message: 'This record was changed by someone else at the same time. Please reload and try again.' } };
  }
  const bodyParserError = error as { code?: string; statusCode?: number };
  if (bodyParserError?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, body: { success: false, message: 'Request body is too large (at most 1 MB)' } };
  if (bodyParserError?.code === 'INVALID_JSON_BODY') return { status: 400, body: { success: false, message: 'Request body is not valid JSON' } };
  if (bodyParserError?.code === 'JSON_BODY_TOO_DEEP' || bodyParserError?.code === 'JSON_BODY_NOT_OBJECT') return { status: 400, body: { success: false, message: (error as Error).message } };
  if (bodyParserError?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, body: { success: false, message: 'Request bodies must be JSON (Content-Type: application/json)' } };
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    // Our own refusals carry their message (a 413 too: an audit bundle's period with too many events).
    if (typeof response === 'object' && response && 'success' in response) return { status, body: response as ErrorBody };
    if (status === HttpStatus.PAYLOAD_TOO_LARGE) return { status, body: { success: false, message: 'Request body is too large (at most 1 MB)' } };
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : error.message;
    return { status, body: { success: false, message } };
  }
  if (typeof bodyParserError?.statusCode === 'number' && bodyParserError.statusCode >= 400 && bodyParserError.statusCode < 500) {
    return { status: bodyParserError.statusCode, body: { success: false, message: 'The request could not be read' } };
  }
  logger.error(error instanceof Error ? error.stack ?? error.message : String(error));
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { success: false, message: 'Something went wrong on our side. Please try again.' } };
}

/** The built web client, when this process serves it: its pages are routed by the client. */
@Injectable()
export class WebClient {
  private indexHtml: string | undefined;

  set directory(directory: string) {
    this.indexHtml = readFileSync(join(directory, 'index.html'), 'utf8');
  }

  /** index.html for a page GET outside /api (no file matched it), else undefined. */
  pageFor(request: FastifyRequest): string | undefined {
    if (!this.indexHtml || request.method !== 'GET') return undefined;
    const path = request.url.split('?')[0];
    return path === '/api' || path.startsWith('/api/') ? undefined : this.indexHtml;
  }
}
export const WEB_CLIENT = WebClient;

@Catch()
@Injectable()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  constructor(private readonly web: WebClient) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const page = error instanceof NotFoundException ? this.web.pageFor(http.getRequest<FastifyRequest>()) : undefined;
    if (page !== undefined) {
      reply.status(200).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
      return;
    }
    if (error instanceof CommandStillProcessing) {
      if (error.location) reply.header('Location', error.location);
      reply.status(error.getStatus()).header('Retry-After', '1').send(error.getResponse());
      return;
    }
    const { status, body } = errorResponse(error, this.logger);
    reply.status(status).send(body);
  }
}
