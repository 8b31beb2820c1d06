import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RouteCatalog, type RouteEntry } from '../../auth/route-catalog';
import { startTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Bad input on every route the running app serves (read from its controllers, so a new route is
 * fuzzed the day it is added; its fields come from the OpenAPI document): every request answers
 * 4xx JSON with a message, none answers 2xx or 500, and the event log does not grow.
 *
 * Seeded: FUZZ_SEED=<seed> reproduces a run (the seed is printed on failure); FUZZ_RUNS scales it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const COMMAND_RUNS = Number(process.env.FUZZ_RUNS ?? 1200);
const QUERY_RUNS = Math.ceil(COMMAND_RUNS / 3);
const COMMAND_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface SchemaProperty {
  type?: string;
  format?: string;
  items?: { $ref?: string };
  $ref?: string;
  allOf?: { $ref?: string }[];
}
interface FuzzRoute {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Fields of the JSON body (undefined: the route reads no body). */
  bodyFields?: Record<string, SchemaProperty>;
  /** Where the body holds a date, nested ones too (a list's first element): `['statementLines', 0, 'date']`. */
  bodyDatePaths: (string | number)[][];
}
interface FuzzRequest {
  method: string;
  url: string;
  body?: string;
  contentType: string;
  headers: Record<string, string>;
}

// Text that is not text: a NUL, or half of a surrogate pair.
const notText = fc.oneof(
  fc.string({ maxLength: 12 }).map((text) => `${text}\u0000`),
  fc.string({ maxLength: 12 }).map((text) => `${text}\uD800`),
  fc.string({ maxLength: 12 }).map((text) => `\uDC00${text}`),
);
const impossibleDate = fc.constantFrom('2025-02-30', '2026-11-31T10:00:00Z', '2025-13-01', '2026-04-31', '2026-02-29', '2026-01-01T24:00:00Z');
/** Dates at the edges of what a business can mean (2000-01-01 to 2099-12-31): real days some, none the books take. */
const EDGE_DATES = ['0001-01-01', '1899-12-31', '1999-12-31', '2100-01-01', '9999-12-31', '10000-01-01', '+010000-01-01', '9999-12-31T23:59:59Z'];
const edgeDate = fc.constantFrom(...EDGE_DATES);
const badDate = fc.oneof(impossibleDate, edgeDate);
const notANumber = fc.constantFrom<unknown>('abc', '12', {}, [], true, 1e-7, '1e400');
// Any value: most are wrong for the field they land in, some are right (the poison makes the body bad).
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.fullUnicodeString({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '-1', 'true', '2026-01-01', '00000000-0000-0000-0000-000000000000', 'Asset', 'Posted', 'Cash'),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxKeys: 3 }),
);
const pathValue = fc.oneof(fc.uuid(), fc.constantFrom('not-an-id', '0', "1' or '1'='1", '..%2F..%2Fetc', '%00', 'null'));
const isDateField = (name: string, property: SchemaProperty) => /date/i.test(name) || property.format === 'date' || property.format === 'date-time';
const isNumberField = (property: SchemaProperty) => property.type === 'number' || property.type === 'integer';

/** Every path to a date in a body whose fields are `properties`, through the objects and lists of objects the OpenAPI document names. */
function datePathsOf(properties: Record<string, SchemaProperty> | undefined, schemaOf: (reference: string | undefined) => { properties?: Record<string, SchemaProperty> } | undefined, depth = 0): (string | number)[][] {
  if (!properties || depth > 4) return [];
  return Object.entries(properties).flatMap(([name, property]): (string | number)[][] => {
    const reference = property.$ref ?? property.allOf?.[0]?.$ref ?? (property.type === 'array' ? property.items?.$ref : undefined);
    if (!reference) return isDateField(name, property) && property.type !== 'array' ? [[name]] : [];
    const inner = datePathsOf(schemaOf(reference)?.properties, schemaOf, depth + 1);
    return inner.map((path) => (property.type === 'array' ? [name, 0, ...path] : [name, ...path]));
  });
}

/** A body holding `value` at `path` and nothing else. */
function bodyWith(path: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  const inner = rest.length ? bodyWith(rest, value) : value;
  return typeof head === 'number' ? [inner] : { [head]: inner };
}

