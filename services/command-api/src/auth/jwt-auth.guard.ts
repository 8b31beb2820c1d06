import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { headerOf } from '../platform/command-context';
import { IS_PUBLIC } from './public.decorator';
import type { AuthenticatedUser } from './authenticated-user';
import { VerifiedTokens } from './verified-tokens';

@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector, private readonly tokens: VerifiedTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const [scheme, token] = (headerOf(request, 'authorization') ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) throw new UnauthorizedException('Authentication required');
    const user = await this.tokens.userOf(token);
    if (!user) throw new UnauthorizedException('Your session has expired or is not valid. Please sign in again.');
    request.user = user;
    return true;
  }
}
