import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { USER_ROLES, type UserRole } from '@dealer/domain';
import { refusalFor } from '../auth/role-policy';
import { RouteCatalog, type RouteEntry } from '../auth/route-catalog';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { signedInUser } from './role-users';

/** A route's path with an id in every parameter. */
const concrete = (path: string) => path.replace(/:[^/]+/g, '0190a8f0-0000-7000-8000-000000000000');
const LOGOUT = 'POST /api/auth/logout';

/**
 * Every route the running app serves × every role: a call each, and the answer is 403 exactly when
 * the policy refuses the role (with its message), never otherwise. New routes join by themselves.
 */
describe('the role matrix: every route × every role', () => {
  let app: TestApp;
  let routes: RouteEntry[];
  const tokens = new Map<UserRole, string>();
  /** `${role} ${method} ${path}` → the status and message of the call. */
  const answers = new Map<string, { status: number; message: string }>();
  const answer = (role: UserRole, route: string) => answers.get(`${role} ${route}`)!;

  before(async () => {
    app = await startTestApp();
    routes = app.running.app.get(RouteCatalog).routes();
    for (const role of USER_ROLES) tokens.set(role, (await signedInUser(app, role)).token);
    for (const route of routes) {
      if (route.access.kind === 'public' || `${route.method} ${route.path}` === LOGOUT) continue;
      for (const role of USER_ROLES) {
        const { status, body } = await app.request(route.method, concrete(route.path), {
          token: tokens.get(role),
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        answers.set(`${role} ${route.method} ${route.path}`, { status, message: body?.message });
      }
    }
  });
  after(async () => app.close());

  it('enumerates the routes the app serves (at least every documented one)', async () => {
    const served = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const documented = (await app.request('GET', '/api/docs/openapi.json', { token: null })).body.paths as Record<string, Record<string, unknown>>;
    const missing = Object.entries(documented).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`)
        .filter((route) => !served.has(route)),
    );
    assert.deepEqual(missing, []);
    assert.ok(routes.length >= 60, `only ${routes.length} routes`);
  });

  it('names every route in the policy (a route with no rule would be refused to everyone)', () => {
    assert.deepEqual(
      routes.filter((route) => route.access.kind === 'unnamed').map((route) => `${route.method} ${route.path}`),
      [],
      'add their area to AREAS_BY_PATH in services/command-api/src/auth/role-policy.ts',
    );
  });

  for (const role of USER_ROLES) {
    it(`${role}: 403 with the role named exactly where the policy refuses, never elsewhere, and never 401`, () => {
      const wrong: string[] = [];
      for (const route of routes) {
        const name = `${route.method} ${route.path}`;
        if (route.access.kind === 'public' || name === LOGOUT) continue;
        const { status, message } = answer(role, name);
        const refusal = refusalFor(route.access, role);
        if (status === 401) wrong.push(`${name}: 401`);
        else if (refusal && (status !== 403 || message !== refusal)) wrong.push(`${name}: ${status} "${message}", expected 403 "${refusal}"`);
        else if (!refusal && status === 403) wrong.push(`${name}: 403 "${message}"`);
      }
      assert.deepEqual(wrong, []);
    });
  }

  it('the administrator is refused nothing', () => {
    const refused = [...answers].filter(([key, { status }]) => key.startsWith('Administrator ') && status === 403);
    assert.deepEqual(refused, []);
  });

  it('the auditor reads every route and changes nothing (only their own session and password, exports, refreshes and the audit checks)', () => {
    const readsAnyway = (route: RouteEntry) =>
      ['POST /api/auth/verify', 'POST /api/auth/change-password', 'POST /api/products/reports/export', 'POST /api/vat/sales-register/export', 'POST /api/vat/purchase-register/export', 'POST /api/dashboard/refresh'].includes(`${route.method} ${route.path}`) ||
      route.path.startsWith('/api/audit');
    const wrong = routes
      .filter((route) => route.access.kind !== 'public' && `${route.method} ${route.path}` !== LOGOUT)
      .filter((route) => {
        const refused = answer('Auditor', `${route.method} ${route.path}`).status === 403;
        return route.method === 'GET' || readsAnyway(route) ? refused : !refused;
      })
      .map((route) => `${route.method} ${route.path}`);
    assert.deepEqual(wrong, []);
  });

  it('matches the issue on representative calls', () => {
    const expectations: [UserRole, string, boolean][] = [
      ['Sales', 'POST /api/customers', true],
      ['Sales', 'GET /api/products', true],
      ['Sales', 'POST /api/products', false],
      ['Sales', 'PATCH /api/products/:id/stock', false],
      ['Sales', 'GET /api/accounts/payment-methods', true],
      ['Sales', 'GET /api/accounts/gl-accounts', false],
      ['Sales', 'POST /api/accounts/journal-entries', false],
      ['Sales', 'GET /api/accounts/reports/trial-balance', false],
      ['Sales', 'GET /api/users', false],
      ['Storekeeper', 'POST /api/purchases', true],
      ['Storekeeper', 'POST /api/products', true],
      ['Storekeeper', 'POST /api/requisitions', true],
      ['Storekeeper', 'GET /api/accounts/payables', false],
      ['Storekeeper', 'GET /api/accounts/transactions', false],
      ['Storekeeper', 'GET /api/customers', false],
      ['Accountant', 'POST /api/accounts/journal-entries', true],
      ['Accountant', 'GET /api/accounts/reports/trial-balance', true],
      ['Accountant', 'GET /api/products', true],
      ['Accountant', 'POST /api/products', false],
      ['Accountant', 'POST /api/customers', false],
      ['Accountant', 'GET /api/users', false],
      ['Accountant', 'POST /api/users', false],
      ['Auditor', 'GET /api/users', true],
      ['Auditor', 'GET /api/accounts/journal-entries', true],
      ['Auditor', 'POST /api/accounts/journal-entries', false],
      // The day's cash count: the counter (Sales) counts; only the books (Administrator, Accountant) reopen a counted day.
      ['Sales', 'POST /api/accounts/cash-counts', true],
      ['Sales', 'GET /api/accounts/cash-counts/expected', true],
      ['Sales', 'POST /api/accounts/cash-counts/:id/reopen', false],
      ['Accountant', 'GET /api/accounts/cash-counts', true],
      ['Accountant', 'POST /api/accounts/cash-counts/:id/reopen', true],
      ['Storekeeper', 'GET /api/accounts/cash-counts', false],
      ['Auditor', 'POST /api/accounts/cash-counts', false],
      // Issue 23, item 11: the counter sees prices, not costs or cash; approvals are decided by the books.
      ['Sales', 'GET /api/purchases', false],
      ['Sales', 'GET /api/products/reports/valuation', false],
      ['Sales', 'GET /api/products/analytics/performance', false],
      ['Sales', 'GET /api/products/reports/inventory', true],
      ['Storekeeper', 'GET /api/products/reports/valuation', true],
      ['Accountant', 'GET /api/purchases', true],
      // …and Sales reads the requests it asked for (the list filters them to its own), never deciding one.
      ['Sales', 'GET /api/approvals', true],
      ['Sales', 'GET /api/approvals/:id', true],
      ['Sales', 'GET /api/invoices/:id/approvals', true],
      ['Sales', 'POST /api/approvals/:id/approve', false],
      ['Sales', 'POST /api/approvals/:id/reject', false],
      ['Accountant', 'GET /api/approvals', true],
      ['Accountant', 'POST /api/approvals/:id/approve', true],
      ['Accountant', 'POST /api/approvals/:id/reject', true],
      ['Auditor', 'GET /api/approvals', true],
      ['Auditor', 'POST /api/approvals/:id/approve', false],
      ['Storekeeper', 'GET /api/approvals', false],
    ];
    const known = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const checked = expectations.filter(([, route]) => known.has(route));
    assert.ok(checked.length >= 20, `only ${checked.length} of the representative routes exist`);
    for (const [role, route, allowed] of checked) {
      assert.equal(answer(role, route).status !== 403, allowed, `${role} ${route}: ${answer(role, route).status}`);
    }
  });

  it("refuses the dashboard's cash position to the roles that do not read the books, and only that metric", async () => {
    for (const role of USER_ROLES) {
      const cash = await app.request('GET', '/api/dashboard/metrics/cash', { token: tokens.get(role) });
      const revenue = await app.request('GET', '/api/dashboard/metrics/revenue', { token: tokens.get(role) });
      const readsBooks = role === 'Administrator' || role === 'Accountant' || role === 'Auditor';
      assert.equal(cash.status === 403, !readsBooks, `${role} cash: ${cash.status}`);
      assert.equal(revenue.status === 403, role === 'Storekeeper', `${role} revenue: ${revenue.status}`);
    }
  });

  it('every role can sign out', async () => {
    for (const role of USER_ROLES) {
      const { status } = await app.request('POST', '/api/auth/logout', { token: tokens.get(role) });
      assert.equal(status, 200, role);
    }
  });
});
