import { roleCan, streamReadArea, type Access, type AccessArea, type Permission, type UserRole } from '@dealer/domain';

/**
 * THE authorization policy of the API: which permission every route needs, by path and method.
 * Each route's area is named by the longest path prefix below that contains it; a GET reads the
 * area, any other method changes it, unless READS_BY_OTHER_METHODS says the call changes
 * nothing. Which roles hold which permission is the domain's ROLE_PERMISSIONS.
 *
 * A route under no prefix here is refused to every role, the administrator included (403), and
 * the role-matrix test fails naming it: a new route cannot slip through unguarded, its author
 * adds its area here (one line) and the matrix test checks it for every role.
 */
const AREAS_BY_PATH: readonly (readonly [prefix: string, area: AccessArea])[] = [
  ['/api/users', 'users'],
  ['/api/accounts', 'accounting'],
  ['/api/accounts/payment-methods', 'payment-methods'],
  // The counter counts the drawer; reopening a counted day is the books'.
  ['/api/accounts/cash-counts', 'sales'],
  ['/api/accounts/cash-counts/:id/reopen', 'accounting'],
  ['/api/customers', 'sales'],
  ['/api/invoices', 'sales'],
  ['/api/bookings', 'sales'],
  ['/api/products', 'inventory'],
  ['/api/suppliers', 'inventory'],
  ['/api/vehicles', 'inventory'],
  ['/api/requisitions', 'inventory'],
  // Whole answers about what stock cost (issue 23, item 11): the counter sells without them. Cost
  // fields inside answers the counter does read are taken out by platform/cost-fields.ts.
  ['/api/purchases', 'costs'],
  ['/api/products/reports/valuation', 'costs'],
  ['/api/products/reports/export', 'costs'],
  ['/api/products/analytics/performance', 'costs'],
  ['/api/approvals', 'approvals'],
  ['/api/settings', 'settings'],
  ['/api/dashboard', 'dashboard'],
  ['/api/audit', 'audit'],
  // The auditor's bundle (issue 28) is the books' evidence: the accountant downloads it for the auditor too.
  ['/api/audit/bundle', 'accounting'],
  // The audit sample (issue 28, item 5) is drawn from the books' documents: the accountant prepares it for the auditor.
  ['/api/audit/sample', 'accounting'],
  // VAT (issue 24): the registers, the return and the payments are the books'.
  ['/api/vat', 'accounting'],
];

/** Calls that are not GETs but change nothing (exports, checks): the read permission is enough. By method and path prefix. */
const READS_BY_OTHER_METHODS: readonly (readonly [method: string, prefix: string])[] = [
  ['POST', '/api/products/reports/export'],
  ['POST', '/api/vat/sales-register/export'],
  ['POST', '/api/vat/purchase-register/export'],
  ['POST', '/api/audit'],
  ['POST', '/api/dashboard/refresh'],
];

/**
 * Routes whose area is not their path's but the entity a path parameter names: an entity's history
 * (GET /api/audit/streams/:stream/events) may be read by whoever may read that entity, so a
 * salesperson sees a customer's history and an accountant a journal entry's. By method and path
 * pattern → the parameter naming the stream.
 */
const READ_BY_STREAM_PARAM: readonly (readonly [route: string, param: string])[] = [['GET /api/audit/streams/:stream/events', 'stream']];

/**
 * Routes where one value of a path parameter reads another area than the route's: the dashboard's
 * cash metric is the cash position, receivables and payables, the books' (issue 23, item 11). By
 * method and path pattern → the parameter, and the area of each such value.
 */
const AREAS_BY_PARAM_VALUE: readonly (readonly [route: string, param: string, areas: Readonly<Record<string, AccessArea>>])[] = [
  ['GET /api/dashboard/metrics/:metric', 'metric', { cash: 'accounting' }],
];

/** A signed-in user's own session and password: every role, whatever its permissions. */
const EVERY_SIGNED_IN_USER: readonly string[] = ['POST /api/auth/verify', 'GET /api/auth/profile', 'POST /api/auth/logout', 'POST /api/auth/change-password'];

