import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../test-support/test-app';

/** The checked-in contract the web's types are generated from (dist/platform/contract → the repository's root). */
const CONTRACT_FILE = join(__dirname, '../../../../../contract/openapi.json');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Schema {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema;
  items?: Schema;
}
type Document = { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, Schema> } };

/** Where a JSON value breaks the schema (the parts of OpenAPI 3.0 the answers use), or none. */
function problemsOf(value: unknown, schema: Schema, schemas: Record<string, Schema>, where: string): string[] {
  if (schema.$ref) return problemsOf(value, schemas[schema.$ref.split('/').pop()!], schemas, where);
  if (value === null) return schema.nullable ? [] : [`${where}: null`];
  if (schema.anyOf) return schema.anyOf.some((variant) => problemsOf(value, variant, schemas, where).length === 0) ? [] : [`${where}: none of anyOf`];
  if (schema.enum && !schema.enum.includes(value)) return [`${where}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`];
  const actual = Array.isArray(value) ? 'array' : typeof value;
  if (schema.type && schema.type !== actual) return [`${where}: a ${actual}, not a ${schema.type}`];
  if (Array.isArray(value)) return value.flatMap((element, index) => (schema.items ? problemsOf(element, schema.items, schemas, `${where}[${index}]`) : []));
  if (actual !== 'object') return [];
  const object = value as Record<string, unknown>;
  const missing = (schema.required ?? []).filter((name) => !(name in object)).map((name) => `${where}.${name}: missing`);
  const fields = Object.entries(object).flatMap(([name, field]) => {
    const fieldSchema = schema.properties?.[name] ?? schema.additionalProperties;
    return fieldSchema ? problemsOf(field, fieldSchema, schemas, `${where}.${name}`) : schema.properties ? [`${where}.${name}: not in the contract`] : [];
  });
  return [...missing, ...fields];
}

/**
 * The HTTP contract is the document the API serves: derived from the controllers' own answers at
 * build time, kept in contract/openapi.json, and the web's types come from that file.
 */
describe('the HTTP contract (contract/openapi.json)', () => {
  let app: TestApp;
  let served: Document;

  before(async () => {
    app = await startTestApp();
    served = (await app.request('GET', '/api/docs/openapi.json', { token: null })).body;
  });
  after(async () => app.close());

  it('is the document the API serves (after changing an answer or a route: npm run contract)', () => {
    const kept: Document = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8'));
    const differing = [
      ...[...new Set([...Object.keys(served.paths), ...Object.keys(kept.paths)])].filter((path) => JSON.stringify(served.paths[path]) !== JSON.stringify(kept.paths[path])),
      ...[...new Set([...Object.keys(served.components.schemas), ...Object.keys(kept.components.schemas)])]
        .filter((name) => JSON.stringify(served.components.schemas[name]) !== JSON.stringify(kept.components.schemas[name]))
        .map((name) => `schema ${name}`),
    ];
    assert.deepEqual(differing, [], 'run `npm run contract` and commit contract/openapi.json');
    assert.deepEqual(served, kept);
  });

  it('describes the answer of every operation', () => {
    const undescribed = Object.entries(served.paths).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]).flatMap((method) => {
        const responses: Record<string, { content?: object }> = item[method].responses;
        const success = Object.entries(responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
        return success?.content ? [] : [`${method.toUpperCase()} ${path}`];
      }),
    );
    assert.deepEqual(undescribed, []);
    assert.ok(Object.keys(served.paths).length >= 100, 'the document lists the routes');
  });

  it('says what real answers hold: each field of the contract present, none it does not name', async () => {
    await app.request('POST', '/api/accounts/initialize');
    const operationOf = (path: string) => served.paths[path].get;
    const checked = ['/api/accounts/chart-of-accounts', '/api/auth/profile', '/api/products', '/api/invoices', '/api/customers', '/api/dashboard/overview'];
    for (const path of checked) {
      const { status, body } = await app.request('GET', path);
      assert.equal(status, 200, path);
      const schema: Schema = operationOf(path).responses['200'].content['application/json'].schema;
      assert.deepEqual(problemsOf(body, schema, served.components.schemas, path), [], `GET ${path}`);
    }
  });
});
