import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config';
import { PlatformModule } from './platform/platform.module';
import { AuthModule } from './auth/auth.module';
import { UsersModule } from './users/users.module';
import { HealthModule } from './health/health.module';
import { ChartOfAccountsModule } from './accounts/chart-of-accounts/chart-of-accounts.module';
import { GlClassesModule } from './accounts/gl-classes/gl-classes.module';
import { GlGroupsModule } from './accounts/gl-groups/gl-groups.module';
import { GlAccountsModule } from './accounts/gl-accounts/gl-accounts.module';
import { PaymentMethodsModule } from './accounts/payment-methods/payment-methods.module';
import { JournalEntriesModule } from './accounts/journal-entries/journal-entries.module';
import { TransfersModule } from './accounts/transfers/transfers.module';
import { ExpensesModule } from './accounts/expenses/expenses.module';
import { OwnerEquityModule } from './accounts/owner-equity/owner-equity.module';
import { ProfitTransferModule } from './accounts/profit-transfer/profit-transfer.module';
import { LedgerModule } from './accounts/ledger/ledger.module';
import { TransactionsModule } from './accounts/transactions/transactions.module';
import { ReportsModule } from './accounts/reports/reports.module';
import { LedgerExportModule } from './accounts/ledger-export/ledger-export';
import { MoneyAccountsModule } from './accounts/money-accounts/money-accounts.module';
import { VehiclesModule } from './inventory/vehicles/vehicles.module';
import { SuppliersModule } from './inventory/suppliers/suppliers.module';
import { ProductsModule } from './inventory/products/products.module';
import { InventoryReportsModule } from './inventory/reports/inventory-reports.module';
import { MotorcyclesModule } from './inventory/motorcycles/motorcycles.module';
import { RequisitionsModule } from './inventory/requisitions/requisitions.module';
import { PurchasesModule } from './inventory/purchases/purchases.module';
import { PayablesModule } from './accounts/payables/payables.module';
import { ReceivablesModule } from './accounts/receivables/receivables.module';
import { BadDebtsModule } from './accounts/bad-debts/bad-debts.module';
import { CustomersModule } from './sales/customers/customers.module';
import { BusinessSettingsModule } from './settings/business-settings.module';
import { VatSettingsModule } from './settings/vat-settings.module';
import { BookingsModule } from './sales/bookings/bookings.module';
import { InvoicesModule } from './sales/invoices/invoices.module';
import { AuditModule } from './audit/audit.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { FinancialDashboardModule } from './accounts/financial-dashboard/financial-dashboard.module';
import { BooksHealthCheckModule } from './accounts/health-check/health-check.module';
import { ReconciliationModule } from './accounts/reconciliation/reconciliation.module';
import { CashCountsModule } from './accounts/cash-counts/cash-counts.module';
import { ApprovalsModule } from './approvals/approvals.module';
import { VatRegistersModule } from './vat/registers/vat-registers.module';
import { VatReturnsModule } from './vat/returns/vat-returns.module';
import { VatPaymentsModule } from './vat/payments/vat-payments.module';

/** Every feature: a new one is its folder, with its module, and one line here. */
export const FEATURE_MODULES = [
  AuthModule,
  UsersModule,
  HealthModule,
  ChartOfAccountsModule,
  GlClassesModule,
  GlGroupsModule,
  GlAccountsModule,
  PaymentMethodsModule,
  JournalEntriesModule,
  TransfersModule,
  ExpensesModule,
  OwnerEquityModule,
  ProfitTransferModule,
  LedgerModule,
  TransactionsModule,
  ReportsModule,
  LedgerExportModule,
  MoneyAccountsModule,
  VehiclesModule,
  SuppliersModule,
  ProductsModule,
  InventoryReportsModule,
  MotorcyclesModule, RequisitionsModule, PurchasesModule, PayablesModule,
  ReceivablesModule,
  BadDebtsModule,
  CustomersModule,
  BusinessSettingsModule,
  VatSettingsModule,
  BookingsModule,
  InvoicesModule,
  AuditModule,
  DashboardModule,
  FinancialDashboardModule,
  BooksHealthCheckModule,
  ReconciliationModule,
  CashCountsModule,
  ApprovalsModule,
  VatRegistersModule,
  VatReturnsModule,
  VatPaymentsModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(config), ...FEATURE_MODULES] };
  }
}
