import { Module } from '@nestjs/common';
import { GlAccountsModule } from '../gl-accounts/gl-accounts.module';
import { InitializeChartOfAccountsHandler } from './chart-of-accounts.commands';
import { AddedSystemAccounts } from './added-system-accounts';
import { ChartOfAccountsController } from './chart-of-accounts.controller';
import { ChartOfAccountsQueries } from './chart-of-accounts-queries';

@Module({ imports: [GlAccountsModule], controllers: [ChartOfAccountsController], providers: [InitializeChartOfAccountsHandler, ChartOfAccountsQueries, AddedSystemAccounts], exports: [AddedSystemAccounts] })
export class ChartOfAccountsModule {}
