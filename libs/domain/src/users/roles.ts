/** The roles a user holds, exactly as they are written on screen and in the API. */
export const USER_ROLES = ['Administrator', 'Accountant', 'Sales', 'Storekeeper', 'Auditor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const isUserRole = (value: unknown): value is UserRole => typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);

/**
 * The parts of the back office a permission is about. `payment-methods` is apart from
 * `accounting` because selling and purchasing pick a payment method without seeing the books.
 * `costs` is what stock cost the dealer (purchase costs and purchases, stock value, margins) and
 * the cash position, apart from `inventory` because the counter sells from stock without seeing
 * them; `approvals` decides what a salesperson asked for (a void, a big discount).
 */
export const ACCESS_AREAS = ['users', 'accounting', 'payment-methods', 'sales', 'inventory', 'costs', 'approvals', 'settings', 'dashboard', 'audit'] as const;
export type AccessArea = (typeof ACCESS_AREAS)[number];
export type Access = 'read' | 'write';
/** `area:read` sees an area, `area:write` changes it. */
export type Permission = `${AccessArea}:${Access}`;

const reads = (...areas: AccessArea[]): Permission[] => areas.map((area) => `${area}:read` as const);
const writes = (...areas: AccessArea[]): Permission[] => areas.map((area) => `${area}:write` as const);

/**
 * What each role may do (issue 13): Administrator everything; Accountant the books and their
 * reports, reading sales and stock to reconcile them, deciding approvals, no user management;
 * Sales customers, invoices, payments and bookings, stock read-only without its costs (issue 23,
 * item 11: prices, not costs or cash; it reads the approval requests it asked for, never decides
 * one: `seesOnlyOwnRequests`); Storekeeper products, stock, units, requisitions and
 * purchases, no money screens; Auditor reads everything, changes nothing.
 */
export const ROLE_PERMISSIONS: Readonly<Record<UserRole, readonly Permission[]>> = {
  Administrator: [...reads(...ACCESS_AREAS), ...writes(...ACCESS_AREAS)],
  Accountant: [...reads('accounting', 'payment-methods', 'sales', 'inventory', 'costs', 'approvals', 'settings', 'dashboard'), ...writes('accounting', 'payment-methods', 'approvals')],
  Sales: [...reads('sales', 'inventory', 'payment-methods', 'approvals', 'settings', 'dashboard'), ...writes('sales')],
  Storekeeper: [...reads('inventory', 'costs', 'payment-methods', 'settings'), ...writes('inventory', 'costs')],
  Auditor: reads(...ACCESS_AREAS),
};

export const roleCan = (role: UserRole, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);
