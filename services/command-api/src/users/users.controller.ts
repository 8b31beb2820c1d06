import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SecretFreeCommandContext } from '../auth/secret-free-context';
import { CommandContextOf, type CommandContext } from '../platform/command-context';
import type { CommandOutcome } from '../platform/command-pipeline';
import { IdParam } from '../platform/id-param';
import { ListQuery } from '../platform/list-query';
import { ok } from '../platform/responses';
import { CreateUser, ResetUserPassword, UpdateUser } from './user.commands';
import { CreateUserRequest, ResetPasswordRequest, UpdateUserRequest } from './user.dto';
import { UserQueries } from './user-queries';

/** User management under /settings (administrators; auditors read). Who may call what is role-policy.ts's. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(private readonly commands: CommandBus, private readonly queries: UserQueries) {}

  @Get()
  async list(@Query() query: ListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@SecretFreeCommandContext(['password']) context: CommandContext, @Body() body: CreateUserRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CreateUser(context, body));
    return ok(await this.queries.get(outcome.result.id), 'User created');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: UpdateUserRequest) {
    await this.commands.execute(new UpdateUser(context, id, body));
    return ok(await this.queries.get(id), 'User updated');
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  async resetPassword(@SecretFreeCommandContext(['newPassword']) context: CommandContext, @Param('id', IdParam) id: string, @Body() body: ResetPasswordRequest) {
    await this.commands.execute(new ResetUserPassword(context, id, body.newPassword));
    return ok(await this.queries.get(id), 'Password reset');
  }
}
