import { test } from 'node:test';
import { KurrentDbEventStore } from '../kurrentdb/kurrentdb-event-store';
import { runEventStoreContract } from './event-store-contract';

const url = process.env.KURRENTDB_URL;

if (url) {
  // A shared server: the suite isolates itself with unique stream names per test.
  runEventStoreContract(
    'KurrentDB',
    async () => {
      const store = new KurrentDbEventStore(url);
      return { store, cleanup: () => store.close() };
    },
    { globallyUniqueEventIds: false },
  );
} else {
  test('EventStore contract: KurrentDB', { skip: 'KURRENTDB_URL not set' }, () => undefined);
}
