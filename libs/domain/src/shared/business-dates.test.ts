import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUSINESS_DATE_RANGE_MESSAGE, businessDayOf, dateAfterTodayMessage, derivedDateProblem, isWithinBusinessDates } from './business-dates';
import { dateProblem, documentDateProblem } from '../ledger/posting-validation';

describe('business dates: the range the books take', () => {
  it('takes 2000-01-01 to 2099-12-31 and nothing outside, whatever the year is written as', () => {
    for (const day of ['2000-01-01', '2026-02-28', '2099-12-31']) assert.equal(isWithinBusinessDates(day), true, day);
    for (const day of ['0001-01-01', '1899-12-31', '1999-12-31', '2100-01-01', '9999-12-31', '10000-01-01', '+010000-01-01', '+010000-01']) {
      assert.equal(isWithinBusinessDates(day), false, day);
    }
  });

  it('a required date: missing, not a calendar day, or outside the range, each with its own message', () => {
    assert.equal(dateProblem(''), 'Please select date');
    assert.equal(dateProblem('2026-02-29'), 'Please enter a valid date (YYYY-MM-DD)');
    assert.equal(dateProblem('10000-01-01'), 'Please enter a valid date (YYYY-MM-DD)');
    assert.equal(dateProblem('9999-12-31'), BUSINESS_DATE_RANGE_MESSAGE);
    assert.equal(dateProblem('1899-12-31'), 'Date must be between 2000-01-01 and 2099-12-31');
    assert.equal(dateProblem('2099-12-31'), null);
  });

  it('a date the domain works out past the range is named with the range', () => {
    assert.equal(derivedDateProblem('2100-01-30', 'due date'), "The due date 2100-01-30 would fall outside the books' dates (2000-01-01 to 2099-12-31)");
    assert.equal(derivedDateProblem('+010000-01', 'due date'), "The due date +010000-01 would fall outside the books' dates (2000-01-01 to 2099-12-31)");
    assert.equal(derivedDateProblem('2099-12-31', 'due date'), null);
  });
});

describe('business dates: today, and a document not after it', () => {
  it('today is the Dhaka day of the moment a command is recorded (UTC+6): the day turns at 18:00 UTC', () => {
    assert.equal(businessDayOf('2026-11-21T17:59:59.999Z'), '2026-11-21');
    assert.equal(businessDayOf('2026-11-21T18:00:00.000Z'), '2026-11-22');
    assert.equal(businessDayOf('2026-12-31T20:00:00+02:00'), '2027-01-01');
    assert.equal(businessDayOf('not a time'), undefined);
  });

  it('one message for every document, the very words invoices have always answered with', () => {
    assert.equal(dateAfterTodayMessage('invoice', '2025-03-11', '2025-03-10'), 'The invoice date 2025-03-11 is in the future: an invoice is dated today (2025-03-10) at the latest');
    assert.equal(dateAfterTodayMessage('payment', '2025-03-13', '2025-03-12'), 'The payment date 2025-03-13 is in the future: a payment is dated today (2025-03-12) at the latest');
    assert.equal(dateAfterTodayMessage('expense', '2025-03-13', '2025-03-12'), 'The expense date 2025-03-13 is in the future: an expense is dated today (2025-03-12) at the latest');
  });

  it('a document dated today is taken, tomorrow refused, and out of the range refused with the range first', () => {
    assert.equal(documentDateProblem('2026-01-10', '2026-01-10', 'purchase'), null);
    assert.equal(documentDateProblem('2026-01-11', '2026-01-10', 'purchase'), 'The purchase date 2026-01-11 is in the future: a purchase is dated today (2026-01-10) at the latest');
    assert.equal(documentDateProblem('9999-12-31', '2026-01-10', 'purchase'), BUSINESS_DATE_RANGE_MESSAGE);
    assert.equal(documentDateProblem('1999-12-31', '2026-01-10', 'purchase'), BUSINESS_DATE_RANGE_MESSAGE);
    assert.equal(documentDateProblem(undefined, '2026-01-10', 'purchase', 'Please select a purchase date!'), 'Please select a purchase date!');
  });
});
