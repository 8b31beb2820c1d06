import dayjs from 'dayjs';

export const DISPLAY_DATE_FORMAT = 'MMM DD, YYYY';

/** Dates as the spec shows them, e.g. Jan 05, 2025; an empty or invalid value shows a dash. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_DATE_FORMAT) : '—';
}
