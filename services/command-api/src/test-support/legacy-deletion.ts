import assert from 'node:assert/strict';
import { deleteGlAccount, foldStream, glAccountStream, uuidv7, type GlAccountState } from '@dealer/domain';
import type { EventStore } from '@dealer/event-store';
import { EVENT_STORE } from '../infrastructure/tokens';
import type { TestApp } from './test-app';

/**
 * An account deleted while it had postings, as the API allowed before history was kept in the
 * chart (its events are in stores written then): appended straight into the store, then waited
 * for until the read models drop it. The API itself now refuses such a delete.
 */
export async function deleteAccountWithHistory(app: TestApp, glAccountId: string): Promise<void> {
  const store = app.running.app.get<EventStore>(EVENT_STORE);
  const streams = [glAccountStream(glAccountId)];
  const recorded = await store.readStream(streams[0]);
  const account = foldStream<GlAccountState>(streams[0], recorded);
  const decided = deleteGlAccount({ glAccountId, balance: 0, usedByPaymentMethod: null }, { account });
  const metadata = { userId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
  const requests = await Promise.all(
    decided.map(async ({ stream, events }) => {
      const existing = await store.readStream(stream);
      return {
        stream,
        expectedRevision: existing.length === 0 ? ('no_stream' as const) : existing.length - 1,
        events: events.map((event) => ({ id: uuidv7(), type: event.type, data: event.data, metadata })),
      };
    }),
  );
  await store.append(requests as never);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await app.request('GET', `/api/accounts/gl-accounts/${glAccountId}`)).status === 404) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail('the projector did not apply the deletion');
}
