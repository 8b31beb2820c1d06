/** Today's calendar date in Bangladesh (YYYY-MM-DD): the books' day, whatever the server's zone. */
export function dhakaDate(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
