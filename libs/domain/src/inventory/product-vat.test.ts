import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, thenRefused } from '../given-when-then.test-helper';
import { at, by, productCommand, productOf, stockHistory, whenProductCreated, whenProductUpdated } from './inventory-fixtures.test-helper';
import type { ProductCreated } from './products';

// Issue 24: a product may carry its own VAT rate or be exempt; by default it has neither (its type's rate).
const chart = stockHistory();
const update = (fields: Record<string, unknown>) => ({ productId: 'p-helmet', updatedBy: by, updatedAt: at, ...fields });
const helmet = (fields: Record<string, unknown> = {}) => productCommand('p-helmet', { type: 'Accessories', name: 'Helmet', compatibility: undefined, ...fields });

describe('product: VAT rate and exemption (issue 24)', () => {
  it('created without them: the event carries neither (as before VAT), and the state reads as its type’s rate', () => {
    const decided = whenProductCreated(chart, helmet());
    const created = decided[0].events[0] as ProductCreated;
    assert.ok(!('vatRateHundredths' in created.data) && !('vatExempt' in created.data));
    const state = productOf(appended(chart, decided), 'p-helmet');
    assert.deepStrictEqual([state.vatRateHundredths ?? null, state.vatExempt ?? false], [null, false]);
  });

  it('created at 7.5 %: kept in hundredths; an edit to exempt drops the rate; naming a rate again ends the exemption; null returns to its type’s rate', () => {
    let history = appended(chart, whenProductCreated(chart, helmet({ vatRateHundredths: 750 })));
    assert.equal(productOf(history, 'p-helmet').vatRateHundredths, 750);
    history = appended(history, whenProductUpdated(history, update({ vatExempt: true })));
    assert.deepStrictEqual([productOf(history, 'p-helmet').vatRateHundredths ?? null, productOf(history, 'p-helmet').vatExempt], [null, true]);
    history = appended(history, whenProductUpdated(history, update({ vatRateHundredths: 1000 })));
    assert.deepStrictEqual([productOf(history, 'p-helmet').vatRateHundredths, productOf(history, 'p-helmet').vatExempt ?? false], [1000, false]);
    assert.deepStrictEqual(whenProductUpdated(history, update({ vatRateHundredths: 1000 })), [], 'nothing changed appends nothing');
    history = appended(history, whenProductUpdated(history, update({ vatRateHundredths: null })));
    assert.deepStrictEqual([productOf(history, 'p-helmet').vatRateHundredths ?? null, productOf(history, 'p-helmet').vatExempt ?? false], [null, false]);
  });

  it('refuses a rate that is not 0, 5, 7.5, 10 or 15 percent', () => {
    thenRefused(() => whenProductCreated(chart, helmet({ vatRateHundredths: 1200 })), {
      kind: 'validation',
      message: 'The VAT rate must be one of 0, 5, 7.5, 10, 15 percent',
      fieldErrors: { vatRate: 'The VAT rate must be one of 0, 5, 7.5, 10, 15 percent' },
    });
  });
});
