import { Controller, Get, Inject, Injectable, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Knex } from 'knex';
import {
  GL_ACCOUNTS_TABLE,
  GL_CLASSES_TABLE,
  GL_GROUPS_TABLE,
  INVOICES_TABLE,
  JOURNAL_ENTRIES_TABLE,
  PAYABLES_TABLE,
  READ_MODELS_SCHEMA,
  RECEIVABLES_DUE_TOTALS_TABLE,
} from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { dhakaDate, sqlDateLiteral } from '../../platform/dates';
import { ok } from '../../platform/responses';
import { takaFromColumn } from '../../platform/taka';
import { BooksHealthCheck } from '../health-check/health-check';
import { AccountingTransactions, TransactionListQuery } from '../transactions/transactions';

export const FINANCIAL_DASHBOARD_PERIODS = ['7', '30', '90', '365'] as const;

export class FinancialDashboardQuery {
  @ApiPropertyOptional({ enum: FINANCIAL_DASHBOARD_PERIODS, default: '30', description: 'Days' })
  @IsOptional()
  @IsIn(FINANCIAL_DASHBOARD_PERIODS, { message: 'period must be 7, 30, 90 or 365' })
  period?: (typeof FINANCIAL_DASHBOARD_PERIODS)[number];
}

type AgingBucket = 'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90';

/** Aging buckets by days past due, as SQL conditions on `due_date` (the accounting spec's five). */
export const agingBuckets = (today: string): Record<AgingBucket, string> => {
  const day = sqlDateLiteral(today);
  return {
    current: `due_date >= ${day}`,
    days1to30: `due_date < ${day} and due_date >= ${day} - 30`,
    days31to60: `due_date < ${day} - 30 and due_date >= ${day} - 60`,
    days61to90: `due_date < ${day} - 60 and due_date >= ${day} - 90`,
    over90: `due_date < ${day} - 90`,
  };
};

const agingColumns = (today: string, amount: string) =>
  Object.entries(agingBuckets(today)).map(([name, condition]) => `coalesce(sum(${amount}) filter (where ${condition}), 0)::text as "${name}"`).join(', ');

const agingView = (row: Record<string, string>, today: string) => {
  const buckets = Object.fromEntries(Object.keys(agingBuckets(today)).map((name) => [name, takaFromColumn(row[name])])) as Record<AgingBucket, number>;
  return { ...buckets, total: takaFromColumn(row.total) };
};

/** The balance by the account's normal side: debit for assets and expenses, credit otherwise. */
const NORMAL_BALANCE = `case when c.type in ('Asset', 'Expense') then a.debit_total - a.credit_total else a.credit_total - a.debit_total end`;

interface AccountRow {
  id: string;
  code: string | null;
  name: string | null;
  class_type: string | null;
  bank_name: string | null;
  bank_account_number: string | null;
  balance: string;
}

/** The Financial Dashboard (accounting spec): running balances, the due dates' totals and the last entries; nothing sums journal lines. */
@Injectable()
export class FinancialDashboard {
  constructor(
    @Inject(READ_DATABASE) private readonly database: Knex,
    private readonly healthCheck: BooksHealthCheck,
    private readonly transactions: AccountingTransactions,
  ) {}

