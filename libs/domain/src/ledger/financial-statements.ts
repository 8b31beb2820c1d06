import { assertPoisha, type Poisha } from '../shared/money';
import { DEFAULT_SECTION, SECTIONS_BY_CLASS_TYPE, type GlClassType } from '../accounts/gl-class-types';
import { netIncomeLabel } from './profit-transfer';
import { compareText, naturalBalance, type AccountTotalsById } from './trial-balance';

/**
 * Balance sheet and income statement from account totals, grouped by GL group within the
 * sections of each class type. Amounts are on each account's normal side, so a contra account
 * (Owner's Drawings, Sales Discounts) shows negative and reduces its section.
 */
export interface ReportAccount {
  code: string;
  name: string;
  classType: GlClassType;
  /** The group's section: Asset current/fixed/other, Liability current/longTerm, Equity equity, Revenue operating/other, Expense cogs/operating/other. */
  section: string;
  groupId: string;
  groupCode: string;
  groupName: string;
}

export interface StatementAccountLine {
  accountId: string;
  code: string;
  name: string;
  amount: Poisha;
}

export interface StatementGroup {
  groupId: string;
  code: string;
  name: string;
  accounts: StatementAccountLine[];
  amount: Poisha;
}

export interface StatementSection {
  items: StatementGroup[];
  total: Poisha;
}

export interface BalanceSheet {
  assets: { current: StatementSection; fixed: StatementSection; other: StatementSection; total: Poisha };
  liabilities: { current: StatementSection; longTerm: StatementSection; total: Poisha };
  /** The equity accounts. */
  equity: StatementSection;
  /** Liabilities plus the equity accounts (the unclosed net income left out). */
  totalLiabilitiesAndEquity: Poisha;
  /**
   * Revenue less expenses not yet transferred to Retained Earnings: a line of its own under
   * Equity, zero once the period's profit or loss is closed.
   */
  unclosedNetIncome: Poisha;
  /** Liabilities, the equity accounts and the unclosed net income: what the assets must equal. */
  totalLiabilitiesEquityAndUnclosedNetIncome: Poisha;
  /** Some revenue or expense account still has a balance: a profit transfer would close it. */
  closingPending: boolean;
  /**
   * Assets equal liabilities plus the equity accounts (the spec's Balanced / Unbalanced): Unbalanced exactly
   * while net income is left unclosed, which the sheet shows as its own line and the profit transfer closes.
   */
  isBalanced: boolean;
}

export interface IncomeStatement {
  revenue: { operating: StatementSection; other: StatementSection; total: Poisha };
  expenses: { cogs: StatementSection; operating: StatementSection; other: StatementSection; total: Poisha };
  netIncome: Poisha;
  label: 'Profit' | 'Loss';
}

type Sections = Record<GlClassType, Record<string, StatementSection>>;

/** Every account with a nonzero balance, placed in its class type's section; accounts not given are left out. */
function sections(totals: AccountTotalsById, accounts: Readonly<Record<string, ReportAccount>>): Sections {
  const byClass = {} as Sections;
  for (const classType of Object.keys(SECTIONS_BY_CLASS_TYPE) as GlClassType[]) {
    byClass[classType] = Object.fromEntries(SECTIONS_BY_CLASS_TYPE[classType].map((name) => [name, { items: [], total: 0 }]));
  }
  const accountIds = Object.keys(totals)
    .filter((accountId) => Object.hasOwn(accounts, accountId))
    .sort((a, b) => compareText(accounts[a].code, accounts[b].code) || compareText(a, b));
  for (const accountId of accountIds) {
    const account = accounts[accountId];
    const amount = naturalBalance(totals[accountId], account.classType);
    if (amount === 0) continue;
    const sectionName = SECTIONS_BY_CLASS_TYPE[account.classType].includes(account.section) ? account.section : DEFAULT_SECTION[account.classType];
    const section = byClass[account.classType][sectionName];
    let group = section.items.find((item) => item.groupId === account.groupId);
    if (!group) {
      group = { groupId: account.groupId, code: account.groupCode, name: account.groupName, accounts: [], amount: 0 };
      section.items.push(group);
    }
    group.accounts.push({ accountId, code: account.code, name: account.name, amount });
    group.amount = assertPoisha(group.amount + amount, 'group total');
    section.total = assertPoisha(section.total + amount, 'section total');
  }
  for (const classSections of Object.values(byClass)) {
    for (const section of Object.values(classSections)) section.items.sort((a, b) => compareText(a.code, b.code) || compareText(a.groupId, b.groupId));
  }
  return byClass;
}

const sumOf = (...amounts: Poisha[]) => assertPoisha(amounts.reduce((total, amount) => total + amount, 0), 'total');

function incomeFrom(byClass: Sections): IncomeStatement {
  const { operating: revenueOperating, other: revenueOther } = byClass.Revenue;
  const { cogs, operating, other } = byClass.Expense;
  const revenueTotal = sumOf(revenueOperating.total, revenueOther.total);
  const expenseTotal = sumOf(cogs.total, operating.total, other.total);
  const netIncome = sumOf(revenueTotal, -expenseTotal);
  return {
    revenue: { operating: revenueOperating, other: revenueOther, total: revenueTotal },
    expenses: { cogs, operating, other, total: expenseTotal },
    netIncome,
    label: netIncomeLabel(netIncome),
  };
}

/**
 * `totals`: every posting up to the report date (closing entries included). `accounts`: each
 * account's code, name, class type and group.
 */
export function balanceSheet(totals: AccountTotalsById, accounts: Readonly<Record<string, ReportAccount>>): BalanceSheet {
  const byClass = sections(totals, accounts);
  const { current, fixed, other } = byClass.Asset;
  const { current: currentLiabilities, longTerm } = byClass.Liability;
  const equity = byClass.Equity.equity;
  const totalAssets = sumOf(current.total, fixed.total, other.total);
  const totalLiabilities = sumOf(currentLiabilities.total, longTerm.total);
  const totalLiabilitiesAndEquity = sumOf(totalLiabilities, equity.total);
  const unclosedNetIncome = incomeFrom(byClass).netIncome;
  const totalLiabilitiesEquityAndUnclosedNetIncome = sumOf(totalLiabilitiesAndEquity, unclosedNetIncome);
  const closingPending = [...Object.values(byClass.Revenue), ...Object.values(byClass.Expense)].some((section) => section.items.length > 0);
  return {
    assets: { current, fixed, other, total: totalAssets },
    liabilities: { current: currentLiabilities, longTerm, total: totalLiabilities },
    equity,
    totalLiabilitiesAndEquity,
    unclosedNetIncome,
    totalLiabilitiesEquityAndUnclosedNetIncome,
    closingPending,
    isBalanced: totalAssets === totalLiabilitiesAndEquity,
  };
}

/**
 * `totals`: the period's postings without the closing entries, e.g.
 * `accountTotals(events, { from, through, excludeSourceKinds: ['profit-transfer'] })`, so a
 * period already closed still shows what it earned.
 */
export function incomeStatement(totals: AccountTotalsById, accounts: Readonly<Record<string, ReportAccount>>): IncomeStatement {
  return incomeFrom(sections(totals, accounts));
}
