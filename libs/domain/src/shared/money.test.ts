import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fc from 'fast-check';
import {
  assertPoisha,
  formatPlain,
  formatTaka,
  groupIndian,
  hasAtMostTwoDecimals,
  MoneyError,
  parseTaka,
  percentOf,
  sumPoisha,
  toTaka,
} from './money';

/** Largest poisha amount a JSON number (a double) carries exactly as taka with two places: 15 digits. */
const EXACT_AS_TAKA_NUMBER = 999_999_999_999_999;

const refusedWith = (message: string) => (error: unknown) => {
  assert.ok(error instanceof MoneyError, `expected a MoneyError, got ${String(error)}`);
  assert.equal(error.message, message);
  return true;
};
const notATakaAmount = (input: string | number) =>
  refusedWith(`Amount "${String(input)}" is not a valid taka amount with at most 2 decimal places`);

describe('parseTaka', () => {
  it('reads taka text with the taka sign, spaces and Indian or western grouping', () => {
    assert.equal(parseTaka('৳1,23,456.78'), 12_345_678);
    assert.equal(parseTaka('৳ 12.5'), 1_250);
    assert.equal(parseTaka('1,000'), 100_000);
    assert.equal(parseTaka('1,234,567.89'), 123_456_789);
    assert.equal(parseTaka('  0.05 '), 5);
    assert.equal(parseTaka('0'), 0);
    assert.equal(parseTaka('007.10'), 710);
  });

  it('reads negative text, with the sign before or after the taka sign', () => {
    assert.equal(parseTaka('-৳1,234.50'), -123_450);
    assert.equal(parseTaka('৳-12.5'), -1_250);
    assert.equal(parseTaka('-0.01'), -1);
  });

  it('never yields negative zero', () => {
    assert.ok(Object.is(parseTaka('-0'), 0));
    assert.ok(Object.is(parseTaka('-0.00'), 0));
    assert.ok(Object.is(parseTaka(-0), 0));
  });

  it('reads numbers through their shortest text, so binary fractions stay exact', () => {
    assert.equal(parseTaka(0.1), 10);
    assert.equal(parseTaka(0.07), 7);
    assert.equal(parseTaka(12.5), 1_250);
    assert.equal(parseTaka(19.99), 1_999);
    assert.equal(parseTaka(123456.78), 12_345_678);
    assert.equal(parseTaka(-12.5), -1_250);
    assert.equal(parseTaka(-0.01), -1);
    assert.equal(parseTaka(42), 4_200);
  });

  it('refuses more than two decimal places', () => {
    assert.throws(() => parseTaka(1.005), notATakaAmount(1.005));
    assert.throws(() => parseTaka('12.345'), notATakaAmount('12.345'));
    assert.throws(() => parseTaka(0.1 + 0.2), notATakaAmount(0.1 + 0.2));
    assert.throws(() => parseTaka(1e-7), refusedWith('Amount can have at most 2 decimal places'));
    assert.throws(() => parseTaka(-1e-7), refusedWith('Amount can have at most 2 decimal places'));
  });

  it('refuses text that is not an amount', () => {
    for (const input of ['', 'abc', '1.2.3', '.5', '5.', '1e5', '12 taka', '--5', '+5']) {
      assert.throws(() => parseTaka(input), notATakaAmount(input), input);
    }
  });

  it('refuses non-finite numbers', () => {
    for (const input of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      assert.throws(() => parseTaka(input), refusedWith('Amount must be a finite number'));
    }
  });

  it('refuses amounts beyond a safe integer of poisha', () => {
    assert.throws(() => parseTaka(1e21), refusedWith('Amount is too large'));
    assert.throws(() => parseTaka(-1e21), refusedWith('Amount is too large'));
    assert.throws(() => parseTaka(1e20), refusedWith('Amount is too large'));
    assert.throws(() => parseTaka('90071992547409.92'), refusedWith('Amount is too large'));
    assert.throws(() => parseTaka('1' + '0'.repeat(30)), refusedWith('Amount is too large'));
    assert.equal(parseTaka('90071992547409.91'), Number.MAX_SAFE_INTEGER);
    assert.equal(parseTaka('-90071992547409.91'), -Number.MAX_SAFE_INTEGER);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts two places and refuses three', () => {
    assert.equal(hasAtMostTwoDecimals(12.34), true);
    assert.equal(hasAtMostTwoDecimals(0.1), true);
    assert.equal(hasAtMostTwoDecimals(7), true);
    assert.equal(hasAtMostTwoDecimals(12.345), false);
    assert.equal(hasAtMostTwoDecimals(0.1 + 0.2), false);
    assert.equal(hasAtMostTwoDecimals(Number.NaN), false);
  });
});

describe('formatTaka', () => {
  it('groups the Indian way: the last three digits, then pairs', () => {
    assert.equal(formatTaka(12_345_600), '৳1,23,456.00');
    assert.equal(formatTaka(12_345_678_900), '৳12,34,56,789.00');
    assert.equal(formatTaka(10_000_000), '৳1,00,000.00');
    assert.equal(formatTaka(100_000), '৳1,000.00');
    assert.equal(formatTaka(99_999), '৳999.99');
  });

  it('writes two decimal places below one taka and at zero', () => {
    assert.equal(formatTaka(50), '৳0.50');
    assert.equal(formatTaka(5), '৳0.05');
    assert.equal(formatTaka(0), '৳0.00');
  });

  it('puts the minus sign before the taka sign', () => {
    assert.equal(formatTaka(-123_450), '-৳1,234.50');
    assert.equal(formatTaka(-1), '-৳0.01');
  });

  it('refuses a fraction of a poisha', () => {
    assert.throws(() => formatTaka(1.5), refusedWith('amount must be a whole number of poisha'));
  });
});

