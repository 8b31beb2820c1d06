import { Module } from '@nestjs/common';
import { GL_ACCOUNT_COMMAND_HANDLERS } from './gl-account.commands';
import { GlAccountsController } from './gl-accounts.controller';
import { GlAccountQueries } from './gl-account-queries';

/** Exports the account queries: the chart, ledgers and postings resolve accounts through them. */
@Module({ controllers: [GlAccountsController], providers: [...GL_ACCOUNT_COMMAND_HANDLERS, GlAccountQueries], exports: [GlAccountQueries] })
export class GlAccountsModule {}
