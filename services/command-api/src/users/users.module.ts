import { Module } from '@nestjs/common';
import { USER_COMMAND_HANDLERS } from './user.commands';
import { UsersController } from './users.controller';
import { UserQueries } from './user-queries';

@Module({ controllers: [UsersController], providers: [...USER_COMMAND_HANDLERS, UserQueries] })
export class UsersModule {}
