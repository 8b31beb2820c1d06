import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DecisionQueue } from './command-pipeline';

describe('DecisionQueue', () => {
  it('runs decisions one at a time, in the order they came', async () => {
    const queue = new DecisionQueue();
    const log: string[] = [];
    const decide = (name: string, ms: number) => queue.run(async () => {
      log.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${name} ends`);
      return name;
    });
    assert.deepEqual(await Promise.all([decide('a', 30), decide('b', 1), decide('c', 10)]), ['a', 'b', 'c']);
    assert.deepEqual(log, ['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('goes on after a refused decision', async () => {
    const queue = new DecisionQueue();
    await assert.rejects(queue.run(async () => { throw new Error('refused'); }), /refused/);
    assert.equal(await queue.run(async () => 'next'), 'next');
  });

  it('counts patience from when a decision starts, not from when it queued', async () => {
    // Each decision takes well under the patience, the three together well over it (room for
    // late timers on a loaded machine).
    const queue = new DecisionQueue(500);
    const log: string[] = [];
    const slow = (name: string) => queue.run(async () => {
      log.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      log.push(`${name} ends`);
    });
    await Promise.all([slow('a'), slow('b'), slow('c')]);
    assert.deepEqual(log, ['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('stops waiting for a decision that takes longer than its patience', async () => {
    const queue = new DecisionQueue(50);
    let release: () => void = () => undefined;
    const stuck = queue.run(() => new Promise<string>((resolve) => (release = () => resolve('stuck'))));
    const started = Date.now();
    assert.equal(await queue.run(async () => 'after'), 'after');
    assert.ok(Date.now() - started < 1_000);
    release();
    assert.equal(await stuck, 'stuck');
  });
});
