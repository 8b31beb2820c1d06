import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { roleCan, type Permission } from '@dealer/domain';
import type { AuthenticatedUser } from '../auth/authenticated-user';

/**
 * Issue 23, item 11: the counter sells from stock without seeing what it cost. A role without
 * `costs:read` (Sales) reads products, units, stock movements, inventory reports and the dashboard,
 * but every answer it gets is stripped here, in one place for every route, of what stock cost the
 * dealer; a role without `accounting:read` loses the dashboard's cash, receivables and payables.
 * Routes that are nothing but costs (purchases, valuation) are refused outright by the role policy.
 */

/** Keys that name a cost, a margin or a value at cost wherever they appear in an answer. */
export const COST_KEYS: ReadonlySet<string> = new Set([
  'cost',
  'averageCost',
  'currentCost',
  'unitCost',
  'costTrend',
  'profitMargin',
  'potentialProfit',
  'totalPotentialProfit',
  'inventoryValue',
  'totalInventoryValue',
  'totalValue',
  'stockValue',
  'purchasePrice',
  'valueImpact',
  'valueAfter',
  'valueIn',
  'valueOut',
]);

/**
 * Fields named too generally for COST_KEYS (a dashboard figure's `value`), by route and path in the
 * answer (`*` is every item of a list), with the permission a reader needs to keep them.
 */
const FIELDS_BY_ROUTE: readonly { route: string; path: string; permission: Permission }[] = [
  { route: 'GET /api/dashboard/overview', path: 'data.inventory.categoryBreakdown.*.value', permission: 'costs:read' },
  { route: 'GET /api/dashboard/overview', path: 'data.financial', permission: 'accounting:read' },
  { route: 'GET /api/dashboard/metrics/:metric', path: 'data.categoryBreakdown.*.value', permission: 'costs:read' },
  // A product's price history: what its purchases cost (its cost changes are left out by the query).
  { route: 'GET /api/products/:id/price-history', path: 'data.purchaseHistory', permission: 'costs:read' },
  { route: 'GET /api/products/:id/price-history', path: 'data.analytics.averagePurchasePrice', permission: 'costs:read' },
  { route: 'GET /api/products/:id/price-history', path: 'data.analytics.totalPurchased', permission: 'costs:read' },
];

/** The dashboard's inventory metric is stock value; its cash metric is the books' (refused by the policy). */
const VALUE_AT_COST_METRICS = new Set(['inventory']);

/** Alerts that lead into the books (overdue receivables, payables due, drafts): only for readers of the books. */
const BOOKS_LINK = /^\/accounts(\/|$)/;

type Json = unknown;

/** JSON made by a route (a file, a stream or a buffer is left as it is). */
const isPlainObject = (value: Json): value is Record<string, Json> => {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

function withoutKeys(value: Json, keys: ReadonlySet<string>): Json {
  if (Array.isArray(value)) return value.map((item) => withoutKeys(item, keys));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.has(key)).map(([key, item]) => [key, withoutKeys(item, keys)]));
}

/** Removes the field at `path` (dot separated, `*` for each item of a list) in place. */
function removePath(value: Json, path: readonly string[]): void {
  if (!value || typeof value !== 'object') return;
  const [head, ...rest] = path;
  if (head === '*') {
    if (Array.isArray(value)) for (const item of value) removePath(item, rest);
    return;
  }
  const holder = value as Record<string, Json>;
  if (rest.length === 0) delete holder[head];
  else removePath(holder[head], rest);
}

/** The answer as `role`'s permissions may see it (a new object: the route's own is not touched). */
export function answerForPermissions(body: Json, route: string, params: Readonly<Record<string, string | undefined>>, can: (permission: Permission) => boolean): Json {
  if (!isPlainObject(body) || (can('costs:read') && can('accounting:read'))) return body;
  const seen = can('costs:read') ? structuredClone(body) : withoutKeys(body, COST_KEYS);
  for (const field of FIELDS_BY_ROUTE) if (field.route === route && !can(field.permission)) removePath(seen, field.path.split('.'));
  const data = (seen as { data?: Record<string, Json> } | null)?.data;
  if (!data || typeof data !== 'object') return seen;
  if (route === 'GET /api/dashboard/metrics/:metric' && VALUE_AT_COST_METRICS.has(params.metric ?? '') && !can('costs:read')) delete data.value;
  if (route === 'GET /api/dashboard/overview' && !can('accounting:read') && Array.isArray(data.alerts)) {
    data.alerts = data.alerts.filter((alert: { action?: { link?: string } }) => !BOOKS_LINK.test(alert.action?.link ?? ''));
  }
  return seen;
}

@Injectable()
export class CostFieldsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const role = request.user?.role;
    if (!role || (roleCan(role, 'costs:read') && roleCan(role, 'accounting:read'))) return next.handle();
    const route = `${request.method.toUpperCase()} ${request.routeOptions?.url ?? ''}`;
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    return next.handle().pipe(map((body) => answerForPermissions(body, route, params, (permission) => roleCan(role, permission))));
  }
}
