import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CommandContextOf, type CommandContext } from '../../platform/command-context';
import type { CommandOutcome } from '../../platform/command-pipeline';
import { IdParam } from '../../platform/id-param';
import { ListQuery } from '../../platform/list-query';
import { ok } from '../../platform/responses';
import { CreateGlClass, DeleteGlClass, UpdateGlClass } from './gl-class.commands';
import { GlClassRequest } from './gl-class.dto';
import { GlClassQueries } from './gl-class-queries';

@ApiTags('accounts: GL classes')
@ApiBearerAuth()
@Controller('accounts/gl-classes')
export class GlClassesController {
  constructor(private readonly commands: CommandBus, private readonly queries: GlClassQueries) {}

  @Get()
  async list(@Query() query: ListQuery) {
    return ok(await this.queries.list(query));
  }

  @Get(':id')
  async get(@Param('id', IdParam) id: string) {
    return ok(await this.queries.get(id));
  }

  @Post()
  async create(@CommandContextOf() context: CommandContext, @Body() body: GlClassRequest) {
    const outcome: CommandOutcome<{ id: string }> = await this.commands.execute(new CreateGlClass(context, body));
    return ok(await this.queries.get(outcome.result.id), 'GL class created');
  }

  @Put(':id')
  async update(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string, @Body() body: GlClassRequest) {
    await this.commands.execute(new UpdateGlClass(context, id, body));
    return ok(await this.queries.get(id), 'GL class updated');
  }

  @Delete(':id')
  async remove(@CommandContextOf() context: CommandContext, @Param('id', IdParam) id: string) {
    await this.commands.execute(new DeleteGlClass(context, id));
    return ok({ _id: id }, 'GL class deleted');
  }
}
