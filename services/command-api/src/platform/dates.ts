const dhakaCalendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar date in Bangladesh (YYYY-MM-DD): the books' day, whatever the server's zone. */
export function dhakaDate(at: Date = new Date()): string {
  // One formatter for the process: constructing an Intl formatter costs more than formatting.
  return dhakaCalendarDay.format(at);
}
