// Which History the web shows (web/src/shared/history/history-permission.ts): the area each kind of
// stream declares once in the domain's STREAM_NAMES, the declarations the API's role policy reads,
// so the two cannot drift. Compiled with esbuild as Vite would, then run in node.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadWebModule, root } from './web-module.mjs';

const { historyReadPermission } = await loadWebModule('web/src/shared/history/history-permission.ts');
const { STREAM_NAMES, streamReadArea } = createRequire(import.meta.url)(join(root, 'libs/domain/dist/stream-names.js'));

test('every declared kind of stream: the web asks the read of the area the API checks', () => {
  assert.ok(Object.keys(STREAM_NAMES).length >= 30, 'the domain’s declarations were read');
  for (const { name, area } of Object.values(STREAM_NAMES)) {
    const stream = name.endsWith('-') ? `${name}0190a8f0-0000-7000-8000-000000000000` : name;
    assert.equal(historyReadPermission(stream), `${area}:read`, stream);
    assert.equal(historyReadPermission(stream), `${streamReadArea(stream)}:read`, stream);
  }
});

test('a stream of no kind, or a kind’s bare prefix, is the audit trail’s', () => {
  assert.equal(historyReadPermission('customer-abc'), 'sales:read');
  assert.equal(historyReadPermission('settings-business'), 'settings:read');
  for (const stream of ['customer-', 'unique-customer-phone-01711000001', 'idempotency-abc', 'chart-of-accounts-x', '']) {
    assert.equal(historyReadPermission(stream), 'audit:read', stream);
  }
});
