import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../shared/errors';
import { assertVatPeriodNotSubmitted, assertVatPeriodOpen, evolveVatPeriod, initialVatPeriodState, lastDayOfPeriod, vatPeriodOf, vatPeriodStream } from './vat-periods';

const submitted = evolveVatPeriod(initialVatPeriodState, {
  type: 'VatReturnSubmitted',
  data: { period: '2026-10', outputVat: 57_881, inputVat: 20_000, offset: 20_000, netPayable: 37_881, journalEntryId: 'entry', submittedBy: 'user', submittedAt: '2026-11-05T10:00:00.000Z' },
});

describe('VAT periods (issue 24, item 4)', () => {
  it('names a month by its date, and its last day, leap years included', () => {
    assert.equal(vatPeriodOf('2026-11-28'), '2026-11');
    assert.equal(vatPeriodStream('2026-11'), 'vat-period-2026-11');
    assert.equal(lastDayOfPeriod('2026-11'), '2026-11-30');
    assert.equal(lastDayOfPeriod('2028-02'), '2028-02-29');
    assert.equal(lastDayOfPeriod('2026-12'), '2026-12-31');
    assert.throws(() => lastDayOfPeriod('2026-13'));
  });

  it('a submitted month refuses a VAT-bearing document dated in it, saying which month; an open month takes it', () => {
    assert.doesNotThrow(() => assertVatPeriodOpen(initialVatPeriodState, '2026-10', 'invoice'));
    assert.doesNotThrow(() => assertVatPeriodOpen(undefined, '2026-10', 'invoice'));
    assert.throws(() => assertVatPeriodOpen(submitted, '2026-10', 'invoice'), (error: DomainError) => /VAT return for 2026-10 is submitted/.test(error.message) && error.refusal?.code === 'vat_period_submitted');
  });

  it('a month is submitted once', () => {
    assert.doesNotThrow(() => assertVatPeriodNotSubmitted(initialVatPeriodState, '2026-10'));
    assert.throws(() => assertVatPeriodNotSubmitted(submitted, '2026-10'), (error: DomainError) => error.kind === 'conflict');
  });
});
