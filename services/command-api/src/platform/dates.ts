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
