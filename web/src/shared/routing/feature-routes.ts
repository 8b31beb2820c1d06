import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BreadcrumbStep } from '../components/PageHeader';

/** The side menu's groups; app/layout/navigation.tsx gives their order, labels and icons. */
export type MenuGroupKey = 'sales' | 'customers' | 'vehicles' | 'inventory' | 'finance' | 'accounting-setup' | 'system';

export interface FeatureRoute {
  path: string;
  title: string;
  /** The screen, loaded the first time it is opened; absent while not built yet (a placeholder shows the title). */
  page?: LazyExoticComponent<ComponentType>;
  /** The placeholder's breadcrumb; a built page draws its own header. */
  breadcrumb?: BreadcrumbStep[];
  /** Its entry in the side menu: menu order is the order of the routes. */
  menu?: { group: MenuGroupKey; label: string; badge?: ComponentType };
  /** A screen reached from another one lights up that one's menu entry (e.g. a ledger, the chart). */
  menuParent?: string;
}

/** A feature area's screens, exported from its own folder (e.g. features/accounts/routes.ts). */
export type FeatureRoutes = FeatureRoute[];

/** A lazily loaded named export, so each screen is its own chunk. */
export function lazyPage<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
