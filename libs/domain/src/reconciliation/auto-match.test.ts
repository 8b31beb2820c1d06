import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { autoMatch, type OutstandingTransaction, type StatementLine } from './auto-match';

const line = (date: string, amount: number, reference = '', description = 'statement line'): StatementLine => ({ date, amount, reference, description });
const transaction = (transactionId: string, date: string, amount: number, reference = ''): OutstandingTransaction => ({ transactionId, date, amount, reference, description: transactionId });

describe('auto-match of a statement against outstanding transactions', () => {
  it('matches the same amount within 2 days and says why', () => {
    const matches = autoMatch([line('2025-03-05', 1_250_00)], [transaction('je-1', '2025-03-03', 1_250_00)]);
    assert.deepEqual(matches, [{ statementIndex: 0, transactionId: 'je-1', referenceEqual: false, daysApart: 2, reasons: ['same amount ৳1,250.00', '2 days apart'] }]);
  });

  it('does not match 3 days apart, an amount 1 poisha off, or the opposite sign', () => {
    const outstanding = [transaction('je-far', '2025-03-01', 500_00), transaction('je-off', '2025-03-04', 500_01), transaction('je-out', '2025-03-04', -500_00)];
    assert.deepEqual(autoMatch([line('2025-03-04', 500_00)], outstanding.slice(1)), []);
    assert.deepEqual(autoMatch([line('2025-03-04', 500_00)], outstanding.slice(0, 1)), []);
  });

  it('near dates: prefers the nearest date among equal amounts, and says so', () => {
    const matches = autoMatch([line('2025-03-10', -300_00)], [transaction('je-2days', '2025-03-08', -300_00), transaction('je-1day', '2025-03-11', -300_00)]);
    assert.equal(matches.length, 1);
    assert.equal(matches[0].transactionId, 'je-1day');
    assert.deepEqual(matches[0].reasons, ['same amount ৳300.00', '1 day apart', 'preferred over 1 other candidate: nearest date']);
  });

  it('ties: an equal reference wins over a nearer date, and says so', () => {
    const matches = autoMatch([line('2025-03-10', 700_00, 'CHQ-1001')], [transaction('je-same-day', '2025-03-10', 700_00, 'X'), transaction('je-ref', '2025-03-12', 700_00, ' chq-1001 ')]);
    assert.equal(matches[0].transactionId, 'je-ref');
    assert.deepEqual(matches[0].reasons, ['same amount ৳700.00', '2 days apart', 'reference CHQ-1001 equal', 'preferred over 1 other candidate: equal reference']);
  });

  it('ties on everything: the earlier transaction, then its id, the same answer whatever the input order', () => {
    const outstanding = [transaction('je-b', '2025-03-10', 100_00), transaction('je-a', '2025-03-10', 100_00)];
    const forwards = autoMatch([line('2025-03-10', 100_00)], outstanding);
    const backwards = autoMatch([line('2025-03-10', 100_00)], [...outstanding].reverse());
    assert.equal(forwards[0].transactionId, 'je-a');
    assert.deepEqual(forwards, backwards);
    assert.match(forwards[0].reasons[2], /earlier transaction on a tie/);
  });

  it('equal amounts on several lines: each transaction is matched once, each line once, nearest pairs first', () => {
    const statement = [line('2025-03-01', 200_00), line('2025-03-03', 200_00), line('2025-03-20', 200_00)];
    const outstanding = [transaction('je-3', '2025-03-03', 200_00), transaction('je-1', '2025-03-01', 200_00)];
    const matches = autoMatch(statement, outstanding);
    assert.deepEqual(matches.map((match) => [match.statementIndex, match.transactionId]), [[0, 'je-1'], [1, 'je-3']]);
    assert.equal(new Set(matches.map((match) => match.transactionId)).size, matches.length);
  });

  it('a line whose reference matches a later transaction does not lose it to an earlier line without reference', () => {
    const statement = [line('2025-03-05', 900_00), line('2025-03-05', 900_00, 'TT-9')];
    const outstanding = [transaction('je-ref', '2025-03-05', 900_00, 'TT-9'), transaction('je-plain', '2025-03-06', 900_00)];
    const matches = autoMatch(statement, outstanding);
    assert.deepEqual(matches.map((match) => [match.statementIndex, match.transactionId]), [[0, 'je-plain'], [1, 'je-ref']]);
  });
});