/** A body that is bad for sure: at least one poison, in a field the route knows or one it does not. */
function badBody(fields: Record<string, SchemaProperty>): fc.Arbitrary<{ text: string; contentType: string }> {
  const names = Object.keys(fields);
  const json = (value: unknown) => ({ text: JSON.stringify(value), contentType: 'application/json' });
  const someFields = fc.subarray(names).chain((chosen) => fc.tuple(...chosen.map((name) => anyValue.map((value) => [name, value] as const))));
  const withPoison = (poison: fc.Arbitrary<readonly [string, unknown]>) =>
    fc.tuple(someFields, poison).map(([entries, [name, value]]) => json({ ...Object.fromEntries(entries), [name]: value }));
  const field = names.length > 0 ? fc.constantFrom(...names) : fc.constant('name');
  const poisons: fc.Arbitrary<{ text: string; contentType: string }>[] = [
    withPoison(fc.tuple(field, notText)),
    withPoison(fc.tuple(field, fc.array(notText, { minLength: 1, maxLength: 2 }).map((texts) => [{ description: texts[0] }]))),
    withPoison(fc.tuple(field, fc.constantFrom<unknown>([[]], [[1, 2]], [['x'], {}]))),
    withPoison(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !names.includes(name) && name !== '__proto__'), anyValue)),
    fc.integer({ min: 40, max: 4000 }).map((depth) => ({ text: `${'['.repeat(depth)}${']'.repeat(depth)}`, contentType: 'application/json' })),
    fc.integer({ min: 40, max: 4000 }).map((depth) => ({ text: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, contentType: 'application/json' })),
    fc.constantFrom('{"a":', '{,}', "{'name':1}", '[1,2', 'undefined', '{"__proto__":{"x":1}}').map((text) => ({ text, contentType: 'application/json' })),
    fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.array(fc.integer(), { maxLength: 3 })).map(json),
    fc.string({ maxLength: 30 }).map((text) => ({ text, contentType: 'text/plain' })),
  ];
  const dates = names.filter((name) => isDateField(name, fields[name]));
  if (dates.length) poisons.push(withPoison(fc.tuple(fc.constantFrom(...dates), badDate)));
  const numbers = names.filter((name) => isNumberField(fields[name]));
  if (numbers.length) poisons.push(withPoison(fc.tuple(fc.constantFrom(...numbers), notANumber)));
  return fc.oneof(...poisons);
}

// In a URL only a NUL: half a surrogate pair cannot be sent (its bytes are not UTF-8 and arrive as U+FFFD).
const nulText = fc.string({ maxLength: 12 }).chain((text) => fc.integer({ min: 0, max: text.length }).map((at) => `${text.slice(0, at)}\u0000${text.slice(at)}`));

/** A query parameter's value that its route must refuse. */
function badQueryValue(name: string): fc.Arbitrary<string> {
  const choices: fc.Arbitrary<string>[] = [nulText];
  if (/date/i.test(name)) choices.push(badDate);
  if (/^(page|limit|purchasesPage|purchasesLimit)$/.test(name)) choices.push(fc.constantFrom('0', '-1', 'abc', '1.5', '100000000'));
  if (name === 'sortOrder') choices.push(fc.constantFrom('sideways', 'ASC;', ''));
  return fc.oneof(...choices);
}

/**
 * Percent-encoding that also carries half a surrogate pair (encodeURIComponent throws on it), as
 * the bytes a careless client would send: its WTF-8 form, which is not UTF-8.
 */
