import type { Permission } from '../../../app/auth/auth-api';

export type { Permission };

/**
 * Which part of the back office each screen shows, so a role sees only the menus it can use. The
 * server decides (every call is checked there, services/command-api/src/auth/role-policy.ts);
 * these only keep a role from being shown what it would be refused. Longest prefix wins.
 */
const SCREEN_AREAS: readonly (readonly [prefix: string, area: string])[] = [
  ['/accounts', 'accounting'],
  ['/sales', 'sales'],
  // The spec's payments screen is the books' transactions list: it reads GET /api/accounts/transactions
  // (the server's 'accounting'), so it is shown to the roles that may read the books (tests/web checks it).
  ['/sales/payments', 'accounting'],
  // Approvals are decided by the books (Administrator, Accountant); purchases are what stock cost.
  ['/sales/approvals', 'approvals'],
  // The counter counts the drawer (the server's cash counts are 'sales'; reopening is the books').
  ['/accounts/cash-count', 'sales'],
  ['/customers', 'sales'],
  ['/products', 'inventory'],
  ['/suppliers', 'inventory'],
  ['/requisitions', 'inventory'],
  ['/purchases', 'costs'],
  ['/vehicles', 'inventory'],
  ['/settings', 'settings'],
  // VAT (issue 24): the registers, the return and the payments are the books' (the server's /api/vat).
  ['/vat', 'accounting'],
  ['/audit', 'audit'],
  // The audit sample is drawn from the books' documents (the server's /api/audit/sample is 'accounting').
  ['/audit/sample', 'accounting'],
];

/** Screens that only change things (add and edit forms, stock changes): they need the write permission. */
const CHANGE_SCREEN = /\/(add|create)$|\/(edit|update)\/|^\/sales\/invoices\/(motorcycle|products)$|^\/products\/stock\//;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** A link's path without its query or fragment (`/products?lowStock=true` is the products screen). */
const pathOf = (link: string) => link.split(/[?#]/)[0] || '/';

/** The area a screen (a route pattern, a location or a link) belongs to; undefined for screens every role sees. */
export function screenArea(link: string): string | undefined {
  const path = pathOf(link);
  if (path === '/') return 'dashboard';
  return SCREEN_AREAS.filter(([prefix]) => under(path, prefix)).sort((left, right) => right[0].length - left[0].length)[0]?.[1];
}

/** The permission a screen needs to be shown, or undefined when every signed-in user may open it. */
export function screenPermission(link: string): Permission | undefined {
  const area = screenArea(link);
  if (!area) return undefined;
  return `${area}:${CHANGE_SCREEN.test(pathOf(link)) ? 'write' : 'read'}`;
}

/** Whether a user holding `permissions` may open the screen. */
export const canOpen = (permissions: readonly Permission[], path: string) => {
  const needed = screenPermission(path);
  return needed === undefined || permissions.includes(needed);
};
