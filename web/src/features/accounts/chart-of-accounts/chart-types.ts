import type { GlClassType } from '../shared/types';

/** One account as the chart endpoint flattens it (class and group names already joined in). */
export interface ChartAccount {
  _id: string;
  name: string;
  code: string;
  glClassType: GlClassType;
  glClassName: string;
  glGroup: string;
  groupName: string;
  groupCode: string;
  description: string | null;
  isActive: boolean;
  balance: number;
  openingBalance: number;
  systemRole: string | null;
  integrationMappings: { cashAccount: boolean };
  bankDetails: { bankName: string; accountNumber: string } | null;
}

export interface ChartGroup {
  _id: string;
  name: string;
  code: string;
  section: string | null;
  accounts: ChartAccount[];
}

export interface ChartClass {
  _id: string;
  name: string;
  type: GlClassType;
  groups: ChartGroup[];
}

export interface TypeSummary {
  count: number;
  balance: number;
}

/** Assets = Liabilities + Equity + profit not yet closed (Revenue - Expenses); taka, each on its normal side. */
export interface AccountingEquation {
  assets: number;
  liabilities: number;
  equity: number;
  unclosedProfit: number;
  /** Assets minus the right-hand side; zero when balanced. */
  difference: number;
  balanced: boolean;
}

export interface ChartOfAccounts {
  chartOfAccounts: ChartClass[];
  accounts: ChartAccount[];
  summary: {
    totalAccounts: number;
    /** Every class added together: meaningless, no longer shown. */
    totalBalance: number;
    initialized: boolean;
    byType: Partial<Record<GlClassType, TypeSummary>>;
    accountingEquation?: AccountingEquation;
  };
}

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
