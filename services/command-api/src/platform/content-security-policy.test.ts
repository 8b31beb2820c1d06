import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../app';
import { startTestApp, type TestApp } from '../test-support/test-app';

/** The policy's directives by name. */
const directives = (policy: string | null) => new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

/** The web client served beside /api carries a Content-Security-Policy with no inline script (issue 21, finding 8). */
describe('Content-Security-Policy', () => {
  let app: TestApp;
  const web = mkdtempSync(join(tmpdir(), 'dealer-web-'));

  before(async () => {
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>');
    writeFileSync(join(web, 'assets', 'index.js'), 'console.log("app")');
    app = await startTestApp({ webDistDirectory: web });
  });
  after(async () => {
    await app.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('is the policy the brief sets: scripts from this origin only, never inline; antd’s inline styles; no framing', () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
    assert.deepEqual(policy.get('script-src'), ["'self'"], 'no unsafe-inline, no unsafe-eval');
    assert.deepEqual(policy.get('style-src'), ["'self'", "'unsafe-inline'"]);
    assert.deepEqual(policy.get('img-src'), ["'self'", 'data:', 'blob:']);
    assert.deepEqual(policy.get('connect-src'), ["'self'"]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'self'"]);
    assert.deepEqual(policy.get('form-action'), ["'self'"]);
  });

  for (const path of ['/', '/index.html', '/accounts/chart-of-accounts', '/assets/index.js', '/api/health', '/api/no-such-route']) {
    it(`is sent with ${path}`, async () => {
      const response = await fetch(`${app.url}${path}`);
      await response.arrayBuffer();
      assert.equal(response.headers.get('content-security-policy'), CONTENT_SECURITY_POLICY);
    });
  }

  it('serves the page itself: / and a client route answer index.html', async () => {
    for (const path of ['/', '/accounts/chart-of-accounts']) {
      const response = await fetch(`${app.url}${path}`);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /<div id="root">/);
    }
  });
});
