import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { UserRole } from '@dealer/domain';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { storedCommandsOf, type StoredCommand } from './still-processing';

export interface CommandContext {
  userId: string;
  /** The caller's role: a Sales user's void or big discount waits for an approval (absent: the system's own commands). */
  role?: UserRole;
  /** Set when the command carries out an approved request (approvals/approval.commands.ts): its grant goes in the same append. */
  approval?: { approvalId: string; invoiceId?: string };
  idempotencyKey?: string;
  /** Hash of method, path and body: a repeated key must carry the same request. */
  fingerprint: string;
  correlationId: string;
  /** The request's commands stored but not visible yet (the pipeline adds; the request answers 202). */
  stillProcessing?: StoredCommand[];
}

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** Canonical JSON (sorted keys), so the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A request header's single value (a repeated header counts as absent). */
export const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export function commandContextOf(request: FastifyRequest): CommandContext {
  const user = (request as FastifyRequest & { user?: AuthenticatedUser }).user;
  if (!user) throw new Error('command context without an authenticated user');
  const header = headerOf(request, 'idempotency-key');
  if (header !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new BadRequestException('Idempotency-Key must be 8 to 128 letters, digits or - _ . :');
  }
  const fingerprint = createHash('sha256').update(`${request.method} ${request.url.split('?')[0]} ${canonical(request.body)}`).digest('hex');
  const correlation = headerOf(request, 'x-correlation-id');
  return {
    userId: user.id,
    role: user.role,
    idempotencyKey: header,
    fingerprint,
    correlationId: correlation && correlation.length <= 128 ? correlation : randomUUID(),
    stillProcessing: storedCommandsOf(request),
  };
}

/** The command's context: who, which idempotency key, which correlation. */
export const CommandContextOf = createParamDecorator((_data: unknown, execution: ExecutionContext) =>
  commandContextOf(execution.switchToHttp().getRequest<FastifyRequest>()),
);
