import dayjs, { type Dayjs } from 'dayjs';

export const DISPLAY_DATE_FORMAT = 'MMM DD, YYYY';

/** Dates as the spec shows them, e.g. Jan 05, 2025; an empty or invalid value shows a dash. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_DATE_FORMAT) : '—';
}

const dhakaCalendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's business day in Bangladesh (YYYY-MM-DD, Asia/Dhaka; DESIGN §9), whatever the browser's clock zone. */
export function dhakaToday(now: Date = new Date()): string {
  return dhakaCalendarDay.format(now);
}

/** That day as a date field's default (a picker shows and sends the same calendar day). */
export function dhakaTodayValue(now: Date = new Date()): Dayjs {
  return dayjs(dhakaToday(now));
}
