import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isUuid, uuidv7 } from './ids';

describe('uuidv7', () => {
  it('is a version 7, RFC 4122 variant UUID', () => {
    for (let i = 0; i < 100; i += 1) {
      const id = uuidv7();
      assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.equal(isUuid(id), true);
    }
  });

  it('carries the millisecond timestamp in its first 48 bits, so ids sort by creation', () => {
    const at = Date.UTC(2025, 0, 15, 10, 30);
    const id = uuidv7(at);
    assert.equal(parseInt(id.replace(/-/g, '').slice(0, 12), 16), at);
    const ids = [uuidv7(at + 2), uuidv7(at), uuidv7(at + 1)];
    assert.deepStrictEqual([...ids].sort(), [ids[1], ids[2], ids[0]]);
  });

  it('is random below the timestamp', () => {
    const at = Date.now();
    assert.equal(new Set(Array.from({ length: 1000 }, () => uuidv7(at))).size, 1000);
  });
});

describe('isUuid', () => {
  it('accepts UUIDs in either case and refuses everything else', () => {
    assert.equal(isUuid('0190A1B2-C3D4-7E5F-8A9B-0C1D2E3F4A5B'), true);
    assert.equal(isUuid('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'), true);
    for (const value of ['', 'not-a-uuid', '0190a1b2c3d47e5f8a9b0c1d2e3f4a5b', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5', ' 0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', 42, null, undefined]) {
      assert.equal(isUuid(value), false, String(value));
    }
  });
});
