import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { amountInWords, numberInWords } from './amount-in-words';

/** Taka and poisha as the tests write them: 12_34_56_789.5 is awkward, so whole taka and poisha apart. */
const poishaOf = (taka: number, poisha = 0) => taka * 100 + poisha;

describe('amountInWords: English words, Bangladeshi grouping, ending Taka.', () => {
  const cases: [number, string][] = [
    [0, 'Zero Taka.'],
    [poishaOf(1), 'One Taka.'],
    [poishaOf(7), 'Seven Taka.'],
    [poishaOf(10), 'Ten Taka.'],
    [poishaOf(11), 'Eleven Taka.'],
    [poishaOf(19), 'Nineteen Taka.'],
    [poishaOf(20), 'Twenty Taka.'],
    [poishaOf(21), 'Twenty One Taka.'],
    [poishaOf(99), 'Ninety Nine Taka.'],
    [poishaOf(100), 'One Hundred Taka.'],
    [poishaOf(101), 'One Hundred One Taka.'],
    [poishaOf(110), 'One Hundred Ten Taka.'],
    [poishaOf(999), 'Nine Hundred Ninety Nine Taka.'],
    [poishaOf(1_000), 'One Thousand Taka.'],
    [poishaOf(1_001), 'One Thousand One Taka.'],
    [poishaOf(10_000), 'Ten Thousand Taka.'],
    [poishaOf(99_999), 'Ninety Nine Thousand Nine Hundred Ninety Nine Taka.'],
    [poishaOf(1_00_000), 'One Lakh Taka.'],
    [poishaOf(1_00_001), 'One Lakh One Taka.'],
    [poishaOf(1_20_500), 'One Lakh Twenty Thousand Five Hundred Taka.'],
    [poishaOf(1_85_000), 'One Lakh Eighty Five Thousand Taka.'],
    [poishaOf(99_99_999), 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Taka.'],
    [poishaOf(1_00_00_000), 'One Crore Taka.'],
    [poishaOf(1_00_00_100), 'One Crore One Hundred Taka.'],
    [poishaOf(10_05_00_000), 'Ten Crore Five Lakh Taka.'],
    [poishaOf(12_34_56_789, 50), 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Taka and Fifty Poisha.'],
    [poishaOf(1_000_00_00_000), 'One Thousand Crore Taka.'],
    [poishaOf(1_23_45_67_89_012), 'Twelve Thousand Three Hundred Forty Five Crore Sixty Seven Lakh Eighty Nine Thousand Twelve Taka.'],
    [1, 'Zero Taka and One Poisha.'],
    [50, 'Zero Taka and Fifty Poisha.'],
    [poishaOf(1, 5), 'One Taka and Five Poisha.'],
    [poishaOf(1_500, 99), 'One Thousand Five Hundred Taka and Ninety Nine Poisha.'],
    [-poishaOf(250), 'Minus Two Hundred Fifty Taka.'],
  ];
  for (const [poisha, words] of cases) {
    it(`${poisha} poisha → ${words}`, () => assert.equal(amountInWords(poisha), words));
  }

  it('refuses a fraction of a poisha or a number past the safe integers', () => {
    assert.throws(() => amountInWords(1.5), RangeError);
    assert.throws(() => amountInWords(Number.MAX_SAFE_INTEGER + 2), RangeError);
    assert.throws(() => amountInWords(Number.NaN), RangeError);
    assert.throws(() => numberInWords(-1), RangeError);
  });
});

/** Reads the words back into a number: the test's own independent reading of the grouping. */
function readBack(words: string): number {
  const values: Record<string, number> = {};
  ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'].forEach((word, index) => (values[word] = index));
  ['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'].forEach((word, index) => (values[word] = (index + 2) * 10));
  const scales: Record<string, number> = { Hundred: 100, Thousand: 1_000, Lakh: 1_00_000, Crore: 1_00_00_000 };
  // Crore closes everything before it (its count may itself hold thousands and lakhs); the smaller scales close their own group.
  let total = 0;
  let group = 0;
  let current = 0;
  for (const word of words.split(' ')) {
    if (word in values) current += values[word];
    else if (word === 'Crore') {
      total = (total + group + current) * scales.Crore;
      group = 0;
      current = 0;
    } else if (word === 'Hundred') current *= 100;
    else {
      group += current * scales[word];
      current = 0;
    }
  }
  return total + group + current;
}

describe('amountInWords, over random amounts', () => {
  it('says exactly the taka and poisha it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_99_99_99_99_99_999 }), (poisha) => {
        const match = /^(.*) Taka(?: and (.*) Poisha)?\.$/.exec(amountInWords(poisha));
        assert.ok(match, amountInWords(poisha));
        assert.equal(readBack(match[1]), Math.floor(poisha / 100));
        assert.equal(match[2] === undefined ? 0 : readBack(match[2]), poisha % 100);
        // Zero is said only for no taka at all; 'and' only before the poisha.
        assert.equal(/\bZero\b/.test(match[1]), poisha < 100);
        assert.ok(!match[1].includes(' and '));
      }),
      { numRuns: 2000 },
    );
  });
});
