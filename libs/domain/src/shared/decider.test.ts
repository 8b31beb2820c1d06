import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fold, given, type Decider } from './decider';
import type { DomainEvent } from './events';
import { DomainError, conflict, notFound, ruleViolation, validationError } from './errors';
import { evolveUniqueValue, initialUniqueValueState, uniqueValueStream, type UniqueValueEvent, type UniqueValueState } from './uniqueness';

/** The reservation stream as a single-stream decider, to exercise `given(decider, history).when(command)`. */
type Reserve = { kind: 'claim' | 'release'; ownerId: string };
const reservation: Decider<Reserve, UniqueValueState, UniqueValueEvent> = {
  initialState: initialUniqueValueState,
  evolve: evolveUniqueValue,
  decide(command, state) {
    if (command.kind === 'claim') {
      if (state.ownerId === command.ownerId) return [];
      if (state.ownerId !== null) throw conflict('Code 1101 is already used');
      return [{ type: 'UniqueValueClaimed', data: { scope: 'code', value: '1101', ownerId: command.ownerId } }];
    }
    if (state.ownerId !== command.ownerId) throw ruleViolation('Only the owner can release');
    return [{ type: 'UniqueValueReleased', data: { scope: 'code', value: '1101', ownerId: command.ownerId } }];
  },
};
const claimedBy = (ownerId: string): UniqueValueEvent => ({ type: 'UniqueValueClaimed', data: { scope: 'code', value: '1101', ownerId } });

describe('decider helper', () => {
  it('fold applies events in order from the initial state', () => {
    const events: DomainEvent<'Added', number>[] = [1, 2, 3].map((n) => ({ type: 'Added', data: n }));
    assert.deepStrictEqual(fold((log: number[], e: DomainEvent<'Added', number>) => [...log, e.data], [], events), [1, 2, 3]);
    assert.equal(fold((sum: number, e: DomainEvent<'Added', number>) => sum + e.data, 10, []), 10);
  });

  it('given no events, when claim, then claimed', () => {
    assert.deepStrictEqual(given(reservation, []).when({ kind: 'claim', ownerId: 'a' }), [claimedBy('a')]);
  });

  it('given claimed by a, when b claims, then a conflict', () => {
    assert.throws(() => given(reservation, [claimedBy('a')]).when({ kind: 'claim', ownerId: 'b' }), {
      name: 'DomainError',
      kind: 'conflict',
      message: 'Code 1101 is already used',
    });
  });

  it('exposes the folded state', () => {
    assert.deepStrictEqual(given(reservation, [claimedBy('a')]).state, { ownerId: 'a' });
    assert.deepStrictEqual(
      given(reservation, [claimedBy('a'), { type: 'UniqueValueReleased', data: { scope: 'code', value: '1101', ownerId: 'a' } }]).state,
      { ownerId: null },
    );
    assert.equal(uniqueValueStream('code', '1101'), 'unique-code-1101');
  });
});

describe('errors', () => {
  it('each factory sets the kind that maps to an HTTP status', () => {
    const validation = validationError('Please input the name!', { name: 'Please input the name!' });
    assert.ok(validation instanceof DomainError && validation instanceof Error);
    assert.deepStrictEqual([validation.kind, validation.message, validation.fieldErrors], ['validation', 'Please input the name!', { name: 'Please input the name!' }]);
    assert.deepStrictEqual([notFound('GL class not found').kind, notFound('x').fieldErrors], ['not_found', undefined]);
    assert.equal(ruleViolation('no').kind, 'rule');
    assert.equal(conflict('taken').kind, 'conflict');
    assert.equal(new DomainError('plain').kind, 'rule');
    assert.equal(conflict('taken').name, 'DomainError');
  });
});
