import assert from 'node:assert/strict';
import type { TestApp } from './test-app';

/** A refused call: its status, message and field errors, and not one event appended. */
export async function expectRefused(
  app: TestApp,
  method: string,
  path: string,
  options: Parameters<TestApp['request']>[2],
  status: number,
  message: string,
  errors?: Record<string, string>,
) {
  const before = await app.eventCount();
  const response = await app.request(method, path, options);
  assert.equal(response.status, status, `${method} ${path}: ${JSON.stringify(response.body)}`);
  assert.equal(response.body.success, false);
  assert.equal(response.body.message, message);
  if (errors) assert.deepEqual(response.body.errors, errors);
  assert.equal(await app.eventCount(), before, `${method} ${path} appended nothing`);
  return response;
}

/** expectRefused's arguments after the app. */
export type RefusedArguments = Parameters<typeof expectRefused> extends [TestApp, ...infer Rest] ? Rest : never;
