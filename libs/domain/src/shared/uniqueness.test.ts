import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fold } from './decider';
import {
  claimUniqueValue,
  evolveUniqueValue,
  initialUniqueValueState,
  normalizeUniqueValue,
  releaseUniqueValue,
  uniqueValueStream,
  type UniqueValueEvent,
} from './uniqueness';
import { DomainError } from './errors';

const stateAfter = (events: UniqueValueEvent[]) => fold(evolveUniqueValue, initialUniqueValueState, events);
const claimed = (ownerId: string, value = 'cash'): UniqueValueEvent => ({ type: 'UniqueValueClaimed', data: { scope: 'test', value, ownerId } });
const released = (ownerId: string, value = 'cash'): UniqueValueEvent => ({ type: 'UniqueValueReleased', data: { scope: 'test', value, ownerId } });

describe('uniqueness reservation streams', () => {
  it('names the stream by scope and the trimmed, lower-cased, URI-encoded value', () => {
    assert.equal(uniqueValueStream('gl-class-name', '  Assets '), 'unique-gl-class-name-assets');
    assert.equal(uniqueValueStream('gl-group-code', "Owner's Equity"), "unique-gl-group-code-owner's%20equity");
    assert.equal(uniqueValueStream('user-email', 'Admin@Example.com'), 'unique-user-email-admin%40example.com');
    assert.equal(uniqueValueStream('gl-account-code', '1101.01'), 'unique-gl-account-code-1101.01');
    assert.equal(normalizeUniqueValue('  BKash '), 'bkash');
  });

  it('given nothing, when claimed, then UniqueValueClaimed with the normalised value', () => {
    assert.deepStrictEqual(claimUniqueValue('gl-class-name', ' Assets ', 'class-1', initialUniqueValueState, 'taken'), [
      { stream: 'unique-gl-class-name-assets', events: [{ type: 'UniqueValueClaimed', data: { scope: 'gl-class-name', value: 'assets', ownerId: 'class-1' } }] },
    ]);
  });

  it('given the value claimed by the same owner, when claimed again, then nothing', () => {
    assert.deepStrictEqual(claimUniqueValue('test', 'cash', 'a', stateAfter([claimed('a')]), 'taken'), []);
  });

  it('given the value claimed by another owner, when claimed, then a conflict with the given message', () => {
    assert.throws(
      () => claimUniqueValue('test', 'cash', 'b', stateAfter([claimed('a')]), 'Cash is taken'),
      (error: unknown) => error instanceof DomainError && error.kind === 'conflict' && error.message === 'Cash is taken',
    );
  });

  it('given the value claimed then released, when claimed by another owner, then claimed', () => {
    const state = stateAfter([claimed('a'), released('a')]);
    assert.deepStrictEqual(state, { ownerId: null });
    assert.deepStrictEqual(claimUniqueValue('test', 'Cash', 'b', state, 'taken'), [
      { stream: 'unique-test-cash', events: [{ type: 'UniqueValueClaimed', data: { scope: 'test', value: 'cash', ownerId: 'b' } }] },
    ]);
  });

  it('a release by someone who does not own the value changes nothing', () => {
    assert.deepStrictEqual(stateAfter([claimed('a'), released('b')]), { ownerId: 'a' });
    assert.deepStrictEqual(stateAfter([claimed('a'), released('a'), claimed('b'), released('a')]), { ownerId: 'b' });
  });

  it('release names the owner and the normalised value', () => {
    assert.deepStrictEqual(releaseUniqueValue('gl-account-code', ' 1101 ', 'acc-1'), {
      stream: 'unique-gl-account-code-1101',
      events: [{ type: 'UniqueValueReleased', data: { scope: 'gl-account-code', value: '1101', ownerId: 'acc-1' } }],
    });
  });
});
