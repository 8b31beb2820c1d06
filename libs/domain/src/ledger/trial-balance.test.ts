import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DomainEvent } from '../shared/events';
import { journalEntryPosted, type JournalEntryPostedData, type JournalLine, type PostingSource } from './journal-entry-posted';
import { accountTotals, addPosting, naturalBalance, netDebit, trialBalance } from './trial-balance';
import { balanceSheet, incomeStatement, type ReportAccount } from './financial-statements';
import { ACCOUNTS, BANK, CAPITAL, CASH, credit, debit, DRAWINGS, RENT, RETAINED_EARNINGS, SALES } from './ledger-fixtures.test-helper';

const entry = (journalEntryId: string, date: string, lines: JournalLine[], kind: PostingSource['kind'] = 'manual'): DomainEvent =>
  journalEntryPosted({ journalEntryId, date, reference: journalEntryId, description: '', lines, source: { kind }, postedBy: 'u', postedAt: 't' });

const DISCOUNTS = ACCOUNTS.discounts.id;
const COGS = ACCOUNTS.cogs.id;
const LOAN = ACCOUNTS.loan.id;
const FURNITURE = ACCOUNTS.furniture.id;
const PAYABLE = ACCOUNTS.payable.id;

const events: DomainEvent[] = [
  entry('je-1', '2025-01-01', [debit(BANK, 10_000_000), credit(CAPITAL, 10_000_000)], 'owner-investment'),
  entry('je-2', '2025-01-05', [debit(FURNITURE, 3_000_000), credit(LOAN, 3_000_000)]),
  entry('je-3', '2025-01-10', [debit(CASH, 900_000), debit(DISCOUNTS, 100_000), credit(SALES, 1_000_000)]),
  entry('je-4', '2025-01-10', [debit(COGS, 600_000), credit(PAYABLE, 600_000)]),
  { type: 'JournalEntryDrafted', data: { journalEntryId: 'je-draft', lines: [debit(CASH, 5), credit(SALES, 5)] } },
  entry('je-5', '2025-01-20', [debit(RENT, 150_000), credit(CASH, 150_000)], 'expense'),
  entry('je-6', '2025-01-25', [debit(DRAWINGS, 50_000), credit(CASH, 50_000)], 'owner-drawing'),
  entry('je-7', '2025-02-03', [debit(CASH, 7), credit(SALES, 7)]),
];

const account = (id: keyof typeof ACCOUNTS): ReportAccount => {
  const { code, name, group } = ACCOUNTS[id];
  return { code, name, classType: group.classType, section: group.section, groupId: group.id, groupCode: group.code, groupName: group.name };
};
const accounts: Record<string, ReportAccount> = Object.fromEntries(
  (Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]).map((key) => [ACCOUNTS[key].id, account(key)]),
);

describe('account totals', () => {
  it('folds the posted lines per account, skipping every other event', () => {
    const totals = accountTotals(events);
    assert.deepStrictEqual(totals[CASH], { debit: 900_007, credit: 200_000 });
    assert.deepStrictEqual(totals[SALES], { debit: 0, credit: 1_000_007 });
    assert.equal(Object.keys(totals).length, 11);
  });

  it('keeps postings from, through and without the given sources', () => {
    assert.deepStrictEqual(accountTotals(events, { through: '2025-01-31' })[SALES], { debit: 0, credit: 1_000_000 });
    assert.deepStrictEqual(accountTotals(events, { from: '2025-02-01' }), { [CASH]: { debit: 7, credit: 0 }, [SALES]: { debit: 0, credit: 7 } });
    assert.deepStrictEqual(accountTotals(events, { through: '2025-01-10', from: '2025-01-10' })[CASH], { debit: 900_000, credit: 0 });
    assert.equal(accountTotals(events, { excludeSourceKinds: ['owner-investment', 'owner-drawing'] })[CAPITAL], undefined);
  });

  it('adds one posting without changing the totals it was given', () => {
    const before = accountTotals(events.slice(0, 1));
    const data = (events[1] as { data: JournalEntryPostedData }).data;
    const after = addPosting(before, data);
    assert.deepStrictEqual(before, { [BANK]: { debit: 10_000_000, credit: 0 }, [CAPITAL]: { debit: 0, credit: 10_000_000 } });
    assert.deepStrictEqual(after[LOAN], { debit: 0, credit: 3_000_000 });
  });

  it('gives the balance on the natural side of each class type', () => {
    assert.equal(netDebit({ debit: 5, credit: 8 }), -3);
    assert.equal(naturalBalance({ debit: 5, credit: 8 }, 'Asset'), -3);
    assert.equal(naturalBalance({ debit: 5, credit: 8 }, 'Liability'), 3);
    assert.equal(naturalBalance({ debit: 8, credit: 8 }, 'Revenue'), 0);
    assert.ok(Object.is(naturalBalance({ debit: 8, credit: 8 }, 'Revenue'), 0), 'no negative zero');
  });
});

