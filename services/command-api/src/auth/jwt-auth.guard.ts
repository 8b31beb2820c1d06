import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { headerOf } from '../platform/command-context';
import type { AuthenticatedUser } from './authenticated-user';
import { refusalFor, type RouteAccess } from './role-policy';
import { routesOfHandler } from './route-catalog';
import { Sessions } from './sessions';
import { VerifiedTokens } from './verified-tokens';

/**
 * The one gate of every route: who calls (a bearer token naming a session that still holds, else
 * 401) and whether their role may (role-policy.ts, else 403). What a handler needs is worked out
 * once per handler; a request then costs a few map lookups while its session is confirmed.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  private readonly accessByHandler = new WeakMap<Function, RouteAccess[]>();

  constructor(private readonly reflector: Reflector, private readonly tokens: VerifiedTokens, private readonly sessions: Sessions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.accessOf(context);
    if (access.every((route) => route.kind === 'public')) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const [scheme, token] = (headerOf(request, 'authorization') ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) throw new UnauthorizedException('Authentication required');
    const claims = await this.tokens.claimsOf(token);
    const user = claims && (await this.sessions.userOf(claims.sessionId, claims.userId));
    if (!user) throw new UnauthorizedException('Your session has expired or is not valid. Please sign in again.');
    request.user = user;
    for (const route of access) {
      const refusal = refusalFor(route, user.role, request.params as Record<string, string | undefined> | undefined);
      if (refusal) throw new ForbiddenException(refusal);
    }
    return true;
  }

  private accessOf(context: ExecutionContext): RouteAccess[] {
    const handler = context.getHandler();
    let access = this.accessByHandler.get(handler);
    if (!access) {
      access = routesOfHandler(context.getClass(), handler, this.reflector).map((route) => route.access);
      // A handler without route metadata is no route we know: nobody may call it.
      if (access.length === 0) access = [{ kind: 'unnamed', route: `${context.getClass().name}.${handler.name}` }];
      this.accessByHandler.set(handler, access);
    }
    return access;
  }
}
