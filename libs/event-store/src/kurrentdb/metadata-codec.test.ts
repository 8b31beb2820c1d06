import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EventMetadata } from '@dealer/domain';
import { decodeMetadata, encodeMetadata } from './kurrentdb-event-store';

const metadata: EventMetadata = {
  userId: 'user-1',
  idempotencyKey: 'key-1',
  correlationId: 'c-1',
  causationId: 'c-0',
  occurredAt: '2025-01-02T03:04:05.000Z',
  schemaVersion: 2,
};

test('KurrentDB metadata: encoded values are all strings (multiStreamAppend requires it) and round-trip', () => {
  const encoded = encodeMetadata(metadata);
  for (const value of Object.values(encoded)) assert.equal(typeof value, 'string');
  assert.equal(encoded.schemaVersion, '2');
  assert.deepEqual(decodeMetadata(encoded), metadata);
  // Read back as raw JSON bytes, and when written natively by another tool.
  assert.deepEqual(decodeMetadata(new TextEncoder().encode(JSON.stringify(encoded))), metadata);
  assert.deepEqual(decodeMetadata({ ...metadata }), metadata);
  const { idempotencyKey: _omitted, ...withoutKey } = metadata;
  assert.deepEqual(decodeMetadata(encodeMetadata({ ...withoutKey, idempotencyKey: undefined })), withoutKey);
});
