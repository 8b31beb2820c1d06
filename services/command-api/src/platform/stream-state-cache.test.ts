import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { glGroupStream, type GlGroupState } from '@dealer/domain';
import { StreamStateCache } from './stream-state-cache';

const group = (glAccountIds: string[]): GlGroupState => ({ status: 'active', glGroupId: 'g', name: 'Cash', code: '11', glClassId: 'c', section: '', glAccountIds });

describe('StreamStateCache', () => {
  it('keeps a newer state (one still being written) over an older one read from the store', () => {
    const cache = new StreamStateCache();
    const stream = glGroupStream('g');
    cache.set(stream, { revision: 4, state: group(['a']) });
    const kept = cache.offer(stream, { revision: 3, state: group([]) });
    assert.equal(kept.revision, 4);
    assert.equal(cache.offer(stream, { revision: 6, state: group(['a', 'b']) }).revision, 6);
  });

  it('advances a state by the events appended to it, without changing the state it started from', () => {
    const cache = new StreamStateCache();
    const stream = glGroupStream('g');
    const before = { revision: 0, state: group([]) };
    cache.advance(stream, before, [
      { type: 'GlGroupAccountLinked', data: { glGroupId: 'g', glAccountId: 'a' } },
      { type: 'GlGroupAccountLinked', data: { glGroupId: 'g', glAccountId: 'b' } },
    ]);
    assert.deepEqual(cache.get(stream), { revision: 2, state: group(['a', 'b']) });
    assert.deepEqual(before.state.glAccountIds, []);
  });

  it('forgets the stream written longest ago beyond its capacity', () => {
    const cache = new StreamStateCache(2);
    cache.set('gl-group-1', { revision: 0, state: group([]) });
    cache.set('gl-group-2', { revision: 0, state: group([]) });
    cache.set('gl-group-1', { revision: 1, state: group(['a']) });
    cache.set('gl-group-3', { revision: 0, state: group([]) });
    assert.equal(cache.size, 2);
    assert.equal(cache.get('gl-group-1')?.revision, 1);
    assert.equal(cache.get('gl-group-2'), undefined);
  });
});
