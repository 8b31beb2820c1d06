import { createSecretKey } from 'node:crypto';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import type { AppConfig } from './config';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { CommandPipeline } from './platform/command-pipeline';
import { ApiErrorFilter, WebClient } from './platform/error-filter';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { FirstAdministrator } from './auth/first-administrator';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { VerifiedTokens } from './auth/verified-tokens';
import { LoginThrottle } from './auth/login-throttle';
import { HealthController } from './health/health.controller';
import { ChartOfAccountsController } from './accounts/chart-of-accounts/chart-of-accounts.controller';
import { InitializeChartOfAccountsHandler } from './accounts/chart-of-accounts/chart-of-accounts.commands';
import { ChartOfAccountsQueries } from './accounts/chart-of-accounts/chart-of-accounts-queries';
import { GlClassesController } from './accounts/gl-classes/gl-classes.controller';
import { GL_CLASS_COMMAND_HANDLERS } from './accounts/gl-classes/gl-class.commands';
import { GlClassQueries } from './accounts/gl-classes/gl-class-queries';
import { GlGroupsController } from './accounts/gl-groups/gl-groups.controller';
import { GL_GROUP_COMMAND_HANDLERS } from './accounts/gl-groups/gl-group.commands';
import { GlGroupQueries } from './accounts/gl-groups/gl-group-queries';
import { GlAccountsController } from './accounts/gl-accounts/gl-accounts.controller';
import { GL_ACCOUNT_COMMAND_HANDLERS } from './accounts/gl-accounts/gl-account.commands';
import { GlAccountQueries } from './accounts/gl-accounts/gl-account-queries';
import { PaymentMethodsController } from './accounts/payment-methods/payment-methods.controller';
import { PAYMENT_METHOD_COMMAND_HANDLERS } from './accounts/payment-methods/payment-method.commands';
import { PaymentMethodQueries } from './accounts/payment-methods/payment-method-queries';

import { JournalEntriesController } from './accounts/journal-entries/journal-entries.controller';
import { JOURNAL_ENTRY_COMMAND_HANDLERS } from './accounts/journal-entries/journal-entry.commands';
import { JournalEntryQueries } from './accounts/journal-entries/journal-entry-queries';
import { TransfersController } from './accounts/transfers/transfers.controller';
import { TRANSFER_COMMAND_HANDLERS } from './accounts/transfers/transfer.commands';
import { TransferQueries } from './accounts/transfers/transfer-queries';
import { ExpensesController } from './accounts/expenses/expenses.controller';
import { RecordExpenseHandler } from './accounts/expenses/expense.commands';
import { ExpenseQueries } from './accounts/expenses/expense-queries';
import { OwnerEquityController } from './accounts/owner-equity/owner-equity.controller';
import { RecordOwnerTransactionHandler } from './accounts/owner-equity/owner-equity.commands';
import { OwnerEquityQueries } from './accounts/owner-equity/owner-equity-queries';
import { ProfitTransferController, TransferProfitHandler } from './accounts/profit-transfer/profit-transfer';
import { AccountLedger, AccountLedgerController } from './accounts/ledger/account-ledger';
import { AccountingTransactions, AccountingTransactionsController } from './accounts/transactions/transactions';
import { FinancialReports } from './accounts/reports/financial-reports';
import { ReportsController } from './accounts/reports/reports.controller';
import { LedgerTotals } from './accounts/shared/ledger-totals';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const jwtKey = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forRoot(config),
        CqrsModule.forRoot(),
        JwtModule.register({
          global: true,
          // A KeyObject made once: given a string, jsonwebtoken re-derives the key on every verify
          // (first trying it as a PEM public key and catching the failure), ~0.8 ms a request.
          secretOrKeyProvider: () => jwtKey,
          signOptions: { expiresIn: config.jwtExpiresIn as never, algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        }),
      ],
      controllers: [
        AuthController,
        HealthController,
        ChartOfAccountsController,
        GlClassesController,
        GlGroupsController,
        GlAccountsController,
        PaymentMethodsController,
        JournalEntriesController,
        TransfersController,
        ExpensesController,
        OwnerEquityController,
        ProfitTransferController,
        AccountLedgerController,
        AccountingTransactionsController,
        ReportsController,
      ],
      providers: [
        VerifiedTokens,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        WebClient,
        { provide: APP_FILTER, useClass: ApiErrorFilter },
        CommandPipeline,
        AuthService,
        LoginThrottle,
        FirstAdministrator,
        InitializeChartOfAccountsHandler,
        ChartOfAccountsQueries,
        ...GL_CLASS_COMMAND_HANDLERS,
        GlClassQueries,
        ...GL_GROUP_COMMAND_HANDLERS,
        GlGroupQueries,
        ...GL_ACCOUNT_COMMAND_HANDLERS,
        GlAccountQueries,
        ...PAYMENT_METHOD_COMMAND_HANDLERS,
        PaymentMethodQueries,
        ...JOURNAL_ENTRY_COMMAND_HANDLERS,
        JournalEntryQueries,
        ...TRANSFER_COMMAND_HANDLERS,
        TransferQueries,
        RecordExpenseHandler,
        ExpenseQueries,
        RecordOwnerTransactionHandler,
        OwnerEquityQueries,
        TransferProfitHandler,
        AccountLedger,
        AccountingTransactions,
        FinancialReports,
        LedgerTotals,
      ],
    };
  }
}
