import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, MoneyError } from '@dealer/domain';
import { WrongExpectedRevisionError } from '@dealer/event-store';

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
  const bodyParserError = error as { type?: string; status?: number };
  if (bodyParserError?.type === 'entity.too.large') return { status: 413, body: { success: false, message: 'Request body is too large (at most 1 MB)' } };
  if (bodyParserError?.type === 'entity.parse.failed') return { status: 400, body: { success: false, message: 'Request body is not valid JSON' } };
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    if (typeof response === 'object' && response && 'success' in response) return { status, body: response as ErrorBody };
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : error.message;
    return { status, body: { success: false, message } };
  }
  if (typeof bodyParserError?.status === 'number' && bodyParserError.status >= 400 && bodyParserError.status < 500) {
    return { status: bodyParserError.status, body: { success: false, message: 'The request could not be read' } };
  }
  logger.error(error instanceof Error ? error.stack ?? error.message : String(error));
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { success: false, message: 'Something went wrong on our side. Please try again.' } };
}

@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = errorResponse(error, this.logger);
    response.status(status).json(body);
  }
}
