import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../platform/command-context';
import { ok } from '../platform/responses';
import { AuthService } from './auth.service';
import { ChangePasswordRequest, LoginRequest, VerifyTokenRequest } from './auth.dto';
import { Public } from './public.decorator';
import { SecretFreeCommandContext } from './secret-free-context';
import type { AuthenticatedUser } from './authenticated-user';

type SignedInRequest = FastifyRequest & { user: AuthenticatedUser };

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginRequest, @Req() request: FastifyRequest) {
    return ok(await this.auth.login(body.email, body.password, request.ip), 'Login successful');
  }

  @ApiBearerAuth()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: SignedInRequest) {
    await this.auth.logout(request.user);
    return ok(null, 'Logout Successful');
  }

  @ApiBearerAuth()
  @Post('change-password')
  @HttpCode(200)
  async changePassword(
    @Req() request: SignedInRequest,
    @SecretFreeCommandContext(['currentPassword', 'newPassword']) context: CommandContext,
    @Body() body: ChangePasswordRequest,
  ) {
    return ok(await this.auth.changePassword(request.user, body, request.ip, context), 'Password changed');
  }

  @ApiBearerAuth()
  @Post('verify')
  @HttpCode(200)
  async verify(@Body() body: VerifyTokenRequest) {
    return ok(await this.auth.verify(body.token));
  }

  @ApiBearerAuth()
  @Get('profile')
  async profile(@Req() request: SignedInRequest) {
    return ok({ user: await this.auth.profile(request.user) });
  }
}