describe('groupIndian', () => {
  it('leaves three digits or fewer alone', () => {
    assert.equal(groupIndian(''), '');
    assert.equal(groupIndian('7'), '7');
    assert.equal(groupIndian('999'), '999');
  });

  it('groups longer digit strings', () => {
    assert.equal(groupIndian('1000'), '1,000');
    assert.equal(groupIndian('123456'), '1,23,456');
    assert.equal(groupIndian('1234567'), '12,34,567');
    assert.equal(groupIndian('123456789'), '12,34,56,789');
  });
});

describe('formatPlain and toTaka', () => {
  it('formatPlain writes exactly two places without grouping', () => {
    assert.equal(formatPlain(-123_450), '-1234.50');
    assert.equal(formatPlain(5), '0.05');
    assert.equal(formatPlain(12_345_678), '123456.78');
    assert.equal(formatPlain(0), '0.00');
    assert.equal(formatPlain(Number.MAX_SAFE_INTEGER), '90071992547409.91');
  });

  it('toTaka gives the decimal taka number', () => {
    assert.equal(toTaka(12_345_678), 123456.78);
    assert.equal(toTaka(-5), -0.05);
    assert.equal(toTaka(10), 0.1);
    assert.equal(toTaka(0), 0);
  });

  it('round-trips text and numbers', () => {
    for (const poisha of [0, 1, 10, 99, 100, 1_250, -123_450, 12_345_678, 12_345_678_900]) {
      assert.equal(parseTaka(formatPlain(poisha)), poisha);
      assert.equal(parseTaka(toTaka(poisha)), poisha);
      assert.equal(parseTaka(formatTaka(poisha)), poisha);
    }
  });

  it('refuses what is not a whole number of poisha', () => {
    assert.throws(() => formatPlain(0.5), refusedWith('amount must be a whole number of poisha'));
    assert.throws(() => toTaka(Number.MAX_SAFE_INTEGER + 1), refusedWith('amount must be a whole number of poisha'));
    assert.throws(() => toTaka(Number.NaN), refusedWith('amount must be a whole number of poisha'));
  });
});

describe('money properties', () => {
  it('parseTaka(formatPlain(p)) === p and parseTaka(formatTaka(p)) === p for every safe poisha', () => {
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), fc.integer({ min: -1_000_000, max: 1_000_000 })), (poisha) => {
        assert.equal(parseTaka(formatPlain(poisha)), poisha);
        assert.equal(parseTaka(formatTaka(poisha)), poisha);
      }),
      { numRuns: 2_000 },
    );
  });

  it('parseTaka(toTaka(p)) === p for every poisha a double carries exactly (15 digits, ৳9,99,99,99,99,99,999.99)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -EXACT_AS_TAKA_NUMBER, max: EXACT_AS_TAKA_NUMBER }),
          fc.integer({ min: EXACT_AS_TAKA_NUMBER - 1_000_000, max: EXACT_AS_TAKA_NUMBER }),
          fc.integer({ min: -1_000_000, max: 1_000_000 }),
        ),
        (poisha) => {
          assert.equal(parseTaka(toTaka(poisha)), poisha);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('formatTaka groups every amount the Indian way', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (poisha) => {
        const match = /^(-?)৳([\d,]+)\.(\d{2})$/.exec(formatTaka(poisha));
        assert.ok(match, formatTaka(poisha));
        const [, sign, grouped] = match;
        assert.equal(sign, poisha < 0 ? '-' : '');
        assert.match(grouped, /^(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('sumPoisha and assertPoisha', () => {
  it('adds whole poisha', () => {
    assert.equal(sumPoisha([]), 0);
    assert.equal(sumPoisha([1_250, -250, 5]), 1_005);
  });

  it('refuses a fraction or a total beyond safe integers', () => {
    assert.throws(() => sumPoisha([1, 0.5]), refusedWith('amount must be a whole number of poisha'));
    assert.throws(() => sumPoisha([Number.MAX_SAFE_INTEGER, 1]), refusedWith('total must be a whole number of poisha'));
  });

  it('names the amount it refuses', () => {
    assert.equal(assertPoisha(42), 42);
    assert.throws(() => assertPoisha(4.2, 'opening balance'), refusedWith('opening balance must be a whole number of poisha'));
  });
});

describe('percentOf', () => {
  it('takes a percentage given in tenths', () => {
    assert.equal(percentOf(100_000, 25), 2_500); // 2.5% of ৳1,000 is ৳25
    assert.equal(percentOf(1_999, 1_000), 1_999);
    assert.equal(percentOf(1_999, 0), 0);
    assert.equal(percentOf(0, 25), 0);
  });

  it('rounds half away from zero to the poisha', () => {
    assert.equal(percentOf(12_345, 25), 309); // 308.625
    assert.equal(percentOf(-12_345, 25), -309);
    assert.equal(percentOf(100, 5), 1); // 0.5
    assert.equal(percentOf(-100, 5), -1);
    assert.equal(percentOf(300, 15), 5); // 4.5
    assert.equal(percentOf(299, 15), 4); // 4.485
    assert.equal(percentOf(-299, 15), -4);
    assert.equal(percentOf(19, 25), 0); // 0.475
  });

  it('never strays more than half a poisha from the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: 0, max: 1_000 }), (poisha, tenths) => {
        const share = percentOf(poisha, tenths);
        assert.ok(Number.isSafeInteger(share));
        // Compare in thousandths of a poisha, in integers: |share·1000 − poisha·tenths| ≤ 500.
        assert.ok(Math.abs(share * 1000 - poisha * tenths) <= 500);
      }),
    );
  });
});
