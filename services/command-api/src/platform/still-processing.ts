import { HttpException, HttpStatus, Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { catchError, mergeMap, type Observable } from 'rxjs';
import { readModelsStoppedMessage, readProjectorState, type ProjectorFailure } from '@dealer/read-models';
import { PG_POOL } from '../infrastructure/tokens';

/** A command stored in the log that the read models did not show within the read-your-writes wait. */
export interface StoredCommand {
  result: unknown;
  position: bigint;
}

const STORED = Symbol('commands stored but not visible yet');

/**
 * The request's list of commands stored but not visible yet: its CommandContext carries it to the
 * pipeline (which adds to it), the interceptor reads it once the route has answered.
 */
export function storedCommandsOf(request: object): StoredCommand[] {
  const holder = request as { [STORED]?: StoredCommand[] };
  return (holder[STORED] ??= []);
}

export const STILL_PROCESSING_MESSAGE = 'Saved. It is still being processed and will show shortly: do not send it again.';

/** The 202's message while the projector is stopped by an event it cannot apply: it will not show by itself. */
export const stoppedProcessingMessage = (failure: ProjectorFailure) => `Saved, but it cannot show yet. ${readModelsStoppedMessage(failure)} Do not send it again.`;

/** 202 Accepted, sent by the error filter with its Location (what to poll) and Retry-After. */
export class CommandStillProcessing extends HttpException {
  constructor(readonly location: string | undefined, id: string | undefined, position: bigint, stoppedBy: ProjectorFailure | null = null) {
    super(
      {
        success: true,
        data: { _id: id, status: 'processing', position: position.toString(), location: location ?? null },
        message: stoppedBy ? stoppedProcessingMessage(stoppedBy) : STILL_PROCESSING_MESSAGE,
      },
      HttpStatus.ACCEPTED,
    );
  }
}

const idOf = (result: unknown): string | undefined => {
  const id = (result as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
};

/**
 * Read-your-writes has a bound (5 s): a command stored while the projector is further behind
 * than that must not be answered from read models that do not hold it yet (a 404 after a create
 * invites the same thing posted twice, an update would answer the old values). Whatever the route
 * then answered, success or not, it answers 202 with the resource's id, the log position the
 * read models must reach, and where to read it once they do.
 */
@Injectable()
export class StillProcessingInterceptor implements NestInterceptor {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const stored = storedCommandsOf(request);
    const answer = async () => {
      const last = stored[stored.length - 1];
      const id = idOf(last.result);
      // Read only on this rare path: whether the projector is stopped by an event it cannot apply.
      const stoppedBy = await readProjectorState(this.pool).then((state) => state.failure, () => null);
      return new CommandStillProcessing(this.locationOf(request, id), id, last.position, stoppedBy);
    };
    return next.handle().pipe(
      mergeMap(async (body) => {
        if (stored.length > 0) throw await answer();
        return body;
      }),
      catchError(async (error) => {
        throw stored.length > 0 && !(error instanceof CommandStillProcessing) ? await answer() : error;
      }),
    );
  }

  /**
   * The resource to poll: the path up to its id when the route names it (PUT /x/:id, POST
   * /x/:id/post), else the collection's `/:id` when there is such a GET route.
   */
  private locationOf(request: FastifyRequest, id: string | undefined): string | undefined {
    if (!id) return undefined;
    const path = request.url.split('?')[0].replace(/\/+$/, '');
    const segments = path.split('/');
    const index = segments.findIndex((segment) => segment.toLowerCase() === id.toLowerCase());
    if (index > 0) return segments.slice(0, index + 1).join('/');
    const pattern = request.routeOptions?.url;
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (pattern && fastify?.hasRoute({ method: 'GET', url: `${pattern.replace(/\/+$/, '')}/:id` })) return `${path}/${id}`;
    return undefined;
  }
}
