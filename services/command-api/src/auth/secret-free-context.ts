import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { commandContextOf, type CommandContext } from '../platform/command-context';

/**
 * The command context of a request whose body carries a password. An Idempotency-Key stores the
 * request's fingerprint in the log (CommandAccepted); a fast hash over a body holding a password
 * would let anyone reading the log test guesses offline. This fingerprint leaves the secret
 * fields out (bodies here are flat), so a repeat with the same key and another password counts
 * as the same request, which is what a retried submit is.
 */
export const SecretFreeCommandContext = createParamDecorator((secretFields: string[], execution: ExecutionContext): CommandContext => {
  const request = execution.switchToHttp().getRequest<FastifyRequest>();
  const context = commandContextOf(request);
  const body = { ...((request.body as Record<string, unknown> | undefined) ?? {}) };
  for (const field of secretFields) delete body[field];
  const sorted = Object.fromEntries(Object.entries(body).sort(([left], [right]) => left.localeCompare(right)));
  const fingerprint = createHash('sha256').update(`${request.method} ${request.url.split('?')[0]} ${JSON.stringify(sorted)}`).digest('hex');
  return { ...context, fingerprint };
});