/** What a route needs. `public`: nothing (sign-in, health); `unnamed`: no rule, refused to all. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; permission: Permission; area: AccessArea; access: Access; areaByParam?: { param: string; areas: Readonly<Record<string, AccessArea>> } }
  /**
   * Reading what the stream named by the path parameter `param` belongs to: the area its kind
   * declares (`streamReadArea`, from STREAM_NAMES in libs/domain/src/stream-names.ts, the list the
   * web's History reads too); a stream of no kind is the audit trail's.
   */
  | { kind: 'stream-read'; param: string }
  | { kind: 'unnamed'; route: string };

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The access a route (its method and its path pattern, e.g. `/api/users/:id`) needs. */
export function routeAccess(method: string, path: string, isPublic: boolean): RouteAccess {
  if (isPublic) return { kind: 'public' };
  const verb = method.toUpperCase();
  if (EVERY_SIGNED_IN_USER.includes(`${verb} ${path}`)) return { kind: 'signed-in' };
  const streamParam = READ_BY_STREAM_PARAM.find(([route]) => route === `${verb} ${path}`)?.[1];
  if (streamParam) return { kind: 'stream-read', param: streamParam };
  const area = AREAS_BY_PATH.filter(([prefix]) => underPrefix(path, prefix)).sort((left, right) => right[0].length - left[0].length)[0]?.[1];
  if (!area) return { kind: 'unnamed', route: `${verb} ${path}` };
  const reads = verb === 'GET' || verb === 'HEAD' || READS_BY_OTHER_METHODS.some(([readMethod, prefix]) => readMethod === verb && underPrefix(path, prefix));
  const access: Access = reads ? 'read' : 'write';
  const byValue = AREAS_BY_PARAM_VALUE.find(([route]) => route === `${verb} ${path}`);
  return { kind: 'permission', permission: `${area}:${access}`, area, access, ...(byValue ? { areaByParam: { param: byValue[1], areas: byValue[2] } } : {}) };
}

/** What a role may not do, said to the person who tried. */
const REFUSALS: Record<AccessArea, Record<Access, string>> = {
  users: { read: 'view users', write: 'manage users' },
  accounting: { read: 'view the books', write: 'change the books' },
  'payment-methods': { read: 'view payment methods', write: 'change payment methods' },
  sales: { read: 'view sales', write: 'change sales records' },
  inventory: { read: 'view stock and purchasing', write: 'change stock and purchasing' },
  costs: { read: 'view costs and purchases', write: 'change purchases' },
  approvals: { read: 'view approvals', write: 'decide approvals' },
  settings: { read: 'view the settings', write: 'change the settings' },
  dashboard: { read: 'view the dashboard', write: 'change the dashboard' },
  audit: { read: 'view the audit trail', write: 'use the audit trail' },
};

/**
 * undefined when the role may call the route, else the 403 message. `params` are the request's
 * path parameters (a stream-read route's stream); without them such a route is the audit trail's.
 */
export function refusalFor(access: RouteAccess, role: UserRole, params?: Readonly<Record<string, string | undefined>>): string | undefined {
  switch (access.kind) {
    case 'public':
    case 'signed-in':
      return undefined;
    case 'unnamed':
      return `No role may call ${access.route}: it has no access rule yet`;
    case 'permission': {
      const value = access.areaByParam ? params?.[access.areaByParam.param] ?? '' : '';
      const valueArea = access.areaByParam && Object.hasOwn(access.areaByParam.areas, value) ? access.areaByParam.areas[value] : undefined;
      const area = valueArea ?? access.area;
      return roleCan(role, `${area}:${access.access}`) ? undefined : `Your role (${role}) cannot ${REFUSALS[area][access.access]}`;
    }
    case 'stream-read': {
      const area = streamReadArea(params?.[access.param] ?? '');
      return roleCan(role, `${area}:read`) ? undefined : `Your role (${role}) cannot ${REFUSALS[area].read}`;
    }
  }
}
