import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ok } from '../platform/responses';
import { AuthService } from './auth.service';
import { LoginRequest, VerifyTokenRequest } from './auth.dto';
import { Public } from './public.decorator';
import type { AuthenticatedUser } from './authenticated-user';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginRequest, @Req() request: FastifyRequest) {
    return ok(await this.auth.login(body.email, body.password, request.ip ?? 'unknown'), 'Login successful');
  }

  @ApiBearerAuth()
  @Post('verify')
  @HttpCode(200)
  async verify(@Body() body: VerifyTokenRequest) {
    return ok(await this.auth.verify(body.token));
  }

  @ApiBearerAuth()
  @Get('profile')
  async profile(@Req() request: FastifyRequest & { user: AuthenticatedUser }) {
    return ok({ user: await this.auth.profile(request.user.id) });
  }
}
