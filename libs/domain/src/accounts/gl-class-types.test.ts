import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_SECTION, GL_CLASS_TYPES, isDebitNormal, isGlClassType, SECTIONS_BY_CLASS_TYPE } from './gl-class-types';

describe('GL class types', () => {
  it('are the five classes of double entry', () => {
    assert.deepStrictEqual([...GL_CLASS_TYPES], ['Asset', 'Liability', 'Equity', 'Revenue', 'Expense']);
  });

  it('assets and expenses are debit-normal; liabilities, equity and revenue credit-normal', () => {
    assert.deepStrictEqual(
      GL_CLASS_TYPES.map((type) => [type, isDebitNormal(type)]),
      [['Asset', true], ['Liability', false], ['Equity', false], ['Revenue', false], ['Expense', true]],
    );
  });

  it('each default section is one of the sections of its type', () => {
    for (const type of GL_CLASS_TYPES) assert.ok(SECTIONS_BY_CLASS_TYPE[type].includes(DEFAULT_SECTION[type]), type);
    assert.deepStrictEqual(SECTIONS_BY_CLASS_TYPE.Liability, ['current', 'longTerm']);
    assert.deepStrictEqual(SECTIONS_BY_CLASS_TYPE.Expense, ['cogs', 'operating', 'other']);
  });

  it('recognises exactly the five type names', () => {
    for (const type of GL_CLASS_TYPES) assert.equal(isGlClassType(type), true);
    for (const value of ['asset', 'Assets', '', ' Asset', null, undefined, 1]) assert.equal(isGlClassType(value), false, String(value));
  });
});
