import { Module } from '@nestjs/common';
import { ProfitTransferModule } from '../profit-transfer/profit-transfer.module';
import { AccountsSharedModule } from '../shared/accounts-shared.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { BooksKnownAt } from './books-known-at';
import { FinancialReports } from './financial-reports';
import { ReportsController } from './reports.controller';

@Module({ imports: [AccountsSharedModule, TransactionsModule, ProfitTransferModule], controllers: [ReportsController], providers: [FinancialReports, BooksKnownAt], exports: [BooksKnownAt] })
export class ReportsModule {}
