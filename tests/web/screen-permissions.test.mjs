// Which permission each screen of the web needs (web/src/features/auth/permissions/permissions.ts),
// checked against the roles the server enforces (ROLE_PERMISSIONS in @dealer/domain) and against
// every route the web declares (the areas' routes.ts files): a role is shown a screen only when its
// calls would not all be refused, and a screen that only changes things (an add or edit form, stock
// changes, a new invoice) is never shown to a role that cannot write its area.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadWebModule, root } from './web-module.mjs';

const { ACCESS_AREAS, ROLE_PERMISSIONS, USER_ROLES } = createRequire(join(root, 'services/command-api/package.json'))('@dealer/domain');

const { canOpen, screenPermission } = await loadWebModule('web/src/features/auth/permissions/permissions.ts');
/** The server's policy: the permission each API route needs. */
const { routeAccess } = await loadWebModule('services/command-api/src/auth/role-policy.ts');

/**
 * The API calls a screen's folder makes, as `{ method, path }` with the server's `/api` prefix: the
 * lists' `path: '/…'` (usePagedList reads them) and `apiClient.get/post/…('/…')`, a template
 * literal's `${…}` taken for a path parameter.
 */
function apiCallsIn(directory) {
  const calls = [];
  for (const name of readdirSync(join(root, directory))) {
    if (!/\.tsx?$/.test(name)) continue;
    const text = readFileSync(join(root, directory, name), 'utf8');
    const path = (raw) => `/api${raw.split('?')[0].replace(/\$\{[^}]*\}/g, ':param')}`;
    for (const match of text.matchAll(/\bpath: ['`](\/[^'`]*)['`]/g)) calls.push({ method: 'GET', path: path(match[1]) });
    for (const match of text.matchAll(/\bapiClient\.(get|post|put|patch|delete|download)\b(?:<[^>(]*>)?\(\s*['`](\/[^'`]*)['`]/g)) {
      calls.push({ method: match[1] === 'download' ? 'GET' : match[1].toUpperCase(), path: path(match[2]) });
    }
  }
  return calls;
}

/** Every route path the web declares, read from the areas' routes.ts files. */
function declaredRoutes() {
  const files = [];
  const walk = (directory) => {
    for (const name of readdirSync(directory)) {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'routes.ts') files.push(path);
    }
  };
  walk(join(root, 'web/src/features'));
  return files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]));
}

/** A screen that only changes things: a form to add, create or edit, stock changes, a new invoice of a kind. */
const changesOnly = (path) => /\/(add|create)$|\/(edit|update)\/|\/products\/stock\/|^\/sales\/invoices\/(motorcycle|products)$/.test(path);

