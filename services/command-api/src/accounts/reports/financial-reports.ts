import { BadRequestException, Injectable } from '@nestjs/common';
import { balanceSheet, incomeStatement, MoneyError, trialBalance } from '@dealer/domain';
import { dhakaDate } from '../../platform/dates';
import { figureTooLarge } from '../../platform/taka';
import { ProfitTransferQueries } from '../profit-transfer/profit-transfer-queries';
import { LedgerTotals, type TotalsFilter } from '../shared/ledger-totals';
import { BooksKnownAt } from './books-known-at';
import { balanceSheetView, incomeStatementView, trialBalanceView } from './report-views';

/** The statements refuse a sum past 2^53 poisha (MoneyError): the report says so rather than round. */
function exactly<Report>(report: () => Report): Report {
  try {
    return report();
  } catch (error) {
    if (error instanceof MoneyError) throw figureTooLarge();
    throw error;
  }
}

export type ReportType = 'all' | 'balanceSheet' | 'incomeStatement' | 'trialBalance';

export const REVERSED_PERIOD_MESSAGE = 'End date cannot be before start date';

/** Reports from daily account totals; the statements themselves are the domain's pure functions. */
@Injectable()
export class FinancialReports {
  constructor(private readonly ledger: LedgerTotals, private readonly closings: ProfitTransferQueries, private readonly knownAt: BooksKnownAt) {}

  period(startDate?: string, endDate?: string) {
    const end = endDate ?? dhakaDate();
    return { startDate: startDate ?? `${end.slice(0, 4)}-01-01`, endDate: end };
  }

  /** Totals from every posted entry, or (`knownAt`) only from those recorded by then. */
  private totals(filter: TotalsFilter, knownAt: string | undefined) {
    return knownAt ? this.knownAt.totals(filter, knownAt) : this.ledger.totals(filter);
  }

  async trialBalance(asOfDate: string, knownAt?: string) {
    const [totals, accounts, known] = await Promise.all([
      this.totals({ through: asOfDate }, knownAt),
      this.ledger.reportAccounts(),
      this.knownAt.answer(knownAt, { through: asOfDate }),
    ]);
    return exactly(() => ({ ...trialBalanceView(trialBalance(totals, accounts), asOfDate), ...known }));
  }

  async financial(startDate: string | undefined, endDate: string | undefined, reportType: ReportType = 'all', knownAt?: string) {
    const period = this.period(startDate, endDate);
    const wants = (type: ReportType) => reportType === 'all' || reportType === type;
    // Only the income statement spans the period (the others are as of its end): a reversed range
    // would report an empty one as if nothing was earned, so it is refused, as the screen's range picker does.
    if (wants('incomeStatement') && period.startDate > period.endDate) {
      throw new BadRequestException({ success: false, message: REVERSED_PERIOD_MESSAGE, errors: { endDate: REVERSED_PERIOD_MESSAGE } });
    }
    // An income statement alone moves with its period's entries; a balance sheet or trial balance with every one through its end.
    const earnedOnly = reportType === 'incomeStatement';
    const [asOf, earned, accounts, closedThrough, known] = await Promise.all([
      wants('balanceSheet') || wants('trialBalance') ? this.totals({ through: period.endDate }, knownAt) : Promise.resolve({}),
      wants('incomeStatement') ? this.totals({ from: period.startDate, through: period.endDate, excludeClosing: true }, knownAt) : Promise.resolve({}),
      this.ledger.reportAccounts(),
      wants('balanceSheet') ? (knownAt ? this.knownAt.closedThrough(knownAt) : this.closings.closedThrough()) : Promise.resolve(null),
      this.knownAt.answer(knownAt, earnedOnly ? { from: period.startDate, through: period.endDate, excludeClosing: true } : { through: period.endDate }),
    ]);
    return exactly(() => ({
      period,
      ...known,
      ...(wants('balanceSheet') ? { balanceSheet: balanceSheetView(balanceSheet(asOf, accounts), period.endDate, closedThrough) } : {}),
      ...(wants('incomeStatement') ? { incomeStatement: incomeStatementView(incomeStatement(earned, accounts), period.startDate, period.endDate) } : {}),
      ...(wants('trialBalance') ? { trialBalance: trialBalanceView(trialBalance(asOf, accounts), period.endDate) } : {}),
    }));
  }
}
