const TAKA_SIGN = '৳';

/**
 * The web keeps and sends decimal taka; whole poisha are only for exact arithmetic (sums,
 * comparisons), converted once in and once out. toPrecision drops float noise, so 1.005 → 101.
 */
export function toPoisha(taka: number | null | undefined): number {
  if (typeof taka !== 'number' || !Number.isFinite(taka)) return 0;
  return Math.round(Number((taka * 100).toPrecision(15)));
}

export const fromPoisha = (poisha: number): number => poisha / 100;

/** The exact sum of taka amounts: added in whole poisha, so many lines never drift. */
export function sumTaka(amounts: (number | null | undefined)[]): number {
  return fromPoisha(amounts.reduce<number>((sum, amount) => sum + toPoisha(amount), 0));
}

/** Indian digit grouping: the last three digits, then groups of two (12,34,567). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const leading = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${leading},${lastThree}`;
}

/**
 * Decimal taka to display text: 123456 → ৳1,23,456.00, -1234.5 → -৳1,234.50.
 * Missing or non-numeric values show as ৳0.00 rather than breaking a table.
 */
export function formatTaka(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount ?? 0;
  const safeValue = Number.isFinite(value) ? value : 0;
  const poisha = toPoisha(Math.abs(safeValue));
  const whole = Math.floor(poisha / 100).toString();
  const fraction = (poisha % 100).toString().padStart(2, '0');
  const sign = safeValue < 0 && poisha !== 0 ? '-' : '';
  return `${sign}${TAKA_SIGN}${groupIndian(whole)}.${fraction}`;
}
