import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { Module } from '@nestjs/common';
import { GlAccountsModule } from '../gl-accounts/gl-accounts.module';
import { RecordOwnerTransactionHandler } from './owner-equity.commands';
import { OwnerEquityController } from './owner-equity.controller';
import { OwnerEquityQueries } from './owner-equity-queries';

@Module({ imports: [GlAccountsModule, AccountsSharedModule], controllers: [OwnerEquityController], providers: [RecordOwnerTransactionHandler, OwnerEquityQueries] })
export class OwnerEquityModule {}
