import type { BalanceSheet, IncomeStatement, StatementSection, TrialBalance } from '@dealer/domain';
import { netIncomeLabel } from '@dealer/domain';
import { takaOf } from '../../platform/taka';

/** Domain statements are in poisha; the API speaks taka (DESIGN §5), every figure exact or refused. */
export const sectionView = (section: StatementSection) => ({
  items: section.items.map((group) => ({
    _id: group.groupId,
    code: group.code,
    name: group.name,
    accounts: group.accounts.map((account) => ({ _id: account.accountId, code: account.code, name: account.name, amount: takaOf(account.amount) })),
    amount: takaOf(group.amount),
  })),
  total: takaOf(section.total),
});

/**
 * `closedThrough`: the day the books are closed through (null: none). As of a day inside the
 * closed period no profit transfer can be made (`periodClosed`); otherwise one is worth offering
 * while revenue or expense balances are left to close (`canTransferProfit`).
 */
export const balanceSheetView = (sheet: BalanceSheet, asOfDate: string, closedThrough: string | null = null) => {
  const periodClosed = closedThrough !== null && asOfDate <= closedThrough;
  return {
    asOfDate,
    assets: { current: sectionView(sheet.assets.current), fixed: sectionView(sheet.assets.fixed), other: sectionView(sheet.assets.other), total: takaOf(sheet.assets.total) },
    liabilities: { current: sectionView(sheet.liabilities.current), longTerm: sectionView(sheet.liabilities.longTerm), total: takaOf(sheet.liabilities.total) },
    // `total` is the equity accounts; the net income not yet transferred to Retained Earnings is a line of its own.
    equity: {
      ...sectionView(sheet.equity),
      unclosedNetIncome: takaOf(sheet.unclosedNetIncome),
      unclosedNetIncomeLabel: netIncomeLabel(sheet.unclosedNetIncome),
      totalWithUnclosedNetIncome: takaOf(sheet.equity.total + sheet.unclosedNetIncome),
    },
    totalLiabilitiesAndEquity: takaOf(sheet.totalLiabilitiesAndEquity),
    totalLiabilitiesEquityAndUnclosedNetIncome: takaOf(sheet.totalLiabilitiesEquityAndUnclosedNetIncome),
    /** Assets = Liabilities + Equity + Unclosed net income. */
    isBalanced: sheet.isBalanced,
    status: sheet.isBalanced ? 'Balanced' : 'Unbalanced',
    closedThrough,
    periodClosed,
    canTransferProfit: sheet.closingPending && !periodClosed,
  };
};

export const incomeStatementView = (statement: IncomeStatement, startDate: string, endDate: string) => ({
  startDate,
  endDate,
  revenue: {
    operating: sectionView(statement.revenue.operating),
    other: sectionView(statement.revenue.other),
    items: [...sectionView(statement.revenue.operating).items, ...sectionView(statement.revenue.other).items],
    total: takaOf(statement.revenue.total),
  },
  expenses: { cogs: sectionView(statement.expenses.cogs), operating: sectionView(statement.expenses.operating), other: sectionView(statement.expenses.other), total: takaOf(statement.expenses.total) },
  netIncome: takaOf(statement.netIncome),
  label: statement.label,
});

export const trialBalanceView = (trial: TrialBalance, asOfDate: string) => ({
  asOfDate,
  rows: trial.rows.map((row) => ({ _id: row.accountId, code: row.code, name: row.name, accountType: row.accountType, debitBalance: takaOf(row.debitBalance), creditBalance: takaOf(row.creditBalance) })),
  totals: { totalDebits: takaOf(trial.totalDebits), totalCredits: takaOf(trial.totalCredits) },
  isBalanced: trial.isBalanced,
});
