import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../shared/routing/feature-routes';
import type { Permission } from '../auth/permissions';

export interface SettingsTab {
  /** In the URL: /settings?tab={key}. */
  key: string;
  label: string;
  content: LazyExoticComponent<ComponentType>;
  /** Shown only to roles holding it (e.g. 'users:read'); the server refuses the rest anyway. */
  permission?: Permission;
}

/** The /settings page's tabs, in order: a new settings area adds its one line here. */
export const SETTINGS_TABS: SettingsTab[] = [
  { key: 'business-profile', label: 'Business profile', content: lazyPage(() => import('./business-profile/BusinessProfileTab'), 'BusinessProfileTab') },
  { key: 'papers-and-stock', label: 'Papers and stock', content: lazyPage(() => import('./papers-and-stock/PapersAndStockTab'), 'PapersAndStockTab') },
  // The VAT settings are the tax books': the Accountant and the Auditor read them, the Administrator changes them.
  { key: 'vat', label: 'VAT', content: lazyPage(() => import('./vat/VatSettingsTab'), 'VatSettingsTab'), permission: 'accounting:read' },
  { key: 'users', label: 'Users', content: lazyPage(() => import('./users/UsersTab'), 'UsersTab'), permission: 'users:read' },
];
