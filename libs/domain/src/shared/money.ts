/**
 * Money is an integer count of poisha (1 taka = 100 poisha). Floats never enter a sum:
 * the API speaks decimal taka, converted here exactly, digit by digit.
 */
export type Poisha = number;

export class MoneyError extends Error {}

/**
 * The most one amount may be (a journal line, a transfer, a price, a payment): ৳1,00,00,00,000.00.
 * The one per-line maximum of the books (README "Amounts"): far above any dealer's single amount,
 * and it takes 90,072 lines at the maximum before a sum passes 2^53 poisha. Sums are exact anyway
 * (bigint and numeric in the read models; a figure too large to show exactly is refused, never rounded).
 */
export const MAX_AMOUNT: Poisha = 100_000_000_000;

export function assertPoisha(value: number, label = 'amount'): Poisha {
  if (!Number.isSafeInteger(value)) throw new MoneyError(`${label} must be a whole number of poisha`);
  return value;
}

const TAKA_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Parses decimal taka ("1,23,456.78", "৳ 12.5", 12.5) into poisha; more than 2 decimals is an error. */
export function parseTaka(input: string | number): Poisha {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new MoneyError('Amount must be a finite number');
    // Shortest round-trip text of the double, so 0.1 stays "0.1" and 1e-7 is caught below.
    text = String(input);
    if (/e/i.test(text)) {
      if (Math.abs(input) < 1) throw new MoneyError('Amount can have at most 2 decimal places');
      text = BigInt(Math.trunc(input)).toString();
    }
  } else {
    text = input.replace(/[৳,\s]/g, '');
  }
  const match = TAKA_PATTERN.exec(text);
  if (!match) throw new MoneyError(`Amount "${String(input)}" is not a valid taka amount with at most 2 decimal places`);
  const [, sign, whole, fraction = ''] = match;
  const poisha = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(poisha)) throw new MoneyError('Amount is too large');
  return sign && poisha !== 0 ? -poisha : poisha;
}

/** True when a number has at most two decimal places (validation of API input). */
export function hasAtMostTwoDecimals(value: number): boolean {
  try {
    parseTaka(value);
    return true;
  } catch {
    return false;
  }
}

/** Poisha to a decimal taka number for JSON (exact for every safe integer of poisha below 2^53/100). */
export function toTaka(poisha: Poisha): number {
  return Number(formatPlain(poisha));
}

/** "-1234.50": decimal text with exactly two places, no grouping. */
export function formatPlain(poisha: Poisha): string {
  assertPoisha(poisha);
  const negative = poisha < 0;
  const absolute = Math.abs(poisha);
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Indian digit grouping: the last three digits, then groups of two (12,34,56,789). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}`;
}

/** "৳1,23,456.00"; negatives as "-৳1,234.50". */
export function formatTaka(poisha: Poisha): string {
  const plain = formatPlain(poisha);
  const negative = plain.startsWith('-');
  const [whole, fraction] = (negative ? plain.slice(1) : plain).split('.');
  return `${negative ? '-' : ''}৳${groupIndian(whole)}.${fraction}`;
}

export function sumPoisha(values: readonly Poisha[]): Poisha {
  let total = 0;
  for (const value of values) total += assertPoisha(value);
  return assertPoisha(total, 'total');
}

/** A percentage (0–100, one decimal) of an amount, rounded half away from zero to the poisha. */
export function percentOf(poisha: Poisha, percentTimesTen: number): Poisha {
  const scaled = poisha * percentTimesTen;
  const sign = scaled < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(scaled) + 500) / 1000);
}
