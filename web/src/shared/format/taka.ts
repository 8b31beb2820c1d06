const TAKA_SIGN = '৳';

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
  // Work in whole poisha; toPrecision drops float noise so 1.005 rounds up like on paper.
  const poisha = Math.round(Number((Math.abs(safeValue) * 100).toPrecision(12)));
  const whole = Math.floor(poisha / 100).toString();
  const fraction = (poisha % 100).toString().padStart(2, '0');
  const sign = safeValue < 0 && poisha !== 0 ? '-' : '';
  return `${sign}${TAKA_SIGN}${groupIndian(whole)}.${fraction}`;
}