describe('which screens each role is shown', () => {
  it('names the read or write permission of the screen\'s area', () => {
    const expected = {
      '/': 'dashboard:read',
      '/products': 'inventory:read',
      '/products/details/:id': 'inventory:read',
      '/products/add': 'inventory:write',
      '/products/update/:id': 'inventory:write',
      '/products/stock/:id': 'inventory:write',
      '/suppliers/update/:id': 'inventory:write',
      '/sales/invoices': 'sales:read',
      '/sales/invoices/view/:id': 'sales:read',
      '/sales/invoices/create': 'sales:write',
      '/sales/invoices/motorcycle': 'sales:write',
      '/sales/invoices/products': 'sales:write',
      '/customers/edit/:id': 'sales:write',
      '/accounts/glclasses': 'accounting:read',
      '/accounts/expenses/add': 'accounting:write',
      '/settings': 'settings:read',
      '/audit': 'audit:read',
    };
    for (const [path, permission] of Object.entries(expected)) assert.equal(screenPermission(path), permission, path);
    assert.equal(screenPermission('/no-such-area'), undefined, 'a screen of no area (not found) needs nothing');
    // A link with a query or a fragment (the dashboard's alerts) is its screen's.
    assert.equal(screenPermission('/accounts/receivables?status=Overdue'), 'accounting:read');
    assert.equal(screenPermission('/products?lowStock=true'), 'inventory:read');
    assert.equal(screenPermission('/products/add?from=dashboard'), 'inventory:write');
    assert.equal(screenPermission('/?period=month'), 'dashboard:read');
  });

  it('every declared route needs a permission the server knows, and every form that only changes needs the write one', () => {
    const routes = declaredRoutes();
    assert.ok(routes.length > 30, `found ${routes.length} routes`);
    for (const path of routes) {
      const permission = screenPermission(path);
      assert.ok(permission, `${path} belongs to no area: every role would be shown it`);
      const [area, access] = permission.split(':');
      assert.ok(ACCESS_AREAS.includes(area), `${path}: ${area} is no area of the server's policy`);
      assert.equal(access, changesOnly(path) ? 'write' : 'read', path);
    }
  });

  it('shows each role what the server lets it do: Sales reads stock but adds none, the Auditor opens no form, the Storekeeper no money screen', () => {
    const opens = (role, path) => canOpen(ROLE_PERMISSIONS[role], path);
    for (const role of USER_ROLES) {
      for (const path of declaredRoutes()) {
        const [area, access] = screenPermission(path).split(':');
        assert.equal(opens(role, path), ROLE_PERMISSIONS[role].includes(`${area}:${access}`), `${role} ${path}`);
      }
    }
    assert.equal(opens('Sales', '/products'), true);
    assert.equal(opens('Sales', '/products/add'), false);
    assert.equal(opens('Sales', '/sales/invoices/create'), true);
    assert.equal(opens('Sales', '/accounts/glclasses'), false);
    for (const path of ['/products/add', '/sales/invoices/create', '/accounts/expenses/add', '/customers/add', '/suppliers/add', '/products/stock/:id']) {
      assert.equal(opens('Auditor', path), false, `Auditor ${path}`);
      assert.equal(opens('Administrator', path), true, `Administrator ${path}`);
    }
    for (const path of ['/products', '/sales/invoices', '/accounts/glclasses', '/settings', '/audit', '/']) assert.equal(opens('Auditor', path), true, `Auditor ${path}`);
    for (const path of ['/accounts', '/sales/invoices', '/sales/payments', '/']) assert.equal(opens('Storekeeper', path), false, `Storekeeper ${path}`);
    assert.equal(opens('Storekeeper', '/products/add'), true);
    assert.equal(opens('Accountant', '/accounts/expenses/add'), true);
    assert.equal(opens('Accountant', '/products/add'), false);
  });

  it("shows the Payment Transactions screen (/sales/payments) to the roles that may read the API it lists, the books' transactions", () => {
    // The screen sits in the Sales menu but lists the books' transactions: its area is the one of
    // the API it calls (the server's /api/payments prefix, 'sales', has no route and is not called).
    const calls = apiCallsIn('web/src/features/sales/payments');
    assert.ok(calls.length > 0, 'the screen calls the API');
    assert.ok(calls.every((call) => call.method === 'GET'), `the screen only reads: ${JSON.stringify(calls)}`);
    const needed = calls.map((call) => routeAccess(call.method, call.path, false));
    for (const [index, access] of needed.entries()) {
      assert.equal(access.kind, 'permission', `${calls[index].path} has an access rule on the server`);
      assert.equal(access.permission, screenPermission('/sales/payments'), `/sales/payments needs what ${calls[index].method} ${calls[index].path} needs`);
    }
    assert.equal(screenPermission('/sales/payments'), 'accounting:read');
    for (const role of USER_ROLES) {
      const mayCall = needed.every((access) => ROLE_PERMISSIONS[role].includes(access.permission));
      assert.equal(canOpen(ROLE_PERMISSIONS[role], '/sales/payments'), mayCall, `${role}: shown /sales/payments exactly when its calls are allowed`);
    }
    // A Sales user cannot read the books, so is not shown it; the Accountant and the Auditor are.
    assert.equal(canOpen(ROLE_PERMISSIONS.Sales, '/sales/payments'), false);
    assert.equal(canOpen(ROLE_PERMISSIONS.Accountant, '/sales/payments'), true);
    assert.equal(canOpen(ROLE_PERMISSIONS.Auditor, '/sales/payments'), true);
  });
});
