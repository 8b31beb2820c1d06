import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';

import { ok } from '../../platform/responses';
import { CreateGlGroup, DeleteGlGroup, UpdateGlGroup } from './gl-group.commands';
import { GlGroupListQuery, GlGroupRequest } from './gl-group.dto';
import { GlGroupQueries } from './gl-group-queries';

@ApiTags('accounts: GL groups')
@ApiBearerAuth()
@Controller('accounts/gl-groups')
export class GlGroupsController {
  constructor(private readonly commands: CommandBus, private readonly queries: GlGroupQueries) {}

  @Get()
  async list(@Query() query: GlGroupListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: GlGroupRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CreateGlGroup(context, body));
    return ok(await this.queries.get(outcome.result.id), 'GL group created');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: GlGroupRequest) {
    await this.commands.execute(new UpdateGlGroup(context, id, body));
    return ok(await this.queries.get(id), 'GL group updated');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteGlGroup(context, id));
    return ok({ _id: id }, 'GL group deleted');
  }
}
