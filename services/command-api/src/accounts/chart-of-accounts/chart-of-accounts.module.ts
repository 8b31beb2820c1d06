import { Module } from '@nestjs/common';
import { GlAccountsModule } from '../gl-accounts/gl-accounts.module';
import { InitializeChartOfAccountsHandler } from './chart-of-accounts.commands';
import { ChartOfAccountsController } from './chart-of-accounts.controller';
import { ChartOfAccountsQueries } from './chart-of-accounts-queries';

@Module({ imports: [GlAccountsModule], controllers: [ChartOfAccountsController], providers: [InitializeChartOfAccountsHandler, ChartOfAccountsQueries] })
export class ChartOfAccountsModule {}
