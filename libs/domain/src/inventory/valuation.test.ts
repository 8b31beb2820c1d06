import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { allocateByWeight, averageUnitCost, costOfTaking, divideRoundHalfUp, lineValue } from './valuation';

describe('moving average arithmetic', () => {
  it('rounds half up in integers', () => {
    assert.equal(divideRoundHalfUp(1001n, 2n), 501n);
    assert.equal(divideRoundHalfUp(1000n, 3n), 333n);
    assert.equal(divideRoundHalfUp(2000n, 3n), 667n);
    assert.equal(divideRoundHalfUp(5n, 10n), 1n);
    assert.equal(divideRoundHalfUp(4n, 10n), 0n);
    assert.equal(divideRoundHalfUp(0n, 7n), 0n);
  });

  it('takes q of Q units worth V at round(V·q/Q), and the last units at exactly what is left', () => {
    assert.equal(costOfTaking(3, 1000, 1), 333);
    assert.equal(costOfTaking(2, 667, 1), 334);
    assert.equal(costOfTaking(1, 333, 1), 333);
    assert.equal(costOfTaking(2, 1001, 1), 501);
    assert.equal(costOfTaking(10, 600_000, 10), 600_000);
    assert.equal(costOfTaking(10, 600_000, 0), 0);
    assert.throws(() => costOfTaking(2, 100, 3), { message: 'cannot take 3 out of 2' });
  });

  it('stays exact beyond a double: 900 trillion poisha over 7 units', () => {
    assert.equal(costOfTaking(7, 9_000_000_000_000_000, 3), 3_857_142_857_142_857);
  });

  it('shows the average cost of one unit, or the fallback with nothing in stock', () => {
    assert.equal(averageUnitCost(3, 1000, 1), 333);
    assert.equal(averageUnitCost(0, 0, 4_500), 4_500);
    assert.equal(averageUnitCost(2, 1001, 0), 501);
  });

  it('taking all the stock in any pieces takes exactly its value, never more, never a negative part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 10_000_000_000 }), fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 40 }), (quantity, value, pieces) => {
        let q = quantity;
        let v = value;
        let taken = 0;
        for (const piece of pieces) {
          if (q === 0) break;
          const take = Math.min(piece, q);
          const cost = costOfTaking(q, v, take);
          assert.ok(cost >= 0 && cost <= v);
          q -= take;
          v -= cost;
          taken += cost;
          assert.ok(q > 0 || v === 0, 'no value is left without units');
        }
        if (q > 0) taken += costOfTaking(q, v, q);
        assert.equal(taken, value);
      }),
    );
  });

  it('lineValue multiplies exactly and refuses beyond a safe integer', () => {
    assert.equal(lineValue(3, 150_050), 450_150);
    assert.throws(() => lineValue(1_000_000, 100_000_000_000));
  });
});

describe('allocateByWeight', () => {
  it('splits by value, the poisha left going to the largest remainders, first on ties', () => {
    assert.deepStrictEqual(allocateByWeight(100, [1, 1, 1]), [34, 33, 33]);
    assert.deepStrictEqual(allocateByWeight(1_000, [300_000, 100_000]), [750, 250]);
    assert.deepStrictEqual(allocateByWeight(10, [1, 2]), [3, 7]);
    assert.deepStrictEqual(allocateByWeight(0, [5, 5]), [0, 0]);
    assert.deepStrictEqual(allocateByWeight(7, [0, 0]), [4, 3]);
    assert.deepStrictEqual(allocateByWeight(0, []), []);
  });

  it('parts always sum to the total and each is within one poisha of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 1, maxLength: 30 }), (total, weights) => {
        const parts = allocateByWeight(total, weights);
        assert.equal(parts.reduce((a, b) => a + b, 0), total);
        const sum = weights.reduce((a, b) => a + b, 0);
        parts.forEach((part, index) => {
          assert.ok(part >= 0);
          if (sum === 0) return;
          const exactTimesSum = BigInt(total) * BigInt(weights[index]);
          const low = exactTimesSum / BigInt(sum);
          assert.ok(BigInt(part) === low || BigInt(part) === low + 1n);
        });
      }),
    );
  });
});
