import { Readable } from 'node:stream';
import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsBooksDate } from '../../platform/dto-decorators';
import { dhakaDate } from '../../platform/dates';
import { ok } from '../../platform/responses';
import { AccountingTransactions, type TransactionView } from '../transactions/transactions';
import { FinancialReports, type ReportType } from './financial-reports';

export class FinancialReportQuery {
  @ApiPropertyOptional() @IsOptional() @IsBooksDate('startDate must be a date (YYYY-MM-DD)')
  startDate?: string;

  @ApiPropertyOptional() @IsOptional() @IsBooksDate('endDate must be a date (YYYY-MM-DD)')
  endDate?: string;

  @ApiPropertyOptional({ enum: ['all', 'balanceSheet', 'incomeStatement', 'trialBalance'] })
  @IsOptional()
  @IsIn(['all', 'balanceSheet', 'incomeStatement', 'trialBalance'], { message: 'reportType must be all, balanceSheet, incomeStatement or trialBalance' })
  reportType?: ReportType;
}

export class TrialBalanceQuery {
  @ApiPropertyOptional() @IsOptional() @IsBooksDate('asOfDate must be a date (YYYY-MM-DD)')
  asOfDate?: string;
}

export class ExportQuery extends FinancialReportQuery {
  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'includeTransactions must be true or false' })
  includeTransactions?: string;
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote, and defuse spreadsheet formulas in user text.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const csvRow = (cells: unknown[]) => cells.map(csvCell).join(',');

@ApiTags('accounts: reports')
@ApiBearerAuth()
@Controller('accounts')
export class ReportsController {
  constructor(private readonly reports: FinancialReports, private readonly transactions: AccountingTransactions) {}

  @Get('reports/financial')
  async financial(@Query() query: FinancialReportQuery) {
    return ok(await this.reports.financial(query.startDate, query.endDate, query.reportType));
  }

  @Get('reports/trial-balance')
  async trialBalance(@Query() query: TrialBalanceQuery) {
    return ok(await this.reports.trialBalance(query.asOfDate ?? dhakaDate()));
  }

  /**
   * The reports, and with `includeTransactions` every posted transaction of the period, streamed
   * a page at a time (a year's books need not fit in memory).
   */
  @Get('export')
  async export(@Query() query: ExportQuery): Promise<StreamableFile | ReturnType<typeof ok>> {
    const report = await this.reports.financial(query.startDate, query.endDate, 'all');
    const generatedAt = new Date().toISOString();
    const pages = query.includeTransactions === 'true' ? this.transactions.postedInPeriod(report.period.startDate, report.period.endDate) : undefined;
    if (query.format !== 'csv') {
      if (!pages) return ok({ generatedAt, ...report });
      const head = `{"success":true,"data":${JSON.stringify({ generatedAt, ...report }).slice(0, -1)},"transactions":[`;
      return new StreamableFile(Readable.from(jsonChunks(head, pages, ']}}')), { type: 'application/json; charset=utf-8' });
    }
    const lines = [csvRow(['Trial balance as of', report.period.endDate]), csvRow(['Code', 'Account', 'Type', 'Debit', 'Credit'])];
    for (const row of report.trialBalance!.rows) lines.push(csvRow([row.code, row.name, row.accountType, row.debitBalance.toFixed(2), row.creditBalance.toFixed(2)]));
    lines.push(csvRow(['', 'Totals', '', report.trialBalance!.totals.totalDebits.toFixed(2), report.trialBalance!.totals.totalCredits.toFixed(2)]));
    lines.push('', csvRow(['Income statement', report.period.startDate, report.period.endDate]));
    lines.push(csvRow(['Revenue', report.incomeStatement!.revenue.total.toFixed(2)]), csvRow(['Expenses', report.incomeStatement!.expenses.total.toFixed(2)]), csvRow([report.incomeStatement!.label, report.incomeStatement!.netIncome.toFixed(2)]));
    if (pages) lines.push('', csvRow(['Date', 'Number', 'Reference', 'Description', 'Account code', 'Account', 'Debit', 'Credit']));
    // A UTF-8 byte-order mark first, so Excel reads Bengali names as UTF-8.
    return new StreamableFile(Readable.from(csvChunks('\uFEFF' + lines.join('\n') + '\n', pages)), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="financial-reports-${report.period.endDate}.csv"`,
    });
  }
}

async function* jsonChunks(head: string, pages: AsyncGenerator<TransactionView[]>, tail: string) {
  yield head;
  let first = true;
  for await (const page of pages) {
    const items = page.map((transaction) => JSON.stringify(transaction)).join(',');
    yield first ? items : `,${items}`;
    first = false;
  }
  yield tail;
}

async function* csvChunks(head: string, pages: AsyncGenerator<TransactionView[]> | undefined) {
  yield head;
  if (!pages) return;
  for await (const page of pages) {
    const lines = page.flatMap((transaction) =>
      transaction.entries.map((entry) => csvRow([transaction.date, transaction.transactionNumber, transaction.referenceNumber, transaction.description, entry.account.code, entry.account.name, entry.debit.toFixed(2), entry.credit.toFixed(2)])),
    );
    yield lines.join('\n') + '\n';
  }
}
