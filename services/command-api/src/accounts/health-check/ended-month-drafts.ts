import { JOURNAL_ENTRIES_TABLE, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { sqlDateLiteral } from '../../platform/dates';

/**
 * Drafts dated in a month that has ended (an October entry still a draft in November): that
 * month's books are unfinished, however recently the draft was typed. The books' health check and
 * the dashboard's alert name the month(s) and link to those drafts.
 */
export interface EndedMonthDrafts {
  count: number;
  /** 'October 2026', or 'September 2026 to October 2026'. */
  months: string;
  /** ', a month that has ended' or ', months that have ended', to follow the months. */
  ended: string;
  /** The drafts of those months on the journal entries screen. */
  link: string;
  from: string;
  through: string;
}

/** The first day of the month `today` is in (YYYY-MM-DD). */
export const monthStartOf = (today: string) => `${today.slice(0, 7)}-01`;

/** Columns `<prefix>_count`, `<prefix>_from`, `<prefix>_through` (text) for a select list. */
export function endedMonthDraftsColumns(today: string, prefix = 'ended_month_drafts'): string {
  const drafts = `from ${READ_MODELS_SCHEMA}.${JOURNAL_ENTRIES_TABLE} where status = 'Draft' and date < ${sqlDateLiteral(monthStartOf(today))}`;
  return `(select count(*) ${drafts})::text as ${prefix}_count,
      (select min(date) ${drafts})::text as ${prefix}_from,
      (select max(date) ${drafts})::text as ${prefix}_through`;
}

const monthName = (date: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date.slice(0, 7)}-01T00:00:00Z`));
const monthEndOf = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The drafts of ended months from the columns' values, or null when there are none. */
export function endedMonthDraftsOf(count: string | number, from: string | null, through: string | null): EndedMonthDrafts | null {
  const found = Number(count);
  if (!found || !from || !through) return null;
  const first = monthStartOf(from);
  const last = monthEndOf(through);
  const single = first.slice(0, 7) === last.slice(0, 7);
  const months = single ? monthName(first) : `${monthName(first)} to ${monthName(last)}`;
  return { count: found, months, ended: single ? ', a month that has ended' : ', months that have ended', link: `/accounts/journal-entries?status=Draft&startDate=${first}&endDate=${last}`, from: first, through: last };
}