  private accounts() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${GL_ACCOUNTS_TABLE} as a`)
      .leftJoin(`${GL_GROUPS_TABLE} as g`, 'g.id', 'a.gl_group_id')
      .leftJoin(`${GL_CLASSES_TABLE} as c`, 'c.id', 'g.gl_class_id')
      .whereNull('a.deleted_at')
      .select('a.id', 'a.code', 'a.name', 'c.type as class_type', 'a.bank_name', 'a.bank_account_number', this.database.raw(`(${NORMAL_BALANCE})::text as balance`));
  }

  /**
   * An invoice's entry also moves the cost of goods and the stock, so its journal total is not what was
   * sold: Recent Transactions shows the invoice's own total (a payment's entry total is its amount).
   */
  private async invoiceTotalsOf(entryIds: string[]): Promise<Map<string, number>> {
    if (entryIds.length === 0) return new Map();
    const rows = (await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${JOURNAL_ENTRIES_TABLE} as e`)
      .joinRaw(`JOIN ${READ_MODELS_SCHEMA}.${INVOICES_TABLE} i ON e.source_stream = 'invoice-' || i.id`)
      .where('e.source_kind', 'invoice')
      .whereIn('e.id', entryIds)
      .select('e.id', this.database.raw('i.total::text as total'))) as { id: string; total: string }[];
    return new Map(rows.map((row) => [row.id, takaFromColumn(row.total)]));
  }

  async dashboard(days: number) {
    const today = dhakaDate();
    const since = sqlDateLiteral(today);
    const schema = READ_MODELS_SCHEMA;
    const recentQuery = Object.assign(new TransactionListQuery(), { page: 1, limit: 10, status: 'Posted' });
    const [topAccounts, cashAccounts, receivables, payables, periodCount, health, recent] = await Promise.all([
      this.accounts().orderByRaw(`abs(${NORMAL_BALANCE}) desc, a.code`).limit(3) as Promise<AccountRow[]>,
      this.accounts().where('a.cash_account', true).orderBy('a.code') as Promise<AccountRow[]>,
      this.database.raw(`select ${agingColumns(today, 'remaining')}, coalesce(sum(remaining), 0)::text as total from ${schema}.${RECEIVABLES_DUE_TOTALS_TABLE}`),
      this.database.raw(`select ${agingColumns(today, 'remaining')}, coalesce(sum(remaining), 0)::text as total from ${schema}.${PAYABLES_TABLE} where cancelled_at is null and remaining > 0`),
      this.database.raw(`select count(*)::text as count from ${schema}.${JOURNAL_ENTRIES_TABLE} where status <> 'Draft' and date > ${since} - ${days} and date <= ${since}`),
      this.healthCheck.check(),
      this.transactions.list(recentQuery),
    ]);
    const invoiceTotals = await this.invoiceTotalsOf(recent.transactions.filter((entry) => entry.source === 'Invoice').map((entry) => entry._id));
    const receivablesAging = agingView(receivables.rows[0], today);
    const payablesAging = agingView(payables.rows[0], today);
    const cash = cashAccounts.map((row) => ({
      _id: row.id,
      code: row.code,
      name: row.name,
      bankName: row.bank_name,
      accountNumber: row.bank_account_number,
      balance: takaFromColumn(row.balance),
    }));
    const netCash = cashAccounts.reduce((sum, row) => sum + BigInt(row.balance), 0n);
    return {
      period: days,
      periodStart: new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10),
      periodEnd: today,
      kpis: {
        totalReceivables: receivablesAging.total,
        totalPayables: payablesAging.total,
        netCashPosition: takaFromColumn(String(netCash)),
        transactionsThisPeriod: Number(periodCount.rows[0].count),
        accountingIntegrationHealth: health.score,
      },
      accountSummary: topAccounts.map((row) => ({ _id: row.id, code: row.code, name: row.name, type: row.class_type, balance: takaFromColumn(row.balance) })),
      cashAccounts: cash,
      receivablesAging,
      payablesAging,
      recentTransactions: recent.transactions.map((entry) => ({
        _id: entry._id,
        date: entry.date,
        transactionNumber: entry.transactionNumber,
        description: entry.description,
        amount: invoiceTotals.get(entry._id) ?? entry.totalDebit,
        source: entry.source,
        status: entry.voided ? 'Voided' : entry.status,
      })),
      healthCheck: { score: health.score, status: health.status, issues: health.issues },
    };
  }
}

@ApiTags('accounts: financial dashboard')
@ApiBearerAuth()
@Controller('accounts/dashboard')
export class FinancialDashboardController {
  constructor(private readonly financialDashboard: FinancialDashboard) {}

  @Get()
  async dashboard(@Query() query: FinancialDashboardQuery) {
    return ok(await this.financialDashboard.dashboard(Number(query.period ?? '30')));
  }
}