describe('trial balance', () => {
  it('lists each account with a balance on its side, ordered by code, and balances', () => {
    const balance = trialBalance(accountTotals(events, { through: '2025-01-31' }), accounts);
    assert.deepStrictEqual(balance.rows.map(({ code, debitBalance, creditBalance }) => [code, debitBalance, creditBalance]), [
      ['1101', 700_000, 0],
      ['1102', 10_000_000, 0],
      ['1501', 3_000_000, 0],
      ['2101', 0, 600_000],
      ['2501', 0, 3_000_000],
      ['3101', 0, 10_000_000],
      ['3102', 50_000, 0],
      ['4101', 0, 1_000_000],
      ['4190', 100_000, 0],
      ['5101', 600_000, 0],
      ['5202', 150_000, 0],
    ]);
    assert.deepStrictEqual(balance.rows[0], { accountId: CASH, code: '1101', name: 'Cash in Hand', accountType: 'Asset', debitBalance: 700_000, creditBalance: 0 });
    assert.equal(balance.totalDebits, 14_600_000);
    assert.equal(balance.totalCredits, 14_600_000);
    assert.equal(balance.isBalanced, true);
  });

  it('leaves out accounts whose balance is zero, and shows an unknown account by its id', () => {
    const balance = trialBalance({ a: { debit: 5, credit: 5 }, zz: { debit: 9, credit: 0 }, [CASH]: { debit: 0, credit: 9 } }, accounts);
    assert.deepStrictEqual(balance.rows, [
      { accountId: 'zz', code: '', name: 'zz', accountType: null, debitBalance: 9, creditBalance: 0 },
      { accountId: CASH, code: '1101', name: 'Cash in Hand', accountType: 'Asset', debitBalance: 0, creditBalance: 9 },
    ]);
  });

  it('says Unbalanced when totals differ (a posting that escaped the domain)', () => {
    const balance = trialBalance({ [CASH]: { debit: 10, credit: 0 }, [SALES]: { debit: 0, credit: 9 } });
    assert.deepStrictEqual([balance.totalDebits, balance.totalCredits, balance.isBalanced], [10, 9, false]);
  });
});

describe('financial statements', () => {
  const january = accountTotals(events, { through: '2025-01-31' });

  it('income statement: revenue net of the contra account, expenses by section, a Profit', () => {
    const statement = incomeStatement(january, accounts);
    assert.deepStrictEqual(statement.revenue.operating, {
      items: [{
        groupId: 'group-sales-revenue', code: '41', name: 'Sales Revenue', amount: 900_000,
        accounts: [
          { accountId: SALES, code: '4101', name: 'Sales - Motorcycles', amount: 1_000_000 },
          { accountId: DISCOUNTS, code: '4190', name: 'Sales Discounts', amount: -100_000 },
        ],
      }],
      total: 900_000,
    });
    assert.deepStrictEqual(statement.revenue.other, { items: [], total: 0 });
    assert.equal(statement.revenue.total, 900_000);
    assert.equal(statement.expenses.cogs.total, 600_000);
    assert.equal(statement.expenses.operating.total, 150_000);
    assert.equal(statement.expenses.total, 750_000);
    assert.equal(statement.netIncome, 150_000);
    assert.equal(statement.label, 'Profit');
    assert.equal(incomeStatement(accountTotals([entry('x', '2025-01-01', [debit(RENT, 1), credit(CASH, 1)])]), accounts).label, 'Loss');
  });

  it('balance sheet: assets by current and fixed, liabilities by current and long-term, drawings reduce equity; the unclosed net income is its own line', () => {
    const sheet = balanceSheet(january, accounts);
    assert.equal(sheet.assets.current.total, 10_700_000);
    assert.equal(sheet.assets.fixed.total, 3_000_000);
    assert.equal(sheet.assets.total, 13_700_000);
    assert.deepStrictEqual([sheet.liabilities.current.total, sheet.liabilities.longTerm.total, sheet.liabilities.total], [600_000, 3_000_000, 3_600_000]);
    assert.deepStrictEqual(sheet.equity.items[0].accounts.map(({ code, amount }) => [code, amount]), [['3101', 10_000_000], ['3102', -50_000]]);
    assert.equal(sheet.equity.total, 9_950_000);
    assert.equal(sheet.unclosedNetIncome, 150_000);
    assert.equal(sheet.closingPending, true);
    assert.equal(sheet.totalLiabilitiesAndEquity, 13_550_000, 'liabilities and the equity accounts alone fall short of the assets');
    assert.equal(sheet.totalLiabilitiesEquityAndUnclosedNetIncome, 13_700_000);
    assert.equal(sheet.assets.total, sheet.totalLiabilitiesEquityAndUnclosedNetIncome, 'assets = liabilities + equity + the net income not yet closed');
    assert.equal(sheet.isBalanced, false, 'Unbalanced until the profit is transferred');
  });

  it('balance sheet: an account of no known class leaves assets apart from liabilities + equity + unclosed net income', () => {
    // An account the report does not know (no class) leaves its side out: the check says so.
    const stray = accountTotals([...events, entry('je-stray', '2025-01-20', [debit(CASH, 5_000), credit('acc-unknown', 5_000)])], { through: '2025-01-31' });
    const sheet = balanceSheet(stray, accounts);
    assert.equal(sheet.assets.total, 13_705_000);
    assert.equal(sheet.totalLiabilitiesEquityAndUnclosedNetIncome, 13_700_000);
    assert.equal(sheet.isBalanced, false);
  });

  it('balance sheet balances once the net income sits in Retained Earnings; the income statement leaves the closing entry out', () => {
    const closing = entry('je-close', '2025-01-31', [debit(SALES, 1_000_000), credit(DISCOUNTS, 100_000), credit(COGS, 600_000), credit(RENT, 150_000), credit(RETAINED_EARNINGS, 150_000)], 'profit-transfer');
    const closed = [...events, closing];
    const sheet = balanceSheet(accountTotals(closed, { through: '2025-01-31' }), accounts);
    assert.equal(sheet.isBalanced, true);
    assert.equal(sheet.unclosedNetIncome, 0);
    assert.equal(sheet.closingPending, false);
    assert.equal(sheet.totalLiabilitiesAndEquity, sheet.assets.total);
    assert.equal(sheet.equity.total, 10_100_000);
    assert.equal(incomeStatement(accountTotals(closed, { through: '2025-01-31', excludeSourceKinds: ['profit-transfer'] }), accounts).netIncome, 150_000);
  });
});
