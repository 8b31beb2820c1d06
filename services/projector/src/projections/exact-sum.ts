/**
 * a + b exactly: a number while the sum is a safe integer, a bigint past it. Poisha totals (a day's,
 * an account's) are sums of unbounded many lines: one past 2^53 must neither round nor stop the
 * projector; the columns are bigint and the binary arrays take bigint values.
 */
export function exactSum(a: number | bigint, b: number | bigint): number | bigint {
  if (typeof a === 'number' && typeof b === 'number') {
    const sum = a + b;
    if (Number.isSafeInteger(sum)) return sum;
  }
  return BigInt(a) + BigInt(b);
}
