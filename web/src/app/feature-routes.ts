import { accountsRoutes } from '../features/accounts/routes';
import { approvalRoutes } from '../features/approvals/routes';
import { auditRoutes } from '../features/audit/routes';
import { customerRoutes } from '../features/customers/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { inventoryRoutes } from '../features/inventory/routes';
import { salesRoutes } from '../features/sales/routes';
import { settingsRoutes } from '../features/settings/routes';
import { vehicleRoutes } from '../features/vehicles/routes';
import { vatRoutes } from '../features/vat/routes';

/** Every feature area's screens: the router, the side menu and the placeholders are built from this one list. */
export const FEATURE_ROUTES = [dashboardRoutes, salesRoutes, approvalRoutes, customerRoutes, vehicleRoutes, inventoryRoutes, accountsRoutes, vatRoutes, settingsRoutes, auditRoutes].flat();