const encode = (text: string) =>
  text
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part) => {
      if (part.length !== 1 || part.charCodeAt(0) < 0xd800 || part.charCodeAt(0) > 0xdfff) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');

const queryString = (pairs: readonly (readonly [string, string])[]) => (pairs.length ? `?${pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')}` : '');

const urlOf = (route: FuzzRoute, values: readonly string[]) => {
  let index = 0;
  return route.path.replace(/:(\w+)/g, () => encode(values[index++] ?? ''));
};

/** One bad request to a command route: a bad body (or, when it reads none, a bad path or query). */
function commandRequest(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const path = fc.array(pathValue, { minLength: route.pathParams.length, maxLength: route.pathParams.length });
  const noise = fc.array(fc.tuple(fc.constantFrom(...route.queryParams, 'page', 'search', 'x'), fc.oneof(notText, fc.string({ maxLength: 10 }))), { maxLength: 2 });
  const poisonedQuery = route.queryParams.length
    ? fc.tuple(fc.constantFrom(...route.queryParams).chain((name) => badQueryValue(name).map((value) => [name, value] as const)), noise).map(([bad, rest]) => [bad, ...rest])
    : noise;
  const body = route.bodyFields ? badBody(route.bodyFields) : fc.option(anyValue.map((value) => ({ text: JSON.stringify(value), contentType: 'application/json' })), { nil: undefined });
  const header = fc.option(fc.constantFrom('short', 'has spaces in it', 'ok-key-but-\u00e9'), { nil: undefined });
  return fc.tuple(path, route.bodyFields ? noise : poisonedQuery, body, header).map(
    ([values, query, sent, key]): FuzzRequest => ({
      method: route.method,
      url: `${urlOf(route, values)}${queryString(query)}`,
      body: sent?.text,
      contentType: sent?.contentType ?? 'application/json',
      headers: key ? { 'idempotency-key': key } : {},
    }),
  );
}

/** One bad query string to a route that reads one: at least one parameter it must refuse. */
function queryRequest(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const path = fc.array(fc.uuid(), { minLength: route.pathParams.length, maxLength: route.pathParams.length });
  const bad = fc.constantFrom(...route.queryParams).chain((name) => badQueryValue(name).map((value) => [name, value] as const));
  const rest = fc.array(fc.tuple(fc.constantFrom(...route.queryParams), fc.string({ maxLength: 10 })), { maxLength: 2 });
  return fc.tuple(path, bad, rest).map(([values, poison, others]) => ({
    method: 'GET',
    url: `${urlOf(route, values)}${queryString([...others.filter(([name]) => name !== poison[0]), poison])}`,
    contentType: 'application/json',
    headers: {},
  }));
}

describe(`fuzz: bad input on every route (seed ${SEED})`, () => {
  let app: TestApp;
  let commandRoutes: FuzzRoute[];
  let queryRoutes: FuzzRoute[];
  let skipped: RouteEntry[];

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const document = (await app.request('GET', '/api/docs/openapi.json')).body;
    const schemaOf = (reference: string | undefined) => (reference ? document.components.schemas[reference.split('/').pop()!] : undefined);
    const routes = app.running.app
      .get(RouteCatalog)
      .routes()
      .map((route): FuzzRoute & { entry: RouteEntry } => {
        const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
        const parameters: { in: string; name: string }[] = operation?.parameters ?? [];
        const schema = schemaOf(operation?.requestBody?.content?.['application/json']?.schema?.$ref);
        return {
          entry: route,
          method: route.method,
          path: route.path,
          pathParams: [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]),
          queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
          bodyFields: operation?.requestBody ? (schema?.properties ?? {}) : undefined,
          bodyDatePaths: operation?.requestBody ? datePathsOf(schema?.properties, schemaOf) : [],
        };
      });
    // A command with no input at all (initialize the chart, sign out) has nothing to fuzz.
    const fuzzable = (route: FuzzRoute) => route.bodyFields !== undefined || route.pathParams.length > 0 || route.queryParams.length > 0;
    commandRoutes = routes.filter((route) => COMMAND_METHODS.has(route.method) && fuzzable(route));
    skipped = routes.filter((route) => COMMAND_METHODS.has(route.method) && !fuzzable(route)).map((route) => route.entry);
    queryRoutes = routes.filter((route) => route.method === 'GET' && route.queryParams.length > 0);
  });
  after(async () => app.close());

  const send = async (request: FuzzRequest) => {
    const response = await fetch(`${app.url}${request.url}`, {
      method: request.method,
      headers: { authorization: `Bearer ${app.token}`, ...(request.body !== undefined ? { 'content-type': request.contentType } : {}), ...request.headers },
      body: request.body,
    });
    const text = await response.text();
    let body: { success?: unknown; message?: unknown } | undefined;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, json: (response.headers.get('content-type') ?? '').includes('application/json'), body, text };
  };

  /** Runs the property; a failure names the seed, the request and the answer. */
  const fuzz = async (name: string, routes: FuzzRoute[], requestOf: (route: FuzzRoute) => fc.Arbitrary<FuzzRequest>, numRuns: number) => {
    const hits = new Map<FuzzRoute, number>();
    const requests = fc.constantFrom(...routes).chain((route) => requestOf(route).map((request) => [route, request] as const));
    const property = fc.asyncProperty(requests, async ([route, request]) => {
      const answer = await send(request);
      hits.set(route, (hits.get(route) ?? 0) + 1);
      const refused = answer.status >= 400 && answer.status < 500 && answer.json && answer.body?.success === false && typeof answer.body.message === 'string' && answer.body.message.length > 0;
      if (!refused) throw new Error(`${request.method} ${request.url} ${JSON.stringify(request.body?.slice(0, 300))} answered ${answer.status} ${answer.text.slice(0, 300)}`);
    });
    try {
      await fc.assert(property, { seed: SEED, numRuns, endOnFailure: true });
    } catch (error) {
      throw new Error(`${name}: failed with FUZZ_SEED=${SEED} (rerun with it to reproduce)\n${(error as Error).message}`);
    }
    const missed = routes.filter((route) => !hits.has(route)).map((route) => `${route.method} ${route.path}`);
    assert.deepEqual(missed, [], `${name}: routes the run never reached`);
  };

  it('finds the routes to fuzz in the running app', () => {
    assert.ok(commandRoutes.length >= 50, `${commandRoutes.length} command routes`);
    assert.ok(queryRoutes.length >= 20, `${queryRoutes.length} routes with a query`);
    // Only commands that take nothing at all are left out.
    assert.deepEqual(skipped.map((route) => `${route.method} ${route.path}`).sort(), ['POST /api/accounts/initialize', 'POST /api/auth/logout']);
  });

  it(`answers ${COMMAND_RUNS} bad bodies, paths and query strings on the command routes with 4xx JSON and appends nothing`, async () => {
    const events = await app.eventCount();
    const started = Date.now();
    await fuzz('command routes', commandRoutes, commandRequest, COMMAND_RUNS);
    assert.equal(await app.eventCount(), events, 'the event log did not grow');
    console.log(`# ${COMMAND_RUNS} command requests over ${commandRoutes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED})`);
  });

  it('refuses every date of every route at the edges (0001, 1899, 9999, 10000, +010000): 400 naming the field, nothing stored', async () => {
    const events = await app.eventCount();
    const fields: string[] = [];
    const failures: string[] = [];
    const expectRefused = async (request: FuzzRequest, field: string) => {
      const answer = await send(request);
      const named = (answer.body as { errors?: Record<string, unknown> } | undefined)?.errors?.[field];
      if (answer.status !== 400 || !answer.json || answer.body?.success !== false || typeof named !== 'string') {
        failures.push(`${request.method} ${request.url} ${request.body ?? ''} answered ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    };
    for (const route of [...commandRoutes, ...queryRoutes]) {
      const url = urlOf(route, route.pathParams.map(() => '00000000-0000-4000-8000-000000000000'));
      const queryDates = route.bodyFields ? [] : route.queryParams.filter((name) => /date/i.test(name));
      for (const path of route.bodyDatePaths) fields.push(`${route.method} ${route.path} ${path.join('.')}`);
      for (const name of queryDates) fields.push(`${route.method} ${route.path} ?${name}`);
      for (const value of EDGE_DATES) {
        for (const path of route.bodyDatePaths) {
          await expectRefused({ method: route.method, url, body: JSON.stringify(bodyWith(path, value)), contentType: 'application/json', headers: {} }, path.join('.'));
        }
        for (const name of queryDates) await expectRefused({ method: route.method, url: `${url}${queryString([[name, value]])}`, contentType: 'application/json', headers: {} }, name);
      }
    }
    assert.deepEqual(failures, [], 'every edge date refused with 400 naming its field');
    // The dates the issue names are among those checked, nested ones included.
    for (const expected of ['POST /api/purchases purchaseDate', 'POST /api/purchases dueDate', 'POST /api/accounts/payables/:id/payment paymentDate', 'GET /api/accounts/reports/trial-balance ?asOfDate']) {
      assert.ok(fields.includes(expected), `${expected} is checked (of ${fields.length}: ${fields.join(', ')})`);
    }
    assert.ok(fields.some((field) => /\.0\.date$/.test(field)), `a date inside a list is checked: ${fields.join(', ')}`);
    assert.equal(await app.eventCount(), events, 'nothing stored');
    console.log(`# ${fields.length} date fields × ${EDGE_DATES.length} edge dates refused`);
  });

  it(`answers ${QUERY_RUNS} bad query strings on the routes that read one with 4xx JSON`, async () => {
    const events = await app.eventCount();
    await fuzz('query strings', queryRoutes, queryRequest, QUERY_RUNS);
    assert.equal(await app.eventCount(), events);
  });
});
