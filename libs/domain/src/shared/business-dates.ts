/**
 * The dates the books take. A business date is a calendar day (YYYY-MM-DD) a dealer can mean:
 * from FIRST_BUSINESS_DATE to LAST_BUSINESS_DATE, so a slip such as 0202 or 9999 is refused instead
 * of stored (a year past 9999 cannot even be written back as YYYY-MM-DD). A document (a posting, a
 * payment, a purchase, a bill...) is also dated today (Asia/Dhaka) at the latest; only due and
 * expiry dates may lie ahead.
 */
export const FIRST_BUSINESS_DATE = '2000-01-01';
export const LAST_BUSINESS_DATE = '2099-12-31';
export const BUSINESS_DATE_RANGE_MESSAGE = `Date must be between ${FIRST_BUSINESS_DATE} and ${LAST_BUSINESS_DATE}`;

/** A day written YYYY-MM-DD within the books' range (four-digit years compare as text). */
export const isWithinBusinessDates = (date: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= FIRST_BUSINESS_DATE && date <= LAST_BUSINESS_DATE;

const DHAKA_OFFSET_MS = 6 * 3_600_000;

/**
 * The business day (Asia/Dhaka) of an ISO timestamp: "today" for a command recorded at that moment.
 * Bangladesh keeps UTC+6 all year (no daylight saving since 2009), and a command's time is its own
 * moment, so a fixed offset is exact; undefined when the text is no moment.
 */
export function businessDayOf(timestamp: string): string | undefined {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return undefined;
  const day = new Date(time + DHAKA_OFFSET_MS).toISOString();
  return /^\d{4}-/.test(day) ? day.slice(0, 10) : undefined;
}

const withArticle = (document: string) => `${/^[aeiou]/i.test(document) ? 'an' : 'a'} ${document}`;

/**
 * The one answer to a document dated after today, whatever the document ('invoice', 'payment',
 * 'purchase', 'journal entry'...): "The purchase date 2026-01-02 is in the future: a purchase is
 * dated today (2026-01-01) at the latest".
 */
export const dateAfterTodayMessage = (document: string, date: string, today: string): string =>
  `The ${document} date ${date} is in the future: ${withArticle(document)} is dated today (${today}) at the latest`;

/**
 * The message for a date the domain works out (a due date from terms, say) that falls outside the
 * books' range, or null: refused rather than stored (a year 10000 due date stops every reader).
 */
export function derivedDateProblem(date: string, what: string): string | null {
  return isWithinBusinessDates(date) ? null : `The ${what} ${date} would fall outside the books' dates (${FIRST_BUSINESS_DATE} to ${LAST_BUSINESS_DATE})`;
}

