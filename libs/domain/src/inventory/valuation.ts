import { assertPoisha, type Poisha } from '../shared/money';

/**
 * Moving weighted-average cost, kept exact (DESIGN §9). A product holds its `quantity` and the
 * `stockValue` of that quantity in whole poisha, never a fractional average: taking q out of Q
 * units worth V takes round(V·q/Q) (half up), and taking the last units takes exactly what is
 * left. So the stock value always equals the inventory account to the poisha.
 */

/** round(numerator / denominator), half up, for numerator ≥ 0 and denominator > 0, in integers. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new Error('denominator must be above zero');
  if (numerator < 0n) throw new Error('numerator must not be negative');
  return (2n * numerator + denominator) / (2n * denominator);
}

const toSafe = (value: bigint, what: string): Poisha => {
  const number = Number(value);
  return assertPoisha(number, what);
};

/** The value of `take` units out of `quantity` units worth `stockValue`. */
export function costOfTaking(quantity: number, stockValue: Poisha, take: number): Poisha {
  if (!Number.isSafeInteger(take) || take < 0) throw new Error('take must be a whole number of units, not negative');
  if (take > quantity) throw new Error(`cannot take ${take} out of ${quantity}`);
  if (take === 0) return 0;
  if (take === quantity) return stockValue;
  return toSafe(divideRoundHalfUp(BigInt(stockValue) * BigInt(take), BigInt(quantity)), 'cost');
}

/** The average cost of one unit for display (poisha, half up), or `fallback` when nothing is in stock. */
export function averageUnitCost(quantity: number, stockValue: Poisha, fallback: Poisha): Poisha {
  if (quantity <= 0) return fallback;
  return toSafe(divideRoundHalfUp(BigInt(stockValue), BigInt(quantity)), 'average cost');
}

/**
 * Splits `total` over `weights` in proportion, in whole poisha that sum exactly to `total`: each
 * part is floored, and the poisha left go one each to the largest remainders (ties to the first).
 * All weights zero: split evenly the same way.
 */
export function allocateByWeight(total: Poisha, weights: readonly number[]): Poisha[] {
  assertPoisha(total, 'total');
  if (total < 0) throw new Error('total must not be negative');
  if (weights.length === 0) {
    if (total !== 0) throw new Error('nothing to allocate to');
    return [];
  }
  for (const weight of weights) if (!Number.isSafeInteger(weight) || weight < 0) throw new Error('weights must be whole numbers, not negative');
  const big = weights.map(BigInt);
  let sum = big.reduce((a, b) => a + b, 0n);
  const effective = sum === 0n ? big.map(() => 1n) : big;
  if (sum === 0n) sum = BigInt(weights.length);
  const totalBig = BigInt(total);
  const parts = effective.map((weight) => (totalBig * weight) / sum);
  const remainders = effective.map((weight, index) => ({ index, remainder: (totalBig * weight) % sum }));
  let left = totalBig - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] += 1n;
    left -= 1n;
  }
  return parts.map((part) => toSafe(part, 'part'));
}

/** quantity × unit price, refused beyond a safe integer of poisha. */
export function lineValue(quantity: number, unitPrice: Poisha): Poisha {
  return toSafe(BigInt(quantity) * BigInt(unitPrice), 'line value');
}
