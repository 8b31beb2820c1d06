import { Module } from '@nestjs/common';
import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { FinancialReports } from './financial-reports';
import { ReportsController } from './reports.controller';

@Module({ imports: [AccountsSharedModule, TransactionsModule], controllers: [ReportsController], providers: [FinancialReports] })
export class ReportsModule {}
