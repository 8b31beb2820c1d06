import { Module } from '@nestjs/common';
import { GL_GROUP_COMMAND_HANDLERS } from './gl-group.commands';
import { GlGroupsController } from './gl-groups.controller';
import { GlGroupQueries } from './gl-group-queries';

@Module({ controllers: [GlGroupsController], providers: [...GL_GROUP_COMMAND_HANDLERS, GlGroupQueries] })
export class GlGroupsModule {}
