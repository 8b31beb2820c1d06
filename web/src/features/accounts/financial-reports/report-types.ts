/** Shapes of GET /api/accounts/reports/financial (docs/api/books.md, Reports). Money is decimal taka. */

export type ReportType = 'all' | 'balanceSheet' | 'incomeStatement' | 'trialBalance';

export interface ReportPeriod {
  startDate: string;
  endDate: string;
}

export interface ReportAccountLine {
  _id: string;
  code: string;
  name: string;
  amount: number;
}

/** One GL group inside a section, with the accounts that carry a balance. */
export interface ReportGroup {
  name: string;
  code?: string;
  accounts?: ReportAccountLine[];
  amount: number;
}

export interface ReportSection {
  items: ReportGroup[];
  total: number;
}

export interface BalanceSheet {
  asOfDate: string;
  assets: { current: ReportSection; fixed: ReportSection; other: ReportSection; total: number };
  liabilities: { current: ReportSection; longTerm: ReportSection; total: number };
  /** `total`: the equity accounts; the net income not yet closed into Retained Earnings is its own line. */
  equity: {
    items: ReportGroup[];
    total: number;
    retainedEarnings?: number;
    unclosedNetIncome?: number;
    unclosedNetIncomeLabel?: 'Profit' | 'Loss';
    totalWithUnclosedNetIncome?: number;
  };
  /** Liabilities and the equity accounts. */
  totalLiabilitiesAndEquity: number;
  /** Liabilities, equity and the unclosed net income: what the assets must equal. */
  totalLiabilitiesEquityAndUnclosedNetIncome?: number;
  /** Assets = Liabilities + Equity + Unclosed net income. */
  isBalanced: boolean;
  status?: 'Balanced' | 'Unbalanced';
  /** The day the books are closed through (null: no period closed). */
  closedThrough?: string | null;
  /** The as-of date is inside the closed period: no transfer can be made. */
  periodClosed?: boolean;
  /** Revenue or expense balances are left to close, in an open period. */
  canTransferProfit?: boolean;
}

export interface IncomeStatement {
  startDate: string;
  endDate: string;
  /** The contract names `items`; a split into operating/other sections is read too. */
  revenue: { items?: ReportGroup[]; operating?: ReportSection; other?: ReportSection; total: number };
  expenses: { cogs: ReportSection; operating: ReportSection; other: ReportSection; total: number };
  netIncome: number;
  label?: 'Profit' | 'Loss';
}

export interface TrialBalanceRow {
  _id: string;
  code: string;
  name: string;
  accountType: string;
  debitBalance: number;
  creditBalance: number;
}

export interface TrialBalance {
  asOfDate: string;
  rows: TrialBalanceRow[];
  totals: { totalDebits: number; totalCredits: number };
  isBalanced: boolean;
}

export interface FinancialReport {
  period: ReportPeriod;
  balanceSheet?: BalanceSheet;
  incomeStatement?: IncomeStatement;
  trialBalance?: TrialBalance;
}

export interface Actor {
  _id: string;
  name: string;
  email: string;
}

/** A closing of the books (GET /api/accounts/profit-transfer). */
export interface ProfitTransfer {
  _id: string;
  transferDate: string;
  totalRevenue: number;
  totalExpenses: number;
  netIncome: number;
  label: 'Profit' | 'Loss';
  status: 'Posted' | 'Reversed';
  journalEntry: { _id: string; entryNumber: number | null };
  reversalEntry: { _id: string; entryNumber: number | null } | null;
  transferredBy: Actor | null;
  transferredAt: string | null;
  reversedBy: Actor | null;
  reversedAt: string | null;
  reason: string | null;
  /** Only the latest closing in force can be reversed. */
  canReverse: boolean;
}

export interface ProfitTransferList {
  profitTransfers: ProfitTransfer[];
  closedThrough: string | null;
  pagination: { total: number; page: number; limit: number; pages: number };
}

export interface ProfitTransferResult extends ProfitTransfer {
  summary: { netIncome: number; totalRevenue: number; totalExpenses: number; label: 'Profit' | 'Loss' };
  closedThrough: string | null;
}

export type ExportFormat = 'json' | 'csv';

/** Net income of zero or more is a profit (spec §2 Financial Reports). */
export function profitOrLoss(netIncome: number): 'Profit' | 'Loss' {
  return netIncome >= 0 ? 'Profit' : 'Loss';
}

/** Revenue groups, whether the server sends one list or operating and other sections. */
export function revenueGroups(revenue: IncomeStatement['revenue'] | undefined): ReportGroup[] {
  if (!revenue) return [];
  if (revenue.items) return revenue.items;
  return [...(revenue.operating?.items ?? []), ...(revenue.other?.items ?? [])];
}
