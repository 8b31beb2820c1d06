/**
 * An amount of poisha in English words as printed documents say it in Bangladesh (spec §9: the
 * invoice's amount in words ends 'Taka.'), grouped the Bangladeshi way: crore (1,00,00,000), lakh
 * (1,00,000), thousand, hundred. 1,20,500 taka is 'One Lakh Twenty Thousand Five Hundred Taka.';
 * 12,34,56,789.50 is 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Taka
 * and Fifty Poisha.'. A count of crore above 99 is itself said in words ('One Thousand Crore').
 *
 * Self-contained (no imports): the web client imports this file as it is, so the printed papers and
 * any server-side document say the same words.
 */
const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;
const HUNDRED = 100;

/** 1–99 in words ('Forty Two'). */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value];
  const tens = TENS[Math.floor(value / 10)];
  return value % 10 === 0 ? tens : `${tens} ${ONES[value % 10]}`;
}

/** A whole number above zero in words, crore and lakh first; the words of each part, in order. */
function wholeWords(value: number): string[] {
  const words: string[] = [];
  let rest = value;
  const take = (unit: number, name: string, say: (count: number) => string[]) => {
    const count = Math.floor(rest / unit);
    if (count > 0) words.push(...say(count), name);
    rest %= unit;
  };
  take(CRORE, 'Crore', wholeWords);
  take(LAKH, 'Lakh', (count) => [belowHundred(count)]);
  take(THOUSAND, 'Thousand', (count) => [belowHundred(count)]);
  take(HUNDRED, 'Hundred', (count) => [belowHundred(count)]);
  if (rest > 0) words.push(belowHundred(rest));
  return words;
}

/** A whole number of taka (or poisha) in words: 0 is 'Zero'. */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('numberInWords takes a whole number, not negative');
  return value === 0 ? ONES[0] : wholeWords(value).join(' ');
}

/**
 * Poisha in words ending 'Taka.', with 'and … Poisha' only when there are poisha:
 * 0 → 'Zero Taka.', 150 → 'One Taka and Fifty Poisha.', 50 → 'Zero Taka and Fifty Poisha.'.
 * A negative amount (never printed on an invoice, but a pure function should not lie) starts 'Minus'.
 */
export function amountInWords(poisha: number): string {
  if (!Number.isSafeInteger(poisha)) throw new RangeError('amountInWords takes whole poisha');
  const absolute = Math.abs(poisha);
  const taka = Math.floor(absolute / 100);
  const rest = absolute % 100;
  const sign = poisha < 0 ? 'Minus ' : '';
  const poishaPart = rest > 0 ? ` and ${numberInWords(rest)} Poisha` : '';
  return `${sign}${numberInWords(taka)} Taka${poishaPart}.`;
}
