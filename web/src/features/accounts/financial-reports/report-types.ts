/** GET /api/accounts/reports/financial and /api/accounts/profit-transfer (docs/api/books.md, Reports): the contract's types. Money is decimal taka. */
import type { Answer, ElementOf } from '../../../shared/api/contract-types';

export type ReportType = 'all' | 'balanceSheet' | 'incomeStatement' | 'trialBalance';

/** The reports asked for (`reportType`), each left out when not asked, and the period they cover. */
export type FinancialReport = Answer<'ReportsController_financial'>;

export type ReportPeriod = FinancialReport['period'];

/**
 * Assets, liabilities and equity as of a date; the net income not yet closed into Retained
 * Earnings is its own line, and the assets equal liabilities, equity and that net income.
 */
export type BalanceSheet = NonNullable<FinancialReport['balanceSheet']>;

export type IncomeStatement = NonNullable<FinancialReport['incomeStatement']>;

export type TrialBalance = NonNullable<FinancialReport['trialBalance']>;

export type TrialBalanceRow = ElementOf<TrialBalance['rows']>;

/** A section of a statement: its GL groups and their total. */
export type ReportSection = IncomeStatement['expenses']['operating'];

/** One GL group inside a section, with the accounts that carry a balance. */
export type ReportGroup = ElementOf<ReportSection['items']>;

/** A closing of the books (GET /api/accounts/profit-transfer); only the latest in force can be reversed (`canReverse`). */
export type ProfitTransfer = ElementOf<ProfitTransferList['profitTransfers']>;

export type ProfitTransferList = Answer<'ProfitTransferController_list'>;

/** A closing as POST /api/accounts/profit-transfer answers it: with its summary and the day the books are now closed through. */
export type ProfitTransferResult = Answer<'ProfitTransferController_transfer'>;

/** A closing reversed (POST /api/accounts/profit-transfer/{id}/reverse): the day the books are closed through after it. */
export type ProfitTransferReversal = Answer<'ProfitTransferController_reverse'>;

export type ExportFormat = 'json' | 'csv';

/** Net income of zero or more is a profit (spec §2 Financial Reports). */
export function profitOrLoss(netIncome: number): 'Profit' | 'Loss' {
  return netIncome >= 0 ? 'Profit' : 'Loss';
}

/** Revenue groups: the operating section's, then the other's. */
export function revenueGroups(revenue: IncomeStatement['revenue'] | undefined): ReportGroup[] {
  if (!revenue) return [];
  return [...revenue.operating.items, ...revenue.other.items];
}
