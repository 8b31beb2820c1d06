import { Module } from '@nestjs/common';
import { BooksHealthCheckModule } from '../health-check/health-check.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { FinancialDashboard, FinancialDashboardController } from './financial-dashboard';

@Module({ imports: [BooksHealthCheckModule, TransactionsModule], controllers: [FinancialDashboardController], providers: [FinancialDashboard], exports: [FinancialDashboard] })
export class FinancialDashboardModule {}
