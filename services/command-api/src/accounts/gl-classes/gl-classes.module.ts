import { Module } from '@nestjs/common';
import { GL_CLASS_COMMAND_HANDLERS } from './gl-class.commands';
import { GlClassesController } from './gl-classes.controller';
import { GlClassQueries } from './gl-class-queries';

@Module({ controllers: [GlClassesController], providers: [...GL_CLASS_COMMAND_HANDLERS, GlClassQueries] })
export class GlClassesModule {}
