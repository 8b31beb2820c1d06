import type { Answer, ElementOf } from '../../../shared/api/contract-types';
import type { GlClassType } from '../shared/types';

/** GET /api/accounts/chart-of-accounts: classes, their groups and accounts, the accounts flat, and the summary. */
export type ChartOfAccounts = Answer<'ChartOfAccountsController_chart'>;

export type ChartClass = ElementOf<ChartOfAccounts['chartOfAccounts']>;

export type ChartGroup = ElementOf<ChartClass['groups']>;

/** One account as the chart endpoint flattens it (class and group names already joined in). */
export type ChartAccount = ElementOf<ChartOfAccounts['accounts']>;

/** A class's number of accounts and their balance. */
export type TypeSummary = ChartOfAccounts['summary']['byType'][string];

/** Assets = Liabilities + Equity + profit not yet closed (Revenue - Expenses); taka, each on its normal side; `difference`: zero when balanced. */
export type AccountingEquation = ChartOfAccounts['summary']['accountingEquation'];

export type AccountCategory = 'all' | GlClassType;

/** Card order and labels on the chart screen. */
export const ACCOUNT_CATEGORIES: { key: AccountCategory; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'Asset', label: 'Assets' },
  { key: 'Liability', label: 'Liabilities' },
  { key: 'Equity', label: 'Equity' },
  { key: 'Revenue', label: 'Revenue' },
  { key: 'Expense', label: 'Expenses' },
];

/** The spec treats an account as active unless it is explicitly false. */
export function isAccountActive(account: ChartAccount): boolean {
  return account.isActive !== false;
}
