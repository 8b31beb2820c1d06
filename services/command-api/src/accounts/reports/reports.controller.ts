import { Readable } from 'node:stream';
import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { csvFixed, csvLine } from '@dealer/domain';
import { IsBooksDate } from '../../platform/dto-decorators';
import { dhakaDate } from '../../platform/dates';
import { ok } from '../../platform/responses';
import { AccountingTransactions, type TransactionView } from '../transactions/transactions';
import { FinancialReports, type ReportType } from './financial-reports';
import { IsKnownAt } from './known-at';

const KNOWN_AT_DESCRIPTION =
  'The books as known at this moment (ISO timestamp; no zone: Bangladesh time): only entries recorded by then count, and the answer lists those recorded after it that move the report (changedSince)';

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

/** The financial reports as known at a moment (the export answers the books as they are). */
export class KnownAtFinancialReportQuery extends FinancialReportQuery {
  @ApiPropertyOptional({ description: KNOWN_AT_DESCRIPTION }) @IsOptional() @IsKnownAt()
  knownAt?: string;
}

export class TrialBalanceQuery {
  @ApiPropertyOptional() @IsOptional() @IsBooksDate('asOfDate must be a date (YYYY-MM-DD)')
  asOfDate?: string;

  @ApiPropertyOptional({ description: KNOWN_AT_DESCRIPTION }) @IsOptional() @IsKnownAt()
  knownAt?: string;
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

@ApiTags('accounts: reports')
@ApiBearerAuth()
@Controller('accounts')
export class ReportsController {
  constructor(private readonly reports: FinancialReports, private readonly transactions: AccountingTransactions) {}

  @Get('reports/financial')
  async financial(@Query() query: KnownAtFinancialReportQuery) {
    return ok(await this.reports.financial(query.startDate, query.endDate, query.reportType, query.knownAt));
  }

  @Get('reports/trial-balance')
  async trialBalance(@Query() query: TrialBalanceQuery) {
    return ok(await this.reports.trialBalance(query.asOfDate ?? dhakaDate(), query.knownAt));
  }

  /**
   * The reports, and with `includeTransactions` every posted transaction of the period, streamed
   * a page at a time (a year's books need not fit in memory).
   */
  @Get('export')
  async export(@Query() query: ExportQuery) {
    const report = await this.reports.financial(query.startDate, query.endDate, 'all');
    const generatedAt = new Date().toISOString();
    const pages = query.includeTransactions === 'true' ? this.transactions.postedInPeriod(report.period.startDate, report.period.endDate) : undefined;
    if (query.format !== 'csv') {
      if (!pages) return ok({ generatedAt, ...report });
      const head = `{"success":true,"data":${JSON.stringify({ generatedAt, ...report }).slice(0, -1)},"transactions":[`;
      return new StreamableFile(Readable.from(jsonChunks(head, pages, ']}}')), { type: 'application/json; charset=utf-8' });
    }
    const lines = [csvLine(['Trial balance as of', report.period.endDate]), csvLine(['Code', 'Account', 'Type', 'Debit', 'Credit'])];
    for (const row of report.trialBalance!.rows) lines.push(csvLine([row.code, row.name, row.accountType, csvFixed(row.debitBalance), csvFixed(row.creditBalance)]));
    lines.push(csvLine(['', 'Totals', '', csvFixed(report.trialBalance!.totals.totalDebits), csvFixed(report.trialBalance!.totals.totalCredits)]));
    lines.push('', csvLine(['Income statement', report.period.startDate, report.period.endDate]));
    lines.push(csvLine(['Revenue', csvFixed(report.incomeStatement!.revenue.total)]), csvLine(['Expenses', csvFixed(report.incomeStatement!.expenses.total)]), csvLine([report.incomeStatement!.label, csvFixed(report.incomeStatement!.netIncome)]));
    if (pages) lines.push('', csvLine(['Date', 'Number', 'Reference', 'Description', 'Account code', 'Account', 'Debit', 'Credit']));
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
      transaction.entries.map((entry) => csvLine([transaction.date, transaction.transactionNumber, transaction.referenceNumber, transaction.description, entry.account.code, entry.account.name, csvFixed(entry.debit), csvFixed(entry.credit)])),
    );
    yield lines.join('\n') + '\n';
  }
}
