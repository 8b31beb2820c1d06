import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecordedEvent, Subscription } from '@dealer/event-store';
import { EventBuffer } from './event-buffer';

const event = (position: number): RecordedEvent => ({
  id: `event-${position}`,
  type: 'Tested',
  data: {},
  metadata: { userId: 'u', correlationId: 'c', causationId: 'c', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 },
  streamName: 'tested',
  streamRevision: position - 1,
  globalPosition: BigInt(position),
});

/** A subscription delivering pages as a store does: a page's events one after another, pages apart. */
function pagedSubscription(pages: number[][]): Subscription {
  let closed = false;
  return {
    async *[Symbol.asyncIterator]() {
      for (const page of pages) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        for (const position of page) {
          if (closed) return;
          yield event(position);
        }
      }
    },
    async close() {
      closed = true;
    },
  };
}

describe('EventBuffer', () => {
  it('hands over a page that arrived together as one batch, not just its first event', async () => {
    const buffer = new EventBuffer(pagedSubscription([[1, 2, 3, 4, 5], [6, 7, 8]]), 1000);
    assert.deepEqual((await buffer.take(1000)).map((e) => Number(e.globalPosition)), [1, 2, 3, 4, 5]);
    assert.deepEqual((await buffer.take(1000)).map((e) => Number(e.globalPosition)), [6, 7, 8]);
    assert.deepEqual(await buffer.take(1000), []);
    await buffer.close();
  });

  it('never hands over more than asked', async () => {
    const buffer = new EventBuffer(pagedSubscription([[1, 2, 3, 4, 5]]), 1000);
    assert.deepEqual((await buffer.take(2)).map((e) => Number(e.globalPosition)), [1, 2]);
    assert.deepEqual((await buffer.take(10)).map((e) => Number(e.globalPosition)), [3, 4, 5]);
    await buffer.close();
  });
});
