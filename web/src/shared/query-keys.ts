import { queryKeys } from './api/query-keys';
import { resourceKeys } from './list/resource-keys';

/**
 * Every screen's cache keys, declared once. A screen that refreshes another's caches after a
 * change names them here rather than importing the other feature (or spelling its prefix again).
 * The books' keys (`queryKeys`, all under `['accounts']`) come from shared/api.
 */
export { queryKeys };

/** A product, stock or purchase change moves every inventory screen. */
export const inventoryKey = ['inventory'] as const;
export const productKeys = resourceKeys('inventory', 'products');
export const supplierKeys = resourceKeys('inventory', 'suppliers');
export const motorcycleKeys = resourceKeys('inventory', 'motorcycles');
export const purchaseKeys = resourceKeys('inventory', 'purchases');
export const requisitionKeys = resourceKeys('inventory', 'requisitions');
export const inventoryReportKeys = resourceKeys('inventory', 'reports');

export const salesKey = ['sales'] as const;
export const bookingKeys = resourceKeys('sales', 'bookings');
export const invoiceKeys = resourceKeys('sales', 'invoices');

export const customerKeys = resourceKeys('customers');
export const vehicleKeys = resourceKeys('vehicles');
export const dashboardKeys = resourceKeys('dashboard');
export const auditKeys = resourceKeys('audit', 'events');
export const userKeys = resourceKeys('settings', 'users');

export const moneyAccountKeys = resourceKeys('accounts', 'money-accounts');
export const financialDashboardKeys = resourceKeys('accounts', 'dashboard');
export const receivableKeys = resourceKeys('accounts', 'receivables');
export const payableKeys = resourceKeys('accounts', 'payables');
export const badDebtKeys = resourceKeys('accounts', 'bad-debts');
export const profitTransferKeys = resourceKeys('accounts', 'profit-transfer');
