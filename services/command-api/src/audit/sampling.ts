import { createHash } from 'node:crypto';

/**
 * Reproducible audit sampling (issue 28, item 5): a seeded generator and the two textbook ways of
 * drawing a sample from a population already in a stable order. Everything here is pure, so an
 * auditor can re-perform a draw from the seed, the population (in the order the API lists it) and
 * this description alone:
 *
 * - The generator is xoshiro128** (Blackman and Vigna, 2018). Its 128-bit state is the first 16
 *   bytes of SHA-256 of the seed's text (UTF-8), read as four unsigned 32-bit little-endian words.
 *   A uniform number in [0, 1) is the next 32-bit output divided by 2^32.
 * - Random sampling: a partial Fisher–Yates shuffle of the positions 0..N−1: for draw i (from 0),
 *   j = i + floor(u × (N − i)), positions i and j are swapped and position i is drawn. Without
 *   replacement; every item equally likely.
 * - Monetary-unit sampling: systematic selection over cumulative amounts with a random start.
 *   With T the population's total and n the size, the interval is J = T / n; the start is
 *   s = floor(u × T) / n (one draw of u), and the selection points are s + k × J for k = 0..n−1. An
 *   item is drawn when a point falls in its range [cumulative before it, cumulative after it), so an
 *   item of amount ≥ J is always drawn (a "key item", possibly hit more than once) and any other with
 *   probability amount / J. Items of no amount (0 or less) cannot be drawn. Computed exactly in
 *   integers (everything multiplied by n), so no rounding decides a draw.
 */

/** A generator of uniform numbers in [0, 1), seeded by text. */
export type UniformSource = () => number;

const rotateLeft = (value: number, bits: number) => ((value << bits) | (value >>> (32 - bits))) >>> 0;

/** xoshiro128** seeded by SHA-256 of the seed text (see above). */
export function seededUniform(seed: string): UniformSource {
  const digest = createHash('sha256').update(seed, 'utf8').digest();
  const state: number[] = [digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12)];
  // An all-zero state would only ever give zeros (SHA-256 giving 128 zero bits will not happen, but cannot hurt).
  if (!state.some((word) => word !== 0)) state[0] = 1;
  return () => {
    const result = Math.imul(rotateLeft(Math.imul(state[1], 5) >>> 0, 7), 9) >>> 0;
    const shifted = (state[1] << 9) >>> 0;
    state[2] = (state[2] ^ state[0]) >>> 0;
    state[3] = (state[3] ^ state[1]) >>> 0;
    state[1] = (state[1] ^ state[2]) >>> 0;
    state[0] = (state[0] ^ state[3]) >>> 0;
    state[2] = (state[2] ^ shifted) >>> 0;
    state[3] = rotateLeft(state[3], 11);
    return result / 2 ** 32;
  };
}

/** One drawn item: its position in the population, the order it was drawn in (from 1), and how many selection points hit it (MUS; 1 for random). */
export interface Draw {
  index: number;
  drawNumber: number;
  hits: number;
}

/** `size` positions of a population of `count`, uniformly without replacement (partial Fisher–Yates). */
export function drawRandom(count: number, size: number, uniform: UniformSource): Draw[] {
  const positions = Array.from({ length: count }, (_, index) => index);
  const draws: Draw[] = [];
  for (let drawn = 0; drawn < Math.min(size, count); drawn += 1) {
    const chosen = drawn + Math.floor(uniform() * (count - drawn));
    [positions[drawn], positions[chosen]] = [positions[chosen], positions[drawn]];
    draws.push({ index: positions[drawn], drawNumber: drawn + 1, hits: 1 });
  }
  return draws;
}

/** The sampling interval of monetary-unit sampling, in the amounts' unit (poisha): T / n, or null for an empty population. */
export function samplingInterval(amounts: readonly bigint[], size: number): number | null {
  const total = amounts.reduce((sum, amount) => (amount > 0n ? sum + amount : sum), 0n);
  return total === 0n ? null : Number(total) / size;
}

/**
 * Systematic monetary-unit sampling over the amounts (poisha) in their order (see above): the
 * items the n selection points fall on, each once with its number of hits, in population order.
 */
export function drawMonetaryUnits(amounts: readonly bigint[], size: number, uniform: UniformSource): Draw[] {
  const total = amounts.reduce((sum, amount) => (amount > 0n ? sum + amount : sum), 0n);
  if (total === 0n) return [];
  const steps = BigInt(size);
  // Scaled by n: the start is floor(u × T) in [0, T), the interval T, the cumulative amounts × n.
  const start = BigInt(Math.min(Math.floor(uniform() * Number(total)), Number(total - 1n)));
  const draws: Draw[] = [];
  let point = start;
  let pointsLeft = steps;
  let cumulative = 0n;
  for (let index = 0; index < amounts.length && pointsLeft > 0n; index += 1) {
    if (amounts[index] <= 0n) continue;
    cumulative += amounts[index] * steps;
    let hits = 0;
    while (pointsLeft > 0n && point < cumulative) {
      hits += 1;
      point += total;
      pointsLeft -= 1n;
    }
    if (hits > 0) draws.push({ index, drawNumber: draws.length + 1, hits });
  }
  return draws;
}
