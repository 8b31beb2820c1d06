import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ok } from '../../platform/responses';
import { DeleteGlAccount, OpenGlAccount, UpdateGlAccount } from './gl-account.commands';
import { CreateGlAccountRequest, GlAccountListQuery, GlAccountProfileRequest } from './gl-account.dto';
import { GlAccountQueries } from './gl-account-queries';

@ApiTags('accounts: GL accounts')
@ApiBearerAuth()
@Controller('accounts/gl-accounts')
export class GlAccountsController {
  constructor(private readonly commands: CommandBus, private readonly queries: GlAccountQueries) {}

  @Get()
  async list(@Query() query: GlAccountListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: CreateGlAccountRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new OpenGlAccount(context, body));
    return ok(await this.queries.get(outcome.result.id), 'GL account created');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: GlAccountProfileRequest) {
    await this.commands.execute(new UpdateGlAccount(context, id, body));
    return ok(await this.queries.get(id), 'GL account updated');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteGlAccount(context, id));
    return ok({ _id: id }, 'GL account deleted');
  }
}
