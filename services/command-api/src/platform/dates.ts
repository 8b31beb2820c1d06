const dhakaCalendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' });

let lastMinute = Number.NaN;
let lastDate = '';

/** Today's calendar date in Bangladesh (YYYY-MM-DD): the books' day, whatever the server's zone. */
export function dhakaDate(at: Date = new Date()): string {
  // A day starts on a whole minute in every zone, so the answer holds for the rest of the minute:
  // formatting once a minute, not once a command.
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDate = dhakaCalendarDay.format(at);
    lastMinute = minute;
  }
  return lastDate;
}

/** A date of our own (YYYY-MM-DD, e.g. today's) as a SQL date literal, never a client's text: a list's "as of today" conditions. */
export function sqlDateLiteral(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not a date: ${date}`);
  return `'${date}'::date`;
}
