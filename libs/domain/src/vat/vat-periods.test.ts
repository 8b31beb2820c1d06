import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../shared/errors';
import { appended, stateOf, thenEvents, thenRefused } from '../given-when-then.test-helper';
import { initialGlAccountState, type GlAccountState } from '../accounts/gl-accounts';
import { initialBooksState } from '../ledger/books';
import type { JournalEntryPosted } from '../ledger/journal-entry-posted';
import {
  assertVatPeriodNotSubmitted, assertVatPeriodOpen, evolveVatPeriod, initialVatPeriodState, lastDayOfPeriod, submitVatReturn, vatPeriodOf, vatPeriodStream, vatReturnFigures,
  type VatPeriodState, type VatReturnSubmitted,
} from './vat-periods';

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

describe('VAT return: submit (issue 24, item 4)', () => {
  const account = (glAccountId: string, code: string, name: string, systemRole: string): GlAccountState => ({ ...initialGlAccountState, status: 'active', glAccountId, code, name, systemRole });
  const accounts = { vatPayable: account('acc-2103', '2103', 'VAT Payable', 'vatPayable'), vatInputCredit: account('acc-1204', '1204', 'VAT Input Credit', 'vatInputCredit') };
  const given = { vatPeriod: initialVatPeriodState, accounts, books: initialBooksState };
  const command = {
    period: '2026-10', outputVat: 57_881, inputVat: 20_000, carriedForward: 5_000, journalEntryId: 'je-vat',
    today: '2026-11-05', submittedBy: 'user-accountant', submittedAt: '2026-11-05T04:00:00.000Z',
  };

  it('given an open, ended month, when submitted, then the offset by the lesser (input and carried credit) is posted on its last day and the month is submitted', () => {
    thenEvents(submitVatReturn(command, given), [
      {
        stream: 'vat-period-2026-10',
        events: [{ type: 'VatReturnSubmitted', data: { period: '2026-10', outputVat: 57_881, inputVat: 20_000, offset: 25_000, netPayable: 32_881, carriedForward: 5_000, journalEntryId: 'je-vat', submittedBy: 'user-accountant', submittedAt: '2026-11-05T04:00:00.000Z' } }],
      },
      {
        stream: 'journal-entry-je-vat',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-vat', date: '2026-10-31', reference: 'VAT-2026-10', description: 'VAT return 2026-10: input credit set off against output VAT',
            lines: [{ accountId: 'acc-2103', debit: 25_000, credit: 0 }, { accountId: 'acc-1204', debit: 0, credit: 25_000 }],
            source: { kind: 'vat-return', stream: 'vat-period-2026-10' }, postedBy: 'user-accountant', postedAt: '2026-11-05T04:00:00.000Z',
          },
        }],
      },
    ]);
  });

  it('more input credit than output VAT: the offset is the output VAT, nothing is payable and the rest is carried', () => {
    assert.deepEqual(vatReturnFigures(10_000, 30_000, 0), { offset: 10_000, netPayable: 0, creditToCarry: 20_000 });
    const decided = submitVatReturn({ ...command, outputVat: 10_000, inputVat: 30_000, carriedForward: 0 }, given);
    const entry = decided.find((streamEvents) => streamEvents.stream === 'journal-entry-je-vat')!.events[0] as JournalEntryPosted;
    assert.deepEqual(entry.data.lines.map((line) => [line.accountId, line.debit, line.credit]), [['acc-2103', 10_000, 0], ['acc-1204', 0, 10_000]]);
  });

  it('nothing to set off: no entry, the month is still submitted with no entry named', () => {
    const decided = submitVatReturn({ ...command, inputVat: 0, carriedForward: 0 }, given);
    assert.deepEqual(decided.map((streamEvents) => streamEvents.stream), ['vat-period-2026-10']);
    const history = appended({}, decided);
    const state = stateOf<VatPeriodState>(history, vatPeriodStream('2026-10'));
    assert.deepEqual(state.submitted, { submittedAt: '2026-11-05T04:00:00.000Z', submittedBy: 'user-accountant', netPayable: 57_881 });
    assert.equal((decided[0].events[0] as VatReturnSubmitted).data.journalEntryId, null);
  });

  it('refuses a second submission, a month not yet ended (its last day included), a bad period and a missing account', () => {
    thenRefused(() => submitVatReturn(command, { ...given, vatPeriod: submitted }), { kind: 'conflict', message: 'The VAT return for 2026-10 is already submitted' });
    thenRefused(() => submitVatReturn({ ...command, today: '2026-10-31' }, given), { kind: 'rule', message: 'The VAT return for 2026-10 can be submitted once the month has ended (after 2026-10-31); today is 2026-10-31' });
    thenRefused(() => submitVatReturn({ ...command, period: '2026-13' }, given), { kind: 'validation', message: 'The VAT period must be a month written YYYY-MM (2026-11), not "2026-13"' });
    thenRefused(() => submitVatReturn({ ...command, period: '9999-01' }, given), { kind: 'validation', message: "The VAT period 9999-01 is outside the books' years (2000-01 to 2099-12)" });
    thenRefused(() => submitVatReturn(command, { ...given, accounts: { vatPayable: accounts.vatPayable } }), { kind: 'rule', message: 'The VAT Input Credit account is missing: initialize the chart of accounts first' });
    thenRefused(() => submitVatReturn(command, { ...given, books: { closedThrough: '2026-10-31' } }), { kind: 'rule', message: 'The books are closed through 2026-10-31; post in an open period' });
  });
});
