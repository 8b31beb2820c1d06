/** The business dashboard's periods (sales-inventory spec), as Asia/Dhaka business days. */
export const DASHBOARD_PERIODS = ['today', 'this_week', 'this_month', 'last_week', 'last_month', 'this_year', 'last_year', '7', '30', '90'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export interface DateRange {
  /** Inclusive, YYYY-MM-DD. */
  from: string;
  through: string;
}

export interface ResolvedPeriod {
  period: DashboardPeriod;
  label: string;
  current: DateRange;
  /** The same number of days just before: what growth is measured against. */
  previous: DateRange;
}

const DAY = 86_400_000;
const time = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const addDays = (date: string, days: number) => new Date(time(date) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, through: string) => Math.round((time(through) - time(from)) / DAY) + 1;
const monthStart = (date: string) => `${date.slice(0, 8)}01`;
const previousMonthStart = (date: string) => monthStart(addDays(monthStart(date), -1));
/** A Bangladeshi week starts on Saturday (the weekend is Friday). */
const weekStart = (date: string) => addDays(date, -((new Date(time(date)).getUTCDay() + 1) % 7));

const LABELS: Record<DashboardPeriod, string> = {
  today: 'Today',
  this_week: 'This Week',
  this_month: 'This Month',
  last_week: 'Last Week',
  last_month: 'Last Month',
  this_year: 'This Year',
  last_year: 'Last Year',
  '7': 'Last 7 Days',
  '30': 'Last 30 Days',
  '90': 'Last 90 Days',
};

/** The days a period covers on `today` (a Dhaka calendar day), and the window before it of equal length. */
export function resolvePeriod(period: DashboardPeriod, today: string): ResolvedPeriod {
  const year = today.slice(0, 4);
  const current: DateRange = (() => {
    switch (period) {
      case 'today':
        return { from: today, through: today };
      case 'this_week':
        return { from: weekStart(today), through: today };
      case 'last_week':
        return { from: addDays(weekStart(today), -7), through: addDays(weekStart(today), -1) };
      case 'this_month':
        return { from: monthStart(today), through: today };
      case 'last_month':
        return { from: previousMonthStart(today), through: addDays(monthStart(today), -1) };
      case 'this_year':
        return { from: `${year}-01-01`, through: today };
      case 'last_year':
        return { from: `${Number(year) - 1}-01-01`, through: `${Number(year) - 1}-12-31` };
      default:
        return { from: addDays(today, -(Number(period) - 1)), through: today };
    }
  })();
  const length = daysBetween(current.from, current.through);
  return { period, label: LABELS[period], current, previous: { from: addDays(current.from, -length), through: addDays(current.from, -1) } };
}

/** Growth in percent, one decimal; null when there was nothing before to grow from. */
export const growthRate = (current: number, previous: number): number | null =>
  previous === 0 ? (current === 0 ? 0 : null) : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;

/** The sales totals' periods (read-models product_sales and customer_sales), by their first day. */
export interface SalesBuckets {
  years: string[];
  months: string[];
  days: string[];
}

const nextMonth = (monthStart: string) => addDays(`${monthStart.slice(0, 8)}28`, 4).slice(0, 8) + '01';

/**
 * A range as whole years, whole months and the days left over, biggest first: the rows of the
 * sales totals that sum to it. A year or month the range covers up to today counts as whole, since
 * nothing is dated after today (an invoice is dated today at the latest): this_year is one year
 * row, this_month one month row.
 */
export function salesBucketsOf(range: DateRange, today: string): SalesBuckets {
  const buckets: SalesBuckets = { years: [], months: [], days: [] };
  const covered = (lastDay: string) => lastDay <= range.through || range.through >= today;
  let cursor = range.from;
  while (cursor <= range.through) {
    if (cursor.endsWith('-01-01') && covered(`${cursor.slice(0, 4)}-12-31`)) {
      buckets.years.push(cursor);
      cursor = `${Number(cursor.slice(0, 4)) + 1}-01-01`;
    } else if (cursor.endsWith('-01') && covered(addDays(nextMonth(cursor), -1))) {
      buckets.months.push(cursor);
      cursor = nextMonth(cursor);
    } else {
      buckets.days.push(cursor);
      cursor = addDays(cursor, 1);
    }
  }
  return buckets;
}
